import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Table, TBody, TD, TH, THead, TR } from '../table';

export type ColumnDef<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
  /** The card's title on phones (give it to one column). */
  primary?: boolean;
  /** Left out of the phone card (when the title already says it). */
  hideOnCard?: boolean;
};

type Props<Row> = {
  rows: Row[];
  columns: ColumnDef<Row>[];
  rowKey: (row: Row) => string | number;
  /** Accessible name of the table and of the phone list. */
  label: string;
  /** Buttons of a row: the table's last column, the card's footer — reachable on every width. */
  actions?: (row: Row) => ReactNode;
  /** Lets a two-column list fit a phone without the table's minimum width. */
  compact?: boolean;
};

/**
 * A list as a table from 640 px and as cards below it (a phone cannot show seven columns): the
 * card's title is the primary column, the others label: value, the row's actions at its foot.
 * Rows and cards carry `data-list-item` so tests find an item whatever the width.
 */
export function DataTable<Row>({ rows, columns, rowKey, label, actions, compact }: Props<Row>) {
  const primary = columns.find((c) => c.primary) ?? columns[0]!;
  const details = columns.filter((c) => c !== primary && !c.hideOnCard);
  return (
    <>
      <div className="hidden sm:block">
        <Table aria-label={label} className={compact ? 'min-w-0' : undefined}>
          <THead>
            <tr>
              {columns.map((c) => (
                <TH key={c.header} className={c.className}>
                  {c.header}
                </TH>
              ))}
              {actions ? <TH className="whitespace-nowrap text-right">Ações</TH> : null}
            </tr>
          </THead>
          <TBody>
            {rows.map((row) => (
              <TR key={rowKey(row)} data-list-item="">
                {columns.map((c) => (
                  <TD key={c.header} className={c.className}>
                    {c.cell(row)}
                  </TD>
                ))}
                {actions ? (
                  <TD className="text-right">
                    <div className="flex justify-end gap-1">{actions(row)}</div>
                  </TD>
                ) : null}
              </TR>
            ))}
          </TBody>
        </Table>
      </div>
      <ul aria-label={label} className="flex flex-col gap-2 sm:hidden">
        {rows.map((row) => (
          <li key={rowKey(row)} data-list-item="" className="rounded-lg border border-stone-200 bg-white p-3 shadow-sm">
            <div className="font-semibold text-stone-900">{primary.cell(row)}</div>
            {details.length ? (
              <dl className="mt-2 grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-3 gap-y-1 text-sm">
                {details.map((c) => (
                  <div key={c.header} className="contents">
                    <dt className="text-stone-600">{c.header}</dt>
                    <dd className={cn('min-w-0 break-words text-stone-900', c.className?.includes('font-mono') && 'font-mono')}>{c.cell(row)}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {actions ? <div className="mt-2 flex flex-wrap justify-end gap-1 border-t border-stone-100 pt-2">{actions(row)}</div> : null}
          </li>
        ))}
      </ul>
    </>
  );
}
