import type { ReactNode } from 'react';
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

/** Every product field of requirements §3 plus the "de" price, grouped in sections; required ones marked *. */
export function ProductForm({ values, errors, options, creating, currentStock, onChange }: Props) {
  const text = (key: keyof ProductFormValues, extra: Record<string, unknown> = {}) => ({
    name: key,
    value: values[key] as string,
    onChange: (e: { target: { value: string } }) => onChange(key, e.target.value as never),
    autoComplete: 'off',
    ...extra,
  });
  const money = { inputMode: 'decimal', placeholder: '0,00' } as const;
  const qty = { inputMode: 'numeric' } as const;

  return (
    <div className="flex flex-col gap-4">
      <Section title="Identificação">
        <Field label="Nome" required error={errors.name} className="sm:col-span-2">
          <Input {...text('name')} />
        </Field>
        <Field label="Código" required error={errors.code} hint="Letras sem acento, números, hífen, ponto ou barra.">
          <Input {...text('code')} />
        </Field>
        <Field label="Código de barras" error={errors.barcode} hint="EAN-13 ou outro; vazio: a etiqueta usa o código.">
          <Input {...text('barcode')} />
        </Field>
        <Field label="Categoria" required error={errors.categoryId}>
          <NativeSelect {...text('categoryId')}>
            <option value="">Selecione...</option>
            <NamedOptions items={options?.categories} />
          </NativeSelect>
        </Field>
        <Field label="Classificação" error={errors.classificationId}>
          <NativeSelect {...text('classificationId')}>
            <option value="">Nenhuma</option>
            <NamedOptions items={options?.classifications} />
          </NativeSelect>
        </Field>
        <Field label="Fornecedor" error={errors.supplierId}>
          <NativeSelect {...text('supplierId')}>
            <option value="">Nenhum</option>
            <NamedOptions items={options?.suppliers} />
          </NativeSelect>
        </Field>
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

      <Section title="Preços (R$)">
        <Field label="Preço de venda" required error={errors.price}>
          <Input {...text('price', money)} />
        </Field>
        <Field label="Preço de custo" required error={errors.costPrice}>
          <Input {...text('costPrice', money)} />
        </Field>
        <Field label='Preço "de" (antes da oferta)' error={errors.listPrice} hint="Mostrado riscado quando o produto está em oferta.">
          <Input {...text('listPrice', money)} />
        </Field>
      </Section>

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
        <Field label="Estoque mínimo" required error={errors.minStock}>
          <Input {...text('minStock', qty)} />
        </Field>
        <Field label="Prateleira" error={errors.shelf}>
          <Input {...text('shelf')} />
        </Field>
        <Field label="Caixa" error={errors.box}>
          <Input {...text('box')} />
        </Field>
      </Section>

      <Section title="Descrição">
        <Field label="Descrição" error={errors.description} className="sm:col-span-2">
          <Textarea {...text('description')} rows={2} />
        </Field>
        <Field label="Descrição detalhada" error={errors.detailedDescription} className="sm:col-span-2">
          <Textarea {...text('detailedDescription')} rows={4} />
        </Field>
        <Field label="Palavras-chave" error={errors.keywords} hint="Separadas por vírgula (ex.: terço, madeira, presente)." className="sm:col-span-2">
          <Input {...text('keywords')} />
        </Field>
        <Field label="Material" error={errors.material}>
          <Input {...text('material')} />
        </Field>
        <Field label="Dimensões" error={errors.dimensions}>
          <Input {...text('dimensions')} />
        </Field>
        <Field label="Origem" error={errors.origin}>
          <Input {...text('origin')} />
        </Field>
      </Section>

      <Section title="Dados fiscais (NF-e)">
        <Field label="NCM" error={errors.ncm} hint="8 dígitos da tabela NCM (ex.: 7117.90.00). Sem ele a nota fiscal da venda não é emitida.">
          <Input {...text('ncm', { inputMode: 'numeric', maxLength: 10 })} />
        </Field>
        <Field label="CEST" error={errors.cest} hint="Só para produtos com substituição tributária (ex.: 28.038.00).">
          <Input {...text('cest', { inputMode: 'numeric', maxLength: 9 })} />
        </Field>
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
        <Field label="CSOSN (ICMS)" error={errors.csosn}>
          <NativeSelect {...text('csosn')}>
            <option value="">Padrão da loja</option>
            <CodeOptions values={CSOSN_CODES} labels={CSOSN_LABELS} />
          </NativeSelect>
        </Field>
        <Field label="CST PIS/COFINS" error={errors.pisCofinsCst}>
          <NativeSelect {...text('pisCofinsCst')}>
            <option value="">Padrão da loja</option>
            <CodeOptions values={PIS_COFINS_CSTS} labels={PIS_COFINS_CST_LABELS} />
          </NativeSelect>
        </Field>
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
