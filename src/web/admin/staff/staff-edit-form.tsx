import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { staffUpdateSchema } from '@/domain/schemas/staff';
import { useSession } from '../../auth/session';
import { api, errorMessage } from '../../lib/api';
import { notify } from '../registries/notify';
import { Button } from '../../ui/button';
import { validateForm } from '../registries/form-errors';
import { FormFields } from '../registries/registry-form-dialog';
import type { StaffMember } from './staff-api';
import { staffFields, staffToForm } from './staff-fields';

// SPEC: the detail page edits Nome, Email, Telefone, Endereço, Cargo and Data de Contratação.
const ORDER = ['name', 'email', 'phone', 'address', 'jobTitle', 'hireDate'];

/** The detail page's edit mode; the password stays as it is (blank = unchanged). */
export function StaffEditForm({ member, onDone }: { member: StaffMember; onDone: () => void }) {
  const { user } = useSession();
  const qc = useQueryClient();
  const [values, setValues] = useState(() => staffToForm(member));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fields = staffFields('edit', user, { password: false }).sort((a, b) => ORDER.indexOf(a.name) - ORDER.indexOf(b.name));

  const save = useMutation({
    mutationFn: (body: unknown) => api(`/api/admin/staff/${encodeURIComponent(member.id)}`, { method: 'PUT', body }),
    onSuccess: async () => {
      notify.success('Dados Atualizados');
      await qc.invalidateQueries({ queryKey: ['admin', 'staff'] });
      onDone();
    },
    onError: (err) => notify.error('Erro ao atualizar em funcionários', errorMessage(err)),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = validateForm(staffUpdateSchema, { ...values, password: '' });
    setErrors(result.errors);
    if (result.first) {
      notify.error('Erro', result.first);
      return;
    }
    save.mutate(result.data);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label="Editar dados do funcionário">
      <FormFields fields={fields} values={values} errors={errors} onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))} />
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Salvando...' : 'Salvar Alterações'}
        </Button>
      </div>
    </form>
  );
}
