import { isValidBoleto } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { barcodeFromLine, buildBoletoLine, dueDateFactor, formatBoletoLine } from './boleto-line';

describe('sandbox boleto line', () => {
  it('passes the check digits of a real digitable line and carries the amount', () => {
    const line = buildBoletoLine({ orderId: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f', amountCents: 34_990, dueDate: new Date('2026-12-01T15:00:00Z') });
    expect(line).toMatch(/^0009\d{43}$/);
    expect(isValidBoleto(line)).toBe(true);
    expect(line.slice(-10)).toBe('0000034990');
    expect(barcodeFromLine(line)).toHaveLength(44);
    expect(formatBoletoLine(line)).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
  });

  it('restarts the due-date factor at 1000 after 2025-02-21', () => {
    expect(dueDateFactor(new Date('2025-02-21T15:00:00Z'))).toBe(9999);
    expect(dueDateFactor(new Date('2025-02-22T15:00:00Z'))).toBe(1000);
    expect(dueDateFactor(new Date('2000-07-03T15:00:00Z'))).toBe(1000);
  });
});
