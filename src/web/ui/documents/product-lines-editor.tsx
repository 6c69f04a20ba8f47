import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { countOf } from '@/domain/plural';
import { formatQuantities, formatQuantity, unitAbbreviation } from '@/domain/units';
import { cn } from '../../lib/cn';
import { AddButton } from '../add-button';
import { DeleteIconButton } from '../delete-icon-button';
import { Input } from '../input';
import { Table, TBody, TD, TH, THead, TR } from '../table';
import { ProductPicker } from './product-picker';
import type { PickedProduct } from './product-picker-api';

export type DocumentLine = { product: PickedProduct; quantity: number };

/** Enter in a line's input changes that line only: it does not send the document's form. */
export const keepEnter = (e: KeyboardEvent<HTMLInputElement>) => {
  if (e.key === 'Enter') e.preventDefault();
};

/**
 * How the editor changes the lines. A form's lines are a field array (`ProductLinesField`:
 * react-hook-form's useFieldArray); a plain list in state uses `listOps`.
 */
export type LineOps<L> = { append: (line: L) => void; update: (index: number, line: L) => void; remove: (index: number) => void };

export const listOps = <L,>(lines: L[], onChange: (next: L[]) => void): LineOps<L> => ({
  append: (line) => onChange([...lines, line]),
  update: (index, line) => onChange(lines.map((l, i) => (i === index ? line : l))),
  remove: (index) => onChange(lines.filter((_, i) => i !== index)),
});

/** The screen's own words (the requirements', to the letter) for what the editor refuses. */
export type LineMessages = {
  /** No product chosen, or no quantity. */
  pickFirst: string;
  /** Not a whole number above 0. */
  invalidQuantity: string;
  /** One addition above the maximum: (requested, max). */
  overMax?: (requested: number, max: number) => string;
  /** The same product again, summed above the maximum: (total, max). */
  totalOverMax?: (total: number, max: number) => string;
};

type Props<L extends DocumentLine> = {
  /** Accessible name of the list of lines. */
  label: string;
  lines: L[];
  ops: LineOps<L>;
  /** Builds a new line (documents add their own fields: expected and received quantities…). */
  newLine: (product: PickedProduct, quantity: number) => L;
  messages: LineMessages;
  /** Told what was refused instead of the editor showing it under its row. */
  onError?: (message: string) => void;
  /** Only products with stock above 0 are offered (exits). */
  inStockOnly?: boolean;
  /** The most one line may hold (exits: the stock). */
  maxQuantity?: (product: PickedProduct) => number;
  /** Columns after the product's (document-specific), e.g. an editable received quantity. */
  extraColumns?: { header: string; cell: (line: L, update: (next: L) => void) => ReactNode }[];
  /** Whether the quantity column is shown and editable (a receiving check shows its own columns instead). */
  showQuantity?: boolean;
  /** The quantities are the document's own (an imported invoice's): shown as numbers, none typed on adding. */
  quantityReadOnly?: boolean;
  quantityLabel?: string;
  /**
   * A scanner's code + Enter adds the product at once (quantity 1), or calls this for a product
   * already on the list (a receiving check adds 1 to its count). Without it, the scanned product is
   * only selected, for the quantity to be typed.
   */
  onScanLine?: (existing: L | undefined, product: PickedProduct) => L | null;
  /**
   * Below 640 px the lines are cards (name, then each labelled column, large touch targets)
   * instead of a table that scrolls sideways: for screens used standing in the stockroom.
   */
  cardsOnPhone?: boolean;
  /** The line under the list instead of 'N itens · M unidades' (a check sums its invoice and counted quantities). */
  footer?: (lines: L[]) => ReactNode;
};

/**
 * The product lines of a document: a product picker (name, code or barcode; a scanner's Enter),
 * a quantity, 'Adicionar' — the same product again sums its line — the lines with their
 * quantities and a remove button, and the totals.
 */
