import { useQuery } from '@tanstack/react-query';
import type { DocumentPage } from '@/domain/schemas/stock-documents';
import type { StockMovementListItem, StockMovementListQuery } from '@/domain/schemas/stock-movements';
import { pageQuery } from '../../lib/query-options';
import { stockKeys } from '../stock/stock-api';

// Movimentações de Estoque. Its keys sit under the stock views' key, so invalidateStockViews
// refreshes the ledger after anything that moves stock.
export const stockMovementKeys = {
  all: [...stockKeys.all, 'movements'] as const,
  list: (q: StockMovementListQuery) => [...stockKeys.all, 'movements', q] as const,
};

export const useStockMovements = (q: StockMovementListQuery) =>
  useQuery(pageQuery<DocumentPage<StockMovementListItem>>(stockMovementKeys.list(q), '/api/admin/stock-movements', q));
