/**
 * `total` centavos shared out in proportion to `weights`, adding up exactly to `total`: each share
 * is rounded down and the centavos left go one by one to the largest remainders (ties to the
 * earlier line), so the same input always gives the same split. All weights zero: equal parts.
 */
export function splitCents(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0 || total === 0) return weights.map(() => 0);
  const sum = weights.reduce((a, b) => a + b, 0);
  const w = sum > 0 ? weights : weights.map(() => 1);
  const wSum = sum > 0 ? sum : weights.length;
  const exact = w.map((x) => (total * x) / wSum);
  const shares = exact.map((x) => Math.floor(x));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) shares[order[k]!.i]! += 1;
  return shares;
}
