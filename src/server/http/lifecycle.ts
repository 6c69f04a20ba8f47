import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { errorAnswer } from './errors';

export const DRAINING_MESSAGE = 'O servidor está reiniciando. Tente novamente em instantes.';

/**
 * The requests this process is answering, and whether it is shutting down: on SIGTERM it stops
 * taking work (GET /api/ready says so, new requests on open connections get 503) and waits for
 * what is in flight before closing the database (main.ts).
 */
export type Lifecycle = {
  readonly draining: boolean;
  readonly inFlight: number;
  startDraining: () => void;
  /** Resolves when nothing is in flight, or after `graceMs` (false then). */
  settle: (graceMs: number) => Promise<boolean>;
  track: MiddlewareHandler<AppEnv>;
};

export function createLifecycle(): Lifecycle {
  let draining = false;
  let inFlight = 0;
  let onIdle: (() => void) | null = null;
  const track: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (draining) {
      c.header('Connection', 'close');
      c.header('Retry-After', '2');
      return errorAnswer(c, 'DRAINING', DRAINING_MESSAGE);
    }
    inFlight++;
    try {
      await next();
      // Answered while shutting down: the connection closes after this response, so the server
      // can finish closing once the answers are out.
      if (draining) c.res.headers.set('Connection', 'close');
    } finally {
      inFlight--;
      if (inFlight === 0) onIdle?.();
    }
  };
  return {
    get draining() {
      return draining;
    },
    get inFlight() {
      return inFlight;
    },
    startDraining: () => {
      draining = true;
    },
    settle: (graceMs) =>
      new Promise<boolean>((resolve) => {
        if (inFlight === 0) return resolve(true);
        const timer = setTimeout(() => resolve(false), graceMs);
        onIdle = () => {
          clearTimeout(timer);
          resolve(true);
        };
      }),
    track,
  };
}
