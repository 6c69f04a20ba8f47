import { Check } from 'lucide-react';
import { cn } from '../../lib/cn';
import { STEPS, type Step } from './checkout-form';

type Props = { current: Step; onGoTo: (step: Step) => void };

/** Where the customer is among the three steps; finished steps can be revisited. */
export function StepIndicator({ current, onGoTo }: Props) {
  return (
    <nav aria-label="Etapas do checkout" className="mb-6">
      <ol className="flex items-start gap-2">
        {STEPS.map((label, index) => {
          const step = index as Step;
          const done = step < current;
          const active = step === current;
          const circle = (
            <span
              className={cn(
                'flex h-8 w-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold',
                done && 'border-brand-700 bg-brand-700 text-white',
                active && 'border-brand-700 bg-white text-brand-800',
                !done && !active && 'border-stone-300 bg-white text-stone-600',
              )}
            >
              {done ? <Check className="h-4 w-4" aria-hidden="true" /> : index + 1}
            </span>
          );
          const text = (
            <span className={cn('text-xs sm:text-sm', active ? 'font-semibold text-brand-800' : 'text-stone-700')}>
              {label}
              {done ? <span className="sr-only"> (concluída)</span> : null}
            </span>
          );
          return (
            <li key={label} className="flex flex-1 flex-col items-center gap-1 text-center" aria-current={active ? 'step' : undefined}>
              {done ? (
                <button type="button" onClick={() => onGoTo(step)} className="flex flex-col items-center gap-1 rounded-md">
                  {circle}
                  {text}
                </button>
              ) : (
                <>
                  {circle}
                  {text}
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
