/** A document list's count for its title: '12', or 'mais de 10.000' when the server stopped counting. */
export function countLabel(page: { total: number; totalCapped?: boolean } | undefined): string {
  if (!page) return '…';
  return page.totalCapped ? `mais de ${page.total.toLocaleString('pt-BR')}` : page.total.toLocaleString('pt-BR');
}
