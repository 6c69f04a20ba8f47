import { AppError, type ErrorCode } from './errors';

// PostgreSQL errors a request can cause with its data, answered as the client's fault with a
// pt-BR message instead of a 500. Drivers wrap them (DrizzleQueryError → cause), so the chain is walked.
type DbErrorAnswer = { code: ErrorCode; message: string };

const INVALID_TEXT: DbErrorAnswer = { code: 'INVALID_TEXT', message: 'O texto contém caracteres inválidos.' };
// A serialization failure or a deadlock: the other transaction won, this one may simply be retried.
const RETRY: DbErrorAnswer = { code: 'RETRY', message: 'Outra operação alterou os mesmos dados. Tente novamente.' };

const BY_CODE: Record<string, DbErrorAnswer> = {
  '23505': { code: 'DUPLICATE', message: 'Já existe um registro com esses dados.' },
  '23503': { code: 'REFERENCED', message: 'Este registro está ligado a outros e não pode ser alterado ou excluído assim.' },
  '23514': { code: 'CHECK_VIOLATION', message: 'Valor não permitido.' },
  '23502': { code: 'MISSING_VALUE', message: 'Campo obrigatório não preenchido.' },
  '22003': { code: 'OUT_OF_RANGE', message: 'Número fora do limite permitido.' },
  '22P02': { code: 'INVALID_VALUE', message: 'Valor inválido.' },
  '22007': { code: 'INVALID_DATE', message: 'Data inválida.' },
  '22008': { code: 'INVALID_DATE', message: 'Data fora do intervalo permitido.' },
  '22001': { code: 'TOO_LONG', message: 'Texto longo demais.' },
  '22021': INVALID_TEXT,
  '22P05': INVALID_TEXT,
  '40001': RETRY,
  '40P01': RETRY,
};

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/** Whether `err` (or its cause) is the unique-index violation a concurrent duplicate runs into. */
export const isUniqueViolation = (err: unknown) => sqlState(err) === UNIQUE_VIOLATION;

/** The SQLSTATE of a database error anywhere in `err`'s cause chain. */
export function sqlState(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** The AppError a database error stands for, or null when it is the server's own fault. */
export function mapDbError(err: unknown): AppError | null {
  const state = sqlState(err);
  const known = state ? BY_CODE[state] : undefined;
  return known ? new AppError(known.code, known.message) : null;
}
