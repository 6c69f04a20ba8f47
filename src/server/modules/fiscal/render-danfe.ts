import { formatCnpj, formatCpf } from '../../../domain/brazil';
import { HOMOLOGATION_BUYER_NAME } from '../../../domain/fiscal/build-nfe-request';
import type { InvoiceRequest } from '../../../domain/fiscal/invoice-request';
import { formatBRL } from '../../../domain/money';
import { createPdf, drawBarcode, drawFields, drawHeader, drawTable } from '../../files/pdf-document';

const groupKey = (key: string) => key.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The sandbox's DANFE: the invoice's data on one A4 page (issuer, key and its barcode, protocol,
 * buyer, lines, totals), marked as having no fiscal value. Focus NFe renders the real one.
 */
export async function renderDanfe(doc: {
  request: InvoiceRequest;
  accessKey: string;
  number: string;
  series: string;
  protocol: string;
  environment: string;
}): Promise<Buffer> {
  const r = doc.request;
  const e = r.issuer;
  const rc = r.recipient;
  const ra = rc.address;
  const pdf = await createPdf(`DANFE ${doc.number}`);
  drawHeader(
    pdf,
    {
      storeName: e.legalName,
      cnpj: formatCnpj(e.cnpj),
      contactAddress: `${e.address.street}, ${e.address.number} · ${e.address.neighborhood} · ${e.address.city}/${e.address.state}`,
    },
    'DANFE — Documento Auxiliar da Nota Fiscal Eletrônica',
    `NF-e nº ${doc.number} · Série ${doc.series} · Saída`,
  );
  if (doc.environment !== 'producao' || rc.name === HOMOLOGATION_BUYER_NAME) {
    pdf.doc.font('Helvetica-Bold').fontSize(11).fillColor('#b91c1c').text('SEM VALOR FISCAL — emitida no ambiente de testes (sandbox)', { width: pdf.width });
    pdf.doc.moveDown(0.4);
  }
  await drawBarcode(pdf, doc.accessKey, undefined);
  drawFields(pdf, [
    ['Chave de acesso', groupKey(doc.accessKey)],
    ['Protocolo de autorização', doc.protocol],
    ['Natureza da operação', r.nature],
    ['Inscrição estadual', e.stateRegistration],
    ['Destinatário', rc.name],
    ['CPF/CNPJ', rc.document.kind === 'cpf' ? formatCpf(rc.document.number) : formatCnpj(rc.document.number)],
    ['Endereço', `${ra.street}, ${ra.number} · ${ra.neighborhood} · ${ra.city}/${ra.state} · CEP ${ra.cep}`],
    ['Data de emissão', r.issuedAt.slice(0, 10).split('-').reverse().join('/')],
  ]);
  drawTable(
    pdf,
    [
      { header: 'Código', width: 2, cell: (i) => i.productCode },
      { header: 'Descrição', width: 5, cell: (i) => i.description },
      { header: 'NCM', width: 2, cell: (i) => i.ncm },
      { header: 'CFOP', width: 1.2, cell: (i) => i.cfop },
      { header: 'Qtd.', width: 1, align: 'right', cell: (i) => String(i.quantity) },
      { header: 'Unit.', width: 2, align: 'right', cell: (i) => formatBRL(i.unitPriceCents) },
      { header: 'Total', width: 2, align: 'right', cell: (i) => formatBRL(i.grossCents) },
    ],
    r.items,
  );
  drawFields(pdf, [
    ['Valor dos produtos', formatBRL(r.totals.productsCents)],
    ['Frete', formatBRL(r.totals.freightCents)],
    ['Desconto', formatBRL(r.totals.discountCents)],
    ['Valor total da nota', formatBRL(r.totals.totalCents)],
  ]);
  return pdf.finish();
}
