/** EAN-13 check digit for the first 12 digits (GS1 weights 1 and 3). */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(code: string | null | undefined): boolean {
  if (!code || !/^\d{13}$/.test(code)) return false;
  return ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/** A valid EAN-13 in the Brazilian GS1 prefix (789) for an internal sequence number. */
export function internalEan13(sequence: number): string {
  const first12 = `789${String(sequence).padStart(9, '0')}`.slice(0, 12);
  return first12 + ean13CheckDigit(first12);
}
