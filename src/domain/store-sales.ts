import { z } from 'zod';
import { declarePermissions } from './permission-declarations';
import { countOf } from './plural';
import { idempotencyKeyField, isoDateField, objectError, optionalText, serialId } from './schemas/fields';
import { documentListQuerySchema, optionalCodeFilter, optionalIdFilter } from './schemas/list-query';
import { quantityField } from './schemas/stock-documents';

/**
 * Vendas das lojas (issue 36, decision 067): a store's sales leave its stock as exits at the store's
 * place — from its NFC-e XML files (once per access key) or typed ('Baixa de venda').
 */
export const STORE_SALE_SOURCES = ['nfce', 'manual'] as const;
export type StoreSaleSource = (typeof STORE_SALE_SOURCES)[number];
export const STORE_SALE_SOURCE_LABELS: Record<StoreSaleSource, string> = { nfce: 'NFC-e', manual: 'Baixa de venda' };

export const STORE_SALE_NOT_FOUND_MESSAGE = 'Venda não encontrada.';
export const STORE_SALE_STORE_REQUIRED_MESSAGE = 'Escolha a loja da venda.';
export const STORE_SALE_ITEMS_REQUIRED_MESSAGE = 'Loja, data e pelo menos um item são obrigatórios.';
export const STORE_SALE_ITEM_REQUIRED_MESSAGE = 'Selecione um produto e informe a quantidade vendida.';
export const STORE_NOT_A_PLACE_MESSAGE = 'Esta loja não é um local de estoque (a loja online vende do almoxarifado).';
export const NFCE_FILES_REQUIRED_MESSAGE = 'Escolha um ou mais arquivos XML de NFC-e.';
export const NFCE_TOO_MANY_FILES_MESSAGE = 'Importe no máximo 200 arquivos de cada vez.';
export const MAX_NFCE_FILES = 200;
export const storeSalePostedToast = (code: string, lines: number) => `Baixa de venda ${code} lançada com ${countOf(lines, 'item', 'itens')}.`;

/** Body of POST /api/admin/store-sales ('Baixa de venda'). */
export const storeSaleCreateSchema = z.object(
  {
    storeId: serialId(STORE_SALE_STORE_REQUIRED_MESSAGE),
    saleDate: isoDateField('A data da venda é obrigatória.'),
    notes: optionalText(500),
    items: z
      .array(
        z.object(
          { productId: serialId(STORE_SALE_ITEM_REQUIRED_MESSAGE), quantity: quantityField(STORE_SALE_ITEM_REQUIRED_MESSAGE) },
          { error: STORE_SALE_ITEM_REQUIRED_MESSAGE },
        ),
        { error: STORE_SALE_ITEMS_REQUIRED_MESSAGE },
      )
      .min(1, { error: STORE_SALE_ITEMS_REQUIRED_MESSAGE })
      .max(500, { error: 'Uma baixa pode ter no máximo 500 itens.' }),
    idempotencyKey: idempotencyKeyField(),
  },
  objectError,
);
export type StoreSaleCreateInput = z.infer<typeof storeSaleCreateSchema>;

/** GET /api/admin/store-sales and the Vendas das lojas screen's URL. */
export const storeSaleListQuerySchema = documentListQuerySchema(20, {
  storeId: optionalIdFilter(STORE_SALE_STORE_REQUIRED_MESSAGE),
  source: optionalCodeFilter(STORE_SALE_SOURCES, 'Origem inválida.'),
});
export type StoreSaleListQuery = z.output<typeof storeSaleListQuerySchema>;

export type StoreSaleItem = { productId: number; productName: string; productCode: string; quantity: number; totalCents: number };

export type StoreSaleSummary = {
  id: number;
  code: string;
  storeId: number;
  storeName: string;
  source: StoreSaleSource;
  accessKey: string | null;
  nfceNumber: string | null;
  saleDate: string;
  totalCents: number;
  totalItems: number;
  fileName: string | null;
  createdByName: string;
  createdAt: string;
};

export type StoreSaleDetail = StoreSaleSummary & { notes: string; items: StoreSaleItem[] };

/** One file's outcome in an NFC-e import: posted, already posted before, or refused with the reason. */
export type NfceImportResult = {
  fileName: string;
  outcome: 'imported' | 'duplicate' | 'refused';
  message: string;
  accessKey: string | null;
  sale: { id: number; code: string } | null;
};

// Issue 36: a store's own staff post its sales.
export const STORE_SALE_PERMISSIONS = declarePermissions({
  'store_sales.post': { label: 'Lançar vendas das lojas (NFC-e e baixa de venda)', from: 'Funcionário' },
});
