import { CreditCard, MapPinned, ShieldCheck, Truck } from 'lucide-react';

const BENEFITS = [
  { Icon: Truck, title: 'Frete grátis', text: 'Para todos os pedidos.' },
  { Icon: CreditCard, title: 'Parcelamento sem juros', text: 'No cartão de crédito.' },
  { Icon: MapPinned, title: 'Entrega em todo Brasil', text: 'Enviamos para todos os estados.' },
  { Icon: ShieldCheck, title: 'Garantia de 30 dias contra defeitos', text: 'Compre com tranquilidade.' },
];

export function BenefitsRow() {
  return (
    <section aria-label="Vantagens" className="rounded-2xl bg-brand-50 px-4 py-6 sm:px-6">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {BENEFITS.map(({ Icon, title, text }) => (
          <li key={title} className="flex items-start gap-3">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-gold-300">
              <Icon className="h-5 w-5" aria-hidden="true" />
            </span>
            <span>
              <span className="block font-semibold text-stone-900">{title}</span>
              <span className="block text-sm text-stone-600">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
