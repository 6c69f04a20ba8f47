import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Search, Trash2, UserCog } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatDate, formatDateTime } from '@/domain/dates';
import { ROLE_LABELS, ROLES, type Role } from '@/domain/roles';
import { USERS_PAGE_SIZE } from '@/domain/schemas/admin-users';
import { useSession } from '../../auth/session';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { ListState } from '../../ui/list-state';
import { Input, NativeSelect } from '../../ui/input';
import { PageHeader } from '../../ui/page-header';
import { Pagination } from '../../ui/pagination';
import { Table, TBody, TD, TH, THead, TR } from '../../ui/table';
import { AddUserDialog } from './add-user-dialog';
import { EditRoleDialog } from './edit-role-dialog';
import { RoleBadge } from './role-badge';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { type AdminUser, deleteUser, fetchUsers, usersKey } from './users-api';

/** /admin/usuarios and /admin/cadastros/usuarios: Gerenciamento de Usuários (SPEC 2). */
export default function UsersPage() {
  const { user: me, isAdmin } = useSession();
  const qc = useQueryClient();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const term = useDebouncedValue(search.trim());

  const filters = { search: term, role, page, pageSize: USERS_PAGE_SIZE };
  const list = useQuery({ queryKey: [...usersKey, filters], queryFn: () => fetchUsers(filters), placeholderData: keepPreviousData });
  const refresh = () => qc.invalidateQueries({ queryKey: usersKey });

  const remove = useMutation({
    mutationFn: (u: AdminUser) => deleteUser(u.id),
    onSuccess: async (_data, u) => {
      toast.success('Usuário Excluído!', { description: `${u.name} foi removido(a) do sistema.` });
      await refresh();
    },
    onError: (err) => toast.error('Erro ao remover de usuários', { description: errorMessage(err) }),
  });

  const onDelete = (u: AdminUser) => {
    if (window.confirm(`Tem certeza que deseja excluir o usuário ${u.name}? Esta ação é irreversível.`)) remove.mutate(u);
  };

  // Typing or choosing a filter starts again from the first page.
  const onSearch = (value: string) => {
    setSearch(value);
    setPage(1);
  };
  const onRole = (value: string) => {
    setRole(value as Role | '');
    setPage(1);
  };

  const total = list.data?.total ?? 0;
  const rows = list.data?.items ?? [];

  // Deleting the last user of the last page would leave an empty page: step back.
  useEffect(() => {
    const last = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
    if (!list.isPlaceholderData && page > last) setPage(last);
  }, [total, page, list.isPlaceholderData]);

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Gerenciamento de Usuários"
        description="Contas de clientes, funcionários e administradores."
        actions={
          <Button onClick={() => setAdding(true)}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Adicionar Novo Usuário
          </Button>
        }
      />
      <Card className="flex flex-col gap-3 p-4 sm:flex-row">
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-stone-500" aria-hidden="true" />
          <Input
            type="search"
            aria-label="Buscar por nome, email..."
            placeholder="Buscar por nome, email..."
            value={search}
            onChange={(e) => onSearch(e.target.value)}
            className="pl-9"
          />
        </div>
        <NativeSelect aria-label="Filtrar por função" value={role} onChange={(e) => onRole(e.target.value)} className="sm:w-56">
          <option value="">Todas as Funções</option>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </NativeSelect>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Lista de Usuários ({total})</CardTitle>
        </CardHeader>
        <CardContent>
          <ListState query={list} isEmpty={rows.length === 0} errorTitle="Erro ao carregar usuários" emptyTitle="Nenhum usuário encontrado com os filtros atuais.">
              <Table aria-label="Lista de Usuários">
                <THead>
                  <tr>
                    <TH>Nome</TH>
                    <TH>Email</TH>
                    <TH>Função</TH>
                    <TH>Cadastro</TH>
                    <TH>Último Login</TH>
                    {isAdmin ? <TH className="text-right">Ações</TH> : null}
                  </tr>
                </THead>
                <TBody>
                  {rows.map((u) => (
                    <TR key={u.id}>
                      <TD className="min-w-[10rem] font-medium text-stone-900">{u.name}</TD>
                      <TD className="whitespace-nowrap">{u.email}</TD>
                      <TD>
                        <RoleBadge role={u.role} />
                      </TD>
                      <TD className="whitespace-nowrap">{formatDate(u.createdAt)}</TD>
                      <TD className="whitespace-nowrap">{u.lastLoginAt ? formatDateTime(u.lastLoginAt) : 'N/A'}</TD>
                      {isAdmin ? (
                        <TD className="text-right">
                          {u.id === me?.id ? (
                            <span className="text-xs text-stone-600">Você</span>
                          ) : (
                            <div className="flex justify-end gap-1">
                              <Button variant="ghost" size="icon" aria-label={`Editar função de ${u.name}`} title="Editar função" onClick={() => setEditing(u)}>
                                <UserCog className="h-4 w-4" aria-hidden="true" />
                              </Button>
                              <Button
                                variant="ghost"
                                size="icon"
                                className="text-red-700 hover:bg-red-50"
                                aria-label={`Excluir ${u.name}`}
                                title="Excluir"
                                disabled={remove.isPending}
                                onClick={() => onDelete(u)}
                              >
                                <Trash2 className="h-4 w-4" aria-hidden="true" />
                              </Button>
                            </div>
                          )}
                        </TD>
                      ) : null}
                    </TR>
                  ))}
                </TBody>
              </Table>
              <Pagination page={page} pageSize={USERS_PAGE_SIZE} total={total} onPage={setPage} />
            </ListState>
        </CardContent>
      </Card>
      <AddUserDialog
        open={adding}
        onOpenChange={setAdding}
        isAdmin={isAdmin}
        onCreated={async () => {
          setAdding(false);
          await refresh();
        }}
      />
      {editing ? (
        <EditRoleDialog
          key={editing.id}
          user={editing}
          onClose={() => setEditing(null)}
          onChanged={async () => {
            setEditing(null);
            await refresh();
          }}
        />
      ) : null}
    </div>
  );
}