export function ProductLinesEditor<L extends DocumentLine>(props: Props<L>) {
  const { lines, ops, newLine, messages, onError, maxQuantity, showQuantity = true, quantityReadOnly = false, quantityLabel = 'Quantidade' } = props;
  const id = useId();
  const [product, setProduct] = useState<PickedProduct | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [pickerKey, setPickerKey] = useState(0);
  const quantityRef = useRef<HTMLInputElement>(null);
  const refocusPicker = useRef(false);
  // What the last 'Adicionar' or scan refused, under the row it is about; gone at the next change.
  const [problem, setProblem] = useState<string | null>(null);

  const clearEntry = () => {
    setProduct(null);
    setQuantity('1');
    setPickerKey((k) => k + 1);
  };
  // The picker is remounted empty after a scan that added a line: the scanner's next code must land in it.
  useEffect(() => {
    if (!refocusPicker.current) return;
    refocusPicker.current = false;
    document.getElementById(`${id}-product`)?.focus();
  }, [pickerKey, id]);

  const addLine = (picked: PickedProduct, amount: number): boolean => {
    const index = lines.findIndex((l) => l.product.id === picked.id);
    const existing = lines[index];
    const max = maxQuantity?.(picked);
    if (max !== undefined) {
      if (!existing && amount > max && messages.overMax) return fail(messages.overMax(amount, max));
      if (existing && existing.quantity + amount > max && messages.totalOverMax) return fail(messages.totalOverMax(existing.quantity + amount, max));
    }
    if (existing) ops.update(index, { ...existing, quantity: existing.quantity + amount });
    else ops.append(newLine(picked, amount));
    return true;
  };

  const fail = (message: string) => {
    if (onError) onError(message);
    else setProblem(message);
    return false;
  };

  const add = () => {
    if (!product || quantity.trim() === '') return void fail(messages.pickFirst);
    const amount = /^\d+$/.test(quantity.trim()) ? Number(quantity) : Number.NaN;
    if (!Number.isInteger(amount) || amount <= 0) return void fail(messages.invalidQuantity);
    if (addLine(product, amount)) {
      setProblem(null);
      clearEntry();
    }
  };

  const scanned = (picked: PickedProduct) => {
    if (props.onScanLine) {
      const index = lines.findIndex((l) => l.product.id === picked.id);
      const next = props.onScanLine(lines[index], picked);
      if (next && index >= 0) ops.update(index, next);
      else if (next) ops.append(next);
      refocusPicker.current = true;
      clearEntry();
      return;
    }
    // Selected: the quantity is next.
    window.setTimeout(() => quantityRef.current?.select(), 0);
  };

  const update = (line: L, next: L) => ops.update(lines.indexOf(line), next);
  const remove = (line: L) => ops.remove(lines.indexOf(line));
  // A line's quantity as typed: digits only, never above the maximum (the requirements' message instead).
  const changeQuantity = (line: L, typed: string) => {
    if (!/^\d*$/.test(typed)) return;
    const n = Number(typed);
    const max = maxQuantity?.(line.product);
    if (max !== undefined && n > max && messages.overMax) return void fail(messages.overMax(n, max));
    update(line, { ...line, quantity: n });
  };

  return (
    <div className="flex flex-col gap-3">
      <div className={cn('grid gap-2 sm:items-end', showQuantity && !quantityReadOnly ? 'sm:grid-cols-[1fr_8rem_auto]' : 'sm:grid-cols-[1fr_auto]')}>
        <ProductPicker
          key={pickerKey}
          id={`${id}-product`}
          label="Produto"
          exclude={lines.map((l) => l.product.id)}
          inStockOnly={props.inStockOnly}
          selected={product}
          onSelect={(next) => {
            setProduct(next);
            setProblem(null);
          }}
          onScanned={scanned}
          onError={fail}
        />
        {showQuantity && !quantityReadOnly ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-quantity`} className="text-sm font-medium text-stone-800">
              {quantityLabel}
            </label>
            <div className="relative">
              <Input
                ref={quantityRef}
                id={`${id}-quantity`}
                inputMode="numeric"
                className={product ? 'pr-12' : undefined}
                value={quantity}
                aria-describedby={product ? `${id}-unit` : undefined}
                onChange={(e) => {
                  setQuantity(e.target.value);
                  setProblem(null);
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    add();
                  }
                }}
              />
              {product ? (
                <span id={`${id}-unit`} className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-stone-600">
                  {unitAbbreviation(product.unit)}
                </span>
              ) : null}
            </div>
          </div>
        ) : null}
        <AddButton variant="outline" onClick={add} className="h-10">
          Adicionar
        </AddButton>
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      {product && maxQuantity ? (
        <p className="text-xs text-stone-600" aria-live="polite">
          Em estoque: {formatQuantity(product.stock, product.unit)}
        </p>
      ) : null}
      {lines.length === 0 ? (
        <p className="rounded-md border border-dashed border-stone-300 px-3 py-4 text-center text-sm text-stone-600">Nenhum item adicionado.</p>
      ) : (
        <>
          {props.cardsOnPhone ? (
            <ul aria-label={props.label} className="flex flex-col gap-2 sm:hidden">
              {lines.map((line) => (
                <li key={line.product.id} data-list-item="" className="rounded-lg border border-stone-200 bg-white p-3">
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <span className="block font-medium text-stone-900">{line.product.name}</span>
                      <CodeAndUnit product={line.product} />
                    </div>
                    <DeleteIconButton label={`Remover ${line.product.name}`} onClick={() => remove(line)} className="h-11 w-11 shrink-0" />
                  </div>
                  <dl className="mt-2 flex flex-wrap items-end gap-x-4 gap-y-2">
                    {showQuantity ? (
                      <div>
                        <dt className="text-xs font-medium text-stone-600">{quantityLabel}</dt>
                        <dd>
                          {quantityReadOnly ? (
                            <LineQuantityText line={line} className="flex min-h-11 items-center" />
                          ) : (
                            <LineQuantityInput quantityLabel={quantityLabel} className="h-11 w-20 text-right" line={line} onChange={changeQuantity} />
                          )}
                        </dd>
                      </div>
                    ) : null}
                    {props.extraColumns?.map((c) => (
                      <div key={c.header}>
                        <dt className="text-xs font-medium text-stone-600">{c.header}</dt>
                        <dd className="flex min-h-11 items-center">{c.cell(line, (next) => update(line, next))}</dd>
                      </div>
                    ))}
                  </dl>
                </li>
              ))}
            </ul>
          ) : null}
          <div className={props.cardsOnPhone ? 'hidden sm:block' : undefined}>
            <Table aria-label={props.label} className="min-w-0">
              <THead>
                <tr>
                  <TH>Produto</TH>
                  {showQuantity ? <TH className="w-28 text-right">{quantityLabel}</TH> : null}
                  {props.extraColumns?.map((c) => (
                    <TH key={c.header} className="text-right">
                      {c.header}
                    </TH>
                  ))}
                  <TH className="w-12 text-right">
                    <span className="sr-only">Remover</span>
                  </TH>
                </tr>
              </THead>
              <TBody>
                {lines.map((line) => (
                  <TR key={line.product.id} data-list-item="">
                    <TD>
                      <span className="font-medium text-stone-900">{line.product.name}</span>
                      <CodeAndUnit product={line.product} />
                    </TD>
                    {showQuantity ? (
                      <TD className="text-right">
                        {quantityReadOnly ? (
                          <LineQuantityText line={line} />
                        ) : (
                          <LineQuantityInput quantityLabel={quantityLabel} className="ml-auto h-9 w-20 text-right" line={line} onChange={changeQuantity} />
                        )}
                      </TD>
                    ) : null}
                    {props.extraColumns?.map((c) => (
                      <TD key={c.header} className="text-right">
                        {c.cell(line, (next) => update(line, next))}
                      </TD>
                    ))}
                    <TD className="text-right">
                      <DeleteIconButton label={`Remover ${line.product.name}`} onClick={() => remove(line)} className="h-9 w-9" />
                    </TD>
                  </TR>
                ))}
              </TBody>
            </Table>
          </div>
        </>
      )}
      {lines.length > 0 ? (
        <p className="text-right text-sm font-medium text-stone-800" data-testid="lines-total">
          {props.footer
            ? props.footer(lines)
            : `${countOf(lines.length, 'item', 'itens')} · ${formatQuantities(lines.map((l) => ({ quantity: l.quantity, unit: l.product.unit })))}`}
        </p>
      ) : null}
    </div>
  );
}

/** Under a line's product name: its code and unit. */
function CodeAndUnit({ product }: { product: DocumentLine['product'] }) {
  return (
    <span className="block text-xs text-stone-600">
      {product.code} · {unitAbbreviation(product.unit)}
    </span>
  );
}

/** A quantity the document fixed (an imported invoice's): a number, not a box to type in. */
function LineQuantityText({ line, className }: { line: DocumentLine; className?: string }) {
  return (
    <span className={cn('font-medium tabular-nums text-stone-900', className)} data-testid="line-quantity">
      {line.quantity.toLocaleString('pt-BR')}
    </span>
  );
}

/** A line's quantity in the card (phones) or the table row, named after its product ('Quantidade de …'). */
function LineQuantityInput<L extends DocumentLine>({
  quantityLabel,
  className,
  line,
  onChange,
}: {
  quantityLabel: string;
  className: string;
  line: L;
  onChange: (line: L, typed: string) => void;
}) {
  return (
    <Input
      aria-label={`${quantityLabel} de ${line.product.name}`}
      inputMode="numeric"
      className={className}
      value={String(line.quantity)}
      onKeyDown={keepEnter}
      onChange={(e) => onChange(line, e.target.value)}
    />
  );
}
