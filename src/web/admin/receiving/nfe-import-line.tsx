import { Fragment, type ReactNode, useState } from 'react';
import { formatBRL } from '@/domain/money';
import { conversionText, differingSizes, invoiceUnitCostCents, needsConversion, stockUnitsOf } from '@/domain/nfe-import';
import { factorOf, type NfeLineChoice } from '@/domain/schemas/nfe-import-form';
import type { NfeMatchHow, NfePreviewLine, NfeProductRef } from '@/domain/schemas/receiving';
import { unitAbbreviation } from '@/domain/units';
import { Button } from '../../ui/button';
import { keepEnter } from '../../ui/documents/product-lines-editor';
import { ProductPicker } from '../../ui/documents/product-picker';
import type { PickedProduct } from '../../ui/documents/product-picker-api';
import { FieldLabel } from '../../ui/field';
import { Input } from '../../ui/input';
import { CreateProductFromLine } from './create-product-from-line';

const HOW: Record<NfeMatchHow, string> = {
  mapping: 'Código do fornecedor (importação anterior)',
  barcode: 'Código de barras',
  name: 'Sugestão pelo nome — confirme',
};

/** The text with the numbers that differ from the other name marked ('IMAGEM … [20CM]'). */
function marked(text: string, differing: string[]): ReactNode {
  if (differing.length === 0) return text;
  const values = new Set(differing.map((d) => Number(d.split(' ')[0]!.replace(',', '.'))));
  const parts = text.split(/(\d+(?:[.,]\d+)?\s*[a-zA-Z]*)/);
  return parts.map((part, i) => {
    const n = /^\d/.test(part) ? Number(part.match(/^\d+(?:[.,]\d+)?/)![0].replace(',', '.')) : Number.NaN;
    return values.has(n) ? (
      <mark key={i} className="rounded bg-amber-200 px-0.5 text-stone-900">
        {part}
      </mark>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    );
  });
}

/**
 * One NF-e line in the import dialog: the invoice's text and numbers, the product it becomes (with
 * a guess by name to confirm, and the sizes that differ marked on both names), the conversion
 * ('3 CX × 12 = 36 UN') and what one stock unit cost on the invoice.
 */
