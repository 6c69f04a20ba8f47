import { takeBootAnswer } from './boot-data';

/** An error answered by the API: its pt-BR message is meant for the user. */
export class ApiError extends Error {
  constructor(
    public status: number,
    public code: string,
    message: string,
  ) {
    super(message);
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
  const data = await res.json().catch(() => null);
  if (!res.ok) {
    const error = (data as { error?: { code?: string; message?: string } } | null)?.error;
    throw new ApiError(res.status, error?.code ?? 'HTTP_ERROR', error?.message ?? 'Tente novamente em alguns instantes');
  }
  return data as T;
}

export const errorMessage = (err: unknown, fallback = 'Tente novamente em alguns instantes') =>
  err instanceof ApiError ? err.message : err instanceof Error && err.message ? err.message : fallback;
