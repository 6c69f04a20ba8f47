/**
 * Quantities summed per product, in the order each product first appears: the one merge behind an
 * exit's repeated lines, a cart's repeated lines, a batch of stock changes and an invoice's lines
 * for the same product (issue 29: there were four copies of this loop).
 */
export function sumByProduct(lines: readonly { productId: number; quantity: number }[]): Map<number, number> {
  const sums = new Map<number, number>();
  for (const line of lines) sums.set(line.productId, (sums.get(line.productId) ?? 0) + line.quantity);
  return sums;
}
