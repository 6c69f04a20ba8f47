import { type FormEvent, useState } from 'react';
import { EDITABLE_JOB_TITLES, PERMISSION_LABELS, PERMISSIONS, type Permission } from '@/domain/permissions';
import { JOB_TITLES, type JobTitle } from '@/domain/roles';
import { toast, toastError } from '../../lib/toast';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { ListState } from '../../ui/list-state';
import { SubmitButton } from '../../ui/submit-button';
import { type PermissionMatrix, usePermissionMatrix, useSavePermissionMatrix } from './permissions-api';

const isEditable = (title: JobTitle) => (EDITABLE_JOB_TITLES as readonly string[]).includes(title);

/**
 * Configurações → Permissões: job titles × permissions. On a phone the titles are written upwards
 * (narrow columns), so the whole matrix fits the width with no title cut; should it not fit, the
 * table scrolls sideways and its first column (the permission) stays put.
 */
export function PermissionsMatrixCard() {
  const q = usePermissionMatrix();
  return (
    <ListState query={q} isEmpty={false} errorTitle="Erro ao carregar permissões" emptyTitle="">
      {q.data ? <MatrixForm key={JSON.stringify(q.data.matrix)} initial={q.data.matrix} /> : null}
    </ListState>
  );
}

function MatrixForm({ initial }: { initial: PermissionMatrix }) {
  const [matrix, setMatrix] = useState(initial);
  const save = useSavePermissionMatrix({
    onSuccess: () => toast.success('Permissões salvas', { description: 'As mudanças valem a partir do próximo clique de cada usuário.' }),
    onError: toastError('Erro ao salvar permissões'),
  });
  const toggle = (title: JobTitle, permission: Permission, held: boolean) =>
    setMatrix((m) => ({
      ...m,
      [title]: held ? PERMISSIONS.filter((p) => p === permission || m[title].includes(p)) : m[title].filter((p) => p !== permission),
    }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(matrix);
  };

  return (
    <form noValidate onSubmit={submit}>
      <Card>
        <CardHeader>
          <CardTitle>Permissões por cargo</CardTitle>
          <p className="text-sm text-stone-600">
            Marque o que cada cargo pode fazer no back-office. O cargo Administrador tem todas as permissões. Funcionários de uma loja nunca lançam estoque do
            almoxarifado.
          </p>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="overflow-x-auto rounded-md border border-stone-200" role="region" aria-label="Permissões por cargo">
            <table className="w-full border-collapse text-sm sm:min-w-[36rem]">
              <thead>
                <tr className="bg-stone-50">
                  <th
                    scope="col"
                    className="sticky left-0 z-10 w-36 bg-stone-50 p-2 text-left align-bottom font-semibold text-stone-800 shadow-[1px_0_0_#e7e5e4] sm:w-72"
                  >
                    Permissão
                  </th>
                  {JOB_TITLES.map((title) => (
                    <th key={title} scope="col" className="px-1 py-2 text-center align-bottom font-semibold text-stone-800 sm:p-2">
                      <span className="inline-block whitespace-nowrap max-sm:rotate-180 max-sm:[writing-mode:vertical-rl]">{title}</span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {PERMISSIONS.map((permission) => (
                  <tr key={permission} className="border-t border-stone-200">
                    <th scope="row" className="sticky left-0 z-10 w-36 bg-white p-2 text-left font-normal text-stone-800 shadow-[1px_0_0_#e7e5e4] sm:w-72">
                      {PERMISSION_LABELS[permission]}
                    </th>
                    {JOB_TITLES.map((title) => (
                      <td key={title} className="px-1 py-2 text-center sm:p-2">
                        <input
                          type="checkbox"
                          className="h-5 w-5 accent-brand-700"
                          aria-label={`${title}: ${PERMISSION_LABELS[permission]}`}
                          checked={matrix[title].includes(permission)}
                          disabled={!isEditable(title)}
                          onChange={(e) => toggle(title, permission, e.target.checked)}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div>
            <SubmitButton pending={save.isPending} busyLabel="Salvando...">
              Salvar Permissões
            </SubmitButton>
          </div>
        </CardContent>
      </Card>
    </form>
  );
}
