import { useState } from 'react';
import { z } from 'zod';
import {
  type CustomerOption,
  MAX_SPECIAL_ORDER_PHOTO_BYTES,
  SPECIAL_ORDER_PHOTO_TOO_LARGE_MESSAGE,
  type SpecialOrderCreateInput,
  specialOrderCreateSchema,
} from '@/domain/schemas/special-orders';
import { Card, CardContent } from '../../../ui/card';
import type { DocumentLine } from '../../../ui/documents/product-lines-editor';
import { StoreSelect } from '../../../ui/documents/registry-selects';
import { Field } from '../../../ui/field';
import { firstErrorMessage } from '../../../ui/form/schema-fields';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { Input, Textarea } from '../../../ui/input';
import { PageHeader } from '../../../ui/page-header';
import { RequestCreatedCard } from '../request-created-card';
import { RequestFormFooter } from '../request-form-footer';
import { RequestItemsEditor } from '../request-items-editor';
import { useRequestDraft } from '../use-request-draft';
import { CustomerPicker } from './customer-picker';
import { useCreateSpecialOrder } from './special-orders-api';

type Choice<T extends string> = { value: T; label: string };

/** Two or more exclusive options as labelled radio buttons (keyboard: arrows inside the group). */
function RadioChoice<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: T;
  options: Choice<T>[];
  onChange: (v: T) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-stone-800">{legend}</legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-2 text-sm text-stone-800">
            <input type="radio" name={name} className="h-4 w-4 accent-brand-700" checked={value === o.value} onChange={() => onChange(o.value)} />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

type CustomerKind = 'registered' | 'walkIn';
type ProductKind = 'existing' | 'new';

const CUSTOMER_KINDS: Choice<CustomerKind>[] = [
  { value: 'registered', label: 'Cliente cadastrado' },
  { value: 'walkIn', label: 'Cliente sem cadastro' },
];

const PRODUCT_KINDS: Choice<ProductKind>[] = [
  { value: 'existing', label: 'Produtos do catálogo' },
  { value: 'new', label: 'Produto novo (não cadastrado)' },
];

/** What the form holds: the choices on screen, the picked customer and what is typed. */
type SpecialOrderFields = {
  who: CustomerKind;
  customer: CustomerOption | null;
  name: string;
  contact: string;
  storeId: string;
  kind: ProductKind;
  newName: string;
  description: string;
};

const EMPTY: SpecialOrderFields = { who: 'registered', customer: null, name: '', contact: '', storeId: '', kind: 'existing', newName: '', description: '' };

/** The request's body (its idempotency key aside) from the form, the items and the notes. */
function bodyOf(v: SpecialOrderFields, lines: DocumentLine[], notes: string): SpecialOrderCreateInput {
  const registered = v.who === 'registered';
  return {
    customerUserId: registered ? (v.customer?.id ?? null) : null,
    customerName: registered ? (v.customer?.name ?? '') : v.name.trim(),
    customerContact: registered ? (v.customer ? v.customer.phone || v.customer.email : '') : v.contact.trim(),
    storeId: v.storeId ? Number(v.storeId) : null,
    isExistingProduct: v.kind === 'existing',
    items: v.kind === 'existing' ? lines.map((l) => ({ productId: l.product.id, quantity: l.quantity })) : [],
    newProductName: v.kind === 'new' ? v.newName.trim() : '',
    newProductDescription: v.kind === 'new' ? v.description : '',
    notes,
  };
}

/** The server's schema, on the body the form makes: the same messages, in the same order (customer, then the products). */
const fieldsSchema = (lines: DocumentLine[], notes: string) =>
  z
    .custom<SpecialOrderFields>()
    .transform((v) => bodyOf(v, lines, notes))
    .pipe(specialOrderCreateSchema);

/**
 * /admin/solicitacoes/encomendas: a customer's special order — a registered customer found by name,
 * phone or e-mail (they get the 'pronta para retirada' e-mail and see it in their profile) or a
 * walk-in customer's name and contact; the store; catalogue products or one new product with an
 * optional photo; notes.
 */
