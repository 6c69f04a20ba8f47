import { saoPauloDay } from '../../../domain/dates';

// A structurally valid 'linha digitável' (Carta-Circular BCB 2.926) for the sandbox: bank code 000
// belongs to no bank, so the slip cannot be paid anywhere, and the PDF says so in large letters.

const SANDBOX_BANK = '000';
const CURRENCY_REAL = '9';

function mod10(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    const product = Number(digits[i]) * weight;
    sum += product > 9 ? Math.floor(product / 10) + (product % 10) : product;
    weight = weight === 2 ? 1 : 2;
  }
  const rest = sum % 10;
  return rest === 0 ? 0 : 10 - rest;
}

function mod11(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const dv = 11 - (sum % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

const DAY_MS = 86_400_000;

/** Days since 1997-10-07, restarting at 1000 after 9999 (the reset of 2025-02-22). */
export function dueDateFactor(dueDate: Date): number {
  const base = Date.UTC(1997, 9, 7);
  const { year, month, day: dayOfMonth } = saoPauloDay(dueDate);
  const day = Date.UTC(year, month - 1, dayOfMonth);
  const days = Math.round((day - base) / DAY_MS);
  return days <= 9999 ? days : ((days - 10_000) % 9000) + 1000;
}

/** 44-digit barcode then the 47-digit line, with the order id (as digits) in the free field. */
export function buildBoletoLine(input: { orderId: string; amountCents: number; dueDate: Date }): string {
  const freeField = BigInt(`0x${input.orderId.replace(/-/g, '').slice(0, 20)}`)
    .toString()
    .padStart(25, '0')
    .slice(-25);
  const factor = String(dueDateFactor(input.dueDate)).padStart(4, '0');
  const amount = String(Math.min(input.amountCents, 9_999_999_999)).padStart(10, '0');
  const withoutDv = `${SANDBOX_BANK}${CURRENCY_REAL}${factor}${amount}${freeField}`;
  return lineFromBarcode(`${withoutDv.slice(0, 4)}${mod11(withoutDv)}${withoutDv.slice(4)}`);
}

/**
 * The 47-digit linha digitável of a 44-digit barcode (its three free-field blocks with their
 * mod-10 digits, then the barcode's check digit, due-date factor and amount). Some provider answers
 * carry only the barcode (Mercado Pago's older boleto answers: `barcode.content`, no `digitable_line`).
 */
export function lineFromBarcode(barcode: string): string {
  const field1 = `${barcode.slice(0, 4)}${barcode.slice(19, 24)}`;
  const field2 = barcode.slice(24, 34);
  const field3 = barcode.slice(34, 44);
  return `${field1}${mod10(field1)}${field2}${mod10(field2)}${field3}${mod10(field3)}${barcode[4]}${barcode.slice(5, 19)}`;
}

/** The 44-digit barcode a linha digitável encodes (for the interleaved 2 of 5 bars). */
export function barcodeFromLine(line: string): string {
  return `${line.slice(0, 4)}${line[32]}${line.slice(33, 47)}${line.slice(4, 9)}${line.slice(10, 20)}${line.slice(21, 31)}`;
}

/** '00190.00009 01149.718601 68524.522114 6 75860000102656' */
export function formatBoletoLine(line: string): string {
  return `${line.slice(0, 5)}.${line.slice(5, 10)} ${line.slice(10, 15)}.${line.slice(15, 21)} ${line.slice(21, 26)}.${line.slice(26, 32)} ${line[32]} ${line.slice(33)}`;
}
