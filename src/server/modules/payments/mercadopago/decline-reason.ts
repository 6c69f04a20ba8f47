import { PAYMENT_DECLINED_MESSAGE } from '../payment-provider';

/**
 * What the customer reads when Mercado Pago rejects a card, by `status_detail` (the provider's
 * documented response messages, said in the shop's words). Anything not listed is the generic
 * decline: the customer can try another card either way.
 */
const REASONS: Record<string, string> = {
  cc_rejected_insufficient_amount: 'O cartão não tem limite suficiente para esta compra. Use outro cartão ou outra forma de pagamento.',
  cc_rejected_bad_filled_security_code: 'O código de segurança (CVV) do cartão não confere. Confira e tente de novo.',
  cc_rejected_bad_filled_date: 'A validade do cartão não confere. Confira e tente de novo.',
  cc_rejected_bad_filled_card_number: 'O número do cartão não confere. Confira e tente de novo.',
  cc_rejected_bad_filled_other: 'Algum dado do cartão não confere. Confira e tente de novo.',
  cc_rejected_call_for_authorize: 'O banco emissor pede que você autorize este pagamento. Ligue para a central do cartão e tente de novo.',
  cc_rejected_card_disabled: 'O cartão não está ativo. Ligue para a central do cartão para ativá-lo ou use outro cartão.',
  cc_rejected_duplicated_payment: 'Você já fez um pagamento deste valor há pouco. Se precisar pagar de novo, use outro cartão ou outra forma de pagamento.',
  cc_rejected_high_risk: 'O pagamento foi recusado por segurança. Use outro cartão ou pague com Pix ou boleto.',
  cc_rejected_max_attempts: 'Você atingiu o limite de tentativas com este cartão. Use outro cartão ou outra forma de pagamento.',
  cc_rejected_other_reason: PAYMENT_DECLINED_MESSAGE,
};

export function declineReason(statusDetail: string | null | undefined): string {
  return (statusDetail && REASONS[statusDetail]) || PAYMENT_DECLINED_MESSAGE;
}
