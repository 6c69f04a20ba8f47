import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffUpdateSchema } from '@/domain/schemas/staff';
import { useSession } from '../../auth/session';
import { useCan } from '../../auth/use-can';
import { api, errorMessage } from '../../lib/api';
import { firstErrorMessage, SchemaFields } from '../../ui/form/schema-fields';
import { useZodForm } from '../../ui/form/use-zod-form';
import { SubmitButton } from '../../ui/submit-button';
import { notify } from '../registries/notify';
import type { StaffMember } from './staff-api';
import { staffFields, staffToForm } from './staff-fields';

// SPEC: the detail page edits Nome, Email, Telefone, Endereço, Cargo and Data de Contratação.
const ORDER = ['name', 'email', 'phone', 'address', 'jobTitle', 'hireDate'];

// Without 'staff.manage' one edits only one's own contact data; the other fields are sent unchanged.
const CONTACT_FIELDS = ['name', 'phone', 'address'];

/** The detail page's edit mode; the password is never set here (a reset link is sent instead). */
export function StaffEditForm({ member, onDone }: { member: StaffMember; onDone: () => void }) {
  const { user } = useSession();
  const can = useCan();
  const qc = useQueryClient();
  const form = useZodForm<Record<string, string>>(staffUpdateSchema as never, { defaultValues: { ...staffToForm(member), password: '' } });
  const fields = staffFields('edit', user, { password: false })
    .filter((f) => can('staff.manage') || CONTACT_FIELDS.includes(f.name))
    .sort((a, b) => ORDER.indexOf(a.name) - ORDER.indexOf(b.name));

  const save = useMutation({
    mutationFn: (body: unknown) => api(`/api/admin/staff/${encodeURIComponent(member.id)}`, { method: 'PUT', body }),
    onSuccess: async () => {
      notify.success('Dados Atualizados');
      await qc.invalidateQueries({ queryKey: ['admin', 'staff'] });
      onDone();
    },
    onError: (err) => notify.error('Erro ao atualizar em funcionários', errorMessage(err)),
  });

  const submit = form.handleSubmit(
    (values) => save.mutate(values),
    (errors) => {
      const first = firstErrorMessage(errors);
      if (first) notify.error('Erro', first);
    },
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label="Editar dados do funcionário">
      <SchemaFields form={form} defs={fields} />
      <div className="flex justify-end">
        <SubmitButton pending={save.isPending} busyLabel="Salvando...">
          Salvar Alterações
        </SubmitButton>
      </div>
    </form>
  );
}
