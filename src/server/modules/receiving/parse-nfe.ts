import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parseDecimalToCents } from '../../../domain/money';
import { isValidNfeKey, NFCE_MESSAGES, NFE_MESSAGES, nfeBarcode, nfeKeyParts } from '../../../domain/nfe';
import { AppError } from '../../http/errors';
import { decodeNfeXml } from './decode-nfe-xml';

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
  /** tpAmb: 1 production, 2 homologação (a test invoice with no fiscal value). */
  environment: 'producao' | 'homologacao';
  supplier: { cnpj: string; name: string; tradeName: string; address: string };
  recipientCnpj: string | null;
  items: NfeItem[];
  productsTotalCents: number;
  discountCents: number;
  totalCents: number;
};

type Node = Record<string, unknown>;
const obj = (v: unknown): Node | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Node) : null);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : obj(v) && typeof obj(v)!['#text'] === 'string' ? String(obj(v)!['#text']).trim() : '');

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Kept: the namespace declaration is checked (NF-e files use no prefixes).
  removeNSPrefix: false,
  // Codes keep their leading zeros; numbers are read by us.
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => name === 'det' || name === 'procEventoNFe' || name === 'retEvento' || name === 'evento',
  // '&amp;' in 'GRANOLA BANANA &amp; MEL' and '&#233;' are text; a DOCTYPE never gets here (decodeNfeXml).
  processEntities: true,
  htmlEntities: true,
  // An NF-e nests about ten deep (the signature included); deeper is not one, and the parser's
  // error for it becomes the 400 below.
  maxNestedTags: 40,
});

const wrongShape = (nfce = false) => new AppError('NFE_SHAPE', nfce ? NFCE_MESSAGES.wrongShape : NFE_MESSAGES.wrongShape);
// Other documents of the same portal a supplier may send by mistake, by their root element.
const OTHER_DOCUMENTS: Record<string, string> = {
  cteProc: 'um CT-e (conhecimento de transporte)',
  CTe: 'um CT-e (conhecimento de transporte)',
  mdfeProc: 'um MDF-e (manifesto de documentos fiscais)',
  MDFe: 'um MDF-e (manifesto de documentos fiscais)',
  procEventoNFe: 'um evento da NF-e (carta de correção ou cancelamento)',
  evento: 'um evento da NF-e (carta de correção ou cancelamento)',
  envEvento: 'um evento da NF-e (carta de correção ou cancelamento)',
};
const CANCEL_EVENTS = new Set(['110111', '110112']);
// 135/136 registered (and linked), 155 registered after the deadline; any other is a refused event.
const REGISTERED_EVENT = new Set(['135', '136', '155']);

/** Non-negative decimals with a dot, as the NF-e layout writes them: '12', '12.5', '0.3333'. */
function decimal(value: unknown, places: number, label: string, lineNo?: number): string {
  const v = text(value);
  if (!new RegExp(`^\\d{1,15}(\\.\\d{1,${places}})?$`).test(v)) throw new AppError('NFE_BAD_NUMBER', NFE_MESSAGES.badNumber(label, lineNo));
  return v;
}
function cents(value: unknown, label: string, lineNo?: number, optional = false): number {
  if (optional && text(value) === '') return 0;
  const amount = parseDecimalToCents(decimal(value, 2, label, lineNo).replace('.', ','));
  if (amount === null) throw new AppError('NFE_BAD_NUMBER', NFE_MESSAGES.badNumber(label, lineNo));
  return amount;
}

