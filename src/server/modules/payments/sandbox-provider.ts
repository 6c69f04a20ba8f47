import { CARD_BRAND_LABELS, cardLast4, detectCardBrand } from '../../../domain/payment';
import { buildBoletoLine } from './boleto-line';
import { PaymentDeclinedError, type PaymentProvider } from './payment-provider';

/** Cards ending in these digits are declined by the sandbox (e.g. 4000 0000 0000 0002). */
export const SANDBOX_DECLINED_SUFFIX = '0002';

/** The default provider: approves valid cards at once and issues test bank slips (bank 000). */
export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    async chargeCard(request) {
      const digits = request.card.number.replace(/\D/g, '');
      if (digits.endsWith(SANDBOX_DECLINED_SUFFIX)) throw new PaymentDeclinedError();
      const brand = detectCardBrand(digits);
      return {
        reference: `sbx_card_${request.orderId.replace(/-/g, '').slice(0, 16)}`,
        brand: CARD_BRAND_LABELS[brand],
        last4: cardLast4(digits),
      };
    },
    async issueBoleto(request) {
      return {
        reference: `sbx_boleto_${request.orderId.replace(/-/g, '').slice(0, 16)}`,
        digitableLine: buildBoletoLine({ orderId: request.orderId, amountCents: request.amountCents, dueDate: request.dueDate }),
        dueDate: request.dueDate,
        test: true,
      };
    },
  };
}
