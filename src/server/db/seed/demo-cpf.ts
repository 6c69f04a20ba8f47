/**
 * A valid CPF for a demo buyer, the same for the same e-mail on every start (the orders' NF-e needs
 * one; issue 28). Made from the e-mail's hash plus the two check digits, never a real person's on
 * purpose: the first digit is 9 only by chance.
 */
export function demoCpf(email: string): string {
  let hash = 7;
  for (const ch of email) hash = (hash * 31 + ch.charCodeAt(0)) % 1_000_000_000;
  const base = String(hash).padStart(9, '0');
  // All-equal digits pass the arithmetic but are refused as CPFs.
  const body = /^(\d)\1{8}$/.test(base) ? '123456789' : base;
  const digit = (digits: string) => {
    const sum = [...digits].reduce((s, d, i) => s + Number(d) * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(body);
  return `${body}${first}${digit(`${body}${first}`)}`;
}
