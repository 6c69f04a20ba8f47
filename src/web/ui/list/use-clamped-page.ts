import { useEffect } from 'react';

/**
 * Once a list's total is known, a page past the last (an old link, a filter that shrank the list)
 * is moved to the last page — the URL too, replacing the entry — so the screen never says
 * "Página 99 de 3".
 */
export function useClampedPage(opts: { page: number; pageSize: number; total: number | undefined; settled: boolean; setPage: (page: number) => void }) {
  const { page, pageSize, total, settled, setPage } = opts;
  const last = Math.max(1, Math.ceil((total ?? 0) / pageSize));
  useEffect(() => {
    if (settled && total !== undefined && page > last) setPage(last);
  }, [settled, total, page, last, setPage]);
  return Math.min(page, last);
}
