import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parseDecimalToCents } from '../../../domain/money';
import { isValidNfeKey, NFE_MESSAGES, nfeBarcode, nfeKeyParts } from '../../../domain/nfe';
import { badRequest } from '../../http/errors';

const NFE_NAMESPACE = 'http://www.portalfiscal.inf.br/nfe';
export const MAX_NFE_BYTES = 2 * 1024 * 1024;

export type NfeItem = {
  lineNo: number;
  supplierCode: string;
  barcode: string | null;
  description: string;
  ncm: string;
  unit: string;
  quantity: string;
  unitValue: string;
  totalCents: number;
  discountCents: number;
};

export type ParsedNfe = {
  accessKey: string;
  number: string;
  series: string;
  emissionDate: string;
  status: string | null;
  supplier: { cnpj: string; name: string; tradeName: string; address: string };
  recipientCnpj: string | null;
  items: NfeItem[];
  productsTotalCents: number;
  discountCents: number;
  totalCents: number;
};

type Node = Record<string, unknown>;
const obj = (v: unknown): Node | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Node) : null);
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : obj(v) && typeof obj(v)!['#text'] === 'string' ? String(obj(v)!['#text']).trim() : '');
const cents = (v: unknown) => parseDecimalToCents(text(v).replace('.', ',')) ?? 0;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Kept: the namespace declaration is checked (NF-e files use no prefixes).
  removeNSPrefix: false,
  // Codes keep their leading zeros; numbers are read by us.
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => name === 'det' || name === 'procEventoNFe' || name === 'evento',
  processEntities: false,
});

const wrongShape = () => badRequest(NFE_MESSAGES.wrongShape, 'NFE_SHAPE');

/**
 * Reads a supplier's NF-e XML (layout 4.00, model 55, `nfeProc` or a bare `NFe`) and refuses, with a
 * pt-BR 400, what is not one: malformed XML, another document, a key that fails its check digit or
 * disagrees with the invoice's own fields, an authorisation other than 100/150, a cancellation event.
 */
export function parseNfe(data: Buffer): ParsedNfe {
  if (data.length > MAX_NFE_BYTES) throw badRequest(NFE_MESSAGES.tooLarge, 'NFE_TOO_LARGE');
  const xml = data.toString('utf8').replace(/^\uFEFF/, '');
  if (!xml.trimStart().startsWith('<') || XMLValidator.validate(xml) !== true) throw badRequest(NFE_MESSAGES.notXml, 'NFE_NOT_XML');
  const doc = parser.parse(xml) as Node;
  const proc = obj(doc.nfeProc);
  const nfe = obj(proc ? proc.NFe : doc.NFe);
  const inf = obj(nfe?.infNFe);
  if (!nfe || !inf) throw wrongShape();
  if (text(nfe['@_xmlns']) !== NFE_NAMESPACE || (proc && text(proc['@_xmlns']) !== NFE_NAMESPACE)) throw wrongShape();
  const ide = obj(inf.ide);
  const emit = obj(inf.emit);
  if (text(inf['@_versao']) !== '4.00' || !ide || !emit || text(ide.mod) !== '55') throw wrongShape();

  const accessKey = text(inf['@_Id']).replace(/^NFe/, '');
  if (!isValidNfeKey(accessKey)) throw badRequest(NFE_MESSAGES.badKey, 'NFE_KEY');
  const parts = nfeKeyParts(accessKey)!;
  const cnpj = text(emit.CNPJ);
  const number = text(ide.nNF);
  const series = text(ide.serie);
  if (parts.cnpj !== cnpj || parts.model !== '55' || parts.number !== Number(number) || parts.series !== Number(series) || parts.uf !== text(ide.cUF)) {
    throw badRequest(NFE_MESSAGES.keyMismatch, 'NFE_KEY_MISMATCH');
  }

  let status: string | null = null;
  if (proc) {
    const infProt = obj(obj(proc.protNFe)?.infProt);
    status = text(infProt?.cStat);
    if (status !== '100' && status !== '150') throw badRequest(NFE_MESSAGES.notAuthorised(status || 'sem protocolo'), 'NFE_NOT_AUTHORISED');
    if (text(infProt?.chNFe) && text(infProt?.chNFe) !== accessKey) throw badRequest(NFE_MESSAGES.keyMismatch, 'NFE_KEY_MISMATCH');
    // A distribution file may carry the invoice's events: a cancellation (110111) refuses it.
    const events = (proc.procEventoNFe as unknown[] | undefined) ?? [];
    for (const e of events) {
      for (const ev of (obj(e)?.evento as unknown[] | undefined) ?? []) {
        if (text(obj(obj(ev)?.infEvento)?.tpEvento) === '110111') throw badRequest(NFE_MESSAGES.cancelled, 'NFE_CANCELLED');
      }
    }
  }

  const dets = (inf.det as unknown[] | undefined) ?? [];
  if (dets.length === 0) throw badRequest(NFE_MESSAGES.noItems, 'NFE_NO_ITEMS');
  const items = dets.map((d, i): NfeItem => {
    const prod = obj(obj(d)?.prod);
    if (!prod) throw wrongShape();
    const quantity = text(prod.qCom);
    if (!/^\d{1,11}(\.\d{1,4})?$/.test(quantity) || Number(quantity) <= 0) throw wrongShape();
    return {
      lineNo: Number(text(obj(d)?.['@_nItem'])) || i + 1,
      supplierCode: text(prod.cProd).slice(0, 60),
      barcode: nfeBarcode(text(prod.cEAN)) ?? nfeBarcode(text(prod.cEANTrib)),
      description: text(prod.xProd).slice(0, 120),
      ncm: text(prod.NCM).slice(0, 8),
      unit: text(prod.uCom).slice(0, 6).toUpperCase(),
      quantity,
      unitValue: /^\d{1,11}(\.\d{1,10})?$/.test(text(prod.vUnCom)) ? text(prod.vUnCom) : '0',
      totalCents: cents(prod.vProd),
      discountCents: cents(prod.vDesc),
    };
  });
  const total = obj(obj(inf.total)?.ICMSTot);
  const address = obj(emit.enderEmit);
  const dest = obj(inf.dest);
  return {
    accessKey,
    number,
    series,
    emissionDate: text(ide.dhEmi).slice(0, 10),
    status,
    supplier: {
      cnpj,
      name: text(emit.xNome).slice(0, 120),
      tradeName: text(emit.xFant).slice(0, 120),
      address: address
        ? [text(address.xLgr), text(address.nro), text(address.xBairro), `${text(address.xMun)}/${text(address.UF)}`, text(address.CEP)].filter(Boolean).join(', ')
        : '',
    },
    recipientCnpj: text(dest?.CNPJ) || null,
    items,
    productsTotalCents: cents(total?.vProd),
    discountCents: cents(total?.vDesc),
    totalCents: cents(total?.vNF),
  };
}
