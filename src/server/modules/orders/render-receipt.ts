import { formatDateTime } from '../../../domain/dates';
import { shortOrderId } from '../../../domain/ids';
import { formatBRL, lineTotalCents } from '../../../domain/money';
import { orderStatusLabel } from '../../../domain/order-status';
import { CARD_BRAND_LABELS, type CardBrand, isCardPayment, paymentMethodLabel, paymentStatusLabel } from '../../../domain/payment';
import type { ShopSettings } from '../../db/settings-store';
import { escapeHtml } from '../../http/escape-html';
import type { AdminOrderDetails } from './get-order-details';

const STYLE = `
  * { box-sizing: border-box; }
  body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #1c1917; margin: 0; padding: 24px; background: #f5f5f4; }
  main { max-width: 720px; margin: 0 auto; background: #fff; padding: 32px; border: 1px solid #e7e5e4; border-radius: 8px; }
  header { display: flex; justify-content: space-between; gap: 16px; flex-wrap: wrap; border-bottom: 2px solid #1c1917; padding-bottom: 12px; }
  h1 { font-size: 22px; margin: 0 0 4px; }
  h2 { font-size: 15px; margin: 24px 0 8px; text-transform: uppercase; letter-spacing: .04em; color: #44403c; }
  p { margin: 2px 0; font-size: 14px; }
  table { width: 100%; border-collapse: collapse; font-size: 14px; }
  th, td { text-align: left; padding: 6px 4px; border-bottom: 1px solid #e7e5e4; vertical-align: top; }
  th.num, td.num { text-align: right; white-space: nowrap; }
  tfoot td { font-weight: 700; border-bottom: none; font-size: 16px; }
  .muted { color: #57534e; }
  .hint { max-width: 720px; margin: 0 auto 12px; font-size: 14px; color: #44403c; }
  .print { font: inherit; font-weight: 600; padding: 8px 16px; border-radius: 6px; border: 1px solid #7c2d12; background: #7c2d12; color: #fff; cursor: pointer; }
  .print:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  footer { margin-top: 28px; font-size: 12px; color: #57534e; border-top: 1px solid #e7e5e4; padding-top: 8px; }
  @media print {
    body { background: #fff; padding: 0; }
    main { border: none; padding: 0; max-width: none; }
    .hint { display: none; }
    @page { margin: 15mm; }
  }
`;

function paymentLine(order: AdminOrderDetails): string {
  const p = order.payment;
  let text = paymentMethodLabel(p.method);
  if (isCardPayment(p.method)) {
    const brand = p.cardBrand ? (CARD_BRAND_LABELS[p.cardBrand as CardBrand] ?? p.cardBrand) : null;
    if (brand) text += ` — ${brand}`;
    if (p.cardLast4) text += ` final ${p.cardLast4}`;
    if (p.method === 'credit') text += ` — ${p.installments}x sem juros`;
  }
  return text;
}

/** A printable receipt (print stylesheet): shop, customer, address, items, totals, payment. */
export function renderReceiptHtml(order: AdminOrderDetails, shop: ShopSettings): string {
  const shortId = shortOrderId(order.id);
  const a = order.shippingAddress;
  const rows = order.items
    .map(
      (item) => `
        <tr>
          <td>${escapeHtml(item.name)}</td>
          <td class="num">${item.quantity}</td>
          <td class="num">${escapeHtml(formatBRL(item.unitPriceCents))}</td>
          <td class="num">${escapeHtml(formatBRL(lineTotalCents(item)))}</td>
        </tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Recibo do Pedido #${escapeHtml(shortId)} — ${escapeHtml(shop.storeName)}</title>
<style>${STYLE}</style>
</head>
<body>
<p class="hint"><button type="button" class="print" data-print>Imprimir</button></p>
<main>
  <header>
    <div>
      <h1>${escapeHtml(shop.storeName)}</h1>
      <p class="muted">${escapeHtml(shop.contactAddress)}</p>
      <p class="muted">${escapeHtml(shop.contactPhone)} · ${escapeHtml(shop.contactEmail)}</p>
    </div>
    <div>
      <h1>Recibo do Pedido #${escapeHtml(shortId)}</h1>
      <p>Data: ${escapeHtml(formatDateTime(order.createdAt))}</p>
      <p>Status: ${escapeHtml(orderStatusLabel(order.status))}</p>
    </div>
  </header>

  <h2>Cliente</h2>
  <p>${escapeHtml(order.customer.name)}</p>
  <p class="muted">${escapeHtml(order.customer.email)} · ${escapeHtml(order.customer.phone)}</p>

  <h2>Endereço de entrega</h2>
  <p>${escapeHtml(a.street)}, ${escapeHtml(a.number)}${a.complement ? ` — ${escapeHtml(a.complement)}` : ''}</p>
  <p>${escapeHtml(a.neighborhood)} — ${escapeHtml(a.city)}/${escapeHtml(a.state)} — CEP ${escapeHtml(a.cep)}</p>

  <h2>Itens</h2>
  <table>
    <thead><tr><th>Produto</th><th class="num">Qtd.</th><th class="num">Preço</th><th class="num">Subtotal</th></tr></thead>
    <tbody>${rows}</tbody>
    <tfoot>
      <tr><td colspan="3">Frete</td><td class="num">${order.shippingCents === 0 ? 'Grátis' : escapeHtml(formatBRL(order.shippingCents))}</td></tr>
      <tr><td colspan="3">Total</td><td class="num">${escapeHtml(formatBRL(order.totalCents))}</td></tr>
    </tfoot>
  </table>

  <h2>Pagamento</h2>
  <p>${escapeHtml(paymentLine(order))}</p>
  <p>Situação: ${escapeHtml(paymentStatusLabel(order.payment.status))}${
    order.payment.paidAt ? ` em ${escapeHtml(formatDateTime(order.payment.paidAt))}` : ''
  }</p>

  <footer>Pedido ${escapeHtml(order.id)} · Garantia de 30 dias contra defeitos de fabricação.</footer>
</main>
<script src="/print-page.js" defer></script>
</body>
</html>`;
}
