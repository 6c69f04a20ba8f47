import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileTransport } from './outbox';

// Without SMTP_URL every e-mail is an .eml file under DATA_DIR/outbox.
const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'luz-outbox-'));
afterAll(() => fs.rm(dir, { recursive: true, force: true }));
const send = fileTransport(dir, 'Loja <loja@exemplo.com.br>');
const written = async (id: number) => {
  const name = (await fs.readdir(dir)).find((f) => f.includes(`-${id}-`));
  return fs.readFile(path.join(dir, name!), 'utf8');
};

describe('fileTransport', () => {
  it('writes a text-only e-mail as plain UTF-8 text, its links whole', async () => {
    await send({
      id: 1,
      kind: 'password-reset',
      to: 'ana@example.com',
      subject: 'Redefinição de senha',
      text: 'Olá!\nhttps://loja.exemplo.com.br/api/auth/reset-password/abc',
      attachments: [],
    });
    const eml = await written(1);
    expect(eml).toContain('From: Loja <loja@exemplo.com.br>\r\n');
    expect(eml).toContain('To: ana@example.com\r\n');
    expect(eml).toContain('Content-Type: text/plain; charset=UTF-8');
    expect(eml).toContain('https://loja.exemplo.com.br/api/auth/reset-password/abc');
  });

  it('writes an e-mail with files as a MIME multipart carrying each file', async () => {
    const xml = Buffer.from('<nfeProc>nota</nfeProc>');
    await send({
      id: 2,
      kind: 'fiscal-invoice',
      to: 'ana@example.com',
      subject: 'Nota fiscal',
      text: 'Segue a nota.',
      attachments: [{ filename: '3526-nfe.xml', contentType: 'application/xml', content: xml }],
    });
    const eml = await written(2);
    expect(eml).toContain('Content-Type: multipart/mixed');
    expect(eml).toContain('X-Luz-Kind: fiscal-invoice');
    expect(eml).toMatch(/filename=3526-nfe\.xml/);
    expect(eml).toContain(xml.toString('base64'));
  });
});
