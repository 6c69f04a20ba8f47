import { describe, expect, it } from 'vitest';
import {
  BUYER_IE_INDICATOR_LABELS,
  BUYER_IE_INDICATORS,
  buyerDocumentKind,
  buyerDocumentValid,
  formatBuyerDocument,
  isBuyerIeIndicator,
  maskBuyerDocument,
  normalizeBuyerDocument,
  normalizeStateRegistration,
} from './buyer-document';
import { itIsACodeList } from './test-support';

describe('IE indicator', () => {
  itIsACodeList(
    { values: BUYER_IE_INDICATORS, labels: BUYER_IE_INDICATOR_LABELS, is: isBuyerIeIndicator },
    { some: [['9', 'Não contribuinte do ICMS']], notCodes: [9, '3'] },
  );
});

describe('buyer document', () => {
  it('tells a CPF from a CNPJ, masked or not, and checks their digits', () => {
    expect(buyerDocumentKind('529.982.247-25')).toBe('cpf');
    expect(buyerDocumentKind('11.222.333/0001-81')).toBe('cnpj');
    expect(buyerDocumentKind('12.ABC.345/01DE-35')).toBe('cnpj');
    expect(buyerDocumentKind('1234567')).toBeNull();
    expect(buyerDocumentValid('529.982.247-25')).toBe(true);
    expect(buyerDocumentValid('529.982.247-24')).toBe(false);
    expect(buyerDocumentValid('11.222.333/0001-81')).toBe(true);
    expect(buyerDocumentValid('11.222.333/0001-80')).toBe(false);
    // The alphanumeric CNPJ issued from July 2026.
    expect(buyerDocumentValid('12.ABC.345/01DE-35')).toBe(true);
    expect(normalizeBuyerDocument('12.abc.345/01de-35')).toBe('12ABC34501DE35');
  });

  it('names the document as screens show it', () => {
    expect(formatBuyerDocument('52998224725')).toBe('CPF 529.982.247-25');
    expect(formatBuyerDocument('11222333000181')).toBe('CNPJ 11.222.333/0001-81');
  });

  it('masks as a CPF while it fits one, then as a CNPJ', () => {
    expect(maskBuyerDocument('5299822')).toBe('529.982.2');
    expect(maskBuyerDocument('52998224725')).toBe('529.982.247-25');
    expect(maskBuyerDocument('112223330001')).toBe('11.222.333/0001');
    expect(maskBuyerDocument('11222333000181')).toBe('11.222.333/0001-81');
  });

  it('takes an IE as 2 to 14 digits, dots and dashes aside', () => {
    expect(normalizeStateRegistration('110.042.490.114')).toBe('110042490114');
    expect(normalizeStateRegistration('ISENTO')).toBeNull();
    expect(normalizeStateRegistration('1')).toBeNull();
    expect(normalizeStateRegistration('12A34')).toBeNull();
  });
});
