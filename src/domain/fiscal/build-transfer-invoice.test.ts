import { describe, expect, it } from 'vitest';
import { SALE_ISSUER, SALE_PRODUCT } from '../../../tests/support/fiscal-sale-cases';
import { itReturns } from '../../../tests/support/table-tests';
import { HOMOLOGATION_BUYER_NAME } from './build-nfe-request';
import {
  buildTransferInvoice,
  differentEstablishments,
  type FiscalEstablishment,
  type FiscalTransfer,
  transferCfop,
  transferCsosn,
} from './build-transfer-invoice';

// The NF-e de transferência in our model (decision 073): the shop's establishment (the sale tests'
// issuer, Curitiba/PR) sends to a store of its own in the same state or in another.

const SHOP_END: FiscalEstablishment = {
  storeName: null,
  cnpj: SALE_ISSUER.cnpj,
  stateRegistration: SALE_ISSUER.stateRegistration,
  tradeName: SALE_ISSUER.tradeName,
  address: SALE_ISSUER.address,
  phone: '',
};
const LONDRINA: FiscalEstablishment = {
  storeName: 'Loja Londrina',
  cnpj: '51.916.585/0002-06',
  stateRegistration: '9012345678',
  tradeName: 'Loja Londrina',
  address: { cep: '86010000', street: 'Av. Paraná', number: '10', complement: '', neighborhood: 'Centro', city: 'Londrina', state: 'PR', cityCode: '4113700' },
  phone: '',
};
const transfer = (overrides: Partial<FiscalTransfer> = {}): FiscalTransfer => ({
  code: 'TRANSF-000001',
  issuedAt: new Date('2026-11-27T13:00:00Z'),
  from: SHOP_END,
  to: LONDRINA,
  lines: [{ product: SALE_PRODUCT, quantity: 3, unitCostCents: 1250 }],
  ...overrides,
});

describe('buildTransferInvoice', () => {
  it('within the state: CFOP 5152, at cost, to the same company as a contributor, sem pagamento', () => {
    const r = buildTransferInvoice(transfer(), SALE_ISSUER);
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    expect(r.request).toMatchObject({
      nature: 'Transferência de mercadoria',
      destination: 'internal',
      finalConsumer: false,
      presence: 'other',
      issuer: { cnpj: '51916585000125', legalName: 'ACME LTDA' },
      recipient: {
        name: HOMOLOGATION_BUYER_NAME,
        document: { kind: 'cnpj', number: '51916585000206' },
        taxpayer: 'contributor',
        stateRegistration: '9012345678',
      },
      items: [{ cfop: '5152', quantity: 3, unitPriceCents: 1250, grossCents: 3750, csosn: '400', pisCst: '49' }],
      totals: { productsCents: 3750, totalCents: 3750, discountCents: 0, freightCents: 0 },
      payments: [{ method: 'none', amountCents: 0 }],
    });
  });

  it('from a store of its own to another state: issued by the store, CFOP 6152; in produção the recipient is the company', () => {
    const rio = {
      ...LONDRINA,
      storeName: 'Loja Rio',
      tradeName: 'Loja Rio',
      address: { ...LONDRINA.address, city: 'Rio de Janeiro', state: 'RJ', cityCode: '3304557' },
    };
    const r = buildTransferInvoice(transfer({ from: rio, to: SHOP_END }), { ...SALE_ISSUER, environment: 'producao' });
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    expect(r.request.issuer).toMatchObject({ cnpj: '51916585000206', tradeName: 'Loja Rio', legalName: 'ACME LTDA', address: { state: 'RJ' } });
    expect(r.request.recipient).toMatchObject({ name: 'ACME LTDA', document: { number: '51916585000125' } });
    expect(r.request.destination).toBe('interstate');
    expect(r.request.items.map((i) => i.cfop)).toEqual(['6152']);
  });

  it('stops before the provider: a store without IE or a known municipality, a line without cost', () => {
    const r = buildTransferInvoice(
      transfer({
        to: { ...LONDRINA, stateRegistration: '', address: { ...LONDRINA.address, cityCode: null } },
        lines: [{ product: SALE_PRODUCT, quantity: 1, unitCostCents: 0 }],
      }),
      SALE_ISSUER,
    );
    expect(r.ok).toBe(false);
    expect(!r.ok && r.problems.map((p) => p.message)).toEqual([
      'Loja de destino "Loja Londrina": dados fiscais incompletos: inscrição estadual, município "Londrina/PR" não encontrado na tabela do IBGE (Cadastros → Lojas).',
      'Produto "Cartões de Visita": sem custo médio; a nota de transferência leva as mercadorias pelo custo.',
    ]);
  });

  itReturns('transferCfop(%s → %s)', transferCfop, [
    ['SP', 'SP', '5152'],
    ['sp', 'SP ', '5152'],
    ['SP', 'RJ', '6152'],
  ]);
  itReturns('transferCsosn(%s)', transferCsosn, [
    ['102', '400'],
    ['500', '500'],
    ['202', '500'],
  ]);
  itReturns('differentEstablishments(%s, %s)', differentEstablishments, [
    ['11.222.333/0001-81', '11222333000181', false],
    ['11.222.333/0001-81', '11.222.333/0002-62', true],
    ['', '11.222.333/0002-62', true],
  ]);
});
