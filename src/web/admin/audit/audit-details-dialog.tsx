import { formatDateTime } from '@/domain/dates';
import { auditActionLabel, auditChanges } from '@/domain/schemas/audit';
import { DetailFields } from '../../ui/detail-fields';
import { Dialog } from '../../ui/dialog';
import { DialogActions } from '../../ui/dialog-actions';
import type { AuditEntryView } from './audit-api';
import { entityLabel, fieldLabel, formatAuditValue } from './audit-labels';

/** Who changed what and when, with the fields that changed side by side. */
export function AuditDetailsDialog({ entry, onClose }: { entry: AuditEntryView; onClose: () => void }) {
  const changes = auditChanges(entry.before, entry.after);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Detalhes da Alteração" className="max-w-2xl">
      <div className="flex flex-col gap-4 text-sm text-stone-800">
        <DetailFields
          fields={[
            ['Quando', formatDateTime(entry.createdAt)],
            ['Quem', entry.userName || 'Sistema'],
            ['Ação', auditActionLabel(entry.action)],
            ['Registro', `${entityLabel(entry.entity)}${entry.entityId ? ` ${entry.entityId}` : ''}`],
          ]}
        />
        {changes.length === 0 ? (
          <p className="text-stone-600">Nenhum campo alterado.</p>
        ) : (
          <div
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so keyboards can scroll it (axe scrollable-region-focusable)
            tabIndex={0}
            role="region"
            aria-label="Campos alterados"
            className="max-h-[50vh] overflow-auto rounded-md border border-stone-200"
          >
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Campos alterados: antes e depois</caption>
              <thead className="bg-stone-100 text-xs uppercase tracking-wide text-stone-700">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Campo
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Antes
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Depois
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-200">
                {changes.map((c) => (
                  <tr key={c.field}>
                    <th scope="row" className="px-3 py-2 font-medium">
                      {fieldLabel(c.field)}
                      {fieldLabel(c.field) !== c.field ? <span className="block font-mono text-xs font-normal text-stone-600">{c.field}</span> : null}
                    </th>
                    <td className="px-3 py-2 text-red-800 [overflow-wrap:anywhere]">
                      <del className="no-underline">{formatAuditValue(c.before, c.field)}</del>
                    </td>
                    <td className="px-3 py-2 text-green-800 [overflow-wrap:anywhere]">
                      <ins className="no-underline">{formatAuditValue(c.after, c.field)}</ins>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <DialogActions onCancel={onClose} cancelLabel="Fechar" />
      </div>
    </Dialog>
  );
}
