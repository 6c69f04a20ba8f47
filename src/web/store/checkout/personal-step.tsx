import { maskPhone } from '@/domain/brazil';
import { BUYER_IE_INDICATOR_LABELS, BUYER_IE_INDICATORS, buyerDocumentKind, maskBuyerDocument } from '@/domain/buyer-document';
import { Field } from '../../ui/field';
import { Input, NativeSelect } from '../../ui/input';
import { CodeOptions } from '../../ui/options';
import type { CheckoutForm, FormErrors } from './checkout-form';

type Props = { form: CheckoutForm; errors: FormErrors; onChange: (patch: Partial<CheckoutForm>) => void };

export function PersonalStep({ form, errors, onChange }: Props) {
  const company = buyerDocumentKind(form.document) === 'cnpj';
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Field label="Nome completo" required error={errors.name} className="sm:col-span-2">
        <Input autoComplete="name" value={form.name} onChange={(e) => onChange({ name: e.target.value })} />
      </Field>
      <Field label="E-mail" required error={errors.email}>
        <Input type="email" autoComplete="email" value={form.email} onChange={(e) => onChange({ email: e.target.value })} />
      </Field>
      <Field label="Telefone" required error={errors.phone}>
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(11) 99999-9999"
          value={form.phone}
          onChange={(e) => onChange({ phone: maskPhone(e.target.value) })}
        />
      </Field>
      <Field label="CPF ou CNPJ" required error={errors.document} hint="Vai na nota fiscal da compra. Compra de empresa: o CNPJ.">
        <Input
          inputMode="numeric"
          autoComplete="off"
          placeholder="000.000.000-00"
          value={form.document}
          onChange={(e) => onChange({ document: maskBuyerDocument(e.target.value) })}
        />
      </Field>
      {company ? (
        <>
          <Field label="Situação da empresa perante o ICMS" required error={errors.ieIndicator}>
            <NativeSelect value={form.ieIndicator} onChange={(e) => onChange({ ieIndicator: e.target.value as CheckoutForm['ieIndicator'] })}>
              <CodeOptions values={BUYER_IE_INDICATORS} labels={BUYER_IE_INDICATOR_LABELS} />
            </NativeSelect>
          </Field>
          {form.ieIndicator === '1' ? (
            <Field label="Número da inscrição estadual" required error={errors.stateRegistration}>
              <Input inputMode="numeric" autoComplete="off" value={form.stateRegistration} onChange={(e) => onChange({ stateRegistration: e.target.value })} />
            </Field>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
