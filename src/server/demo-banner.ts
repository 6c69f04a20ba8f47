import { DEMO_GATE_PASSWORD } from './config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed-demo';

/** Printed at every demo start: the demo is easy on purpose, and says plainly how to run for real. */
export function demoBanner(port: number): string {
  return [
    '',
    '*** MODO DE DEMONSTRAÇÃO ***',
    `Contas de demonstração com senha pública (${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}.`,
    `Senha do portão "${DEMO_GATE_PASSWORD}" e segredo de sessão público: não use assim com clientes de verdade.`,
    'Para rodar de verdade:',
    '  NODE_ENV=production APP_SECRET=<32+ caracteres> PUBLIC_URL=https://sua.loja SITE_ACCESS_PASSWORD=<senha> \\',
    '  ADMIN_EMAIL=<seu e-mail> ADMIN_PASSWORD=<senha forte> DATABASE_URL=postgres://... \\',
    '  PAYMENT_PROVIDER=mercadopago MERCADOPAGO_...=<chaves> FISCAL_PROVIDER=focusnfe npm start',
    `(ou DEMO=0 com APP_SECRET e SITE_ACCESS_PASSWORD fora de produção). Loja em http://localhost:${port}.`,
    '',
  ].join('\n');
}