/** A cancellation registered for the invoice, however the file carries it. */
function isCancelled(proc: Node, cStat: string): boolean {
  if (cStat === '101' || cStat === '151') return true;
  // SEFAZ's answer to the event, kept inside nfeProc.
  for (const ret of list(proc.retEvento)) {
    const inf = obj(obj(ret)?.infEvento);
    if (CANCEL_EVENTS.has(text(inf?.tpEvento)) && REGISTERED_EVENT.has(text(inf?.cStat))) return true;
  }
  // The distribution shape: the signed event, with or without SEFAZ's answer beside it.
  for (const p of list(proc.procEventoNFe)) {
    const event = obj(p);
    const registered = list(event?.retEvento).map((r) => text(obj(obj(r)?.infEvento)?.cStat));
    if (registered.length > 0 && !registered.some((s) => REGISTERED_EVENT.has(s))) continue;
    if (list(event?.evento).some((e) => CANCEL_EVENTS.has(text(obj(obj(e)?.infEvento)?.tpEvento)))) return true;
  }
  return false;
}

function readXml(xml: string): Node {
  if (XMLValidator.validate(xml) !== true) throw new AppError('NFE_NOT_XML', NFE_MESSAGES.notXml);
  try {
    return parser.parse(xml) as Node;
  } catch {
    throw new AppError('NFE_NOT_XML', NFE_MESSAGES.notXml);
  }
}

/**
 * Reads a supplier's authorised NF-e (layout 4.00, model 55: the `nfeProc` with SEFAZ's protocol)
 * and refuses, each with its own pt-BR 400, what cannot be booked: an unreadable file, another
 * encoding or a DOCTYPE, an NFC-e, an older layout, a bare NFe without protocol, a key that fails
 * its check digit or disagrees with the invoice, an authorisation other than 100/150, a
 * cancellation in any of its shapes, unreadable amounts and repeated item numbers. A homologação
 * invoice is read and marked (`environment`) for the import to ask about.
 */
export function parseNfe(data: Buffer): ParsedNfe {
  return parseFiscalXml(data, '55');
}

/**
 * Reads a store's authorised NFC-e (model 65, layout 4.00) with the same rules and refusals as a
 * supplier's NF-e (issue 36, decision 067): the protocol, the key, a cancellation in any shape.
 */
export function parseNfce(data: Buffer): ParsedNfe {
  return parseFiscalXml(data, '65');
}

function parseFiscalXml(data: Buffer, model: '55' | '65'): ParsedNfe {
  if (data.length > MAX_NFE_BYTES) throw new AppError('NFE_TOO_LARGE', NFE_MESSAGES.tooLarge);
  try {
    return readNfe(readXml(decodeNfeXml(data)), model);
  } catch (err) {
    // Whatever a hostile or broken file makes fail is still the file's fault, never a 500.
    if (err instanceof AppError) throw err;
    throw new AppError('NFE_NOT_XML', NFE_MESSAGES.notXml);
  }
}

