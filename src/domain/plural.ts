/** A count and its word in the right number: (1, 'item', 'itens') → '1 item', (3, …) → '3 itens'. */
export function countOf(count: number, singular: string, plural: string): string {
  return `${count.toLocaleString('pt-BR')} ${Math.abs(count) === 1 ? singular : plural}`;
}
