import { AppError, type ErrorCode, toErrorCode } from '@/domain/errors';
import { takeBootAnswer } from './boot-data';

/**
 * An error answered by the API (the server's AppError, rebuilt): its pt-BR message is meant for the
 * user. Its status is the one the answer came with (a proxy's 502 is HTTP_ERROR; no answer is 0).
 */
export class ApiError extends AppError {
  constructor(status: number, code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(code, message, details);
    this.status = status;
  }
}

type Options = { method?: string; body?: unknown; signal?: AbortSignal; headers?: Record<string, string> };

/** JSON fetch against the same-origin API; throws ApiError with the server's message. */
export async function api<T>(path: string, opts: Options = {}): Promise<T> {
  if (opts.method === undefined && opts.body === undefined) {
    const booted = takeBootAnswer(path);
    if (booted !== undefined) return booted as T;
  }
  const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
  let res: Response;
  try {
    res = await fetch(path, {
      method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
      credentials: 'same-origin',
      headers: {
        ...(opts.body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        accept: 'application/json',
        ...opts.headers,
      },
      body: opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK', 'Sem conexão com o servidor. Verifique sua internet.');
  }
  if (res.status === 204) return undefined as T;
  if (!res.ok) throw await apiErrorOf(res);
  return (await res.json().catch(() => null)) as T;
}

/** The ApiError of a failed answer, from the API's one error shape `{ error: { code, message, details } }`. */
export async function apiErrorOf(res: Response): Promise<ApiError> {
  const data = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string; details?: Record<string, unknown> } } | null;
  const error = data?.error;
  return new ApiError(res.status, toErrorCode(error?.code), error?.message ?? 'Tente novamente em alguns instantes', error?.details);
}

export const errorMessage = (err: unknown, fallback = 'Tente novamente em alguns instantes') =>
  err instanceof ApiError ? err.message : err instanceof Error && err.message ? err.message : fallback;
