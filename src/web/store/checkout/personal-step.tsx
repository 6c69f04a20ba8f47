import { maskPhone } from '@/domain/brazil';
import { BUYER_IE_INDICATOR_LABELS, BUYER_IE_INDICATORS, buyerDocumentKind, maskBuyerDocument } from '@/domain/buyer-document';
import { Field } from '../../ui/field';
import type { StateForm } from '../../ui/form/state-field';
import { StateTextField } from '../../ui/form/state-field';
import { NativeSelect } from '../../ui/input';
import { CodeOptions } from '../../ui/options';
import type { CheckoutForm } from './checkout-form';

export function PersonalStep(props: StateForm<CheckoutForm>) {
  const { form, errors, onChange } = props;
  const company = buyerDocumentKind(form.document) === 'cnpj';
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <StateTextField {...props} name="name" label="Nome completo" required className="sm:col-span-2" autoComplete="name" />
      <StateTextField {...props} name="email" label="E-mail" required type="email" autoComplete="email" />
      <StateTextField
        {...props}
        name="phone"
        label="Telefone"
        required
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="(11) 99999-9999"
        mask={maskPhone}
      />
      <StateTextField
        {...props}
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
          <Field label="Situação da empresa perante o ICMS" required error={errors.ieIndicator}>
            <NativeSelect value={form.ieIndicator} onChange={(e) => onChange({ ieIndicator: e.target.value as CheckoutForm['ieIndicator'] })}>
              <CodeOptions values={BUYER_IE_INDICATORS} labels={BUYER_IE_INDICATOR_LABELS} />
            </NativeSelect>
          </Field>
          {form.ieIndicator === '1' ? (
            <StateTextField {...props} name="stateRegistration" label="Número da inscrição estadual" required inputMode="numeric" autoComplete="off" />
          ) : null}
        </>
      ) : null}
    </div>
  );
}
