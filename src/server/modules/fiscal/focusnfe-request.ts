import { centsToDecimal, type InvoiceRequest, PAYMENT_FORM_CODES, TAXPAYER_CODES } from '../../../domain/fiscal/invoice-request';

// Our invoice request (domain/fiscal/invoice-request.ts) in Focus NFe's v2 JSON for NF-e
// (https://focusnfe.com.br/doc/#nfe, field list https://campos.focusnfe.com.br/nfe/NotaFiscalXML.html).
// Focus's field names live here and in focusnfe-provider.ts only (decision 073): another provider
// gets an adapter of its own that reads the same model.

export type FocusNfeItem = {
  numero_item: number;
  codigo_produto: string;
  descricao: string;
  cfop: string;
  codigo_ncm: string;
  cest?: string;
  codigo_barras_comercial: string;
  codigo_barras_tributavel: string;
  unidade_comercial: string;
  unidade_tributavel: string;
  quantidade_comercial: number;
  quantidade_tributavel: number;
  valor_unitario_comercial: string;
  valor_unitario_tributavel: string;
  valor_bruto: string;
  valor_desconto?: string;
  valor_frete?: string;
  inclui_no_total: 1;
  icms_origem: number;
  icms_situacao_tributaria: string;
  pis_situacao_tributaria: string;
  cofins_situacao_tributaria: string;
};

export type FocusNfeRequest = {
  natureza_operacao: string;
  data_emissao: string;
  tipo_documento: 1;
  local_destino: 1 | 2;
  finalidade_emissao: 1;
  consumidor_final: 0 | 1;
  presenca_comprador: 2 | 9;
  cnpj_emitente: string;
  inscricao_estadual_emitente: string;
  nome_emitente: string;
  nome_fantasia_emitente: string;
  logradouro_emitente: string;
  numero_emitente: string;
  complemento_emitente?: string;
  bairro_emitente: string;
  municipio_emitente: string;
  codigo_municipio_emitente: string;
  uf_emitente: string;
  cep_emitente: string;
  telefone_emitente?: string;
  regime_tributario_emitente: 1;
  nome_destinatario: string;
  cpf_destinatario?: string;
  cnpj_destinatario?: string;
  indicador_inscricao_estadual_destinatario: 1 | 2 | 9;
  inscricao_estadual_destinatario?: string;
  /**
   * Left out on purpose (decision 051): Focus NFe e-mails the buyer itself when the request names
   * them, and the shop already sends its own e-mail with the XML and the DANFE — one e-mail per invoice.
   */
  email_destinatario?: never;
  telefone_destinatario?: string;
  logradouro_destinatario: string;
  numero_destinatario: string;
  complemento_destinatario?: string;
  bairro_destinatario: string;
  municipio_destinatario: string;
  codigo_municipio_destinatario: string;
  uf_destinatario: string;
  cep_destinatario: string;
  pais_destinatario: 'Brasil';
  modalidade_frete: 0 | 9;
  valor_produtos: string;
  valor_frete: string;
  valor_seguro: string;
  valor_desconto: string;
  valor_total: string;
  items: FocusNfeItem[];
  formas_pagamento: { forma_pagamento: string; valor_pagamento: string }[];
  notas_referenciadas?: { chave_nfe: string }[];
};

/** Focus leaves an optional field out rather than taking it empty. */
const optional = (key: string, value: string) => (value ? { [key]: value } : {});

/** The request Focus NFe's POST /v2/nfe takes for our invoice. Pure. */
export function toFocusNfeRequest(r: InvoiceRequest): FocusNfeRequest {
  const { issuer, recipient } = r;
  return {
    natureza_operacao: r.nature,
    data_emissao: r.issuedAt,
    tipo_documento: 1,
    local_destino: r.destination === 'internal' ? 1 : 2,
    finalidade_emissao: 1,
    consumidor_final: r.finalConsumer ? 1 : 0,
    presenca_comprador: r.presence === 'internet' ? 2 : 9,
    cnpj_emitente: issuer.cnpj,
    inscricao_estadual_emitente: issuer.stateRegistration,
    nome_emitente: issuer.legalName,
    nome_fantasia_emitente: issuer.tradeName,
    logradouro_emitente: issuer.address.street,
    numero_emitente: issuer.address.number,
    ...optional('complemento_emitente', issuer.address.complement),
    bairro_emitente: issuer.address.neighborhood,
    municipio_emitente: issuer.address.city,
    codigo_municipio_emitente: issuer.address.cityCode,
    uf_emitente: issuer.address.state,
    cep_emitente: issuer.address.cep,
    ...optional('telefone_emitente', issuer.phone),
    regime_tributario_emitente: 1,
    nome_destinatario: recipient.name,
    ...(recipient.document.kind === 'cpf' ? { cpf_destinatario: recipient.document.number } : { cnpj_destinatario: recipient.document.number }),
    indicador_inscricao_estadual_destinatario: TAXPAYER_CODES[recipient.taxpayer],
    ...(recipient.taxpayer === 'contributor' && recipient.stateRegistration ? { inscricao_estadual_destinatario: recipient.stateRegistration } : {}),
    ...optional('telefone_destinatario', recipient.phone),
    logradouro_destinatario: recipient.address.street,
    numero_destinatario: recipient.address.number,
    ...optional('complemento_destinatario', recipient.address.complement),
    bairro_destinatario: recipient.address.neighborhood,
    municipio_destinatario: recipient.address.city,
    codigo_municipio_destinatario: recipient.address.cityCode,
    uf_destinatario: recipient.address.state,
    cep_destinatario: recipient.address.cep,
    pais_destinatario: 'Brasil',
    modalidade_frete: r.freight === 'issuer' ? 0 : 9,
    valor_produtos: centsToDecimal(r.totals.productsCents),
    valor_frete: centsToDecimal(r.totals.freightCents),
    valor_seguro: centsToDecimal(r.totals.insuranceCents),
    valor_desconto: centsToDecimal(r.totals.discountCents),
    valor_total: centsToDecimal(r.totals.totalCents),
    items: r.items.map((i) => ({
      numero_item: i.number,
      codigo_produto: i.productCode,
      descricao: i.description,
      cfop: i.cfop,
      codigo_ncm: i.ncm,
      ...(i.cest ? { cest: i.cest } : {}),
      codigo_barras_comercial: i.gtin,
      codigo_barras_tributavel: i.gtin,
      unidade_comercial: i.unit,
      unidade_tributavel: i.unit,
      quantidade_comercial: i.quantity,
      quantidade_tributavel: i.quantity,
      valor_unitario_comercial: centsToDecimal(i.unitPriceCents),
      valor_unitario_tributavel: centsToDecimal(i.unitPriceCents),
      valor_bruto: centsToDecimal(i.grossCents),
      ...(i.discountCents ? { valor_desconto: centsToDecimal(i.discountCents) } : {}),
      ...(i.freightCents ? { valor_frete: centsToDecimal(i.freightCents) } : {}),
      inclui_no_total: 1,
      icms_origem: i.icmsOrigin,
      icms_situacao_tributaria: i.csosn,
      pis_situacao_tributaria: i.pisCst,
      cofins_situacao_tributaria: i.cofinsCst,
    })),
    formas_pagamento: r.payments.map((p) => ({ forma_pagamento: PAYMENT_FORM_CODES[p.method], valor_pagamento: centsToDecimal(p.amountCents) })),
    ...(r.referencedKeys.length ? { notas_referenciadas: r.referencedKeys.map((chave_nfe) => ({ chave_nfe })) } : {}),
  };
}
