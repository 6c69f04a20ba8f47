import { useQuery } from '@tanstack/react-query';
import type { DivergenceListItem, DivergenceListQuery } from '@/domain/schemas/divergences';
import type { DocumentPage } from '@/domain/schemas/stock-documents';
import { adminViewKeys } from '../../lib/admin-views';
import { pageQuery } from '../../lib/query-options';

// Divergências: under the stock root, so resolving a transfer (which refetches the stock views) refetches it.
export const divergencesKeys = {
  all: [...adminViewKeys.stock, 'divergences'] as const,
  list: (q: DivergenceListQuery) => [...adminViewKeys.stock, 'divergences', 'list', q] as const,
};

export const useDivergences = (q: DivergenceListQuery) =>
  useQuery(pageQuery<DocumentPage<DivergenceListItem>>(divergencesKeys.list(q), '/api/admin/divergences', q));
