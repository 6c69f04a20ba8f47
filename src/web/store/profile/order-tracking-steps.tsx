import { Check, ExternalLink } from 'lucide-react';
import { formatDateTime } from '@/domain/dates';
import { type OrderTracking, TRACKING_STEP_LABELS } from '@/domain/shipping';
import { cn } from '../../lib/cn';

/**
 * Perfil → Pedidos, an order with a label (issue 37): the carrier, the tracking code linked to where
 * the parcel is followed, and Pago → Etiqueta gerada → Enviado → Entregue with the date of each step
 * done. A list, so a screen reader reads the steps in order; done and pending are said in words too.
 */
export function OrderTrackingSteps({ tracking }: { tracking: OrderTracking }) {
  const current = tracking.steps.findLastIndex((s) => s.at !== null);
  return (
    <section className="mt-3 rounded-md border border-stone-200 bg-stone-50 p-3" aria-label="Rastreio da entrega" data-testid="order-tracking">
      <p className="text-sm text-stone-800">
        <span className="font-medium">{tracking.carrier}</span> · {tracking.serviceName}
        {tracking.trackingCode ? (
          <>
            {' · '}
            Código de rastreio{' '}
            {tracking.trackingUrl ? (
              <a
                href={tracking.trackingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 font-mono font-medium text-brand-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                {tracking.trackingCode}
                <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
                <span className="sr-only">(abre o rastreio em outra aba)</span>
              </a>
            ) : (
              <span className="font-mono font-medium">{tracking.trackingCode}</span>
            )}
          </>
        ) : null}
      </p>
      <ol className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {tracking.steps.map((s, i) => {
          const done = s.at !== null || i < current;
          return (
            <li key={s.step} className="flex items-start gap-2 text-sm" data-testid={`tracking-step-${s.step}`} data-done={done}>
              <span
                className={cn(
                  'mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full border',
                  done ? 'border-green-700 bg-green-700 text-white' : 'border-stone-400 bg-white',
                )}
                aria-hidden="true"
              >
                {done ? <Check className="h-3.5 w-3.5" /> : null}
              </span>
              <span>
                <span className={cn('block font-medium', done ? 'text-stone-900' : 'text-stone-600')}>{TRACKING_STEP_LABELS[s.step]}</span>
                <span className="block text-xs text-stone-600">{s.at ? formatDateTime(s.at) : done ? 'Concluído' : 'Aguardando'}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
