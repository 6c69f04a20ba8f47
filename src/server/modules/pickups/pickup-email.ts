import { formatDate } from '../../../domain/dates';
import { shortOrderId } from '../../../domain/ids';
import { formatBRL } from '../../../domain/money';
import type { Email } from '../../mail/outbox';

type PickupMailInput = { orderId: string; customerName: string; accountEmail: string; storeName: string; storeAddress: string };

/** 'Pronto para retirada': the code the store asks for, where, and until when (sent once, with the move). */
export function pickupReadyEmail(input: PickupMailInput & { code: string; collectBy: Date }): Email {
  const short = shortOrderId(input.orderId);
  const text = [
    `Olá, ${input.customerName}!`,
    '',
    `Seu pedido #${short} está pronto para retirada na loja ${input.storeName}.`,
    input.storeAddress ? `Endereço: ${input.storeAddress}` : '',
    '',
    `Código de retirada: ${input.code}`,
    '',
    'Mostre este código na loja para retirar o pedido (ele também aparece em Meu Perfil › Pedidos).',
    `Retire até ${formatDate(input.collectBy)}: depois disso o pedido é cancelado e o pagamento estornado.`,
    '',
    'Luz da Fé',
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n');
  return { kind: 'pickup-ready', to: input.accountEmail, subject: `Pedido #${short} pronto para retirada — Luz da Fé`, text };
}

/** The order nobody collected in the shop's term: cancelled, and its money back through the provider. */
export function pickupExpiredEmail(input: PickupMailInput & { days: number; refundedCents: number }): Email {
  const short = shortOrderId(input.orderId);
  const text = [
    `Olá, ${input.customerName}!`,
    '',
    `Seu pedido #${short} não foi retirado na loja ${input.storeName} em ${input.days} ${input.days === 1 ? 'dia' : 'dias'} e foi cancelado.`,
    input.refundedCents > 0 ? `Estornamos ${formatBRL(input.refundedCents)} pela mesma forma de pagamento.` : '',
    '',
    'Se ainda quiser os produtos, faça um novo pedido na loja online.',
    '',
    'Luz da Fé',
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n');
  return { kind: 'pickup-expired', to: input.accountEmail, subject: `Pedido #${short} cancelado: não retirado — Luz da Fé`, text };
}
