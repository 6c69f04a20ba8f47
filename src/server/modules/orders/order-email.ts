import { formatDate, formatDateTime } from '../../../domain/dates';
import { shortOrderId } from '../../../domain/ids';
import { formatBRL } from '../../../domain/money';
import { BOLETO_CONFIRMATION_BUSINESS_DAYS, installmentPlan, PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../../domain/payment';
import type { ShippingAddress } from '../../db/schema';
import type { Email } from '../../mail/outbox';
import { formatBoletoLine } from '../payments';

export type ConfirmationInput = {
  orderId: string;
  createdAt: Date;
  customerName: string;
  /** The account's own e-mail: the only address an order e-mail ever goes to (never one typed at checkout). */
  accountEmail: string;
  items: { name: string; unitPriceCents: number; quantity: number }[];
  totalCents: number;
  address: ShippingAddress;
  paymentMethod: PaymentMethod;
  installments: number;
  cardBrand?: string | null;
  cardLast4?: string | null;
  pixPayload?: string | null;
  boletoLine?: string | null;
  boletoDueDate?: Date | null;
  /** 'Retirar na loja': the store it is collected at (decision 070); the address is then the buyer's, for the NF-e. */
  pickupStore?: { name: string; address: string } | null;
};

function paymentLines(input: ConfirmationInput): string[] {
  const label = PAYMENT_METHOD_LABELS[input.paymentMethod];
  switch (input.paymentMethod) {
    case 'credit':
    case 'debit': {
      const parcels = input.paymentMethod === 'credit' && input.installments > 1 ? `, ${installmentPlan(input.totalCents, input.installments).label}` : '';
      return [`Pagamento: ${label} ${input.cardBrand ?? ''} final ${input.cardLast4 ?? ''}${parcels} — aprovado.`];
    }
    case 'pix':
      return [`Pagamento: ${label} — aguardando pagamento.`, 'Pague com o código Pix copia e cola abaixo no aplicativo do seu banco:', input.pixPayload ?? ''];
    case 'boleto':
      return [
        `Pagamento: ${label} — aguardando pagamento.`,
        `Linha digitável (BOLETO DE TESTE — SEM VALOR): ${input.boletoLine ? formatBoletoLine(input.boletoLine) : ''}`,
        input.boletoDueDate ? `Vencimento: ${formatDate(input.boletoDueDate)}.` : '',
        `A confirmação do pagamento pode levar até ${BOLETO_CONFIRMATION_BUSINESS_DAYS} dias úteis.`,
      ];
  }
}

/** The order confirmation e-mail (plain text; never any card data beyond brand and last 4). */
export function orderConfirmationEmail(input: ConfirmationInput): Email {
  const short = shortOrderId(input.orderId);
  const a = input.address;
  const text = [
    `Olá, ${input.customerName}!`,
    '',
    `Recebemos o seu pedido #${short} em ${formatDateTime(input.createdAt)}.`,
    '',
    'Itens:',
    ...input.items.map((i) => `- ${i.quantity} × ${i.name} — ${formatBRL(i.unitPriceCents * i.quantity)}`),
    input.pickupStore ? 'Retirada na loja: grátis' : 'Frete: Frete grátis',
    `Total: ${formatBRL(input.totalCents)}`,
    '',
    ...paymentLines(input),
    '',
    ...(input.pickupStore
      ? [
          `Retirar na loja: ${input.pickupStore.name}`,
          ...(input.pickupStore.address ? [input.pickupStore.address] : []),
          'Avisaremos por e-mail, com o código de retirada, quando o pedido estiver pronto.',
        ]
      : ['Entrega em:', `${a.street}, ${a.number}${a.complement ? ` — ${a.complement}` : ''}`, `${a.neighborhood} — ${a.city}/${a.state} — CEP ${a.cep}`]),
    '',
    'Garantia de 30 dias contra defeitos. Entrega em todo Brasil.',
    'Acompanhe seus pedidos em Meu Perfil › Pedidos.',
    '',
    'Luz da Fé',
  ].join('\n');
  return { kind: 'order-confirmation', to: input.accountEmail, subject: `Pedido #${short} recebido — Luz da Fé`, text };
}
