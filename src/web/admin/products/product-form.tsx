import type { ComponentProps, ReactNode } from 'react';
import { CSOSN_CODES, CSOSN_LABELS, ICMS_ORIGIN_LABELS, ICMS_ORIGINS, PIS_COFINS_CST_LABELS, PIS_COFINS_CSTS, SEM_GTIN } from '@/domain/product-fiscal';
import type { ProductFormValues } from '@/domain/schemas/product';
import { Field } from '../../ui/field';
import { Input, NativeSelect, Textarea } from '../../ui/input';
import { CodeOptions, NamedOptions } from '../../ui/options';
import type { ProductOptions } from './products-api';

type Props = {
  values: ProductFormValues;
  errors: Partial<Record<keyof ProductFormValues, string>>;
  options: ProductOptions | undefined;
  creating: boolean;
  currentStock?: number;
  onChange: <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => void;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-stone-200 p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold text-brand-800">{title}</legend>
      <div className="grid gap-3 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

function Check({ label, checked, onChange, hint }: { label: string; checked: boolean; onChange: (v: boolean) => void; hint?: string }) {
  return (
    <label className="flex items-start gap-2 text-sm text-stone-800">
      <input type="checkbox" className="mt-0.5 h-4 w-4 accent-brand-700" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>
        {label}
        {hint ? <span className="block text-xs text-stone-600">{hint}</span> : null}
      </span>
    </label>
  );
}

type Key = keyof ProductFormValues;

/** A text input of the form: its label, whether it is required, the hint under it, whether it takes the whole row. */
type InputDef = { key: Key; label: string; required?: boolean; hint?: string; wide?: boolean; input?: ComponentProps<'input'> };

const money = { inputMode: 'decimal', placeholder: '0,00' } as const;
const qty = { inputMode: 'numeric' } as const;

const IDENTIFICATION: InputDef[] = [
  { key: 'name', label: 'Nome', required: true, wide: true },
  { key: 'code', label: 'Código', required: true, hint: 'Letras sem acento, números, hífen, ponto ou barra.' },
  { key: 'barcode', label: 'Código de barras', hint: 'EAN-13 ou outro; vazio: a etiqueta usa o código.' },
];

/** The category, classification and supplier, each from its registry, and what an empty choice says. */
const REGISTRY_SELECTS = [
  { key: 'categoryId', label: 'Categoria', required: true, empty: 'Selecione...', list: 'categories' },
  { key: 'classificationId', label: 'Classificação', empty: 'Nenhuma', list: 'classifications' },
  { key: 'supplierId', label: 'Fornecedor', empty: 'Nenhum', list: 'suppliers' },
] as const;

const PRICES: InputDef[] = [
  { key: 'price', label: 'Preço de venda', required: true, input: money },
  { key: 'costPrice', label: 'Preço de custo', required: true, input: money },
  { key: 'listPrice', label: 'Preço "de" (antes da oferta)', hint: 'Mostrado riscado quando o produto está em oferta.', input: money },
];

const STORAGE: InputDef[] = [
  { key: 'minStock', label: 'Estoque mínimo', required: true, input: qty },
  { key: 'shelf', label: 'Prateleira' },
  { key: 'box', label: 'Caixa' },
];

const DESCRIPTION_DETAILS: InputDef[] = [
  { key: 'keywords', label: 'Palavras-chave', hint: 'Separadas por vírgula (ex.: terço, madeira, presente).', wide: true },
  { key: 'material', label: 'Material' },
  { key: 'dimensions', label: 'Dimensões' },
  { key: 'origin', label: 'Origem' },
];

const FISCAL_CODES: InputDef[] = [
  {
    key: 'ncm',
    label: 'NCM',
    hint: '8 dígitos da tabela NCM (ex.: 7117.90.00). Sem ele a nota fiscal da venda não é emitida.',
    input: { inputMode: 'numeric', maxLength: 10 },
  },
  { key: 'cest', label: 'CEST', hint: 'Só para produtos com substituição tributária (ex.: 28.038.00).', input: { inputMode: 'numeric', maxLength: 9 } },
];

/** Shipping measures (issue 37): what the carrier quotes and the label declares. */
const MEASURES: InputDef[] = [
  { key: 'weightGrams', label: 'Peso (g)', hint: 'Com a embalagem (ex.: 350).', input: qty },
  { key: 'heightCm', label: 'Altura (cm)', input: qty },
  { key: 'widthCm', label: 'Largura (cm)', input: qty },
  { key: 'lengthCm', label: 'Comprimento (cm)', input: qty },
];

/** The tax codes that fall back to the store's settings when left empty. */
const TAX_SELECTS = [
  { key: 'csosn', label: 'CSOSN (ICMS)', codes: <CodeOptions values={CSOSN_CODES} labels={CSOSN_LABELS} /> },
  { key: 'pisCofinsCst', label: 'CST PIS/COFINS', codes: <CodeOptions values={PIS_COFINS_CSTS} labels={PIS_COFINS_CST_LABELS} /> },
] as const;

/** Every product field of requirements §3 plus the "de" price, grouped in sections; required ones marked *. */
export function ProductForm({ values, errors, options, creating, currentStock, onChange }: Props) {
  const text = (key: Key, extra: object = {}) => ({
    name: key,
    value: values[key] as string,
    onChange: (e: { target: { value: string } }) => onChange(key, e.target.value as never),
    autoComplete: 'off',
    ...extra,
  });
  const inputs = (defs: InputDef[]) =>
    defs.map(({ key, label, required, hint, wide, input }) => (
      <Field key={key} label={label} required={required} error={errors[key]} hint={hint} className={wide ? 'sm:col-span-2' : undefined}>
        <Input {...text(key, input)} />
      </Field>
    ));

  return (
    <div className="flex flex-col gap-4">
      <Section title="Identificação">
        {inputs(IDENTIFICATION)}
        {REGISTRY_SELECTS.map((select) => (
          <Field key={select.key} label={select.label} required={'required' in select} error={errors[select.key]}>
            <NativeSelect {...text(select.key)}>
              <option value="">{select.empty}</option>
              <NamedOptions items={options?.[select.list]} />
            </NativeSelect>
          </Field>
        ))}
        <Field label="Unidade" required error={errors.unit}>
          <NativeSelect {...text('unit')}>
            <option value="">Selecione...</option>
            {(options?.units ?? [values.unit]).map((u) => (
              <option key={u} value={u}>
                {u}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </Section>

      <Section title="Preços (R$)">{inputs(PRICES)}</Section>

      <Section title="Estoque e armazenagem">
        {creating ? (
          <Field label="Quantidade inicial em estoque" required error={errors.initialQuantity}>
            <Input {...text('initialQuantity', qty)} />
          </Field>
        ) : (
          <div className="flex flex-col gap-1 text-sm">
            <span className="font-medium text-stone-800">Estoque atual</span>
            <span className="text-lg font-semibold text-stone-900">{currentStock}</span>
            <span className="text-xs text-stone-600">Altere pela aba Estoque (ajuste com motivo). Quantidade inicial: {values.initialQuantity}.</span>
          </div>
        )}
        {inputs(STORAGE)}
      </Section>

      <Section title="Descrição">
        <Field label="Descrição" error={errors.description} className="sm:col-span-2">
          <Textarea {...text('description')} rows={2} />
        </Field>
        <Field label="Descrição detalhada" error={errors.detailedDescription} className="sm:col-span-2">
          <Textarea {...text('detailedDescription')} rows={4} />
        </Field>
        {inputs(DESCRIPTION_DETAILS)}
      </Section>

      <Section title="Dados fiscais (NF-e)">
        {inputs(FISCAL_CODES)}
        <Field label="GTIN" error={errors.gtin} hint='O código GS1 (EAN) do fabricante. Sem um, marque "Produto sem GTIN".'>
          <Input {...text('gtin', { inputMode: 'numeric', disabled: values.gtin === SEM_GTIN })} />
        </Field>
        <Check
          label="Produto sem GTIN"
          hint='A nota leva "SEM GTIN".'
          checked={values.gtin === SEM_GTIN}
          onChange={(v) => onChange('gtin', v ? SEM_GTIN : '')}
        />
        <Field label="Origem da mercadoria" error={errors.icmsOrigin} className="sm:col-span-2">
          <NativeSelect {...text('icmsOrigin')}>
            <CodeOptions values={ICMS_ORIGINS} labels={ICMS_ORIGIN_LABELS} />
          </NativeSelect>
        </Field>
        {TAX_SELECTS.map((select) => (
          <Field key={select.key} label={select.label} error={errors[select.key]}>
            <NativeSelect {...text(select.key)}>
              <option value="">Padrão da loja</option>
              {select.codes}
            </NativeSelect>
          </Field>
        ))}
      </Section>

      <Section title="Entrega (produto embalado)">
        <p className="text-xs text-stone-600 sm:col-span-2">Sem peso e medidas, o pedido não pode ser despachado pela Expedição.</p>
        {inputs(MEASURES)}
      </Section>

      <Section title="Loja online">
        <Check
          label="Disponível online"
          hint="Desmarcado: o produto some da loja."
          checked={values.availableOnline}
          onChange={(v) => onChange('availableOnline', v)}
        />
        <Check label="Destaque" checked={values.featured} onChange={(v) => onChange('featured', v)} />
        <Check label="Em oferta" hint='Mostra o selo "Oferta" e o preço "de".' checked={values.onSale} onChange={(v) => onChange('onSale', v)} />
      </Section>
    </div>
  );
}