export function NfeImportLine({
  line: l,
  choice: c,
  supplierId,
  onChange,
  onError,
}: {
  line: NfePreviewLine;
  choice: NfeLineChoice;
  supplierId: number | null;
  onChange: (patch: Partial<NfeLineChoice>) => void;
  onError: (message: string) => void;
}) {
  const sizes = c.product ? differingSizes(l.description, c.product.name) : { invoice: [], product: [] };
  const differs = sizes.invoice.length + sizes.product.length > 0;
  const factor = factorOf(l, c);
  const units = factor == null ? null : stockUnitsOf(l.quantity, factor);
  const stockUnit = unitAbbreviation(c.product?.unit);
  const mustType = c.product != null && needsConversion(l.unit, c.product.unit);
  const factorId = `fator-${l.lineNo}`;
  const [factorTouched, setFactorTouched] = useState(false);
  // Another product: a conversion the preview filled for the first one is not carried over to a
  // product kept in another unit (it would be a silent 1); one the clerk typed stays.
  const pick = (product: NfeProductRef, how: NfeMatchHow | null) => {
    const prefilled = c.factor === (l.conversionFactor == null ? '' : String(l.conversionFactor));
    onChange({ product, how, confirmed: true, ...(prefilled && needsConversion(l.unit, product.unit) ? { factor: '' } : {}) });
  };
  return (
    <li className="rounded-lg border border-stone-200 p-3" data-list-item="">
      <p className="break-words font-medium text-stone-900">
        {l.lineNo}. {marked(l.description, sizes.invoice)}
      </p>
      <p className="text-xs text-stone-600">
        Cód. {l.supplierCode || '—'} · {l.barcode ?? 'sem GTIN'} · {Number(l.quantity).toLocaleString('pt-BR')} {l.unit} ·{' '}
        {formatBRL(l.totalCents - l.discountCents)}
        {l.discountCents > 0 ? ` (desconto ${formatBRL(l.discountCents)})` : ''}
      </p>
      <div className="mt-2" data-testid={`escolha-${l.lineNo}`}>
        {c.product ? (
          <>
            <span className="break-words font-medium text-stone-900">
              {marked(c.product.name, sizes.product)} ({c.product.code})
            </span>
            <span className="block text-xs text-stone-600">{c.how ? HOW[c.how] : 'Escolhido por você'}</span>
          </>
        ) : (
          <span className="text-amber-800">Nenhum produto encontrado: escolha um.</span>
        )}
      </div>
      {differs ? (
        <p className="mt-1 rounded-md bg-amber-50 px-2 py-1 text-xs text-amber-900" data-testid={`tamanhos-${l.lineNo}`}>
          Números diferentes — nota: {sizes.invoice.join(', ') || '—'} · produto: {sizes.product.join(', ') || '—'}
        </p>
      ) : null}
      {c.product && c.how === 'name' ? (
        <label className="mt-2 flex min-h-11 items-center gap-3 rounded-md border border-amber-300 bg-amber-50 px-3 text-sm font-medium text-amber-950">
          <input type="checkbox" className="h-5 w-5 accent-brand-700" checked={c.confirmed} onChange={(e) => onChange({ confirmed: e.target.checked })} />
          Confirmo: o item {l.lineNo} é este produto
        </label>
      ) : null}
      <div className="mt-2 grid gap-2 sm:grid-cols-[1fr_12rem] sm:items-start">
        <ProductPicker
          label={c.product ? `Trocar o produto do item ${l.lineNo}` : `Produto do item ${l.lineNo}`}
          exclude={c.product ? [c.product.id] : []}
          selected={null}
          onSelect={(p: PickedProduct | null) => p && pick({ id: p.id, name: p.name, code: p.code, unit: p.unit }, null)}
          onError={onError}
        />
        <div className="flex flex-col gap-1">
          <FieldLabel htmlFor={factorId} label={`Unidades por ${l.unit || 'item'}`} required={mustType} />
          <Input
            id={factorId}
            inputMode="numeric"
            placeholder={mustType ? `${stockUnit} por ${l.unit}` : '1'}
            aria-required={mustType || undefined}
            // Red once left empty, not before: the list above the button already says it is missing.
            aria-invalid={mustType && c.factor === '' && factorTouched ? true : undefined}
            onBlur={() => setFactorTouched(true)}
            aria-describedby={`${factorId}-conta`}
            value={c.factor}
            onChange={(e) => /^\d{0,5}$/.test(e.target.value) && onChange({ factor: e.target.value })}
            onKeyDown={keepEnter}
          />
        </div>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-stone-600">Entra no estoque</dt>
        <dd id={`${factorId}-conta`} className="font-medium tabular-nums text-stone-900" data-testid={`conversao-${l.lineNo}`}>
          {!c.product
            ? '—'
            : factor == null
              ? `informe quantas ${stockUnit} vêm em cada ${l.unit}`
              : conversionText(l.quantity, l.unit, factor, c.product.unit)}
        </dd>
        <dt className="text-stone-600">Custo na nota</dt>
        <dd className="tabular-nums text-stone-900" data-testid={`custo-${l.lineNo}`}>
          {units ? `${formatBRL(invoiceUnitCostCents(l.totalCents, l.discountCents, units))} por ${stockUnit}` : '—'}
        </dd>
      </dl>
      <div className="mt-2">
        <CreateProductFromLine line={l} supplierId={supplierId} factor={factor ?? 1} onCreated={(p) => pick(p, null)} />
      </div>
      {l.suggestions.length > 1 ? (
        <div className="mt-2 flex flex-wrap gap-1">
          {l.suggestions.map((s) => (
            <Button key={s.id} variant="outline" size="sm" className="h-auto min-h-9 whitespace-normal text-left" onClick={() => pick(s, 'name')}>
              {s.name} ({s.code})
            </Button>
          ))}
        </div>
      ) : null}
    </li>
  );
}
