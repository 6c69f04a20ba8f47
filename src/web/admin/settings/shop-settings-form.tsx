import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import type { ShopSettings } from '@/domain/api/settings';
import { maskPhone } from '@/domain/brazil';
import { centsToInput, parseDecimalToCents } from '@/domain/money';
import { MAX_INSTALLMENTS } from '@/domain/payment';
import { DEFAULT_PICKUP_DAYS } from '@/domain/pickups';
import { DEFAULT_COUNT_APPROVAL_THRESHOLD_CENTS, PIX_MERCHANT_CITY_MAX, PIX_MERCHANT_NAME_MAX, shopSettingsSchema } from '@/domain/schemas/settings';
import { publicSettingsKey } from '../../lib/public-settings-api';
import { toast, toastError } from '../../lib/toast';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Field } from '../../ui/field';
import { SaveRow } from '../../ui/form/save-row';
import { StateTextField, useStateForm } from '../../ui/form/state-field';
import { Input, NativeSelect, Textarea } from '../../ui/input';
import { ShopCnpjField } from '../fiscal';
import { checkForm } from '../users';
import { saveShop, settingsKey } from './settings-api';

/** The Pix receiver's name and city: short, and written without accents into the Pix code. */
const PIX_RECEIVER = [
  { name: 'pixMerchantName', label: 'Nome do recebedor', max: PIX_MERCHANT_NAME_MAX },
  { name: 'pixMerchantCity', label: 'Cidade do recebedor', max: PIX_MERCHANT_CITY_MAX },
] as const;

/** Store name, the footer's contact block and the Pix receiver. */
export function ShopSettingsForm({ initial }: { initial: ShopSettings }) {
  const qc = useQueryClient();
  const { fields, setForm: setValues, setErrors } = useStateForm<ShopSettings>(initial);
  const { form: values, errors } = fields;
  const save = useMutation({
    mutationFn: saveShop,
    onSuccess: async (data) => {
      setValues(data.shop);
      toast.success('Configurações salvas');
      qc.setQueryData(settingsKey, data);
      // The storefront footer reads these.
      await qc.invalidateQueries({ queryKey: publicSettingsKey });
    },
    onError: toastError('Erro ao atualizar em configurações'),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkForm(shopSettingsSchema, values);
    if (!checked.ok) {
      // Shown once, under each field (issue 25: no toast repeating an inline message).
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(checked.data);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Card>
        <CardHeader>
          <CardTitle>Loja e contato</CardTitle>
          <p className="text-sm text-stone-600">Aparecem no rodapé da loja.</p>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <StateTextField {...fields} name="storeName" label="Nome da loja" required className="sm:col-span-2" />
          <StateTextField
            {...fields}
            name="contactPhone"
            label="Telefone de contato"
            required
            type="tel"
            inputMode="tel"
            placeholder="(11) 99999-9999"
            mask={maskPhone}
          />
          <StateTextField {...fields} name="contactEmail" label="E-mail de contato" required type="email" />
          <ShopCnpjField />
          <Field label="Endereço" required error={errors.contactAddress} className="sm:col-span-2">
            <Textarea rows={2} value={values.contactAddress} onChange={(e) => fields.onChange({ contactAddress: e.target.value })} />
          </Field>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Pix</CardTitle>
          <p className="text-sm text-stone-600">Recebedor dos pagamentos por Pix (código "copia e cola" e QR Code).</p>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <StateTextField
            {...fields}
            name="pixKey"
            label="Chave Pix"
            required
            hint="E-mail, celular, CPF, CNPJ ou chave aleatória."
            className="sm:col-span-2"
            autoComplete="off"
          />
          {PIX_RECEIVER.map(({ name, label, max }) => (
            <StateTextField
              key={name}
              {...fields}
              name={name}
              label={label}
              required
              hint={`Até ${max} caracteres; acentos são removidos.`}
              autoComplete="off"
            />
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Parcelamento</CardTitle>
          <p className="text-sm text-stone-600">Parcelamento sem juros no cartão de crédito: a loja paga a taxa da operadora.</p>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <Field label="Parcelas sem juros (até)" required error={errors.maxInstallments}>
            <NativeSelect
              value={String(values.maxInstallments ?? MAX_INSTALLMENTS)}
              onChange={(e) => setValues((v) => ({ ...v, maxInstallments: Number(e.target.value) }))}
            >
              {Array.from({ length: MAX_INSTALLMENTS }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n === 1 ? 'À vista (sem parcelamento)' : `${n}x`}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Inventário</CardTitle>
          <p className="text-sm text-stone-600">
            Um ajuste de inventário que vale mais que isto (a custo) espera a aprovação de um Supervisor. 0 não pede aprovação.
          </p>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <ThresholdField
            cents={values.countApprovalThresholdCents ?? DEFAULT_COUNT_APPROVAL_THRESHOLD_CENTS}
            error={errors.countApprovalThresholdCents}
            onChange={(cents) => setValues((v) => ({ ...v, countApprovalThresholdCents: cents }))}
          />
        </CardContent>
      </Card>
      {/* Issue 37: here until Configurações → Entregas exists (the lead moves it there). */}
      <Card>
        <CardHeader>
          <CardTitle>Retirar na loja</CardTitle>
          <p className="text-sm text-stone-600">Um pedido pronto para retirada que o cliente não buscar neste prazo é cancelado e o pagamento estornado.</p>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <Field label="Prazo para retirada (dias)" required error={errors.pickupDays}>
            <Input
              inputMode="numeric"
              value={String(values.pickupDays ?? DEFAULT_PICKUP_DAYS)}
              onChange={(e) => {
                const typed = e.target.value.replace(/\D/g, '');
                setValues((v) => ({ ...v, pickupDays: typed === '' ? 0 : Number(typed) }));
              }}
            />
          </Field>
        </CardContent>
      </Card>
      <SaveRow pending={save.isPending}>Salvar Configurações</SaveRow>
    </form>
  );
}

/** 'Valor para aprovação de ajuste' typed in reais ('500,00'); kept in centavos (-1 while unreadable, which the schema refuses). */
function ThresholdField({ cents, error, onChange }: { cents: number; error?: string; onChange: (cents: number) => void }) {
  const [text, setText] = useState(() => centsToInput(cents));
  return (
    <Field label="Valor para aprovação de ajuste (R$)" required error={error}>
      <Input
        inputMode="decimal"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onChange(parseDecimalToCents(e.target.value.trim() || '0') ?? -1);
        }}
      />
    </Field>
  );
}
