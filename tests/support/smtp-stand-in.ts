import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * A local SMTP server on a free port of 127.0.0.1 that keeps what it receives, for the suites that
 * check SMTP_URL end to end. `refuse` makes it answer every message with a 451 (temporary) error.
 */
export async function startSmtpStandIn() {
  const received: ReceivedMail[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        raw += chunk;
      });
      stream.on('end', () => {
        if (state.refuse) {
          callback(Object.assign(new Error('Caixa indisponível, tente depois'), { responseCode: 451 }));
          return;
        }
        const mailFrom = session.envelope.mailFrom;
        received.push({ from: mailFrom ? mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    received,
    state,
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Loja Teste <pedidos@loja-teste.com.br>' },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
