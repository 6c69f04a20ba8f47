import http from 'node:http';

// node:http with keep-alive rather than fetch: the load generator shares the machine's two cores
// with the server and the database, and fetch costs it several times more CPU per request.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** A tiny cookie-keeping client for the bench (one per simulated buyer). */
export class BenchClient {
  cookies = new Map<string, string>();
  constructor(private base: string) {}

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: any }> {
    // A string with a content type of its own (a CSV) goes as it is; anything else as JSON.
    const raw = typeof body === 'string' && headers['content-type'] !== undefined && headers['content-type'] !== 'application/json';
    const payload = body === undefined ? undefined : Buffer.from(raw ? (body as string) : JSON.stringify(body));
    return new Promise((resolve, reject) => {
      const req = http.request(
        this.base + path,
        {
          method,
          agent,
          headers: {
            'content-type': 'application/json',
            origin: this.base,
            cookie: this.cookieHeader(),
            ...(payload ? { 'content-length': String(payload.length) } : {}),
            ...headers,
          },
        },
        (res) => {
          for (const line of res.headers['set-cookie'] ?? []) {
            const [pair] = line.split(';');
            const i = pair!.indexOf('=');
            this.cookies.set(pair!.slice(0, i), pair!.slice(i + 1));
          }
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let json: any = text;
            try {
              json = JSON.parse(text);
            } catch {
              // not JSON: keep the text
            }
            resolve({ status: res.statusCode ?? 0, body: json });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }
}

/** A new buyer on `base`: past the site gate, registered and so signed in; an error if either step is refused. */
export async function signedUpBuyer(base: string, name: string): Promise<BenchClient> {
  const c = new BenchClient(base);
  const gate = await c.request('POST', '/api/gate/unlock', { password: 'luzdafe' });
  if (gate.status !== 200) throw new Error(`gate unlock failed: ${gate.status}`);
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await c.request('POST', '/api/auth/sign-up/email', { name, email, phone: '(11) 98765-4321', password: 'bench123', confirmPassword: 'bench123' });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return c;
}

/** A client signed in as the demo staff member (funcionario@luzdafe.test), for the back-office benches. */
export async function signedInStaff(base: string): Promise<BenchClient> {
  const staff = new BenchClient(base);
  const signIn = await staff.request('POST', '/api/auth/sign-in/email', { email: 'funcionario@luzdafe.test', password: 'demo1234' });
  if (signIn.status !== 200) throw new Error(`staff sign-in failed: ${signIn.status}`);
  return staff;
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
