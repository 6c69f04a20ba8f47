import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { UserCog } from 'lucide-react';
import { useState } from 'react';
import { formatDate, formatDateTime } from '@/domain/dates';
import { ROLE_LABELS, ROLES } from '@/domain/roles';
import { type UserListQuery, userListQuerySchema } from '@/domain/schemas/admin-users';
import { useSession } from '../../auth/session';
import { toast, toastError } from '../../lib/toast';
import { AddButton } from '../../ui/add-button';
import { DeleteIconButton } from '../../ui/delete-icon-button';
import { IconAction } from '../../ui/icon-action';
import { CodeFilter } from '../../ui/list/code-filter';
import type { ColumnDef } from '../../ui/list/data-table';
import { FilterBar } from '../../ui/list/filter-bar';
import { ListCard, type ListMessages } from '../../ui/list/list-card';
import { ListSearch } from '../../ui/list/list-filters';
import { useListView } from '../../ui/list/use-list-view';
import { PageHeader } from '../../ui/page-header';
import { AddUserDialog } from './add-user-dialog';
import { EditRoleDialog } from './edit-role-dialog';
import { RoleBadge } from './role-badge';
import { type AdminUser, fetchUsers, useDeleteUser, userKeys } from './users-api';

const COLUMNS: ColumnDef<AdminUser>[] = [
  { header: 'Nome', primary: true, cell: (u) => <span className="font-medium text-stone-900">{u.name}</span>, className: 'min-w-[10rem]' },
  { header: 'Email', cell: (u) => u.email, className: 'whitespace-nowrap' },
  { header: 'Função', cell: (u) => <RoleBadge role={u.role} /> },
  { header: 'Cadastro', cell: (u) => formatDate(u.createdAt), className: 'whitespace-nowrap' },
  { header: 'Último Login', cell: (u) => (u.lastLoginAt ? formatDateTime(u.lastLoginAt) : 'N/A'), className: 'whitespace-nowrap' },
];

const MESSAGES: ListMessages = { error: 'Erro ao carregar usuários', empty: 'Nenhum usuário encontrado com os filtros atuais.' };
const ROLE_CODES = { values: ROLES, labels: ROLE_LABELS };

const useUserList = (q: UserListQuery) => useQuery({ queryKey: userKeys.list(q), queryFn: () => fetchUsers(q), placeholderData: keepPreviousData });

/** /admin/usuarios and /admin/cadastros/usuarios: Gerenciamento de Usuários (requirements §2), search and role in the URL. */
export default function UsersPage() {
  const { user: me, isAdmin } = useSession();
  const view = useListView(userListQuerySchema, useUserList);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const remove = useDeleteUser();

  const onDelete = (u: AdminUser) => {
    if (window.confirm(`Tem certeza que deseja excluir o usuário ${u.name}? Esta ação é irreversível.`))
      remove.mutate(u, {
        onSuccess: () => toast.success('Usuário Excluído!', { description: `${u.name} foi removido(a) do sistema.` }),
        onError: toastError('Erro ao remover de usuários'),
      });
  };
  // An administrator changes others' role or deletes them, never their own account.
  const actions = (u: AdminUser) =>
    u.id === me?.id ? (
      <span className="text-xs text-stone-600">Você</span>
    ) : (
      <>
        <IconAction icon={UserCog} label={`Editar função de ${u.name}`} title="Editar função" onClick={() => setEditing(u)} />
        <DeleteIconButton label={`Excluir ${u.name}`} title="Excluir" disabled={remove.isPending} onClick={() => onDelete(u)} className="h-9 w-9" />
      </>
    );

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Gerenciamento de Usuários"
        description="Contas de clientes, funcionários e administradores."
        actions={<AddButton onClick={() => setAdding(true)}>Adicionar Novo Usuário</AddButton>}
      />
      <FilterBar>
        <ListSearch {...view} label="Buscar por nome, email..." className="sm:flex-1" />
        <CodeFilter {...view} field="role" codes={ROLE_CODES} label="Filtrar por função" allLabel="Todas as Funções" className="sm:w-56" />
      </FilterBar>
      <ListCard {...view} title="Lista de Usuários" columns={COLUMNS} messages={MESSAGES} actions={isAdmin ? actions : undefined} />
      <AddUserDialog open={adding} onOpenChange={setAdding} isAdmin={isAdmin} onCreated={() => setAdding(false)} />
      {editing ? <EditRoleDialog key={editing.id} user={editing} onClose={() => setEditing(null)} onChanged={() => setEditing(null)} /> : null}
    </div>
  );
}
