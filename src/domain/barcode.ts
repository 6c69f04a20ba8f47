/**
 * GS1 check digit of a GTIN's digits but the last (GTIN-8, 12, 13 or 14): weights 3 and 1 from the
 * right, so the same sum serves every length.
 */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

/** EAN-13 check digit for the first 12 digits (GS1 weights 1 and 3). */
export function ean13CheckDigit(first12: string): number {
  return gtinCheckDigit(first12.slice(0, 12));
}

/** GTIN-8, GTIN-12 (UPC), GTIN-13 (EAN) or GTIN-14 with a right check digit: what an NF-e's cEAN takes. */
export function isValidGtin(code: string | null | undefined): boolean {
  if (!code || !/^(\d{8}|\d{12,14})$/.test(code)) return false;
  return gtinCheckDigit(code.slice(0, -1)) === Number(code[code.length - 1]);
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
