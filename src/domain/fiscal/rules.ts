import { formatDate, TIME_ZONE } from '../dates';
import type { FiscalInvoiceStatus } from './invoice-status';

/** SEFAZ's cancellation event (xJust) takes 15 to 255 characters; Focus NFe refuses anything else. */
export const CANCEL_JUSTIFICATION_MIN = 15;
export const CANCEL_JUSTIFICATION_MAX = 255;
export const CANCEL_JUSTIFICATION_TOO_SHORT = `A justificativa precisa ter pelo menos ${CANCEL_JUSTIFICATION_MIN} caracteres.`;
export const CANCEL_JUSTIFICATION_TOO_LONG = `A justificativa pode ter no máximo ${CANCEL_JUSTIFICATION_MAX} caracteres.`;

/**
 * An NF-e may be cancelled up to 24 hours after its authorisation (Ajuste SINIEF 07/05 and
 * NT 2011.006; Focus NFe's docs say the same). A few states accept later requests with a fine and
 * Mato Grosso allows only 2 hours: the shop keeps to the common rule.
 */
export const CANCEL_WINDOW_HOURS = 24;

export function cancelDeadline(authorizedAt: Date | string | null): Date | null {
  if (!authorizedAt) return null;
  return new Date(new Date(authorizedAt).getTime() + CANCEL_WINDOW_HOURS * 3_600_000);
}

export function cancelWindowOpen(authorizedAt: Date | string | null, now: Date = new Date()): boolean {
  const deadline = cancelDeadline(authorizedAt);
  return deadline !== null && now.getTime() <= deadline.getTime();
}

export function canCancelInvoice(invoice: { status: FiscalInvoiceStatus | string; authorizedAt: Date | string | null }, now: Date = new Date()): boolean {
  return invoice.status === 'authorized' && cancelWindowOpen(invoice.authorizedAt, now);
}

const timeFormatter = new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' });

/** The 409 of a late 'Cancelar nota', naming the deadline in São Paulo time. */
export function cancelWindowClosedMessage(authorizedAt: Date | string): string {
  const deadline = cancelDeadline(authorizedAt)!;
  const day = formatDate(deadline);
  const time = timeFormatter.format(deadline);
  return `O prazo para cancelar esta nota terminou em ${day} às ${time} (${CANCEL_WINDOW_HOURS} horas após a autorização).`;
}

export const FISCAL_INVOICE_NOT_FOUND_MESSAGE = 'Nota fiscal não encontrada.';
/** A sent transfer cannot be cancelled, nor the NF-e that goes with its goods (decision 073). */
export const TRANSFER_INVOICE_CANCEL_MESSAGE = 'A NF-e de uma transferência enviada não pode ser cancelada.';
export const FISCAL_NOT_CONFIGURED_MESSAGE = 'Preencha os dados fiscais da loja em Configurações → Fiscal antes de emitir notas.';
export const FISCAL_REGIME_UNSUPPORTED_MESSAGE =
  'Por enquanto a loja só emite notas pelo Simples Nacional (CRT 1). Regime normal e excesso de sublimite ainda não são suportados.';
export const ORDER_NOT_PAID_FOR_INVOICE_MESSAGE = 'Só um pedido pago recebe nota fiscal.';
export const ORDER_HAS_INVOICE_MESSAGE = 'Este pedido já tem nota fiscal.';
export const ORDER_CANCELLED_FOR_INVOICE_MESSAGE = 'Pedido cancelado não recebe nota fiscal.';
export const ORDER_CANCELLED_BEFORE_SEND_MESSAGE = 'O pedido foi cancelado: a nota não foi enviada.';
