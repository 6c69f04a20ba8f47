import { Barcode, CreditCard, QrCode, Wallet } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { PaymentProviderInfo } from '@/domain/api/orders';
import { formatCpf } from '@/domain/brazil';
import {
  BOLETO_CONFIRMATION_BUSINESS_DAYS,
  CARD_BRAND_LABELS,
  detectCardBrand,
  formatCardNumberInput,
  installmentOptions,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@/domain/payment';
import { cn } from '../../lib/cn';
import { SelectField, TextField } from '../../ui/form/form-fields';
import { type CheckoutForm, maskExpiry } from './checkout-form';
import { MercadoPagoCardFields, type MercadoPagoCardHandle } from './mercadopago-card-fields';

type StepFields = { form: UseFormReturn<CheckoutForm> };

type Props = StepFields & {
  /** Sets the payment method (its radios are not registered inputs). */
  onChange: (patch: Partial<CheckoutForm>) => void;
  totalCents: number;
  /** Mercado Pago's card fields replace the card inputs when it takes the payments. */
  provider?: PaymentProviderInfo;
  cardRef?: Ref<MercadoPagoCardHandle>;
};

function CpfField({ className, form }: StepFields & { className?: string }) {
  return (
    <TextField
      form={form}
      ownMessage
      name="payerCpf"
      label="CPF do pagador"
      required
      className={className}
      inputMode="numeric"
      autoComplete="off"
      placeholder="000.000.000-00"
      mask={formatCpf}
    />
  );
}

/** The name as printed on the card, in capitals. */
function CardNameField({ form }: StepFields) {
  return (
    <TextField
      form={form}
      ownMessage
      name="cardName"
      label="Nome no cartão"
      required
      className="sm:col-span-4"
      autoComplete="cc-name"
      mask={(typed) => typed.toUpperCase()}
    />
  );
}

function InstallmentsField({ form, totalCents, max }: StepFields & { totalCents: number; max?: number }) {
  return (
    <SelectField form={form} ownMessage name="installments" label="Parcelas" required className="sm:col-span-4">
      {installmentOptions(totalCents, max).map((option) => (
        <option key={option.count} value={String(option.count)}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}

const ICONS: Record<PaymentMethod, ReactNode> = {
  credit: <CreditCard className="h-5 w-5" aria-hidden="true" />,
  debit: <Wallet className="h-5 w-5" aria-hidden="true" />,
  pix: <QrCode className="h-5 w-5" aria-hidden="true" />,
  boleto: <Barcode className="h-5 w-5" aria-hidden="true" />,
};

export function PaymentStep({ form: checkout, totalCents, onChange, provider, cardRef }: Props) {
  const form = checkout.watch();
  const card = form.paymentMethod === 'credit' || form.paymentMethod === 'debit';
  const mercadoPago = provider?.provider === 'mercadopago' ? provider : null;
  const brand = detectCardBrand(form.cardNumber);
  const digits = form.cardNumber.replace(/\D/g, '');
  const state: StepFields = { form: checkout };

  return (
    <div className="flex flex-col gap-5">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-stone-800">Forma de pagamento</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {PAYMENT_METHODS.map((method) => (
            <label
              key={method}
              className={cn(
                'flex cursor-pointer flex-col items-center gap-1 rounded-md border p-3 text-center text-sm font-medium has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold-500',
                form.paymentMethod === method ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-stone-300 bg-white text-stone-800',
              )}
            >
              <input
                type="radio"
                name="paymentMethod"
                value={method}
                className="sr-only"
                checked={form.paymentMethod === method}
                onChange={() => onChange({ paymentMethod: method })}
              />
              {ICONS[method]}
              {PAYMENT_METHOD_LABELS[method]}
            </label>
          ))}
        </div>
      </fieldset>

      {card && mercadoPago ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-4" data-testid="mercadopago-card">
          <MercadoPagoCardFields publicKey={mercadoPago.publicKey} sdkUrl={mercadoPago.sdkUrl} ref={cardRef ?? null} />
          <CardNameField {...state} />
          <CpfField {...state} className="sm:col-span-4" />
          {form.paymentMethod === 'credit' ? <InstallmentsField {...state} totalCents={totalCents} max={provider?.maxInstallments} /> : null}
          <p className="text-xs text-stone-600 sm:col-span-4">
            Pagamento processado pelo Mercado Pago: os dados do cartão são digitados nos campos seguros dele e não passam pela nossa loja.
          </p>
        </div>
      ) : null}

      {card && !mercadoPago ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-4">
          <TextField
            {...state}
            ownMessage
            name="cardNumber"
            label="Número do cartão"
            required
            hint={digits.length >= 4 ? `Bandeira: ${CARD_BRAND_LABELS[brand]}` : undefined}
            className="sm:col-span-4"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="0000 0000 0000 0000"
            mask={formatCardNumberInput}
          />
          <CardNameField {...state} />
          <TextField
            {...state}
            ownMessage
            name="cardExpiry"
            label="Validade"
            required
            className="sm:col-span-2"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/AA"
            mask={maskExpiry}
          />
          <TextField
            {...state}
            ownMessage
            name="cardCvv"
            label="CVV"
            required
            className="sm:col-span-2"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            mask={(typed) => typed.replace(/\D/g, '').slice(0, 4)}
          />
          {form.paymentMethod === 'credit' ? <InstallmentsField {...state} totalCents={totalCents} max={provider?.maxInstallments} /> : null}
          <p className="text-xs text-stone-600 sm:col-span-4">
            Ambiente de testes: nenhum valor é cobrado. Os dados do cartão não são armazenados — guardamos apenas a bandeira e os 4 últimos dígitos.
          </p>
        </div>
      ) : null}

      {form.paymentMethod === 'pix' ? (
        <div className="rounded-md bg-brand-50 p-4 text-sm text-brand-900">
          <p className="font-medium">Pagamento instantâneo com Pix</p>
          <p className="mt-1">
            Ao finalizar o pedido, mostraremos o QR Code e o código Pix copia e cola para você pagar no aplicativo do seu banco. O pedido é confirmado assim que
            recebermos o pagamento.
          </p>
        </div>
      ) : null}

      {form.paymentMethod === 'boleto' ? (
        <div className="rounded-md bg-brand-50 p-4 text-sm text-brand-900">
          <p className="font-medium">Boleto bancário</p>
          <p className="mt-1">
            Ao finalizar o pedido, o boleto será gerado para pagamento em qualquer banco, lotérica ou aplicativo. A confirmação do pagamento pode levar até{' '}
            {BOLETO_CONFIRMATION_BUSINESS_DAYS} dias úteis.
          </p>
          <CpfField {...state} className="mt-3" />
        </div>
      ) : null}
    </div>
  );
}
