import { cn } from '../lib/cn';

type PostalAddress = { street: string; number: string; complement?: string | null; neighborhood: string; city: string; state: string; cep: string };

/** An address as it goes on an envelope: street and number, district and city/UF, CEP. */
export function AddressLines({ address: a, className }: { address: PostalAddress; className?: string }) {
  return (
    <address className={cn('not-italic text-stone-700', className)}>
      {a.street}, {a.number}
      {a.complement ? ` — ${a.complement}` : ''}
      <br />
      {a.neighborhood} — {a.city}/{a.state}
      <br />
      CEP {a.cep}
    </address>
  );
}
