import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a stand-in's handler gets: the request, its answer, its URL and its JSON body (undefined when empty). */
export type StandInHandler = (req: IncomingMessage, res: ServerResponse, url: URL, body: Record<string, unknown> | undefined) => void;

/**
 * A local HTTP server for a provider's stand-in (Focus NFe, Mercado Pago) on a free port of
 * 127.0.0.1: the handler is called once the request's whole body has arrived.
 */
export async function startStandInServer(handle: StandInHandler) {
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      handle(req, res, new URL(req.url ?? '/', 'http://stand-in'), raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
