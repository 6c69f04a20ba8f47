import { Truck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { cepValid, maskCep, onlyDigits } from '@/domain/brazil';
import { INVALID_CEP_MESSAGE } from '@/domain/field-messages';
import { estimateChargeText, estimateDaysText, freeFromText, type ShippingEstimate } from '@/domain/shipping';
import { errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { rememberCep, typedCep } from './remembered-cep';
import { useShippingEstimate } from './shipping-api';

type Item = { productId: number; quantity: number };

/** What a page's own GET answered for the remembered CEP (decision 075): the estimate and the lines it was made for. */
export type PageEstimate = { items: Item[]; estimate?: ShippingEstimate | null };

const itemsKey = (items: Item[]) =>
  items
    .map((i) => `${i.productId}x${i.quantity}`)
    .sort()
    .join(',');

type Props = {
  items: Item[];
  /** The page's answer, when its GET carried the remembered CEP: shown as is, no POST. */
  page?: PageEstimate;
  /** The page's GET (which carries the remembered CEP) is still on its way: wait for it rather than ask twice. */
  pageLoading?: boolean;
  className?: string;
};

/**
 * 'Calcular prazo' (issue 37): the customer types a CEP and reads when the order arrives and what
 * shipping costs. The CEP is remembered for the cart and the next product, whose own requests bring
 * its estimate; a new CEP, or other quantities than the page asked for, go to POST /estimate.
 */
export function ShippingEstimateForm({ items, page, pageLoading = false, className }: Props) {
  const id = useId();
  const [cep, setCep] = useState(typedCep);
  const [asked, setAsked] = useState(() => (cepValid(typedCep()) ? typedCep() : null));
  const [problem, setProblem] = useState<string | null>(null);
  const body = asked && items.length > 0 ? { cep: asked, items } : null;
  const fromPage =
    body && page?.estimate && onlyDigits(page.estimate.cep) === onlyDigits(body.cep) && itemsKey(page.items) === itemsKey(body.items) ? page.estimate : null;
  const waiting = body !== null && fromPage === null && pageLoading;
  const estimate = useShippingEstimate(fromPage || waiting ? null : body);
  const shown = fromPage ?? (body ? estimate.data : undefined);
  const fetching = waiting || (!fromPage && estimate.isFetching);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!cepValid(cep)) {
      setProblem(INVALID_CEP_MESSAGE);
      return;
    }
    setProblem(null);
    setAsked(cep);
    rememberCep(cep);
  };

  return (
    <section aria-labelledby={`${id}-title`} className={className}>
      <h2 id={`${id}-title`} className="mb-2 flex items-center gap-2 text-sm font-semibold text-stone-900">
        <Truck className="h-4 w-4 text-brand-700" aria-hidden="true" />
        Prazo de entrega
      </h2>
      <form onSubmit={submit} className="flex gap-2" noValidate>
        <label htmlFor={`${id}-cep`} className="sr-only">
          CEP
        </label>
        <Input
          id={`${id}-cep`}
          name="cep"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="00000-000"
          value={cep}
          onChange={(e) => setCep(maskCep(e.target.value))}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-result`}
          className="max-w-40"
        />
        <Button type="submit" variant="outline" disabled={fetching}>
          Calcular
        </Button>
      </form>
      <div id={`${id}-result`} role="status" className="mt-2 text-sm" data-testid="shipping-estimate">
        {problem ? <p className="text-red-700">{problem}</p> : null}
        {!problem && fetching ? <p className="text-stone-600">Calculando...</p> : null}
        {!problem && !fromPage && !waiting && estimate.isError ? <p className="text-red-700">{errorMessage(estimate.error)}</p> : null}
        {!problem && shown && !fetching ? (
          <>
            <p className="font-medium text-stone-900">{estimateDaysText(shown.maxDays)}</p>
            <p className={shown.chargeCents === 0 ? 'text-green-800' : 'text-stone-700'}>{estimateChargeText(shown)}</p>
            {shown.chargeCents > 0 && shown.freeFromCents ? <p className="text-stone-600">{freeFromText(shown.freeFromCents)}</p> : null}
          </>
        ) : null}
      </div>
    </section>
  );
}
