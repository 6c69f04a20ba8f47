import { Truck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { cepValid, maskCep } from '@/domain/brazil';
import { INVALID_CEP_MESSAGE } from '@/domain/schemas/fields';
import { estimateChargeText, estimateDaysText, freeFromText } from '@/domain/shipping';
import { errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { useShippingEstimate } from './shipping-api';

const CEP_KEY = 'luzdafe:cep';

const savedCep = () => {
  try {
    return localStorage.getItem(CEP_KEY) ?? '';
  } catch {
    return '';
  }
};

type Props = { items: { productId: number; quantity: number }[]; className?: string };

/**
 * 'Calcular prazo' (issue 37): the customer types a CEP and reads when the order arrives and what
 * shipping costs. The CEP is remembered for the cart and the next product.
 */
export function ShippingEstimateForm({ items, className }: Props) {
  const id = useId();
  const [cep, setCep] = useState(savedCep);
  const [asked, setAsked] = useState(() => (cepValid(savedCep()) ? savedCep() : null));
  const [problem, setProblem] = useState<string | null>(null);
  const estimate = useShippingEstimate(asked && items.length > 0 ? { cep: asked, items } : null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!cepValid(cep)) {
      setProblem(INVALID_CEP_MESSAGE);
      return;
    }
    setProblem(null);
    setAsked(cep);
    try {
      localStorage.setItem(CEP_KEY, cep);
    } catch {
      // Private mode: the CEP is just not remembered.
    }
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
        <Button type="submit" variant="outline" disabled={estimate.isFetching}>
          Calcular
        </Button>
      </form>
      <div id={`${id}-result`} role="status" className="mt-2 text-sm" data-testid="shipping-estimate">
        {problem ? <p className="text-red-700">{problem}</p> : null}
        {!problem && estimate.isFetching ? <p className="text-stone-600">Calculando...</p> : null}
        {!problem && estimate.isError ? <p className="text-red-700">{errorMessage(estimate.error)}</p> : null}
        {!problem && estimate.data && !estimate.isFetching ? (
          <>
            <p className="font-medium text-stone-900">{estimateDaysText(estimate.data.maxDays)}</p>
            <p className={estimate.data.chargeCents === 0 ? 'text-green-800' : 'text-stone-700'}>{estimateChargeText(estimate.data)}</p>
            {estimate.data.chargeCents > 0 && estimate.data.freeFromCents ? (
              <p className="text-stone-600">{freeFromText(estimate.data.freeFromCents)}</p>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}
