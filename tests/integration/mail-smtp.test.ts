import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '@/server/db/schema';
import { startSmtpStandIn } from '../support/smtp-stand-in';
import { setUpAppWithStandIn } from '../support/test-app';

// SMTP_URL: the outbox's e-mails leave through a real SMTP conversation, sent once, retried when refused.
const { t, standIn: smtp } = setUpAppWithStandIn(startSmtpStandIn);

const rowsTo = (to: string) => t.ctx.database.db.select().from(outbox).where(eq(outbox.to, to));

describe('e-mail over SMTP', () => {
  it('delivers a queued e-mail from MAIL_FROM, subject and Portuguese text intact, and marks it sent once', async () => {
    const to = `smtp-${Date.now()}@example.com`;
    await t.ctx.mailer.enqueue({
      kind: 'order-confirmation',
      to,
      subject: 'Pedido #ABC123 recebido — Luz da Fé',
      text: 'Olá, Maria!\nSeu pedido de Terço São Bento foi recebido.',
    });
    expect(await t.ctx.mailer.flush()).toBeGreaterThanOrEqual(1);

    const mail = smtp.received.find((m) => m.to.includes(to));
    expect(mail?.from).toBe('pedidos@loja-teste.com.br');
    expect(mail?.raw).toContain('From: Loja Teste <pedidos@loja-teste.com.br>');
    expect(mail?.raw).toContain('X-Luz-Kind: order-confirmation');
    // Non-ASCII headers and bodies are encoded; decoded, they read as written.
    expect(mail?.raw).toMatch(/Subject: =\?UTF-8\?/);
    expect(mail?.raw).toContain('Content-Type: text/plain; charset=utf-8');
    const [row] = await rowsTo(to);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, error: null });

    // A second flush sends nothing again.
    await t.ctx.mailer.flush();
    expect(smtp.received.filter((m) => m.to.includes(to))).toHaveLength(1);
  });

  it('keeps an e-mail the server refuses pending, with the reason, and delivers it on a later flush', async () => {
    const to = `smtp-recusado-${Date.now()}@example.com`;
    await t.ctx.mailer.enqueue({ kind: 'password-reset', to, subject: 'Redefinir senha', text: 'Use o link para criar uma nova senha.' });
    smtp.state.refuse = true;
    await t.ctx.mailer.flush();
    const [refused] = await rowsTo(to);
    expect(refused).toMatchObject({ status: 'pending', attempts: 1 });
    expect(refused?.error).toContain('451');
    expect(smtp.received.some((m) => m.to.includes(to))).toBe(false);

    smtp.state.refuse = false;
    await t.ctx.mailer.flush();
    expect((await rowsTo(to))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received.filter((m) => m.to.includes(to))).toHaveLength(1);
  });
});
