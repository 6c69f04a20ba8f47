import nodemailer from 'nodemailer';
import type { Transport } from './outbox';

/**
 * SMTP_URL's transport (smtp://user:pass@host:587, smtps:// for TLS from the start): the outbox
 * hands it each pending e-mail; a refusal or a server that cannot be reached throws, so the row
 * stays pending and is tried again on the next flush (up to five times).
 */
export function smtpTransport(url: string, from: string): Transport {
  const mail = nodemailer.createTransport(url);
  return async (email) => {
    await mail.sendMail({
      from,
      to: email.to,
      subject: email.subject,
      text: email.text,
      ...(email.html ? { html: email.html } : {}),
      attachments: email.attachments,
      headers: { 'X-Luz-Kind': email.kind },
    });
  };
}
