import { addBusinessDays, saoPauloDay } from './dates';
import { formatBRL } from './money';
import { codeList } from './one-of';
import { declarePermissions } from './permission-declarations';

export const {
  values: PAYMENT_METHODS,
  labels: PAYMENT_METHOD_LABELS,
  is: isPaymentMethod,
  label: paymentMethodLabel,
} = codeList(['credit', 'debit', 'pix', 'boleto'], {
  credit: 'Cartão de Crédito',
  debit: 'Cartão de Débito',
  pix: 'Pix',
  boleto: 'Boleto Bancário',
});

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'credit';

export function isCardPayment(method: string): method is 'credit' | 'debit' {
  return method === 'credit' || method === 'debit';
}

export const {
  values: PAYMENT_STATUSES,
  labels: PAYMENT_STATUS_LABELS,
  is: isPaymentStatus,
  label: paymentStatusLabel,
} = codeList(['pending', 'paid', 'failed', 'refunded', 'expired', 'charged_back'], {
  pending: 'Aguardando pagamento',
  paid: 'Pago',
  failed: 'Falhou',
  refunded: 'Estornado',
  expired: 'Prazo de pagamento vencido',
  // The cardholder disputed the charge with the bank (chargeback): the money may be taken back.
  charged_back: 'Contestado',
});

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How the order's history and the back-office name who holds a payment ('aprovado pelo …', 'no …'). */
export const providerLabel = (name: string) => (name === 'mercadopago' ? 'Mercado Pago' : name === 'sandbox' ? 'sandbox de pagamentos' : name);

/** The boleto may take up to 3 business days to be confirmed; it is due that many business days after the order. */
export const BOLETO_CONFIRMATION_BUSINESS_DAYS = 3;

/**
 * The line every unpaid Pix/boleto order shows its customer. A boleto is paid by its due date; the
 * order waits a few business days more for the bank to confirm it, so its deadline is not a date to
 * pay by (saying 'Pague até' the later day beside the boleto's own due date read as a contradiction).
 */
export function paymentDeadlineText(deadline: string | Date, formatDateTime: (d: string | Date) => string, method?: string): string {
  if (method === 'boleto') {
    return `Pague o boleto até o vencimento. Se o pagamento não for confirmado até ${formatDateTime(deadline)}, o pedido é cancelado e os produtos voltam ao estoque.`;
  }
  return `Pague até ${formatDateTime(deadline)}. Depois disso o pedido é cancelado e os produtos voltam ao estoque.`;
}

export type PaymentDeadlineRules = { pixMinutes: number; boletoClearingBusinessDays: number };

/**
 * Until when a Pix or boleto order holds its stock unpaid: Pix for its minutes, a boleto until its
 * due date plus the bank's clearing days. Cards are charged at once: no deadline.
 */
export function paymentDeadline(method: PaymentMethod, createdAt: Date, rules: PaymentDeadlineRules): Date | null {
  if (method === 'pix') return new Date(createdAt.getTime() + rules.pixMinutes * 60_000);
  if (method === 'boleto') return addBusinessDays(createdAt, BOLETO_CONFIRMATION_BUSINESS_DAYS + rules.boletoClearingBusinessDays);
  return null;
}

export const MAX_INSTALLMENTS = 12;

/** Below this, splitting is not worth the card fees; a single payment is always offered. */
export const MIN_INSTALLMENT_CENTS = 500;

export interface InstallmentOption {
  count: number;
  /** The first instalment: it carries the rounding remainder, so the instalments add up to the total. */
  firstAmountCents: number;
  /** Each instalment after the first (equal to the first when the total splits evenly). */
  amountCents: number;
  /** '4x de R$ 25,00 sem juros', or when the first differs '4x sem juros (R$ 17,49 + 3x R$ 17,47)'. */
  label: string;
}

/**
 * `totalCents` in `count` interest-free instalments (decision 056): every instalment is the total
 * divided and rounded down, and the centavos left over (fewer than `count`) go on the first, so the
 * parts always add up to the total. The label names both values when they differ: a label showing
 * one value times the count must multiply back to the total.
 */
export function installmentPlan(totalCents: number, count: number): InstallmentOption {
  const amountCents = Math.floor(totalCents / count);
  const firstAmountCents = totalCents - amountCents * (count - 1);
  const rest = count - 1 === 1 ? formatBRL(amountCents) : `${count - 1}x ${formatBRL(amountCents)}`;
  const label =
    firstAmountCents === amountCents ? `${count}x de ${formatBRL(amountCents)} sem juros` : `${count}x sem juros (${formatBRL(firstAmountCents)} + ${rest})`;
  return { count, firstAmountCents, amountCents, label };
}

