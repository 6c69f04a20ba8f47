import { shortOrderId } from '../../../domain/ids';
import type { Db } from '../../db/client';
import { readShopSettings } from '../../db/settings-store';
import { createPdf, drawHeader, drawTable } from '../../files/pdf-document';
import { itemsWithMeasures } from './dispatch-checks';
import { listDispatchQueue } from './label-actions';

/** The pick list of the orders still without a label: each item, where it is kept, and how many. */
export async function renderPickList(db: Db): Promise<Buffer> {
  const queue = (await listDispatchQueue(db)).filter((o) => !o.shipment || o.shipment.status === 'buying');
  const items = await itemsWithMeasures(
    db,
    queue.map((o) => o.id),
  );
  const pdf = await createPdf('Lista de separação');
  drawHeader(pdf, await readShopSettings(db), 'Lista de separação', `${queue.length} ${queue.length === 1 ? 'pedido' : 'pedidos'} aguardando envio`);
  const names = new Map(queue.map((o) => [o.id, o.customerName]));
  drawTable(
    pdf,
    [
      { header: 'Pedido', width: 60, cell: (r) => `#${shortOrderId(r.orderId)}` },
      { header: 'Cliente', width: 110, cell: (r) => names.get(r.orderId) ?? '' },
      { header: 'Código', width: 70, cell: (r) => r.code ?? '—' },
      { header: 'Produto', width: 170, cell: (r) => r.name },
      { header: 'Local', width: 60, cell: (r) => [r.shelf, r.box].filter(Boolean).join(' / ') || '—' },
      { header: 'Qtd.', width: 40, cell: (r) => String(r.quantity), align: 'right' },
    ],
    items,
    { checkbox: true },
  );
  return pdf.finish();
}
