import { and, eq, isNull, sql } from 'drizzle-orm';
import { XMLValidator } from 'fast-xml-parser';
import { shortOrderId } from '../../../domain/ids';
import type { AppContext } from '../../context';
import { fiscalInvoices, orders, user } from '../../db/schema';
import { customerLetter } from '../../mail/letter';
import type { Email } from '../../mail/outbox';
import { FiscalProviderError } from './fiscal-provider';
import { providerAccountOf, readIssuerRow } from './issuer-settings';

type Ctx = Pick<AppContext, 'database' | 'fiscal' | 'storage' | 'config'>;

/** Storage keys of an invoice's files: under its reference (a sale's is the order id), named by the access key as SEFAZ names them. */
export const invoiceFileKey = (reference: string, accessKey: string, kind: 'xml' | 'danfe' | 'cancel-xml') =>
  `fiscal/${reference}/${accessKey}${kind === 'xml' ? '-nfe.xml' : kind === 'danfe' ? '-danfe.pdf' : '-can.xml'}`;

/** The authorisation protocol as the XML's protNFe carries it (Focus NFe's consult does not). */
export function protocolFromXml(xml: string): string | null {
  return /<nProt>(\d{15})<\/nProt>/.exec(xml)?.[1] ?? null;
}

/**
 * Copies an authorised (or cancelled) invoice's files from the provider into the shop's storage,
 * each once, then e-mails the customer once. Safe to run again: the poll job does, until all is in.
 */
export async function finishAuthorizedInvoice(ctx: Ctx, invoiceId: number): Promise<void> {
  const { db } = ctx.database;
  const [inv] = await db.select().from(fiscalInvoices).where(eq(fiscalInvoices.id, invoiceId));
  if (!inv?.accessKey || (inv.status !== 'authorized' && inv.status !== 'cancelled')) return;
  const account = providerAccountOf(await readIssuerRow(db));
  const files = inv.providerFiles;
  const set: Partial<typeof fiscalInvoices.$inferInsert> = {};
  const refused: string[] = [];
  // Each file is checked before it is kept: a proxy's or login page's HTML answered 200 is not a DANFE.
  const keep = async (
    kind: 'xml' | 'danfe' | 'cancel-xml',
    stored: string | null,
    path: string | null | undefined,
    column: 'xmlKey' | 'danfeKey' | 'cancelXmlKey',
  ) => {
    if (stored || !path) return null;
    const file = await ctx.fiscal.download(account, path);
    const problem = invoiceFileProblem(file, kind, inv.accessKey!);
    if (problem) {
      refused.push(problem);
      return null;
    }
    const key = invoiceFileKey(inv.reference, inv.accessKey!, kind);
    await ctx.storage.put(key, file);
    set[column] = key;
    return file;
  };
  const xml = await keep('xml', inv.xmlKey, files.xml, 'xmlKey');
  if (xml && !inv.protocol) set.protocol = protocolFromXml(xml.toString('utf8'));
  await keep('danfe', inv.danfeKey, files.danfe, 'danfeKey');
  await keep('cancel-xml', inv.cancelXmlKey, files.cancelXml, 'cancelXmlKey');
  if (Object.keys(set).length) await db.update(fiscalInvoices).set(set).where(eq(fiscalInvoices.id, invoiceId));
  // A sale's invoice goes to the customer; a transfer's has nobody to e-mail (it travels with the guia).
  if (inv.orderId && inv.status === 'authorized' && (inv.xmlKey ?? set.xmlKey) && (inv.danfeKey ?? set.danfeKey)) await emailInvoiceOnce(ctx, invoiceId);
  // Not kept: the poll asks for the file again (it keeps looking for a week).
  if (refused.length) throw new FiscalProviderError(refused.join(' '));
}

/** Why a downloaded file is not what its name says (null: it is): a DANFE is a PDF, an XML parses and names the invoice's key. */
export function invoiceFileProblem(file: Buffer, kind: 'xml' | 'danfe' | 'cancel-xml', accessKey: string): string | null {
  if (kind === 'danfe')
    return file.subarray(0, 5).toString('latin1') === '%PDF-' ? null : 'O provedor entregou uma DANFE que não é um PDF; ela não foi guardada.';
  const text = file.toString('utf8');
  const what = kind === 'xml' ? 'o XML da nota' : 'o XML do cancelamento';
  if (XMLValidator.validate(text) !== true) return `O provedor entregou ${what} com conteúdo que não é XML; ele não foi guardado.`;
  if (!text.includes(accessKey)) return `O provedor entregou ${what} de outra chave de acesso; ele não foi guardado.`;
  return null;
}

/** The customer's e-mail with the invoice, queued in the same statement that marks it sent (so once). */
async function emailInvoiceOnce(ctx: Ctx, invoiceId: number) {
  const { db } = ctx.database;
  const f = fiscalInvoices;
  const [r] = await db
    .select({
      orderId: orders.id,
      number: f.number,
      series: f.series,
      accessKey: f.accessKey,
      xmlKey: f.xmlKey,
      danfeKey: f.danfeKey,
      customerName: orders.customerName,
      email: sql<string>`coalesce(${user.email}, ${orders.customerEmail})`,
    })
    .from(f)
    .innerJoin(orders, eq(orders.id, f.orderId))
    .leftJoin(user, eq(user.id, orders.userId))
    .where(and(eq(f.id, invoiceId), isNull(f.emailedAt)));
  if (!r?.xmlKey || !r.danfeKey || !r.accessKey) return;
  const short = shortOrderId(r.orderId);
  const base = ctx.config.publicUrl;
  const text = customerLetter(r.customerName, [
    `A nota fiscal do seu pedido #${short} foi emitida: NF-e nº ${r.number}, série ${r.series}.`,
    `Chave de acesso: ${r.accessKey}`,
    '',
    'O XML da nota e a DANFE (PDF) seguem anexos. Eles também ficam em Meu Perfil › Pedidos e nos links abaixo (entre com a sua conta):',
    `DANFE: ${base}/api/store/invoices/${r.orderId}/danfe`,
    `XML: ${base}/api/store/invoices/${r.orderId}/xml`,
    '',
    'Guarde o XML: ele é a nota fiscal; a DANFE é a sua representação impressa.',
  ]);
  await db.execute(sql`WITH marked AS (UPDATE fiscal_invoices SET emailed_at = now() WHERE id = ${invoiceId} AND emailed_at IS NULL RETURNING id)
    ${enqueueSelectSql({
      kind: 'fiscal-invoice',
      to: r.email,
      subject: `Nota fiscal do pedido #${short} — Luz da Fé`,
      text,
      // Named as SEFAZ names them; read from storage when the e-mail goes out.
      attachments: [
        { filename: `${r.accessKey}-nfe.xml`, contentType: 'application/xml', storageKey: r.xmlKey },
        { filename: `${r.accessKey}-danfe.pdf`, contentType: 'application/pdf', storageKey: r.danfeKey },
      ],
    })}`);
}

/** enqueueSql as INSERT … SELECT … FROM marked, so the e-mail is queued only by the statement that marked the invoice. */
function enqueueSelectSql(email: Required<Pick<Email, 'kind' | 'to' | 'subject' | 'text' | 'attachments'>>) {
  return sql`INSERT INTO outbox (kind, "to", subject, text, attachments)
    SELECT ${email.kind}, ${email.to}, ${email.subject}, ${email.text}, ${JSON.stringify(email.attachments)}::jsonb FROM marked`;
}
