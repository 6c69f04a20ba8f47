import { useState } from 'react';
import {
  CUSTOMER_REQUIRED_MESSAGE,
  type CustomerOption,
  EXISTING_PRODUCT_REQUIRED_MESSAGE,
  MAX_SPECIAL_ORDER_PHOTO_BYTES,
  NEW_PRODUCT_NAME_REQUIRED_MESSAGE,
  SPECIAL_ORDER_PHOTO_TOO_LARGE_MESSAGE,
} from '@/domain/schemas/special-orders';
import { Card, CardContent } from '../../../ui/card';
import { StoreSelect } from '../../../ui/documents/registry-selects';
import { Field } from '../../../ui/field';
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

/**
 * /admin/solicitacoes/encomendas: a customer's special order — a registered customer found by name,
 * phone or e-mail (they get the 'pronta para retirada' e-mail and see it in their profile) or a
 * walk-in customer's name and contact; the store; catalogue products or one new product with an
 * optional photo; notes.
 */
export default function SpecialOrderFormPage() {
  const create = useCreateSpecialOrder();
  const [who, setWho] = useState<CustomerKind>('registered');
  const [customer, setCustomer] = useState<CustomerOption | null>(null);
  const [name, setName] = useState('');
  const [contact, setContact] = useState('');
  const [storeId, setStoreId] = useState('');
  const [kind, setKind] = useState<ProductKind>('existing');
  const [newName, setNewName] = useState('');
  const [description, setDescription] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const draft = useRequestDraft({ success: 'Solicitação de Encomenda Criada', error: 'Erro ao criar Solicitação de Encomenda' });
  const { lines, warn, created } = draft;

  const customerName = who === 'registered' ? (customer?.name ?? '') : name.trim();
  const customerContact = who === 'registered' ? (customer ? customer.phone || customer.email : '') : contact.trim();

  const submit = () => {
    if (!customerName || !customerContact) return warn(CUSTOMER_REQUIRED_MESSAGE);
    if (kind === 'existing' && lines.length === 0) return warn(EXISTING_PRODUCT_REQUIRED_MESSAGE);
    if (kind === 'new' && !newName.trim()) return warn(NEW_PRODUCT_NAME_REQUIRED_MESSAGE);
    return draft.post(async (idempotencyKey) => {
      const { order } = await create.mutateAsync({
        data: {
          customerUserId: who === 'registered' ? (customer?.id ?? null) : null,
          customerName,
          customerContact,
          storeId: storeId ? Number(storeId) : null,
          isExistingProduct: kind === 'existing',
          items: kind === 'existing' ? lines.map((l) => ({ productId: l.product.id, quantity: l.quantity })) : [],
          newProductName: kind === 'new' ? newName.trim() : '',
          newProductDescription: kind === 'new' ? description : '',
          notes: draft.notes,
          idempotencyKey,
        },
        photo: kind === 'new' ? photo : null,
      });
      return order.code;
    });
  };

  const startOver = () => {
    setCustomer(null);
    setName('');
    setContact('');
    setNewName('');
    setDescription('');
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
            <RadioChoice legend="Cliente" name="customer-kind" value={who} onChange={setWho} options={CUSTOMER_KINDS} />
            {who === 'registered' ? (
              <div className="flex flex-col gap-2">
                <CustomerPicker selected={customer} onSelect={setCustomer} />
                {customer ? (
                  <p className="text-sm text-stone-700">
                    Contato: {customer.phone || customer.email} · receberá um e-mail quando a encomenda estiver pronta para retirada.
                  </p>
                ) : null}
              </div>
            ) : (
              <div className="grid gap-3 sm:grid-cols-2">
                <Field label="Nome do cliente" required>
                  <Input value={name} maxLength={120} autoComplete="off" onChange={(e) => setName(e.target.value)} />
                </Field>
                <Field label="Contato (telefone ou e-mail)" required>
                  <Input value={contact} maxLength={120} autoComplete="off" onChange={(e) => setContact(e.target.value)} />
                </Field>
              </div>
            )}
            <StoreSelect label="Loja de retirada" required={false} placeholder="Selecione a loja (opcional)" value={storeId} onChange={setStoreId} />
            <RadioChoice legend="Produto" name="product-kind" value={kind} onChange={setKind} options={PRODUCT_KINDS} />
            {kind === 'existing' ? (
              <RequestItemsEditor label="Itens da encomenda" lines={lines} onChange={draft.changeLines} onError={warn} />
            ) : (
              <div className="grid gap-3">
                <Field label="Nome do novo produto" required>
                  <Input value={newName} maxLength={150} onChange={(e) => setNewName(e.target.value)} />
                </Field>
                <Field label="Descrição">
                  <Textarea value={description} rows={3} maxLength={1000} onChange={(e) => setDescription(e.target.value)} />
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
              onSubmit={submit}
            />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
