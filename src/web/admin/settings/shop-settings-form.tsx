import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { ShopSettings } from '@/domain/api/settings';
import { maskPhone } from '@/domain/brazil';
import { MAX_INSTALLMENTS } from '@/domain/payment';
import { PIX_MERCHANT_CITY_MAX, PIX_MERCHANT_NAME_MAX, shopSettingsSchema } from '@/domain/schemas/settings';
import { publicSettingsKey } from '../../lib/public-settings-api';
import { toast, toastError } from '../../lib/toast';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Field } from '../../ui/field';
import { SaveRow } from '../../ui/form/save-row';
import { Input, NativeSelect, Textarea } from '../../ui/input';
import { checkForm } from '../users/form-check';
import { saveShop, settingsKey } from './settings-api';

/** Store name, the footer's contact block and the Pix receiver. */
export function ShopSettingsForm({ initial }: { initial: ShopSettings }) {
  const qc = useQueryClient();
  const [values, setValues] = useState<ShopSettings>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
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

  const set = (name: keyof ShopSettings, mask?: (v: string) => string) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: mask ? mask(e.target.value) : e.target.value }));
    // A field's message goes as soon as the field changes.
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };

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
          <Field label="Nome da loja" required error={errors.storeName} className="sm:col-span-2">
            <Input value={values.storeName} onChange={set('storeName')} />
          </Field>
          <Field label="Telefone de contato" required error={errors.contactPhone}>
            <Input type="tel" inputMode="tel" placeholder="(11) 99999-9999" value={values.contactPhone} onChange={set('contactPhone', maskPhone)} />
          </Field>
          <Field label="E-mail de contato" required error={errors.contactEmail}>
            <Input type="email" value={values.contactEmail} onChange={set('contactEmail')} />
          </Field>
          <Field label="CNPJ da loja" error={errors.cnpj} hint="Confere o destinatário das NF-e importadas em Notas Fiscais.">
            <Input inputMode="numeric" value={values.cnpj ?? ''} onChange={set('cnpj')} />
          </Field>
          <Field label="Endereço" required error={errors.contactAddress} className="sm:col-span-2">
            <Textarea rows={2} value={values.contactAddress} onChange={set('contactAddress')} />
          </Field>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Pix</CardTitle>
          <p className="text-sm text-stone-600">Recebedor dos pagamentos por Pix (código "copia e cola" e QR Code).</p>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <Field label="Chave Pix" required error={errors.pixKey} hint="E-mail, celular, CPF, CNPJ ou chave aleatória." className="sm:col-span-2">
            <Input value={values.pixKey} onChange={set('pixKey')} autoComplete="off" />
          </Field>
          <Field label="Nome do recebedor" required error={errors.pixMerchantName} hint={`Até ${PIX_MERCHANT_NAME_MAX} caracteres; acentos são removidos.`}>
            <Input value={values.pixMerchantName} onChange={set('pixMerchantName')} autoComplete="off" />
          </Field>
          <Field label="Cidade do recebedor" required error={errors.pixMerchantCity} hint={`Até ${PIX_MERCHANT_CITY_MAX} caracteres; acentos são removidos.`}>
            <Input value={values.pixMerchantCity} onChange={set('pixMerchantCity')} autoComplete="off" />
          </Field>
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
      <SaveRow pending={save.isPending}>Salvar Configurações</SaveRow>
    </form>
  );
}
