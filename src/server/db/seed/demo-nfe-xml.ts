import { nfeCheckDigit } from '../../../domain/nfe';

// The demo's supplier invoices arrive as NF-e XML and go through the real import (parse, match,
// key checks), so the XML is written here in the layout the parser reads (4.00, model 55, nfeProc
// with an authorised protocol). The tests' fixture builder lives under tests/ and serves their
// refusal cases; the seed, part of the server, cannot import it.

export type DemoNfeLine = { code: string; barcode: string | null; name: string; unit: string; quantity: number; unitCents: number };

export type DemoNfe = {
  /** IBGE code of the issuer's state (SP 35, MG 31…). */
  uf: string;
  cnpj: string;
  supplierName: string;
  /** The shop's CNPJ as the recipient (digits), or a placeholder when the shop has none yet; none on a consumer's NFC-e. */
  recipientCnpj: string | null;
  /** 55: a supplier's NF-e (the default); 65: a store's NFC-e, issued by the shop to a consumer. */
  model?: '55' | '65';
  number: number;
  series: number;
  /** Emission moment, São Paulo time. */
  emittedAt: Date;
  lines: DemoNfeLine[];
};

const money = (cents: number) => (cents / 100).toFixed(2);
const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** '2026-11-20T09:15:00-03:00': NF-e dates carry the issuer's offset (São Paulo is UTC-3 all year). */
function saoPauloDateTime(at: Date): string {
  return `${new Date(at.getTime() - 3 * 3_600_000).toISOString().slice(0, 19)}-03:00`;
}

export function demoNfeXml(o: DemoNfe): string {
  const emitted = saoPauloDateTime(o.emittedAt);
  const yymm = `${emitted.slice(2, 4)}${emitted.slice(5, 7)}`;
  const code = String(10_000_000 + ((o.number * 7919) % 89_999_999));
  const model = o.model ?? '55';
  const first43 = `${o.uf}${yymm}${o.cnpj}${model}${String(o.series).padStart(3, '0')}${String(o.number).padStart(9, '0')}1${code}`;
  const key = `${first43}${nfeCheckDigit(first43)}`;
  const totals = o.lines.map((l) => l.quantity * l.unitCents);
  const total = totals.reduce((s, v) => s + v, 0);
  const det = o.lines
    .map((l, i) => {
      const ean = l.barcode ?? 'SEM GTIN';
      const quantity = `${l.quantity}.0000`;
      const unitValue = (l.unitCents / 100).toFixed(10);
      return `<det nItem="${i + 1}"><prod><cProd>${escapeXml(l.code)}</cProd><cEAN>${ean}</cEAN><xProd>${escapeXml(l.name)}</xProd><NCM>96019000</NCM><CFOP>6102</CFOP><uCom>${l.unit}</uCom><qCom>${quantity}</qCom><vUnCom>${unitValue}</vUnCom><vProd>${money(totals[i]!)}</vProd><cEANTrib>${ean}</cEANTrib><uTrib>${l.unit}</uTrib><qTrib>${quantity}</qTrib><vUnTrib>${unitValue}</vUnTrib><indTot>1</indTot></prod><imposto><ICMS><ICMSSN102><orig>0</orig><CSOSN>102</CSOSN></ICMSSN102></ICMS></imposto></det>`;
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><NFe xmlns="http://www.portalfiscal.inf.br/nfe"><infNFe versao="4.00" Id="NFe${key}"><ide><cUF>${o.uf}</cUF><cNF>${code}</cNF><natOp>VENDA DE MERCADORIA</natOp><mod>${model}</mod><serie>${o.series}</serie><nNF>${o.number}</nNF><dhEmi>${emitted}</dhEmi><tpNF>1</tpNF><idDest>2</idDest><tpAmb>1</tpAmb></ide><emit><CNPJ>${o.cnpj}</CNPJ><xNome>${escapeXml(o.supplierName.toUpperCase())}</xNome><xFant>${escapeXml(o.supplierName)}</xFant><CRT>1</CRT></emit>${o.recipientCnpj ? `<dest><CNPJ>${o.recipientCnpj}</CNPJ><xNome>LUZ DA FE ARTIGOS RELIGIOSOS</xNome></dest>` : ''}${det}<total><ICMSTot><vBC>0.00</vBC><vICMS>0.00</vICMS><vProd>${money(total)}</vProd><vDesc>0.00</vDesc><vNF>${money(total)}</vNF></ICMSTot></total></infNFe></NFe><protNFe versao="4.00"><infProt><tpAmb>1</tpAmb><chNFe>${key}</chNFe><dhRecbto>${emitted}</dhRecbto><nProt>1${o.uf}${String(o.number).padStart(12, '0')}</nProt><cStat>100</cStat><xMotivo>Autorizado o uso da NF-e</xMotivo></infProt></protNFe></nfeProc>`;
}
