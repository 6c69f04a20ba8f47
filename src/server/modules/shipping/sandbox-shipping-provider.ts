import { createHash, randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { maskCep, ufFromCep } from '../../../domain/brazil';
import { formatBRL } from '../../../domain/money';
import { type Parcel, regionOfUf, type ShippingQuote } from '../../../domain/shipping';
import type { Database } from '../../db/client';
import { shippingSandboxLabels } from '../../db/schema';
import { createPdf, drawBarcode, drawFields } from '../../files/pdf-document';
import type { LabelRequest, LabelState, LabelStatus, ShippingProvider } from './shipping-provider';
import { ShippingProviderError } from './shipping-provider';

// The built-in provider (the default, no account, no network): quotes drawn from the two CEPs and
// the parcel — the same answer for the same question, so tests and the demo can rely on it — and
// labels kept in the shop's database (shipping_sandbox_labels), paid once like a real cart, printed
// as a PDF marked as a test. In the demo the back-office can tell a label it was posted or
// delivered; it then notifies the shop as Melhor Envio's webhook would (`advanceSandboxLabel`).

type Distance = 'uf' | 'region' | 'country';

function distanceOf(fromCep: string, toCep: string): Distance {
  const a = ufFromCep(fromCep);
  const b = ufFromCep(toCep);
  if (!a || !b) return 'country';
  if (a === b) return 'uf';
  return regionOfUf(a) === regionOfUf(b) ? 'region' : 'country';
}

const DAYS: Record<Distance, { pac: [number, number]; sedex: [number, number] }> = {
  uf: { pac: [3, 5], sedex: [1, 2] },
  region: { pac: [5, 8], sedex: [2, 3] },
  country: { pac: [8, 12], sedex: [3, 6] },
};
const BASE_CENTS: Record<Distance, number> = { uf: 1590, region: 2190, country: 2990 };

/** PAC and SEDEX as the sandbox quotes them: by distance (same UF, same region, elsewhere) and by weight (each 500 g started). */
export function sandboxQuotes(fromCep: string, toCep: string, parcel: Parcel): ShippingQuote[] {
  const d = distanceOf(fromCep, toCep);
  const halfKilos = Math.max(1, Math.ceil(parcel.weightGrams / 500));
  // Big boxes pay by cubic weight (cm³ / 6000 kg), as carriers do.
  const cubicHalfKilos = Math.ceil((parcel.heightCm * parcel.widthCm * parcel.lengthCm) / 6000 / 0.5);
  const weight = Math.max(halfKilos, cubicHalfKilos);
  const pac = BASE_CENTS[d] + (weight - 1) * 350;
  const sedex = Math.round((pac * 1.8) / 10) * 10;
  return [
    { serviceId: 'sandbox-pac', serviceName: 'PAC (teste)', carrier: 'Correios (sandbox)', priceCents: pac, minDays: DAYS[d].pac[0], maxDays: DAYS[d].pac[1] },
    {
      serviceId: 'sandbox-sedex',
      serviceName: 'SEDEX (teste)',
      carrier: 'Correios (sandbox)',
      priceCents: sedex,
      minDays: DAYS[d].sedex[0],
      maxDays: DAYS[d].sedex[1],
    },
  ];
}

/** A tracking code shaped like the Correios' (two letters, nine digits, BR), drawn from the label id. */
export function sandboxTrackingCode(id: string): string {
  const n = Number.parseInt(createHash('sha256').update(id).digest('hex').slice(0, 10), 16) % 1_000_000_000;
  return `SB${String(n).padStart(9, '0')}BR`;
}

type Row = typeof shippingSandboxLabels.$inferSelect;

const stateOf = (row: Row): LabelState => ({
  id: row.id,
  status: row.status as LabelStatus,
  trackingCode: row.trackingCode,
  trackingUrl: null,
  postedAt: row.status === 'posted' || row.status === 'delivered' ? row.updatedAt.toISOString() : null,
  deliveredAt: row.status === 'delivered' ? row.updatedAt.toISOString() : null,
});

export async function renderSandboxLabel(row: { id: string; trackingCode: string | null; request: LabelRequest }): Promise<Buffer> {
  const r = row.request;
  const pdf = await createPdf(`Etiqueta ${row.trackingCode ?? row.id}`);
  const { doc, left, width } = pdf;
  doc.font('Helvetica-Bold').fontSize(11).fillColor('#b91c1c').text('ETIQUETA DE TESTE (sandbox) — não vale para postagem', left, 40, { width });
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#111111').text(r.to.name, { width });
  const address = (p: LabelRequest['to']) =>
    `${p.street}, ${p.number}${p.complement ? ` — ${p.complement}` : ''}\n${p.district} — ${p.city}/${p.state}\nCEP ${maskCep(p.cep)}`;
  doc.font('Helvetica').fontSize(12).text(address(r.to), { width });
  doc.moveDown(0.5);
  if (row.trackingCode) await drawBarcode(pdf, row.trackingCode);
  drawFields(pdf, [
    ['Serviço', r.serviceId === 'sandbox-sedex' ? 'SEDEX (teste)' : 'PAC (teste)'],
    ['Rastreio', row.trackingCode ?? '—'],
    ['Peso', `${r.parcel.weightGrams} g`],
    ['Caixa', `${r.parcel.heightCm} × ${r.parcel.widthCm} × ${r.parcel.lengthCm} cm`],
    ['Valor declarado', formatBRL(r.parcel.insuranceCents)],
    ['Pedido', r.reference],
  ]);
  doc.font('Helvetica-Bold').fontSize(9).text('Chave da NF-e', { width });
  await drawBarcode(pdf, r.invoiceKey);
  doc.font('Helvetica-Bold').fontSize(10).text('Remetente', { width });
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`${r.from.name}\n${address(r.from)}`, { width });
  return pdf.finish();
}

