/**
 * The NF-e access key (chave de acesso, 44 digits): cUF(2) AAMM(4) CNPJ(14) mod(2) série(3)
 * nNF(9) tpEmis(1) cNF(8) cDV(1). The check digit is modulo 11 with weights 2..9 from the right;
 * a remainder of 0 or 1 gives 0.
 */
export type NfeKeyParts = {
  uf: string;
  yearMonth: string;
  cnpj: string;
  model: string;
  series: number;
  number: number;
  emissionType: string;
  code: string;
  checkDigit: number;
};

export function nfeCheckDigit(first43: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = first43.length - 1; i >= 0; i--) {
    sum += Number(first43[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function isValidNfeKey(key: string): boolean {
  return /^\d{44}$/.test(key) && nfeCheckDigit(key.slice(0, 43)) === Number(key[43]);
}

export function nfeKeyParts(key: string): NfeKeyParts | null {
  if (!isValidNfeKey(key)) return null;
  return {
    uf: key.slice(0, 2),
    yearMonth: key.slice(2, 6),
    cnpj: key.slice(6, 20),
    model: key.slice(20, 22),
    series: Number(key.slice(22, 25)),
    number: Number(key.slice(25, 34)),
    emissionType: key.slice(34, 35),
    code: key.slice(35, 43),
    checkDigit: Number(key[43]),
  };
}

/** 'SEM GTIN' (and blanks) mean the item has no barcode. */
export function nfeBarcode(value: unknown): string | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d{8,14}$/.test(text) ? text : null;
}

// Refusals of an NF-e import, in pt-BR (the project's own words): each says what is wrong with the
// file and, where the clerk can do something, what to ask the supplier for.
/** What an NFC-e import says where its words differ from a supplier NF-e's (issue 36, decision 067). */
export const NFCE_MESSAGES = {
  wrongShape: 'O arquivo não é uma NFC-e modelo 65 versão 4.00 (nfeProc ou NFe do Portal da NF-e).',
  nfe: 'Este arquivo é uma NF-e (modelo 55), não uma NFC-e (modelo 65, cupom fiscal ao consumidor). Notas de fornecedores entram em Notas Fiscais.',
  version: (version: string) => `Esta NFC-e está no leiaute versão ${version || '(sem versão)'}; só a versão 4.00 é aceita.`,
  cancelled: 'Esta NFC-e foi cancelada e não é uma venda: não foi lançada.',
  homologation: 'Esta NFC-e foi emitida em homologação (ambiente de testes, sem valor fiscal) e não é uma venda: não foi lançada.',
  otherIssuer: (cnpj: string, expected: string) =>
    expected
      ? `Esta NFC-e foi emitida pelo CNPJ ${cnpj}, não pelo da loja (${expected}): não foi lançada.`
      : `Esta NFC-e foi emitida pelo CNPJ ${cnpj}; cadastre o CNPJ da loja em Configurações → Fiscal para importar as vendas.`,
  alreadyImported: (code: string) => `Esta NFC-e já foi importada (${code}).`,
  unmatched: (lines: string[]) =>
    `Produtos não encontrados pelo código de barras (GTIN) nem pelo código: ${lines.join('; ')}. Cadastre-os ou corrija o código e importe o arquivo de novo.`,
  fraction: (lineNo: number) => `O item ${lineNo} tem quantidade fracionada; o estoque conta unidades inteiras.`,
} as const;

export const NFE_MESSAGES = {
  notXml: 'O arquivo não é um XML de NF-e válido.',
  tooLarge: 'O XML da NF-e deve ter no máximo 2 MB.',
  wrongShape: 'O arquivo não é uma NF-e modelo 55 versão 4.00 (nfeProc ou NFe do Portal da NF-e).',
  otherDocument: (what: string) => `Este arquivo é ${what}, não uma NF-e. Peça ao fornecedor o "XML autorizado" da NF-e (o arquivo procNFe).`,
  encoding: (name: string) => `O XML está na codificação ${name}; só UTF-8 e ISO-8859-1 são aceitos. Peça ao fornecedor o XML original da NF-e.`,
  badBytes: (name: string) => `O XML declara a codificação ${name}, mas tem caracteres inválidos nela. Peça ao fornecedor o XML original da NF-e.`,
  doctype: 'O XML traz uma declaração DOCTYPE ou ENTITY, que uma NF-e não tem; o arquivo não foi lido.',
  nfce: 'Este arquivo é uma NFC-e (modelo 65, cupom fiscal ao consumidor), não uma NF-e de fornecedor (modelo 55).',
  version: (version: string) =>
    `Esta NF-e está no leiaute versão ${version || '(sem versão)'}; só a versão 4.00 é aceita. Peça ao fornecedor o XML no leiaute atual.`,
  noProtocol: 'Este XML não traz o protocolo de autorização da SEFAZ. Peça ao fornecedor o "XML autorizado" da NF-e (o arquivo procNFe, com o protocolo).',
  badKey: 'Chave de acesso inválida: deve ter 44 dígitos com dígito verificador correto.',
  keyMismatch: 'A chave de acesso não confere com os dados da nota (emitente, modelo, série ou número).',
  notAuthorised: (status: string, reason: string) =>
    `NF-e não autorizada pela SEFAZ (situação ${status}${reason ? `: ${reason}` : ''}). Só notas autorizadas (100 ou 150) podem ser importadas.`,
  cancelled: 'Esta NF-e foi cancelada pelo emitente e não pode ser importada.',
  badNumber: (field: string, lineNo?: number) =>
    lineNo === undefined ? `A NF-e tem ${field} ausente, ilegível ou negativo.` : `O item ${lineNo} da NF-e tem ${field} ausente, ilegível ou negativo.`,
  duplicateItem: (lineNo: number) => `O item ${lineNo} aparece duas vezes na nota.`,
  alreadyImported: 'Esta NF-e já foi importada.',
  otherRecipient: 'Esta NF-e é destinada a outro CNPJ, não à loja.',
  noItems: 'A NF-e não tem itens.',
} as const;
