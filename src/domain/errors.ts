/**
 * Every code an API error answers with and its HTTP status — one table for the server that throws
 * them and the web app that reacts to them (`err.code === 'INSUFFICIENT_STOCK'`): a typo on either
 * side fails to compile, and a code always answers with the same status (decision 059). The message
 * that goes with a code is the requirements' pt-BR text, written where the rule lives (the domain's
 * schemas and rules), so the code names the case and the message tells the user. Two codes wrap a
 * status someone else chose: HTTP_ERROR (Hono's HTTPException, a proxy's 502) and AUTH_ERROR (Better
 * Auth's answers); NETWORK is the web app's own, for no answer at all.
 */
export const ERROR_STATUS = {
  // Requests and access
  BAD_REQUEST: 400,
  BAD_JSON: 400,
  VALIDATION: 400,
  HTTP_ERROR: 500,
  NOT_FOUND: 404,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  FOREIGN_ORIGIN: 403,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  NUL_CHARACTER: 400,
  SITE_LOCKED: 403,
  GATE_PASSWORD_NEEDED: 400,
  GATE_RATE_LIMIT: 429,
  DRAINING: 503,
  DB_UNAVAILABLE: 503,
  MIGRATIONS_PENDING: 503,
  INTERNAL: 500,
  NETWORK: 0,
  // Database mapping
  CONFLICT: 409,
  DUPLICATE: 409,
  REFERENCED: 409,
  CHECK_VIOLATION: 400,
  OUT_OF_RANGE: 400,
  INVALID_TEXT: 400,
  INVALID_DATE: 400,
  INVALID_VALUE: 400,
  MISSING_VALUE: 400,
  TOO_LONG: 400,
  RETRY: 409,
  // Accounts and users
  AUTH_ERROR: 400,
  EMAIL_TAKEN: 409,
  DUPLICATE_EMAIL: 409,
  INVALID_PASSWORD: 400,
  WRONG_PASSWORD: 401,
  SELF_DELETE: 400,
  SELF_DEMOTION: 400,
  SELF_ROLE_CHANGE: 400,
  SELF_APPROVAL: 403,
  PASSWORD_NOT_HERE: 400,
  TOO_MANY_ADDRESSES: 400,
  // Catalogue and files
  DUPLICATE_CODE: 409,
  HAS_BARCODE: 409,
  IN_USE: 409,
  PRODUCT_NOT_FOUND: 404,
  PRODUCT_UNAVAILABLE: 409,
  STORE_NOT_FOUND: 404,
  LOCATION_NOT_FOUND: 404,
  SUPPLIER_NOT_FOUND: 404,
  IMPORT_REJECTED: 400,
  FILE_TOO_LARGE: 400,
  FILE_TYPE: 400,
  IMAGE_TOO_LARGE: 400,
  NOT_AN_IMAGE: 400,
  TOO_LARGE: 413,
  // Orders and payments
  INSUFFICIENT_STOCK: 409,
  NEGATIVE_STOCK: 409,
  ORDER_TOO_LARGE: 400,
  ORDER_CANCELLED: 409,
  ALREADY_PAID: 409,
  PAYMENT_DECLINED: 402,
  MAX_UNPAID_ORDERS: 409,
  TOO_MANY_UNPAID_ORDERS: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  PAYMENT_PROVIDER_ERROR: 502,
  INVALID_SIGNATURE: 401,
  PAYMENT_NOT_SETTLED: 409,
  PAYER_DATA_NEEDED: 400,
  // Documents and workflows
  STALE_DOCUMENT: 409,
  MOVE_NOT_ALLOWED: 409,
  ENTRY_FROM_DOCUMENT: 409,
  EXIT_FROM_DOCUMENT: 409,
  ENTRY_UNITS_GONE: 409,
  INVOICE_ALREADY_RECEIVED: 409,
  INVOICE_NOT_FOUND: 404,
  SUPERVISOR_REJECTED: 403,
  SUPERVISOR_REQUIRED: 403,
  NFE_ALREADY_IMPORTED: 409,
  NFE_BAD_NUMBER: 400,
  NFE_CANCELLED: 400,
  NFE_CHOICE_MISSING: 400,
  NFE_CONVERSION_MISSING: 400,
  NFE_DOCTYPE: 400,
  NFE_DUPLICATE_ITEM: 400,
  NFE_ENCODING: 400,
  NFE_FRACTION: 400,
  NFE_GUESS_NOT_CONFIRMED: 400,
  NFE_HOMOLOGATION: 400,
  NFE_KEY: 400,
  NFE_KEY_MISMATCH: 400,
  NFE_MODEL: 400,
  NFE_NOT_AUTHORISED: 400,
  NFE_NOT_XML: 400,
  NFE_NO_ITEMS: 400,
  NFE_NO_PROTOCOL: 400,
  NFE_OTHER_RECIPIENT: 400,
  NFE_SHAPE: 400,
  NFE_TOO_LARGE: 400,
  NFE_VERSION: 400,
  NOTHING_TO_SHIP: 400,
  REQUEST_SHIPPED: 409,
  PURCHASE_NOT_AWAITING: 409,
  JOB_NOT_FAILED: 409,
  // Counts and store sales (issue 36)
  COUNT_ALREADY_OPEN: 409,
  COUNT_NOT_COUNTING: 409,
  COUNT_NOT_COUNTABLE: 400,
  COUNT_NOTHING_COUNTED: 409,
  NFCE_OTHER_ISSUER: 400,
  NFCE_UNMATCHED: 400,
  NFCE_ALREADY_IMPORTED: 409,
  // Sales invoices (issue 28)
  FISCAL_NOT_CONFIGURED: 400,
  FISCAL_PROVIDER_ERROR: 502,
  FISCAL_CANCEL_REFUSED: 409,
  INVOICE_CANCEL_WINDOW: 409,
  ORDER_NOT_PAID: 409,
  // Delivery (issue 37)
  SHIPPING_PROVIDER_ERROR: 502,
  MEASURES_MISSING: 409,
  NFE_KEY_MISSING: 409,
  LABEL_IN_PROGRESS: 409,
  LABEL_NOT_CANCELLABLE: 409,
  NOT_SHIPPABLE: 409,
  // 'Retirar na loja' (issue 37, decision 070)
  WRONG_PICKUP_CODE: 400,
  PICKUP_STORE_UNAVAILABLE: 409,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/**
 * A failure the user can act on: its HTTP status, its code, the pt-BR message meant for the user
 * and, where the screen can use them, details (the product and stock of a short line). The server
 * throws it and answers `{ error: { code, message, details } }`; the web app's API client throws
 * it again from that answer.
 */
export class AppError extends Error {
  /** The HTTP status of `code`, from ERROR_STATUS: never chosen at the throw. */
  public status: number;
  constructor(
    public code: ErrorCode,
    message: string,
    public details?: Record<string, unknown>,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

export type ErrorBody = { error: { code: ErrorCode; message: string; details?: Record<string, unknown> } };

const KNOWN = new Set<string>(ERROR_CODES);
/** A code read from an answer: one of ours, or 'HTTP_ERROR' for anything else (a proxy's 502). */
export const toErrorCode = (code: unknown): ErrorCode => (typeof code === 'string' && KNOWN.has(code) ? (code as ErrorCode) : 'HTTP_ERROR');