export function createSandboxShippingProvider(database: Database): ShippingProvider {
  const { db } = database;
  const find = async (id: string) => (await db.select().from(shippingSandboxLabels).where(eq(shippingSandboxLabels.id, id)))[0] ?? null;
  /** Moves a label from one status to the next, or says why it cannot. */
  async function move(id: string, from: string, to: LabelStatus, extra: Partial<Row> = {}) {
    const [row] = await db
      .update(shippingSandboxLabels)
      .set({ status: to, updatedAt: new Date(), ...extra })
      .where(and(eq(shippingSandboxLabels.id, id), eq(shippingSandboxLabels.status, from)))
      .returning();
    return row ?? null;
  }

  return {
    name: 'sandbox',
    async quote(_account, { fromCep, toCep, parcel }) {
      return sandboxQuotes(fromCep, toCep, parcel);
    },
    async addToCart(_account, request) {
      const quote = sandboxQuotes(request.from.cep, request.to.cep, request.parcel).find((q) => q.serviceId === request.serviceId);
      if (!quote) throw new ShippingProviderError('Serviço de entrega desconhecido no sandbox.', 422);
      if (!/^\d{44}$/.test(request.invoiceKey)) throw new ShippingProviderError('A etiqueta precisa da chave da NF-e (44 dígitos).', 422);
      const id = randomUUID();
      await db.insert(shippingSandboxLabels).values({ id, reference: request.reference, serviceId: request.serviceId, request });
      return { id, priceCents: quote.priceCents };
    },
    async checkout(_account, id) {
      const row = await move(id, 'pending', 'released', { paidCount: sql`${shippingSandboxLabels.paidCount} + 1` as unknown as number });
      if (!row) throw new ShippingProviderError('O sandbox recusou o pagamento: a etiqueta não está no carrinho.', 422);
    },
    async generate(_account, id) {
      const row = await move(id, 'released', 'generated', { trackingCode: sandboxTrackingCode(id) });
      if (!row && (await find(id))?.status !== 'generated') throw new ShippingProviderError('O sandbox não gerou a etiqueta: ela não foi paga.', 422);
    },
    async print(_account, id) {
      const row = await find(id);
      if (!row || row.status === 'pending' || row.status === 'canceled') throw new ShippingProviderError('Etiqueta não disponível para impressão.', 404);
      return { pdf: await renderSandboxLabel({ id: row.id, trackingCode: row.trackingCode, request: row.request as LabelRequest }) };
    },
    async state(_account, ids) {
      if (ids.length === 0) return {};
      const rows = await db.select().from(shippingSandboxLabels).where(inArray(shippingSandboxLabels.id, ids));
      return Object.fromEntries(rows.map((r) => [r.id, stateOf(r)]));
    },
    async cancellable(_account, id) {
      return ['pending', 'released', 'generated'].includes((await find(id))?.status ?? '');
    },
    async cancel(_account, id) {
      const row = await find(id);
      if (!row || !['pending', 'released', 'generated'].includes(row.status)) return false;
      return !!(await move(id, row.status, 'canceled'));
    },
  };
}

/** Demo only: the carrier posted or delivered a sandbox label. Answers the label's new state, or null when it cannot move. */
export async function advanceSandboxLabel(database: Database, id: string, to: 'posted' | 'delivered'): Promise<LabelState | null> {
  const from = to === 'posted' ? 'generated' : 'posted';
  const [row] = await database.db
    .update(shippingSandboxLabels)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(shippingSandboxLabels.id, id), eq(shippingSandboxLabels.status, from)))
    .returning();
  return row ? stateOf(row) : null;
}
