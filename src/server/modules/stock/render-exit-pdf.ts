import { formatDay } from '../../../domain/dates';
import { formatBRL } from '../../../domain/money';
import { countOf } from '../../../domain/plural';
import type { StockExitDetail } from '../../../domain/schemas/stock-documents';
import { formatQuantities, formatQuantity } from '../../../domain/units';
import { createPdf, drawBarcode, drawFields, drawHeader, drawSignatures, drawTable, productColumns, type ShopHeader } from '../../files/pdf-document';

/**
 * The guia de remessa of an exit: the shop, the destination store, the exit's code as a barcode
 * (the store scans it on arrival), every item with its code, storage place and quantity, the
 * totals, and lines for who sends, who carries and who receives to sign.
 */
export async function renderExitPdf(
  exit: StockExitDetail,
  shop: ShopHeader,
  store: { name: string; address: string },
  /** A transfer prints the same guia (decision 065): its origin, its own subtitle and date label, and its NF-e's lines (decision 073). */
  as: { subtitle?: string; origin?: string; dateLabel?: string; fields?: [string, string][] } = {},
): Promise<Buffer> {
  const pdf = await createPdf(`Guia de remessa ${exit.code}`);
  drawHeader(pdf, shop, `Guia de remessa ${exit.code}`, as.subtitle ?? 'Saída de mercadorias para loja');
  const top = pdf.doc.y;
  drawFields(pdf, [
    ...(as.origin ? ([['Origem', as.origin]] as [string, string][]) : []),
    ['Destino', store.name],
    ['Endereço', store.address],
    [as.dateLabel ?? 'Data da saída', formatDay(exit.exitDate)],
    ['Registrada por', exit.createdByName],
    ...(exit.source ? ([['Solicitação', exit.source.label]] as [string, string][]) : []),
    ...(exit.notes ? ([['Observações', exit.notes]] as [string, string][]) : []),
    ...(as.fields ?? []),
  ]);
  const after = pdf.doc.y;
  await drawBarcode(pdf, exit.code, { x: pdf.left + pdf.width - 170, y: top, width: 170 });
  pdf.doc.y = Math.max(after, top + 60);
  const valueCents = exit.items.reduce((s, i) => s + i.unitPriceCents * i.quantity, 0);
  drawTable(
    pdf,
    [
      ...productColumns(),
      { header: 'Local', width: 2.4, cell: (i) => [i.shelf && `Prat. ${i.shelf}`, i.box && `Cx. ${i.box}`].filter(Boolean).join(' / ') || '—' },
      { header: 'Qtd.', width: 1.4, align: 'right', cell: (i) => formatQuantity(i.quantity, i.unit) },
      { header: 'Valor (venda)', width: 2, align: 'right', cell: (i) => formatBRL(i.unitPriceCents * i.quantity) },
    ],
    exit.items,
    { totals: ['', countOf(exit.items.length, 'item', 'itens'), 'Total', formatQuantities(exit.items), formatBRL(valueCents)] },
  );
  drawSignatures(
    pdf,
    as.origin
      ? ['Expedido por (origem)', 'Transportado por', 'Recebido por (destino)']
      : ['Expedido por (almoxarifado)', 'Transportado por', 'Recebido por (loja)'],
  );
  return pdf.finish();
}
