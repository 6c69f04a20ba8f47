/**
 * Every code an API error answers with, one union for the server that throws them and the web app
 * that reacts to them (`err.code === 'INSUFFICIENT_STOCK'`): a typo on either side fails to compile.
 * The message that goes with a code is the requirements' pt-BR text, written where the rule lives (the
 * domain's schemas and rules), so the code names the case and the message tells the user.
 */
export const ERROR_CODES = [
  // Requests and access
  'BAD_REQUEST',
  'BAD_JSON',
  'VALIDATION',
  'HTTP_ERROR',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'FOREIGN_ORIGIN',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'NUL_CHARACTER',
  'SITE_LOCKED',
  'GATE_PASSWORD_NEEDED',
  'GATE_RATE_LIMIT',
  'DRAINING',
  'DB_UNAVAILABLE',
  'MIGRATIONS_PENDING',
  'INTERNAL',
  'NETWORK',
  // Database mapping
  'CONFLICT',
  'DUPLICATE',
  'REFERENCED',
  'CHECK_VIOLATION',
  'OUT_OF_RANGE',
  'INVALID_TEXT',
  'INVALID_DATE',
  'INVALID_VALUE',
  'MISSING_VALUE',
  'TOO_LONG',
  'RETRY',
  // Accounts and users
  'AUTH_ERROR',
  'EMAIL_TAKEN',
  'DUPLICATE_EMAIL',
  'INVALID_PASSWORD',
  'WRONG_PASSWORD',
  'SELF_DELETE',
  'SELF_DEMOTION',
  'SELF_ROLE_CHANGE',
  'SELF_APPROVAL',
  'PASSWORD_NOT_HERE',
  'TOO_MANY_ADDRESSES',
  // Catalogue and files
  'DUPLICATE_CODE',
  'HAS_BARCODE',
  'IN_USE',
  'PRODUCT_NOT_FOUND',
  'PRODUCT_UNAVAILABLE',
  'STORE_NOT_FOUND',
  'SUPPLIER_NOT_FOUND',
  'IMPORT_REJECTED',
  'FILE_TOO_LARGE',
  'FILE_TYPE',
  'IMAGE_TOO_LARGE',
  'NOT_AN_IMAGE',
  'TOO_LARGE',
  // Orders and payments
  'INSUFFICIENT_STOCK',
  'NEGATIVE_STOCK',
  'ORDER_TOO_LARGE',
  'ORDER_CANCELLED',
  'ALREADY_PAID',
  'PAYMENT_DECLINED',
  'MAX_UNPAID_ORDERS',
  'TOO_MANY_UNPAID_ORDERS',
  'IDEMPOTENCY_KEY_REUSED',
  'PAYMENT_PROVIDER_ERROR',
  'INVALID_SIGNATURE',
  'PAYMENT_NOT_SETTLED',
  'PAYER_DATA_NEEDED',
  // Documents and workflows
  'STALE_DOCUMENT',
  'MOVE_NOT_ALLOWED',
  'ENTRY_FROM_DOCUMENT',
  'EXIT_FROM_DOCUMENT',
  'ENTRY_UNITS_GONE',
  'INVOICE_ALREADY_RECEIVED',
  'INVOICE_NOT_FOUND',
  'SUPERVISOR_REJECTED',
  'SUPERVISOR_REQUIRED',
  'NFE_ALREADY_IMPORTED',
  'NFE_BAD_NUMBER',
  'NFE_CANCELLED',
  'NFE_CHOICE_MISSING',
  'NFE_CONVERSION_MISSING',
  'NFE_DOCTYPE',
  'NFE_DUPLICATE_ITEM',
  'NFE_ENCODING',
  'NFE_FRACTION',
  'NFE_GUESS_NOT_CONFIRMED',
  'NFE_HOMOLOGATION',
  'NFE_KEY',
  'NFE_KEY_MISMATCH',
  'NFE_MODEL',
  'NFE_NOT_AUTHORISED',
  'NFE_NOT_XML',
  'NFE_NO_ITEMS',
  'NFE_NO_PROTOCOL',
  'NFE_OTHER_RECIPIENT',
  'NFE_SHAPE',
  'NFE_TOO_LARGE',
  'NFE_VERSION',
  'NOTHING_TO_SHIP',
  'REQUEST_SHIPPED',
  'PURCHASE_NOT_AWAITING',
  'JOB_NOT_FAILED',
  // Sales invoices (issue 28)
  'FISCAL_NOT_CONFIGURED',
  'FISCAL_PROVIDER_ERROR',
  'INVOICE_CANCEL_WINDOW',
  'ORDER_NOT_PAID',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * A failure the user can act on: its HTTP status, its code, the pt-BR message meant for the user
 * and, where the screen can use them, details (the product and stock of a short line). The server
 * throws it and answers `{ error: { code, message, details } }`; the web app's API client throws
 * it again from that answer.
 */
export class AppError extends Error {
  constructor(
    public status: number,
    public code: ErrorCode,
    message: string,
    public details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export type ErrorBody = { error: { code: ErrorCode; message: string; details?: Record<string, unknown> } };

const KNOWN = new Set<string>(ERROR_CODES);
/** A code read from an answer: one of ours, or 'HTTP_ERROR' for anything else (a proxy's 502). */
export const toErrorCode = (code: unknown): ErrorCode => (typeof code === 'string' && KNOWN.has(code) ? (code as ErrorCode) : 'HTTP_ERROR');
