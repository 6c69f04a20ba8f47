import type { ReactNode } from 'react';

/** One 'label: value' line; a falsy entry (`cond && [...]`) leaves an optional line out. */
export type DetailField = [label: string, value: ReactNode] | false | '' | null | undefined;

/** The label: value pairs at the head of a details dialog (a document, a request, a log entry). */
export function DetailFields({ fields }: { fields: DetailField[] }) {
  return (
    <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-3 gap-y-1 text-sm">
      {fields.map((field) =>
        field ? (
          <div key={field[0]} className="contents">
            <dt className="text-stone-600">{field[0]}</dt>
            <dd className="min-w-0 break-words text-stone-900">{field[1]}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}

/** One label above its value, in a page's <dl> grid (a profile's or a staff member's data). */
export function DetailItem({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="break-words font-medium text-stone-900">{value}</dd>
    </div>
  );
}

/** A titled block of a details dialog. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-stone-600">{title}</h3>
      {children}
    </section>
  );
}
