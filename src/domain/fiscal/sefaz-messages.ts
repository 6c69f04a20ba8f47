// What the back-office should do about the SEFAZ rejections an online shop meets most, in pt-BR
// (SEFAZ's own reasons are terse and name XML tags). Codes from the NF-e Manual de Orientação do
// Contribuinte (MOC 7.0, tabela de códigos de rejeição); an unknown code shows SEFAZ's text alone.
const HINTS: Record<string, string> = {
  '204': 'Já existe uma NF-e autorizada com esta numeração: confira a numeração da série no painel do provedor e use "Emitir novamente".',
  '539': 'Já existe uma NF-e com este número e outra chave: confira a numeração da série no painel do provedor e use "Emitir novamente".',
  '225': 'A nota saiu com um campo em formato inválido: confira os dados fiscais dos produtos e da loja e use "Emitir novamente".',
  '232': 'O destinatário tem inscrição estadual, mas ela não foi informada: confira o CPF/CNPJ e a IE do comprador.',
  '233': 'A inscrição estadual do comprador não está cadastrada na SEFAZ da UF dele: confira a IE informada no pedido.',
  '301': 'Uso denegado por irregularidade fiscal da loja (emitente): procure a contabilidade; a nota não pode ser reenviada.',
  '302': 'Uso denegado por irregularidade fiscal do comprador: a nota não pode ser reenviada; fale com o cliente.',
  '598': 'Em homologação o destinatário deve ter o nome padrão da SEFAZ: confira o ambiente em Configurações → Fiscal.',
  '611': 'O GTIN (código de barras) de um produto não é válido: corrija o GTIN (ou use "SEM GTIN") e use "Emitir novamente".',
  '694': 'A SEFAZ pediu o grupo do ICMS da UF de destino (DIFAL), que a loja não envia no Simples Nacional: confira o regime tributário da loja.',
  '778': 'O NCM de um produto não existe na tabela oficial: corrija o NCM no produto e use "Emitir novamente".',
  '806': 'Um produto com substituição tributária está sem CEST: informe o CEST no produto e use "Emitir novamente".',
  '882': 'O GTIN de um produto não está no Cadastro Centralizado de GTIN: confira o código de barras ou use "SEM GTIN".',
  erro_validacao_schema: 'O provedor recusou a nota antes da SEFAZ: corrija o campo indicado e use "Emitir novamente".',
  empresa_nao_habilitada: 'A emissão de NF-e não está habilitada para a loja no painel do Focus NFe.',
  certificado_vencido: 'O certificado digital A1 da loja venceu: envie um novo certificado ao provedor e use "Emitir novamente".',
  permissao_negada: 'O Focus NFe recusou o token ou o CNPJ: confira o token em Configurações → Fiscal.',
};

/** The pt-BR "what to do" for a SEFAZ or provider code, or null when the shop has none. */
export function sefazHint(code: string | null | undefined): string | null {
  return code ? (HINTS[code] ?? null) : null;
}
