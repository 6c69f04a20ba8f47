import { isValidEan13 } from '../../../domain/barcode';
import { centsToInput } from '../../../domain/money';
import type { LabelProduct } from './load-label-products';

export type Symbology = 'ean13' | 'code128';

/** EAN-13 when the product carries a valid one; otherwise Code 128 of its own code. */
export function labelBarcode(p: Pick<LabelProduct, 'barcode' | 'code'>): { bcid: Symbology; text: string } {
  return isValidEan13(p.barcode) ? { bcid: 'ean13', text: p.barcode! } : { bcid: 'code128', text: p.code };
}

// Code 128 needs a quiet zone of ten modules each side; EAN-13 carries its own (the leading digit).
export async function barcodePng(p: Pick<LabelProduct, 'barcode' | 'code'>): Promise<Buffer> {
  const { bcid, text } = labelBarcode(p);
  const { default: bwipjs } = await import('bwip-js/node');
  return bwipjs.toBuffer({
    bcid,
    text,
    scale: 3,
    height: 12,
    includetext: true,
    ...(bcid === 'code128' ? { textxalign: 'center' as const, paddingwidth: 10 } : {}),
  });
}

/** The product's data as JSON in pt-BR keys: a phone scanning it gets everything on the label and more. */
export function qrPayload(p: LabelProduct): string {
  const data: Record<string, string | number> = {
    id: p.id,
    codigo: p.code,
    nome: p.name,
    preco: centsToInput(p.priceCents),
    unidade: p.unit,
  };
  if (p.barcode) data.codigoBarras = p.barcode;
  if (p.category) data.categoria = p.category;
  if (p.classification) data.classificacao = p.classification;
  if (p.supplier) data.fornecedor = p.supplier;
  if (p.shelf || p.box) data.local = [p.shelf && `Prateleira ${p.shelf}`, p.box && `Caixa ${p.box}`].filter(Boolean).join(', ');
  data.material = p.material;
  data.dimensoes = p.dimensions;
  data.origem = p.origin;
  // Long descriptions would make the code too dense to scan on a small label.
  if (p.description) data.descricao = p.description.length > 160 ? `${p.description.slice(0, 157)}...` : p.description;
  return JSON.stringify(data);
}

export async function qrPng(p: LabelProduct): Promise<Buffer> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toBuffer(qrPayload(p), { errorCorrectionLevel: 'M', margin: 1, width: 360 });
}
