import { useQuery } from '@tanstack/react-query';
import type { DocumentPage } from '@/domain/schemas/stock-documents';
import type { StockMovementListItem, StockMovementListQuery } from '@/domain/schemas/stock-movements';
import { adminViewKeys } from '../../lib/admin-views';
import { pageQuery } from '../../lib/query-options';

// Movimentações de Estoque. Its keys sit under the stock views' key, so invalidateStockViews
// refreshes the ledger after anything that moves stock.
export const stockMovementKeys = {
  all: [...adminViewKeys.stock, 'movements'] as const,
  list: (q: StockMovementListQuery) => [...adminViewKeys.stock, 'movements', q] as const,
};

export const useStockMovements = (q: StockMovementListQuery) =>
  useQuery(pageQuery<DocumentPage<StockMovementListItem>>(stockMovementKeys.list(q), '/api/admin/stock-movements', q));