export default function SpecialOrderFormPage() {
  const create = useCreateSpecialOrder();
  const [photo, setPhoto] = useState<File | null>(null);
  const draft = useRequestDraft({ success: 'Solicitação de Encomenda Criada', error: 'Erro ao criar Solicitação de Encomenda' });
  const { lines, warn, created } = draft;
  const form = useZodForm<SpecialOrderFields>(fieldsSchema(lines, draft.notes), { defaultValues: EMPTY, reValidateMode: 'onSubmit' });
  const values = form.watch();
  const set =
    <K extends keyof SpecialOrderFields>(key: K) =>
    (value: SpecialOrderFields[K]) =>
      form.setValue(key, value as never, { shouldDirty: true });

  // What is missing shows once, above the button (useRequestDraft): the first of the schema's messages.
  const submit = form.handleSubmit(
    (typed) =>
      draft.post(async (idempotencyKey) => {
        const { order } = await create.mutateAsync({
          data: { ...bodyOf(typed, lines, draft.notes), idempotencyKey },
          photo: typed.kind === 'new' ? photo : null,
        });
        return order.code;
      }),
    (errors) => warn(firstErrorMessage(errors) ?? 'Dados inválidos.'),
  );

  const startOver = () => {
    // The choices (customer kind, store, product kind) stay for the next order.
    form.reset({ ...EMPTY, who: values.who, storeId: values.storeId, kind: values.kind });
    setPhoto(null);
    draft.startOver();
  };

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Encomendas de Clientes"
        description="Registre o que um cliente quer encomendar: produtos do catálogo ou um produto que a loja ainda não tem."
      />
      {created ? (
        <RequestCreatedCard title="Solicitação de Encomenda Criada" code={created} onAnother={startOver} />
      ) : (
        <Card>
          <CardContent className="flex flex-col gap-5 pt-5">
            <RadioChoice legend="Cliente" name="customer-kind" value={values.who} onChange={set('who')} options={CUSTOMER_KINDS} />
            {values.who === 'registered' ? (
              <div className="flex flex-col gap-2">
                <CustomerPicker selected={values.customer} onSelect={set('customer')} />
                {values.customer ? (
                  <p className="text-sm text-stone-700">
                    Contato: {values.customer.phone || values.customer.email} · receberá um e-mail quando a encomenda estiver pronta para retirada.
                  </p>
                ) : null}
              </div>
            ) : (
              <div className="grid gap-3 sm:grid-cols-2">
                <Field label="Nome do cliente" required>
                  <Input {...form.register('name')} maxLength={120} autoComplete="off" />
                </Field>
                <Field label="Contato (telefone ou e-mail)" required>
                  <Input {...form.register('contact')} maxLength={120} autoComplete="off" />
                </Field>
              </div>
            )}
            <StoreSelect label="Loja de retirada" required={false} placeholder="Selecione a loja (opcional)" value={values.storeId} onChange={set('storeId')} />
            <RadioChoice legend="Produto" name="product-kind" value={values.kind} onChange={set('kind')} options={PRODUCT_KINDS} />
            {values.kind === 'existing' ? (
              <RequestItemsEditor label="Itens da encomenda" lines={lines} onChange={draft.changeLines} onError={warn} />
            ) : (
              <div className="grid gap-3">
                <Field label="Nome do novo produto" required>
                  <Input {...form.register('newName')} maxLength={150} />
                </Field>
                <Field label="Descrição">
                  <Textarea {...form.register('description')} rows={3} maxLength={1000} />
                </Field>
                <Field label="Foto (opcional)" hint="Imagem JPEG, PNG ou WebP de até 5 MB.">
                  <Input
                    type="file"
                    accept="image/jpeg,image/png,image/webp"
                    onChange={(e) => {
                      const file = e.target.files?.[0] ?? null;
                      if (file && file.size > MAX_SPECIAL_ORDER_PHOTO_BYTES) {
                        e.target.value = '';
                        return warn(SPECIAL_ORDER_PHOTO_TOO_LARGE_MESSAGE);
                      }
                      setPhoto(file);
                    }}
                  />
                </Field>
              </div>
            )}
            <RequestFormFooter
              notes={draft.notes}
              onNotes={draft.setNotes}
              problem={draft.problem}
              pending={create.isPending}
              submitLabel="Enviar Encomenda"
              onSubmit={() => void submit()}
            />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
