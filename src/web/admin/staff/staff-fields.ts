import { maskPhone } from '@/domain/brazil';
import { JOB_TITLES } from '@/domain/roles';
import type { SessionUser } from '../../auth/session';
import type { FieldDef, FormMode, FormValues } from '../registries';
import type { StaffMember } from './staff-api';

/** Only administrators may give (or hold on to) the Administrador title; the API enforces it too. */
export const jobTitlesFor = (user: SessionUser | null) => (user?.role === 'admin' ? JOB_TITLES : JOB_TITLES.filter((t) => t !== 'Administrador'));

export const mayEditStaff = (row: StaffMember, user: SessionUser | null) =>
  user?.role === 'admin' || (row.role !== 'admin' && row.jobTitle !== 'Administrador');

/** Under an existing member's e-mail: a new one does not replace it at once (issue 34). */
export const EMAIL_CHANGE_HINT = 'Um novo e-mail só passa a valer depois de aprovado pelo e-mail atual e confirmado pelo novo.';

export function staffFields(mode: FormMode, user: SessionUser | null, opts: { password?: boolean } = {}): FieldDef[] {
  const fields: FieldDef[] = [
    { name: 'name', label: 'Nome', required: true, autoComplete: 'off' },
    { name: 'email', label: 'Email', kind: 'email', required: true, ...(mode === 'edit' ? { hint: EMAIL_CHANGE_HINT } : {}) },
  ];
  // A password is set only for a new member; afterwards a reset link goes to the person (issue 26).
  if (mode === 'create' && opts.password !== false) {
    fields.push({ name: 'password', label: 'Senha', kind: 'password', required: true, autoComplete: 'new-password', hint: 'Mínimo de 6 caracteres.' });
  }
  fields.push(
    { name: 'phone', label: 'Telefone', kind: 'tel', placeholder: '(11) 99999-9999', mask: maskPhone },
    { name: 'jobTitle', label: 'Cargo', kind: 'select', options: jobTitlesFor(user) },
    { name: 'hireDate', label: 'Data de Contratação', kind: 'date' },
    { name: 'address', label: 'Endereço', kind: 'textarea' },
  );
  return fields;
}

export const staffToForm = (row: StaffMember | null): FormValues => ({
  name: row?.name ?? '',
  email: row?.email ?? '',
  password: '',
  phone: row?.phone ?? '',
  jobTitle: row?.jobTitle ?? 'Funcionário',
  hireDate: row?.hireDate ?? '',
  address: row?.address ?? '',
});
