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

  it('sends the stored files an e-mail names as attachments, and keeps it pending while a file is missing', async () => {
    const to = `smtp-anexo-${Date.now()}@example.com`;
    const xml = '<?xml version="1.0" encoding="UTF-8"?><nfeProc><chNFe>35261111222333000181550010000000011000000015</chNFe></nfeProc>';
    await t.ctx.storage.put('test-mail/nota.xml', Buffer.from(xml));
    const attachments = [
      { filename: 'nota-nfe.xml', contentType: 'application/xml', storageKey: 'test-mail/nota.xml' },
      { filename: 'nota-danfe.pdf', contentType: 'application/pdf', storageKey: 'test-mail/danfe.pdf' },
    ];
    await t.ctx.mailer.enqueue({ kind: 'fiscal-invoice', to, subject: 'Nota fiscal do pedido #ABC123', text: 'Segue a nota.', attachments });
    await t.ctx.mailer.flush();
    const [missing] = await rowsTo(to);
    expect(missing).toMatchObject({ status: 'pending', attempts: 1 });
    expect(missing?.error).toContain('anexo não encontrado: test-mail/danfe.pdf');

    await t.ctx.storage.put('test-mail/danfe.pdf', Buffer.from('%PDF-1.4 danfe de teste'));
    await t.ctx.mailer.flush();
    expect((await rowsTo(to))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    const raw = smtp.received.find((m) => m.to.includes(to))?.raw ?? '';
    expect(raw).toContain('Content-Type: multipart/mixed');
    expect(raw).toMatch(/filename=nota-nfe\.xml/);
    expect(raw).toMatch(/filename=nota-danfe\.pdf/);
    expect(raw).toContain(Buffer.from(xml).toString('base64').slice(0, 60));
  });
});