/** Interest-free ('Parcelamento sem juros') options for a total, from 1x up to `max`, none below R$ 5,00 but 1x. */
export function installmentOptions(totalCents: number, max: number = MAX_INSTALLMENTS): InstallmentOption[] {
  if (!Number.isSafeInteger(totalCents) || totalCents <= 0) return [];
  const options: InstallmentOption[] = [];
  for (let count = 1; count <= Math.min(max, MAX_INSTALLMENTS); count++) {
    if (count > 1 && Math.floor(totalCents / count) < MIN_INSTALLMENT_CENTS) break;
    options.push(installmentPlan(totalCents, count));
  }
  return options;
}

/** The server re-checks the chosen count against the total it computed itself. */
export function installmentsAllowed(totalCents: number, count: number, max: number = MAX_INSTALLMENTS): boolean {
  return installmentOptions(totalCents, max).some((option) => option.count === count);
}

function cardDigits(number: string): string {
  return number.replace(/[\s.-]/g, '');
}

/** Mod-10 check; catches typos before the provider is called. */
export function luhnValid(number: string): boolean {
  const digits = cardDigits(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let digit = digits.charCodeAt(i) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

export const { values: CARD_BRANDS, labels: CARD_BRAND_LABELS } = codeList(['visa', 'mastercard', 'amex', 'elo', 'hipercard', 'diners', 'desconhecido'], {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  elo: 'Elo',
  hipercard: 'Hipercard',
  diners: 'Diners Club',
  desconhecido: 'Desconhecida',
});

export type CardBrand = (typeof CARD_BRANDS)[number];

// Elo's 6-digit BINs, inclusive ranges. Several sit inside Visa's 4 and Mastercard's 5 prefixes,
// which is why Elo is checked first.
const ELO_BIN_RANGES: ReadonlyArray<readonly [number, number]> = [
  [401178, 401179],
  [431274, 431274],
  [438935, 438935],
  [451416, 451416],
  [457393, 457393],
  [457631, 457632],
  [504175, 504175],
  [506699, 506778],
  [509000, 509999],
  [627780, 627780],
  [636297, 636297],
  [636368, 636368],
  [650031, 650033],
  [650035, 650051],
  [650405, 650439],
  [650485, 650538],
  [650541, 650598],
  [650700, 650718],
  [650720, 650727],
  [650901, 650978],
  [651652, 651679],
  [655000, 655019],
  [655021, 655058],
];

function isElo(digits: string): boolean {
  if (digits.length < 6) return false;
  const bin = Number(digits.slice(0, 6));
  return ELO_BIN_RANGES.some(([from, to]) => bin >= from && bin <= to);
}

function isMastercard(digits: string): boolean {
  if (/^5[1-5]/.test(digits)) return true;
  const prefix = Number(digits.slice(0, 4));
  return digits.length >= 4 && prefix >= 2221 && prefix <= 2720;
}

/** Brand from the leading digits, as soon as they are typed. */
export function detectCardBrand(number: string): CardBrand {
  const digits = cardDigits(number);
  if (!/^\d+$/.test(digits)) return 'desconhecido';
  if (isElo(digits)) return 'elo';
  // Hipercard's 38xx BINs overlap Diners, so it goes first.
  if (/^(606282|3841[046]0)/.test(digits)) return 'hipercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^3(0[0-5]|095|[689])/.test(digits)) return 'diners';
  if (isMastercard(digits)) return 'mastercard';
  if (/^4/.test(digits)) return 'visa';
  return 'desconhecido';
}

/** How far ahead an expiry may lie before it is taken for a typo. */
const MAX_EXPIRY_YEARS_AHEAD = 20;

/** 'MM/AA' (spaces around '/' tolerated); a card is good through the last day of that month. */
export function expiryValid(expiry: string, now: Date = new Date()): boolean {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  const today = saoPauloDay(now);
  const expiryIndex = year * 12 + month;
  const currentIndex = today.year * 12 + today.month;
  return expiryIndex >= currentIndex && year <= today.year + MAX_EXPIRY_YEARS_AHEAD;
}

/** 4 digits for American Express, 3 for every other brand. */
export function cvvValid(cvv: string, brand: CardBrand | string = 'desconhecido'): boolean {
  const length = brand === 'amex' ? 4 : 3;
  return new RegExp(`^\\d{${length}}$`).test(cvv.trim());
}

/** Only the last 4 digits are ever kept, so this works on a full number or on those 4. */
export function cardLast4(number: string): string {
  return cardDigits(number).replace(/\D/g, '').slice(-4);
}

export function maskCardNumber(number: string): string {
  const last4 = cardLast4(number);
  return last4 ? `•••• ${last4}` : '••••';
}

/** Typing aid: '4111111111111111' → '4111 1111 1111 1111', at most 19 digits. */
export function formatCardNumberInput(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

// Issue 33: money going back is a manager's decision, not every status changer's.
export const PAYMENT_PERMISSIONS = declarePermissions({
  'payments.refund': { label: 'Estornar pagamentos e cancelar pedidos pagos', from: 'Gerente' },
});
