import { formatDay } from '../../../domain/dates';
import { countOf } from '../../../domain/plural';
import { MERCHANDISE_ITEM_LABELS, type MerchandiseItemStatus } from '../../../domain/requests';
import type { MerchandiseRequestDetail } from '../../../domain/schemas/requests';
import { formatQuantities, formatQuantity } from '../../../domain/units';
import { createPdf, drawBarcode, drawFields, drawHeader, drawSignatures, drawTable, productColumns, type ShopHeader } from '../../files/pdf-document';

const place = (shelf: string, box: string) => [shelf && `Prat. ${shelf}`, box && `Cx. ${box}`].filter(Boolean).join(' / ') || '—';
const byPlace = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });

/**
 * The separation (picking) list of a merchandise request: the store, the request's code as a
 * barcode, and its lines in walking order — shelf, then box, items without a place last — each with
 * a box to tick, the quantity and the stock there is now.
 */
export async function renderSeparationPdf(request: MerchandiseRequestDetail, shop: ShopHeader): Promise<Buffer> {
  const pdf = await createPdf(`Lista de separação ${request.code}`);
  drawHeader(pdf, shop, `Lista de separação ${request.code}`, 'Solicitação de mercadoria para loja');
  const top = pdf.doc.y;
  drawFields(pdf, [
    ['Loja', request.storeName],
    ['Data da solicitação', formatDay(request.requestDate)],
    ['Entrega até', formatDay(request.deliveryDate)],
    ['Solicitado por', request.requestedByName],
    ...(request.notes ? ([['Observações', request.notes]] as [string, string][]) : []),
  ]);
  const after = pdf.doc.y;
  await drawBarcode(pdf, request.code, { x: pdf.left + pdf.width - 170, y: top, width: 170 });
  pdf.doc.y = Math.max(after, top + 60);
  const lines = [...request.items].sort(
    (a, b) =>
      Number(!a.shelf) - Number(!b.shelf) ||
      byPlace.compare(a.shelf, b.shelf) ||
      Number(!a.box) - Number(!b.box) ||
      byPlace.compare(a.box, b.box) ||
      byPlace.compare(a.productName, b.productName),
  );
  drawTable(
    pdf,
    [
      { header: 'Local', width: 2.2, cell: (i) => place(i.shelf, i.box) },
      ...productColumns(),
      { header: 'Situação', width: 2, cell: (i) => MERCHANDISE_ITEM_LABELS[i.status as MerchandiseItemStatus] ?? i.status },
      { header: 'Estoque', width: 1.4, align: 'right', cell: (i) => formatQuantity(i.stock, i.unit) },
      { header: 'Qtd.', width: 1.4, align: 'right', cell: (i) => formatQuantity(i.quantity, i.unit) },
    ],
    lines,
    { checkbox: true, totals: ['', countOf(lines.length, 'item', 'itens'), '', '', 'Total', formatQuantities(lines)] },
  );
  drawSignatures(pdf, ['Separado por', 'Conferido por']);
  return pdf.finish();
}
