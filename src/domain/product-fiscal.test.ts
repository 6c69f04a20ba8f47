import { describe, expect, it } from 'vitest';
import { itIsACodeList } from '../../tests/support/table-tests';
import { isValidGtin } from './barcode';
import {
  CSOSN_CODES,
  CSOSN_LABELS,
  formatCest,
  formatNcm,
  ICMS_ORIGIN_LABELS,
  ICMS_ORIGINS,
  isCsosn,
  isIcmsOrigin,
  isPisCofinsCst,
  missingFiscalFields,
  missingFiscalFieldsMessage,
  normalizeCest,
  normalizeGtin,
  normalizeNcm,
  PIS_COFINS_CST_LABELS,
  PIS_COFINS_CSTS,
} from './product-fiscal';

describe('origem', () => {
  itIsACodeList({ values: ICMS_ORIGINS, labels: ICMS_ORIGIN_LABELS, is: isIcmsOrigin }, { some: [['0', '0 - Nacional']], notCodes: [0, '9'] });
});
describe('CSOSN', () => {
  itIsACodeList({ values: CSOSN_CODES, labels: CSOSN_LABELS, is: isCsosn }, { some: [['102', '102 - Tributada sem permissão de crédito']], notCodes: ['104'] });
});
describe('CST PIS/COFINS', () => {
  itIsACodeList({ values: PIS_COFINS_CSTS, labels: PIS_COFINS_CST_LABELS, is: isPisCofinsCst }, { notCodes: ['50', 49] });
});

describe('product fiscal codes', () => {
  it('reads NCM and CEST as typed or printed', () => {
    expect(normalizeNcm('7117.90.00')).toBe('71179000');
    expect(normalizeNcm(' 7117 90 00 ')).toBe('71179000');
    expect(normalizeNcm('7117.90')).toBeNull();
    expect(normalizeNcm('711790001')).toBeNull();
    expect(normalizeCest('28.038.00')).toBe('2803800');
    expect(normalizeCest('280380')).toBeNull();
    expect(formatNcm('71179000')).toBe('7117.90.00');
    expect(formatCest('2803800')).toBe('28.038.00');
  });

  it('checks a GTIN by its GS1 check digit, at every length', () => {
    for (const good of ['96385074', '036000291452', '7891234567895', '17891234567892']) expect(isValidGtin(good), good).toBe(true);
    for (const bad of ['96385075', '036000291453', '7891234567890', '17891234567893', '789123456789', '1234567']) expect(isValidGtin(bad), bad).toBe(false);
    expect(normalizeGtin('Sem  GTIN')).toBe('SEM GTIN');
    expect(normalizeGtin('789-1234-56789-5')).toBe('7891234567895');
    expect(normalizeGtin('SEM')).toBeNull();
  });

  it('names what an invoice line lacks, weighing the shop default CSOSN for the CEST', () => {
    const complete = { ncm: '71179000', gtin: 'SEM GTIN', cest: null, csosn: null };
    expect(missingFiscalFields(complete, { csosn: '102' })).toEqual([]);
    expect(missingFiscalFields(complete, { csosn: '500' })).toEqual(['cest']);
    expect(missingFiscalFields({ ...complete, csosn: '202' }, { csosn: '102' })).toEqual(['cest']);
    expect(missingFiscalFields({ ncm: null, gtin: null, cest: null, csosn: '500' }, { csosn: '102' })).toEqual(['ncm', 'gtin', 'cest']);
    expect(missingFiscalFieldsMessage({ name: 'Terço de madeira', code: 'TER-001' }, ['ncm'])).toBe('Produto "Terço de madeira" (TER-001): falta NCM.');
    expect(missingFiscalFieldsMessage({ name: 'Vela', code: 'V-1' }, ['ncm', 'gtin', 'cest'])).toBe(
      'Produto "Vela" (V-1): falta NCM, GTIN (ou "SEM GTIN") e CEST.',
    );
  });
});
