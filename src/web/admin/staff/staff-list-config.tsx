import { Eye } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate } from '@/domain/dates';
import { staffCreateSchema, staffUpdateSchema } from '@/domain/schemas/staff';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import type { RegistryConfig } from '../registries';
import type { StaffMember } from './staff-api';
import { mayEditStaff, staffFields, staffToForm } from './staff-fields';

export const detailPath = (id: string) => `/admin/funcionarios/detalhes/${encodeURIComponent(id)}`;

export const staffListConfig: RegistryConfig<StaffMember> = {
  queryKey: 'staff',
  apiPath: '/api/admin/staff',
  listKey: 'staff',
  itemKey: 'staff',
  title: 'Funcionários',
  description: 'Equipe com acesso ao sistema: cargos, contatos e documentos.',
  addLabel: 'Adicionar Funcionário',
  editTitle: 'Editar Funcionário',
  searchPlaceholder: 'Buscar funcionários...',
  tableName: 'funcionários',
  toasts: { created: 'Funcionário adicionado.', updated: 'Funcionário atualizado.', deleted: 'Funcionário excluído.' },
  confirmDelete: (row) => `Tem certeza que deseja excluir o funcionário ${row.name}?`,
  columns: [
    {
      header: 'Nome',
      cell: (r) => (
        <Link to={detailPath(r.id)} className="font-medium text-brand-700 hover:underline">
          {r.name}
        </Link>
      ),
    },
    { header: 'Email', cell: (r) => r.email },
    { header: 'Cargo', cell: (r) => <Badge className="bg-brand-50 text-brand-800">{r.jobTitle}</Badge> },
    { header: 'Telefone', cell: (r) => r.phone || '—', className: 'whitespace-nowrap' },
    { header: 'Data de Contratação', cell: (r) => (r.hireDate ? formatDate(r.hireDate) : '—'), className: 'whitespace-nowrap' },
  ],
  fields: (mode, user) => staffFields(mode, user),
  schema: (mode) => (mode === 'create' ? staffCreateSchema : staffUpdateSchema),
  toForm: staffToForm,
  // Anyone edits their own contact data (the list shows others only to 'staff.manage');
  // adding a member creates an account with sign-in.
  writeAnyOf: ['backoffice.view'],
  addAnyOf: ['users.manage'],
  canEdit: mayEditStaff,
  // Deleting staff is for administrators, and never oneself (the API refuses both too).
  canDelete: (row, user) => user?.role === 'admin' && row.id !== user.id,
  rowActions: (row) => (
    <Button asChild variant="ghost" size="icon" className="h-9 w-9" title="Ver detalhes">
      <Link to={detailPath(row.id)} aria-label={`Ver detalhes de ${row.name}`}>
        <Eye className="h-4 w-4" aria-hidden="true" />
      </Link>
    </Button>
  ),
};
