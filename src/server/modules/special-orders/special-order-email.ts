import { customerLetter } from '../../mail/letter';
import type { Email } from '../../mail/outbox';

/** 'Sua encomenda chegou': to the customer's account e-mail, with what to pick up and where. */
export function specialOrderReadyEmail(input: {
  code: string;
  customerName: string;
  to: string;
  items: { name: string; quantity: number }[];
  store: { name: string; address: string } | null;
}): Email {
  const text = customerLetter(input.customerName, [
    `A sua encomenda ${input.code} está pronta para retirada.`,
    '',
    'Itens:',
    ...input.items.map((i) => `- ${i.quantity} × ${i.name}`),
    '',
    input.store ? `Retire na loja ${input.store.name}${input.store.address ? ` — ${input.store.address}` : ''}.` : 'Retire na loja em que fez a encomenda.',
    'Leve um documento com foto. Qualquer dúvida, responda a este e-mail ou fale com a loja.',
  ]);
  return { kind: 'special-order-ready', to: input.to, subject: `Sua encomenda ${input.code} está pronta para retirada`, text };
}
