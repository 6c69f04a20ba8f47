import type { Transporter } from 'nodemailer';
import type { Transport } from './outbox';

/**
 * SMTP_URL's transport (smtp://user:pass@host:587, smtps:// for TLS from the start): the outbox
 * hands it each pending e-mail; a refusal or a server that cannot be reached throws, so the row
 * stays pending and is tried again on the next flush (up to five times).
 */
export function smtpTransport(url: string, from: string): Transport {
  // nodemailer is loaded with the first e-mail, not with the server (decision 081).
  let mail: Promise<Transporter> | undefined;
  return async (email) => {
    mail ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url));
    await (await mail).sendMail({
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
