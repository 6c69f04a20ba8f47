import { useState } from 'react';
import { staffUpdateSchema } from '@/domain/schemas/staff';
import { useSession } from '../../auth/session';
import { useCan } from '../../auth/use-can';
import { errorMessage } from '../../lib/api';
import { StoreSelect } from '../../ui/documents/registry-selects';
import { SaveRow } from '../../ui/form/save-row';
import { firstErrorMessage, SchemaFields } from '../../ui/form/schema-fields';
import { useZodForm } from '../../ui/form/use-zod-form';
import { notify } from '../registries';
import { type StaffMember, useUpdateStaff } from './staff-api';
import { staffFields, staffToForm } from './staff-fields';

// Requirements: the detail page edits Nome, Email, Telefone, Endereço, Cargo and Data de Contratação.
const ORDER = ['name', 'email', 'phone', 'address', 'jobTitle', 'hireDate'];

/** A member without a store works for the warehouse and head office and sees every store. */
export const NO_STORE_LABEL = 'Almoxarifado / matriz (todas as lojas)';

// Without 'staff.manage' one edits only one's own contact data; the other fields are sent unchanged.
const CONTACT_FIELDS = ['name', 'phone', 'address'];

/** The detail page's edit mode; the password is never set here (a reset link is sent instead). */
export function StaffEditForm({ member, onDone }: { member: StaffMember; onDone: () => void }) {
  const { user } = useSession();
  const can = useCan();
  const form = useZodForm<Record<string, string>>(staffUpdateSchema as never, { defaultValues: { ...staffToForm(member), password: '' } });
  // The store (issue 26's store scope) is kept beside the form: the select gives an id as text, the API a number or null.
  const [storeId, setStoreId] = useState(member.storeId === null ? '' : String(member.storeId));
  const fields = staffFields('edit', user, { password: false })
    .filter((f) => can('staff.manage') || CONTACT_FIELDS.includes(f.name))
    .sort((a, b) => ORDER.indexOf(a.name) - ORDER.indexOf(b.name));

  const save = useUpdateStaff(member.id);

  const submit = form.handleSubmit(
    (values) =>
      save.mutate(can('staff.manage') ? { ...values, storeId: storeId === '' ? null : Number(storeId) } : values, {
        onSuccess: ({ emailChange }) => {
          // The e-mail is not changed yet: the current address approves, then the new one confirms.
          notify.success(
            'Dados Atualizados',
            emailChange ? `O e-mail ${emailChange.pending} aguarda confirmação: enviamos um pedido de aprovação ao e-mail atual.` : undefined,
          );
          onDone();
        },
        onError: (err) => notify.error('Erro ao atualizar em funcionários', errorMessage(err)),
      }),
    (errors) => {
      const first = firstErrorMessage(errors);
      if (first) notify.error('Erro', first);
    },
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label="Editar dados do funcionário">
      <SchemaFields form={form} defs={fields} />
      {can('staff.manage') ? (
        <div className="sm:max-w-[calc(50%-0.5rem)]">
          <StoreSelect allStores label="Loja" required={false} placeholder={NO_STORE_LABEL} value={storeId} onChange={setStoreId} />
        </div>
      ) : null}
      <SaveRow pending={save.isPending}>Salvar Alterações</SaveRow>
    </form>
  );
}
