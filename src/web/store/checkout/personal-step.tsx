import type { UseFormReturn } from 'react-hook-form';
import { maskPhone } from '@/domain/brazil';
import { BUYER_IE_INDICATOR_LABELS, BUYER_IE_INDICATORS, buyerDocumentKind, maskBuyerDocument } from '@/domain/buyer-document';
import { SelectField, TextField } from '../../ui/form/form-fields';
import { CodeOptions } from '../../ui/options';
import type { CheckoutForm } from './checkout-form';

export function PersonalStep({ form }: { form: UseFormReturn<CheckoutForm> }) {
  const company = buyerDocumentKind(form.watch('document')) === 'cnpj';
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField form={form} ownMessage name="name" label="Nome completo" required className="sm:col-span-2" autoComplete="name" />
      <TextField form={form} ownMessage name="email" label="E-mail" required type="email" autoComplete="email" />
      <TextField
        form={form}
        ownMessage
        name="phone"
        label="Telefone"
        required
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="(11) 99999-9999"
        mask={maskPhone}
      />
      <TextField
        form={form}
        ownMessage
        name="document"
        label="CPF ou CNPJ"
        required
        hint="Vai na nota fiscal da compra. Compra de empresa: o CNPJ."
        inputMode="numeric"
        autoComplete="off"
        placeholder="000.000.000-00"
        mask={maskBuyerDocument}
      />
      {company ? (
        <>
          <SelectField form={form} ownMessage name="ieIndicator" label="Situação da empresa perante o ICMS" required>
            <CodeOptions values={BUYER_IE_INDICATORS} labels={BUYER_IE_INDICATOR_LABELS} />
          </SelectField>
          {form.watch('ieIndicator') === '1' ? (
            <TextField form={form} ownMessage name="stateRegistration" label="Número da inscrição estadual" required inputMode="numeric" autoComplete="off" />
          ) : null}
        </>
      ) : null}
    </div>
  );
}
