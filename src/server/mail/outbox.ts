import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { Database, DbOrTx } from '../db/client';
import { type MailAttachment, outbox } from '../db/schema';

export type Email = { kind: string; to: string; subject: string; text: string; html?: string; attachments?: MailAttachment[] };

/** An e-mail as a transport delivers it: its files read from storage. */
export type OutgoingEmail = Omit<Email, 'attachments'> & { id: number; attachments: { filename: string; contentType: string; content: Buffer }[] };

export interface Mailer {
  /** Queues an e-mail in the outbox, inside the caller's transaction when one is given. */
  enqueue(email: Email, tx?: DbOrTx): Promise<void>;
  /** Delivers pending e-mails; returns how many were sent. */
  flush(): Promise<number>;
}

export type Transport = (email: OutgoingEmail) => Promise<void>;

/** Default transport: one RFC 822 .eml file per message under DATA_DIR/outbox. */
export function fileTransport(dir: string, from: string): Transport {
  return async (email) => {
    await fs.mkdir(dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(dir, `${stamp}-${email.id}-${email.kind}.eml`);
    if (email.attachments.length) {
      // With files it is the MIME multipart an SMTP server would get, built as nodemailer builds it;
      // a text-only message stays plain 8-bit text, readable as it is.
      const { to, subject, text, kind, attachments } = email;
      await fs.writeFile(file, await new MailComposer({ from, to, subject, text, headers: { 'X-Luz-Kind': kind }, attachments }).compile().build());
      return;
    }
    const body = [
      `From: ${from}`,
      `To: ${email.to}`,
      `Subject: =?UTF-8?B?${Buffer.from(email.subject).toString('base64')}?=`,
      `Date: ${new Date().toUTCString()}`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=UTF-8',
      'Content-Transfer-Encoding: 8bit',
      `X-Luz-Kind: ${email.kind}`,
      '',
      email.text,
    ].join('\r\n');
    await fs.writeFile(file, body, 'utf8');
  };
}

/** The outbox INSERT of one e-mail, for callers that write it in the same statement as their own rows. */
export function enqueueSql(email: Email, when?: SQL): SQL {
  return sql`INSERT INTO outbox (kind, "to", subject, text, html, attachments)
    SELECT ${email.kind}, ${email.to}, ${email.subject}, ${email.text}, ${email.html ?? null}, ${JSON.stringify(email.attachments ?? [])}::jsonb
    ${when ? sql`WHERE ${when}` : sql``}`;
}

/** Reads a stored file for an attachment; null when it is not there. */
export type ReadStored = (storageKey: string) => Promise<Buffer | null>;

async function readAttachments(list: MailAttachment[], read: ReadStored): Promise<OutgoingEmail['attachments']> {
  const files: OutgoingEmail['attachments'] = [];
  for (const a of list) {
    const content = await read(a.storageKey);
    // Thrown, the e-mail stays pending (with this reason) rather than going out without its file.
    if (!content) throw new Error(`anexo não encontrado: ${a.storageKey}`);
    files.push({ filename: a.filename, contentType: a.contentType, content });
  }
  return files;
}

export function createMailer(database: Database, transport: Transport, readStored: ReadStored): Mailer {
  const { db } = database;
  let flushing: Promise<number> | null = null;
  // The batch is claimed with FOR UPDATE SKIP LOCKED inside one transaction: another instance
  // flushing at the same moment skips these rows, so an e-mail is sent once; an instance that dies
  // mid-batch rolls back and its rows are pending again.
  const flushOnce = () =>
    db.transaction(async (tx) => {
      const pending = await tx
        .select()
        .from(outbox)
        .where(and(eq(outbox.status, 'pending'), lt(outbox.attempts, 5)))
        .orderBy(outbox.id)
        .limit(50)
        .for('update', { skipLocked: true });
      let sent = 0;
      for (const row of pending) {
        try {
          const attachments = await readAttachments(row.attachments, readStored);
          await transport({ id: row.id, kind: row.kind, to: row.to, subject: row.subject, text: row.text, html: row.html ?? undefined, attachments });
          await tx
            .update(outbox)
            .set({ status: 'sent', sentAt: new Date(), attempts: row.attempts + 1 })
            .where(eq(outbox.id, row.id));
          sent++;
        } catch (err) {
          await tx
            .update(outbox)
            .set({ attempts: row.attempts + 1, error: String(err) })
            .where(eq(outbox.id, row.id));
        }
      }
      return sent;
    });
  return {
    async enqueue(email, tx) {
      await (tx ?? db).execute(enqueueSql(email));
    },
    flush() {
      // One delivery pass at a time within this instance; row locks guard across instances.
      flushing ??= flushOnce().finally(() => {
        flushing = null;
      });
      return flushing;
    },
  };
}
