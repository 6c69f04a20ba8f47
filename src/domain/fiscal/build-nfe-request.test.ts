import { describe, expect, it } from 'vitest';
import { SALE_CASES } from '../../../tests/support/fiscal-sale-cases';
import { buildNfeRequest, HOMOLOGATION_BUYER_NAME } from './build-nfe-request';

// The sale's invoice in our own model (decision 073). Focus NFe's JSON for the same sales is
// pinned by the adapter's tests (modules/fiscal/focusnfe-request.test.ts).

const build = (name: string) => {
  const c = SALE_CASES[name]!;
  const r = buildNfeRequest(c.order, c.issuer);
  if (!r.ok) throw new Error(r.problems.map((p) => p.message).join(' '));
  return r.request;
};

describe('buildNfeRequest: the sale in our model', () => {
  it('the documented example: an online sale to a consumer in another state, paid by Pix', () => {
    const r = build('documented example');
    expect(r).toMatchObject({
      nature: 'Venda de mercadoria',
      issuedAt: '2026-11-25T12:00:00-03:00',
      destination: 'interstate',
      finalConsumer: true,
      presence: 'internet',
      freight: 'issuer',
      issuer: { cnpj: '51916585000125', tradeName: 'ACME LTDA', address: { state: 'PR', cityCode: '4106902' } },
      recipient: {
        name: HOMOLOGATION_BUYER_NAME,
        document: { kind: 'cpf', number: '51966818092' },
        taxpayer: 'non_contributor',
        stateRegistration: null,
        address: { city: 'Manaus', state: 'AM', cityCode: '1302603' },
      },
      totals: { productsCents: 4723, freightCents: 0, insuranceCents: 0, discountCents: 0, totalCents: 4723 },
      payments: [{ method: 'pix', amountCents: 4723 }],
      referencedKeys: [],
    });
    expect(r.items).toEqual([
      {
        number: 1,
        productCode: '1232',
        description: 'Cartões de Visita',
        cfop: '6108',
        ncm: '49111090',
        cest: null,
        gtin: 'SEM GTIN',
        unit: 'UN',
        quantity: 1,
        unitPriceCents: 4723,
        grossCents: 4723,
        discountCents: 0,
        freightCents: 0,
        icmsOrigin: 0,
        csosn: '102',
        pisCst: '49',
        cofinsCst: '49',
      },
    ]);
  });

  it('a contributor keeps its IE; a delivery address without a number reads S/N; an empty trade name is the legal name', () => {
    expect(build('company with IE, same state').recipient).toMatchObject({ taxpayer: 'contributor', stateRegistration: '9012345678' });
    expect(build('company with IE, same state').destination).toBe('internal');
    const r = build('issuer with complement and phone, buyer without number');
    expect(r.recipient.address.number).toBe('S/N');
    expect(r.issuer).toMatchObject({ tradeName: 'ACME LTDA', phone: '4133334444', address: { complement: 'Sala 3' } });
  });
});
