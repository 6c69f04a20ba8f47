import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import type { ShippingAddress } from '@/domain/api/orders';
import { cepValid } from '@/domain/brazil';
import { maskBuyerDocument } from '@/domain/buyer-document';
import { shortOrderId } from '@/domain/ids';
import { useSession } from '../../auth/session';
import { ApiError, errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { useClearErrorOnChange } from '../../ui/form/use-clear-error-on-change';
import { useFocusFirstError } from '../../ui/form/use-focus-first-error';
import { useZodForm } from '../../ui/form/use-zod-form';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { cartKeys, cartStore, useCart, useCartLoadedFor } from '../cart';
import { addressesQuery, lastBuyerQuery, orderPagePath, ordersQuery, saveAddress } from '../profile';
import { useShippingEstimate } from '../shipping';
import { AddressStep } from './address-step';
import { type Address, type PlacedOrder, paymentProviderQuery, placeOrder, sandboxCardToken } from './checkout-api';
import {
  addressOf,
  type CheckoutForm,
  checkoutStepSchema,
  customerOf,
  deliveryOf,
  emptyForm,
  isCheckoutField,
  newIdempotencyKey,
  payerCpfFromBuyer,
  remotePaymentOf,
  STEPS,
  type Step,
  sandboxCardOf,
  stepIssues,
} from './checkout-form';
import type { MercadoPagoCardHandle } from './mercadopago-card-fields';
import { OrderSummary } from './order-summary';
import { PaymentDialog } from './payment-dialog';
import { PaymentStep } from './payment-step';
import { PersonalStep } from './personal-step';
import { StepIndicator } from './step-indicator';

export default function CheckoutPage() {
  const { user, loading, isEmployee } = useSession();
  const navigate = useNavigate();

  // Requirements §5: checkout requires a signed-in customer.
  useEffect(() => {
    if (loading) return;
    if (!user) {
      toast.error('Login necessário', { description: 'Faça login para finalizar a compra' });
      navigate('/login', { replace: true, state: { from: '/checkout' } });
    } else if (isEmployee) {
      toast.error('Acesso negado', { description: 'Finalizar compras é exclusivo para clientes da loja.' });
      navigate('/carrinho', { replace: true });
    }
  }, [loading, user, isEmployee, navigate]);

  if (loading || !user || isEmployee) return <PageSpinner label="Carregando..." />;
  return <Checkout user={user} />;
}

function PageSpinner({ label }: { label: string }) {
  return (
    <div className="flex justify-center px-4 py-20">
      <Spinner label={label} className="h-8 w-8" />
    </div>
  );
}

function Checkout({ user }: { user: { id: string; name: string; email: string; phone: string } }) {
  const { items, totalCents } = useCart();
  const cartLoaded = useCartLoadedFor(user.id);
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [step, setStep] = useState<Step>(0);
  const provider = useQuery(paymentProviderQuery).data;
  const mercadoPago = provider?.provider === 'mercadopago';
  // One form through the three steps; each submit checks only the step on screen (its schema follows the step).
  const checkout = useZodForm<CheckoutForm>(checkoutStepSchema(step, mercadoPago), {
    defaultValues: emptyForm(user),
    reValidateMode: 'onSubmit',
    // The first invalid field in the page's order, the address's and the pickup store's included (useFocusFirstError).
    shouldFocusError: false,
  });
  useClearErrorOnChange(checkout);
  const form = checkout.watch();
  const { errors } = checkout.formState;
  const [selectedAddressId, setSelectedAddressId] = useState<number | null>(null);
  const [wantsSaveAddress, setWantsSaveAddress] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  // Why the last try placed nothing (a declined card, the unpaid-orders limit…): kept on the form
  // beside the button, not only in the toast, until the next try or another payment method.
  const [submitProblem, setSubmitProblem] = useState<string | null>(null);
  const idempotencyKey = useRef(newIdempotencyKey());
  const heading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Each submit counts, an earlier step's refusal at the last one too (its errors are set before the count moves).
  useFocusFirstError(formRef, errors, checkout.formState.submitCount);
  // What shipping costs to the typed address: the server's figure (the one placing the order charges), never the client's.
  const estimate = useShippingEstimate(
    cepValid(form.cep) && items.length > 0 ? { cep: form.cep, items: items.map((i) => ({ productId: i.productId, quantity: i.quantity })) } : null,
  );
  const shippingCents = estimate.isFetching && !estimate.data ? 'loading' : (estimate.data?.chargeCents ?? 0);
  const cardFields = useRef<MercadoPagoCardHandle>(null);

  // A returning customer's CPF/CNPJ (and a company's IE) come from their last order, unless they already typed one.
  const lastBuyer = useQuery(lastBuyerQuery).data?.buyer;
  useEffect(() => {
    if (!lastBuyer) return;
    const { document, ieIndicator, stateRegistration } = lastBuyer;
    if (checkout.getValues('document')) return;
    setValues(checkout, { document: maskBuyerDocument(document), ieIndicator, stateRegistration });
  }, [lastBuyer, checkout]);

  // The choices that are not typed into an input of their own (address, delivery, payment method).
  const change = (patch: Partial<CheckoutForm>) => {
    setValues(checkout, patch);
    if (patch.paymentMethod !== undefined && patch.paymentMethod !== form.paymentMethod) setSubmitProblem(null);
    // An edited address is no longer the saved one that was picked.
    if (Object.keys(patch).some((k) => k in addressOf(form))) setSelectedAddressId(null);
  };

  // A saved address (its id is kept) or the last order's (typed again, so it may be saved).
  const pick = (a: Address | ShippingAddress) => {
    setValues(checkout, {
      cep: a.cep,
      street: a.street,
      number: a.number,
      complement: a.complement ?? '',
      neighborhood: a.neighborhood,
      city: a.city,
      state: a.state,
    });
    setSelectedAddressId('id' in a ? a.id : null);
    checkout.clearErrors();
  };

  const goTo = (next: Step) => {
    setStep(next);
    checkout.clearErrors();
    // Moves the reader to the new step (and scrolls up on phones).
    requestAnimationFrame(() => heading.current?.focus());
  };

  // The saved cart of a customer who just arrived on this device may still be on its way.
  if (!cartLoaded && !placed) return <PageSpinner label="Carregando carrinho..." />;
  // Requirements §2: an empty cart goes back to /carrinho, unless an order is on its way or was just placed.
  if (items.length === 0 && !submitting && !placed) return <Navigate to="/carrinho" replace />;

  const submitStep = async (form: CheckoutForm) => {
    if (step < 2) {
      // Mercado Pago's boleto and card ask the payer's CPF: the buyer's, unless typed otherwise.
      if (step === 0) checkout.setValue('payerCpf', payerCpfFromBuyer(form));
      goTo((step + 1) as Step);
      return;
    }
    // Earlier steps are checked again: they may have been edited through the step list.
    for (const s of [0, 1] as Step[]) {
      const earlier = stepIssues(s, form);
      if (earlier.length > 0) {
        goTo(s);
        for (const { field, message } of earlier) if (!checkout.getFieldState(field).error) checkout.setError(field, { message });
        return;
      }
    }
    setSubmitting(true);
    setSubmitProblem(null);
    try {
      const card = form.paymentMethod === 'credit' || form.paymentMethod === 'debit';
      // The provider's card form (Mercado Pago's fields, or the sandbox's) turns the card into a one-time token here; only the token is sent.
      const token = !card
        ? null
        : mercadoPago
          ? await cardFields.current!.tokenize({ name: form.cardName, cpf: form.payerCpf })
          : await sandboxCardToken(sandboxCardOf(form));
      const result = await placeOrder({
        items: items.map(({ productId, quantity }) => ({ productId, quantity })),
        customer: customerOf(form),
        address: addressOf(form),
        ...deliveryOf(form),
        payment: remotePaymentOf(form, token),
        idempotencyKey: idempotencyKey.current,
      });
      toast.success('Pedido realizado com sucesso!', {
        description: `Pedido #${shortOrderId(result.order.id)} foi criado. Você receberá um email de confirmação.`,
      });
      if (wantsSaveAddress && selectedAddressId === null) {
        // The order is placed either way; a failed save only means typing it again next time.
        await saveAddress(addressOf(form)).catch(() => undefined);
        void qc.invalidateQueries({ queryKey: addressesQuery.queryKey });
      }
      void qc.invalidateQueries({ queryKey: ordersQuery.queryKey });
      setPlaced(result);
      cartStore.clear();
      // Paid by card: straight to the orders, with this one open.
      if (!result.pix && !result.boleto) navigate(orderPagePath(result.order.id));
    } catch (err) {
      const message = errorMessage(err);
      setSubmitProblem(message);
      toast.error('Erro ao processar pedido', { description: message });
      if (err instanceof ApiError && err.code === 'INSUFFICIENT_STOCK') void qc.invalidateQueries({ queryKey: cartKeys.check });
    } finally {
      setSubmitting(false);
    }
  };
  const onSubmit = checkout.handleSubmit(submitStep);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <PageHeader title="Finalizar compra" />
      <StepIndicator current={step} onGoTo={goTo} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={submitting}>
          <Card>
            <CardHeader>
              <CardTitle>
                <span ref={heading} tabIndex={-1} className="outline-none">
                  {step + 1}. {STEPS[step]}
                </span>
              </CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-6">
              {step === 0 ? <PersonalStep form={checkout} /> : null}
              {step === 1 ? (
                <AddressStep
                  form={checkout}
                  onChange={change}
                  selectedAddressId={selectedAddressId}
                  onPick={pick}
                  saveAddress={wantsSaveAddress}
                  onSaveAddressChange={setWantsSaveAddress}
                  items={items.map(({ productId, quantity }) => ({ productId, quantity }))}
                />
              ) : null}
              {step === 2 ? (
                <PaymentStep
                  form={checkout}
                  onChange={change}
                  totalCents={totalCents + (typeof shippingCents === 'number' ? shippingCents : 0)}
                  provider={provider}
                  cardRef={cardFields}
                />
              ) : null}
              {step === 2 && submitProblem ? (
                <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="checkout-problem">
                  <p className="font-semibold">Erro ao processar pedido</p>
                  <p>{submitProblem}</p>
                </div>
              ) : null}
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
                {step > 0 ? (
                  <Button variant="outline" onClick={() => goTo((step - 1) as Step)} disabled={submitting}>
                    <ArrowLeft className="h-4 w-4" aria-hidden="true" />
                    Voltar
                  </Button>
                ) : (
                  <span />
                )}
                {step < 2 ? (
                  <Button type="submit">
                    Continuar
                    <ArrowRight className="h-4 w-4" aria-hidden="true" />
                  </Button>
                ) : (
                  <Button type="submit" size="lg" disabled={submitting || placed !== null}>
                    {submitting ? (
                      <>
                        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
                        Processando pedido...
                      </>
                    ) : (
                      'Finalizar Pedido'
                    )}
                  </Button>
                )}
              </div>
            </CardContent>
          </Card>
        </form>
        <OrderSummary
          items={placed ? [] : items}
          totalCents={placed ? placed.order.totalCents - placed.order.shippingCents : totalCents}
          shippingCents={placed ? placed.order.shippingCents : shippingCents}
        />
      </div>
      {placed && (placed.pix || placed.boleto) ? <PaymentDialog placed={placed} onClose={() => navigate(orderPagePath(placed.order.id))} /> : null}
    </div>
  );
}

/** Sets each value of `patch` in the form, as a change (its message goes: useClearErrorOnChange). */
function setValues(form: UseFormReturn<CheckoutForm>, patch: Partial<CheckoutForm>) {
  for (const key of Object.keys(patch)) {
    if (!isCheckoutField(key)) continue;
    const value = patch[key];
    if (value !== undefined) form.setValue(key, value, { shouldDirty: true });
  }
}
