import { orderStatusLabel } from '@/domain/order-status';
import { paymentStatusLabel } from '@/domain/payment';
import { roleLabel } from '@/domain/roles';

// pt-BR names of what the audit log records; unknown values are shown as they are.
const ENTITY_LABELS: Record<string, string> = {
  user: 'Usuário',
  order: 'Pedido',
  settings: 'Configurações',
  product: 'Produto',
  product_image: 'Imagem de produto',
  product_image_order: 'Ordem das imagens',
  category: 'Categoria',
  classification: 'Classificação',
  supplier: 'Fornecedor',
  store: 'Loja',
  staff: 'Funcionário',
  staff_document: 'Documento de funcionário',
  stock_entry: 'Entrada de estoque',
  stock_exit: 'Saída de estoque',
  receiving_check: 'Conferência',
  invoice: 'Nota fiscal',
  request: 'Solicitação',
  stock_minimum: 'Estoque mínimo da loja',
};

export function entityLabel(entity: string): string {
  return ENTITY_LABELS[entity] ?? entity;
}

const FIELD_LABELS: Record<string, string> = {
  name: 'Nome',
  email: 'Email',
  role: 'Função',
  status: 'Status',
  paymentStatus: 'Pagamento',
  storeName: 'Nome da loja',
  contactPhone: 'Telefone de contato',
  contactEmail: 'E-mail de contato',
  contactAddress: 'Endereço',
  pixKey: 'Chave Pix',
  pixMerchantName: 'Nome do recebedor Pix',
  pixMerchantCity: 'Cidade do recebedor Pix',
  enabled: 'Senha de acesso exigida',
  version: 'Versão da senha de acesso',
  passwordChanged: 'Senha de acesso trocada',
  anonymised: 'Dados anonimizados',
  staffRecord: 'Tinha cadastro de funcionário',
  // Configurações → Entregas (decision 071).
  fallbackDays: 'Prazo reserva (dias úteis)',
  freeShippingMinimumCents: 'Frete grátis a partir de (por região)',
  originCep: 'CEP de origem das encomendas',
  sender: 'Remetente das etiquetas',
  connected: 'Conta do Melhor Envio conectada',
  expiresAt: 'Autorização válida até',
};

/** A field's pt-BR name; fields of other screens keep their technical name. */
export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}

const VALUE_LABELS: Record<string, (value: string) => string> = {
  role: roleLabel,
  status: orderStatusLabel,
  paymentStatus: paymentStatusLabel,
};

/** A before/after value as a person reads it (role and status codes by their pt-BR names). */
export function formatAuditValue(value: unknown, field = ''): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string' && VALUE_LABELS[field]) return VALUE_LABELS[field](value);
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}
