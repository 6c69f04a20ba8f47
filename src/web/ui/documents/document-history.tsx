import { formatDateTime } from '@/domain/dates';
import type { DocumentHistoryEntry } from '@/domain/schemas/requests';

type Props = {
  entries: DocumentHistoryEntry[];
  label: (status: string) => string;
  /** How a move's stored data reads ('Chegada estimada: 10/12/2026'); nothing by default. */
  describeData?: (data: Record<string, unknown>) => string[];
};

/** 'Histórico': every status move of a document — from → to, note, who and when. */
export function DocumentHistory({ entries, label, describeData }: Props) {
  if (entries.length === 0) return <p className="text-sm text-stone-600">Nenhuma alteração de status.</p>;
  return (
    <ol className="flex flex-col gap-2" aria-label="Histórico de status">
      {entries.map((h) => (
        <li key={h.id} className="rounded-md bg-stone-50 px-3 py-2 text-sm">
          <p className="font-medium text-stone-900">
            {h.fromStatus && h.fromStatus !== h.toStatus ? `${label(h.fromStatus)} → ${label(h.toStatus)}` : label(h.toStatus)}
            {h.note ? ` — ${h.note}` : ''}
          </p>
          {h.data && describeData
            ? describeData(h.data).map((line) => (
                <p key={line} className="text-stone-700">
                  {line}
                </p>
              ))
            : null}
          <p className="text-xs text-stone-600">
            {formatDateTime(h.createdAt)} · {h.userName || 'Sistema'}
          </p>
        </li>
      ))}
    </ol>
  );
}
