import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { KEEP_ALIVE_MS, keepConnectionsOpen } from './keep-alive';

/** The Keep-Alive header a real Node server sends: clients time their pooled connections by it. */
async function keepAliveHeader(configure: (server: http.Server) => void): Promise<string | undefined> {
  const server = http.createServer((_req, res) => res.end('ok'));
  configure(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const agent = new http.Agent({ keepAlive: true });
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
          res.resume();
          resolve(res.headers['keep-alive']?.toString());
        })
        .on('error', reject);
    });
  } finally {
    agent.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('keepConnectionsOpen', () => {
  it('tells clients the server keeps idle connections longer than a 60 s proxy does', async () => {
    expect(await keepAliveHeader(() => {})).toBe('timeout=5');
    expect(await keepAliveHeader(keepConnectionsOpen)).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
  });
});
