import { maskPhone } from '@/domain/brazil';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import type { CheckoutForm, FormErrors } from './checkout-form';

type Props = { form: CheckoutForm; errors: FormErrors; onChange: (patch: Partial<CheckoutForm>) => void };

export function PersonalStep({ form, errors, onChange }: Props) {
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
    </div>
  );
}
