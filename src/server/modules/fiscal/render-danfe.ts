import { formatCnpj, formatCpf } from '../../../domain/brazil';
import { HOMOLOGATION_BUYER_NAME, type NfeRequest } from '../../../domain/fiscal/build-nfe-request';
import { formatBRL } from '../../../domain/money';
import { createPdf, drawBarcode, drawFields, drawHeader, drawTable } from '../../files/pdf-document';

const money = (decimal: string | undefined) => formatBRL(Math.round(Number(decimal ?? '0') * 100));
const groupKey = (key: string) => key.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The sandbox's DANFE: the invoice's data on one A4 page (issuer, key and its barcode, protocol,
 * buyer, lines, totals), marked as having no fiscal value. Focus NFe renders the real one.
 */
export async function renderDanfe(doc: {
  request: NfeRequest;
  accessKey: string;
  number: string;
  series: string;
  protocol: string;
  environment: string;
}): Promise<Buffer> {
  const r = doc.request;
  const pdf = createPdf(`DANFE ${doc.number}`);
  drawHeader(
    pdf,
    {
      storeName: r.nome_emitente,
      cnpj: formatCnpj(r.cnpj_emitente),
      contactAddress: `${r.logradouro_emitente}, ${r.numero_emitente} · ${r.bairro_emitente} · ${r.municipio_emitente}/${r.uf_emitente}`,
    },
    'DANFE — Documento Auxiliar da Nota Fiscal Eletrônica',
    `NF-e nº ${doc.number} · Série ${doc.series} · Saída`,
  );
  if (doc.environment !== 'producao' || r.nome_destinatario === HOMOLOGATION_BUYER_NAME) {
    pdf.doc.font('Helvetica-Bold').fontSize(11).fillColor('#b91c1c').text('SEM VALOR FISCAL — emitida no ambiente de testes (sandbox)', { width: pdf.width });
    pdf.doc.moveDown(0.4);
  }
  await drawBarcode(pdf, doc.accessKey, undefined);
  drawFields(pdf, [
    ['Chave de acesso', groupKey(doc.accessKey)],
    ['Protocolo de autorização', doc.protocol],
    ['Natureza da operação', r.natureza_operacao],
    ['Inscrição estadual', r.inscricao_estadual_emitente],
    ['Destinatário', r.nome_destinatario],
    ['CPF/CNPJ', r.cpf_destinatario ? formatCpf(r.cpf_destinatario) : formatCnpj(r.cnpj_destinatario ?? '')],
    [
      'Endereço',
      `${r.logradouro_destinatario}, ${r.numero_destinatario} · ${r.bairro_destinatario} · ${r.municipio_destinatario}/${r.uf_destinatario} · CEP ${r.cep_destinatario}`,
    ],
    ['Data de emissão', r.data_emissao.slice(0, 10).split('-').reverse().join('/')],
  ]);
  drawTable(
    pdf,
    [
      { header: 'Código', width: 2, cell: (i) => i.codigo_produto },
      { header: 'Descrição', width: 5, cell: (i) => i.descricao },
      { header: 'NCM', width: 2, cell: (i) => i.codigo_ncm },
      { header: 'CFOP', width: 1.2, cell: (i) => i.cfop },
      { header: 'Qtd.', width: 1, align: 'right', cell: (i) => String(i.quantidade_comercial) },
      { header: 'Unit.', width: 2, align: 'right', cell: (i) => money(i.valor_unitario_comercial) },
      { header: 'Total', width: 2, align: 'right', cell: (i) => money(i.valor_bruto) },
    ],
    r.items,
  );
  drawFields(pdf, [
    ['Valor dos produtos', money(r.valor_produtos)],
    ['Frete', money(r.valor_frete)],
    ['Desconto', money(r.valor_desconto)],
    ['Valor total da nota', money(r.valor_total)],
  ]);
  return pdf.finish();
}
