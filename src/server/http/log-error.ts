// What an unexpected error writes to the log: enough to trace it, never a customer's personal data.
// Query errors carry the statement's parameters (names, e-mails, CPFs, addresses of an order):
// those are dropped, and e-mails, CPFs, CNPJs, CEPs and phones left in messages are masked.

const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;
const CPF = /\b\d{3}\.?\d{3}\.?\d{3}-?\d{2}\b/g;
const CNPJ = /\b\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}\b/g;
const CEP = /\b\d{5}-\d{3}\b/g;
const PHONE = /\(\d{2}\)\s?\d{4,5}-?\d{4}/g;

export function maskPersonalData(text: string): string {
  return text
    .replace(EMAIL, '$1***@$2')
    .replace(CNPJ, '**.***.***/****-**')
    .replace(CPF, '***.***.***-**')
    .replace(CEP, '*****-***')
    .replace(PHONE, '(**) *****-****');
}

type Loggable = { message?: unknown; stack?: unknown; query?: unknown; params?: unknown; cause?: unknown; code?: unknown };

/** The error as a log record: message, SQLSTATE, statement text (without parameters) and stack, masked. */
export function errorForLog(err: unknown): Record<string, string | undefined> {
  const e = (err ?? {}) as Loggable;
  const cause = (e.cause ?? undefined) as Loggable | undefined;
  // Drizzle's query errors read "Failed query: … params: …": keep the cause's own message instead.
  const message = typeof e.query === 'string' && cause?.message ? String(cause.message) : String(e.message ?? err);
  return {
    error: maskPersonalData(message),
    code: typeof (cause?.code ?? e.code) === 'string' ? String(cause?.code ?? e.code) : undefined,
    query: typeof e.query === 'string' ? maskPersonalData(e.query) : undefined,
    stack: typeof e.stack === 'string' ? maskPersonalData(e.stack.replace(/params: .*$/gm, 'params: [omitidos]')) : undefined,
  };
}