function readNfe(doc: Node, expectedModel: '55' | '65'): ParsedNfe {
  const nfce = expectedModel === '65';
  const proc = obj(doc.nfeProc);
  const nfe = obj(proc ? proc.NFe : doc.NFe);
  const inf = obj(nfe?.infNFe);
  if (!nfe || !inf) {
    const other = Object.keys(doc).find((root) => Object.hasOwn(OTHER_DOCUMENTS, root));
    throw other ? new AppError('NFE_SHAPE', NFE_MESSAGES.otherDocument(OTHER_DOCUMENTS[other]!)) : wrongShape(nfce);
  }
  // NFe inside nfeProc usually inherits the namespace instead of declaring it again.
  const namespace = text(nfe['@_xmlns']) || (proc ? text(proc['@_xmlns']) : '');
  if (namespace !== NFE_NAMESPACE || (proc && text(proc['@_xmlns']) !== NFE_NAMESPACE)) throw wrongShape(nfce);
  const ide = obj(inf.ide);
  const emit = obj(inf.emit);
  if (!ide || !emit) throw wrongShape(nfce);
  const model = text(ide.mod);
  if (model === '65' && !nfce) throw new AppError('NFE_MODEL', NFE_MESSAGES.nfce);
  if (model === '55' && nfce) throw new AppError('NFE_MODEL', NFCE_MESSAGES.nfe);
  if (model !== expectedModel) throw wrongShape(nfce);
  const version = text(inf['@_versao']);
  if (version !== '4.00') throw new AppError('NFE_VERSION', nfce ? NFCE_MESSAGES.version(version) : NFE_MESSAGES.version(version));

  const accessKey = text(inf['@_Id']).replace(/^NFe/, '');
  if (!isValidNfeKey(accessKey)) throw new AppError('NFE_KEY', NFE_MESSAGES.badKey);
  const parts = nfeKeyParts(accessKey)!;
  const cnpj = text(emit.CNPJ);
  const number = text(ide.nNF);
  const series = text(ide.serie);
  if (
    parts.cnpj !== cnpj ||
    parts.model !== expectedModel ||
    parts.number !== Number(number) ||
    parts.series !== Number(series) ||
    parts.uf !== text(ide.cUF)
  ) {
    throw new AppError('NFE_KEY_MISMATCH', NFE_MESSAGES.keyMismatch);
  }

  const infProt = obj(obj(proc?.protNFe)?.infProt);
  if (!proc || !infProt) throw new AppError('NFE_NO_PROTOCOL', NFE_MESSAGES.noProtocol);
  const status = text(infProt.cStat);
  if (text(infProt.chNFe) && text(infProt.chNFe) !== accessKey) throw new AppError('NFE_KEY_MISMATCH', NFE_MESSAGES.keyMismatch);
  if (isCancelled(proc, status)) throw new AppError('NFE_CANCELLED', nfce ? NFCE_MESSAGES.cancelled : NFE_MESSAGES.cancelled);
  if (status !== '100' && status !== '150') throw new AppError('NFE_NOT_AUTHORISED', NFE_MESSAGES.notAuthorised(status || 'sem código', text(infProt.xMotivo)));

  const dets = list(inf.det);
  if (dets.length === 0) throw new AppError('NFE_NO_ITEMS', NFE_MESSAGES.noItems);
  const seen = new Set<number>();
  const items = dets.map((d, i): NfeItem => {
    const prod = obj(obj(d)?.prod);
    if (!prod) throw wrongShape(nfce);
    const lineNo = Number(text(obj(d)?.['@_nItem'])) || i + 1;
    if (seen.has(lineNo)) throw new AppError('NFE_DUPLICATE_ITEM', NFE_MESSAGES.duplicateItem(lineNo));
    seen.add(lineNo);
    const quantity = decimal(prod.qCom, 4, 'quantidade (qCom)', lineNo);
    if (Number(quantity) <= 0) throw new AppError('NFE_BAD_NUMBER', NFE_MESSAGES.badNumber('quantidade (qCom)', lineNo));
    return {
      lineNo,
      supplierCode: text(prod.cProd).slice(0, 60),
      barcode: nfeBarcode(text(prod.cEAN)) ?? nfeBarcode(text(prod.cEANTrib)),
      description: text(prod.xProd).slice(0, 120),
      ncm: text(prod.NCM).slice(0, 8),
      unit: text(prod.uCom).slice(0, 6).toUpperCase(),
      quantity,
      unitValue: decimal(prod.vUnCom, 10, 'valor unitário (vUnCom)', lineNo),
      totalCents: cents(prod.vProd, 'valor do produto (vProd)', lineNo),
      discountCents: cents(prod.vDesc, 'desconto (vDesc)', lineNo, true),
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
    environment: text(ide.tpAmb) === '2' ? 'homologacao' : 'producao',
    supplier: {
      cnpj,
      name: text(emit.xNome).slice(0, 120),
      tradeName: text(emit.xFant).slice(0, 120),
      address: address
        ? [text(address.xLgr), text(address.nro), text(address.xBairro), `${text(address.xMun)}/${text(address.UF)}`, text(address.CEP)]
            .filter(Boolean)
            .join(', ')
        : '',
    },
    recipientCnpj: text(dest?.CNPJ) || null,
    items,
    productsTotalCents: cents(total?.vProd, 'valor dos produtos (vProd)'),
    discountCents: cents(total?.vDesc, 'desconto (vDesc)', undefined, true),
    totalCents: cents(total?.vNF, 'valor total (vNF)'),
  };
}
