import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CURITIBA, company, MANAUS, SALE_CASES, SALE_ISSUER, SALE_PRODUCT, saleOrder } from '../../../../tests/support/fiscal-sale-cases';
import { itReturns } from '../../../../tests/support/table-tests';
import {
  buildNfeRequest,
  type FiscalIssuer,
  type FiscalOrder,
  type FiscalProductData,
  HOMOLOGATION_BUYER_NAME,
  productFiscalProblems,
  saleCfop,
  saoPauloTimestamp,
} from '../../../domain/fiscal/build-nfe-request';
import { centsToDecimal } from '../../../domain/fiscal/invoice-request';
import { canCancelInvoice, cancelDeadline, cancelWindowClosedMessage } from '../../../domain/fiscal/rules';
import { splitCents } from '../../../domain/fiscal/split-cents';
import { SEM_GTIN as NO_GTIN } from '../../../domain/product-fiscal';
import { type FocusNfeRequest, toFocusNfeRequest } from './focusnfe-request';

// A sale's invoice is built in our model (domain/fiscal/build-nfe-request.ts) and translated here
// to Focus NFe's JSON (decision 073); these tests pin that JSON, as they did when the builder
// wrote Focus's fields itself.

// The issuer and buyer of Focus NFe's documented NF-e example (docs "NFe → Envio", PHP sample:
// ACME LTDA in Curitiba/PR selling to a CPF in Manaus/AM, R$ 47,23 of goods, homologação), see
// tests/fixtures/fiscal/SOURCES.md. Its single line is 100 × R$ 0,4723; the shop prices in whole
// centavos, so the table sells the same R$ 47,23 as one unit.
// The issuer, product, address and order of the documented sale are tests/support/fiscal-sale-cases.ts's.
const ISSUER = SALE_ISSUER;
const PRODUCT = SALE_PRODUCT;
const order = saleOrder;

function built(o: FiscalOrder, issuer: FiscalIssuer = ISSUER): FocusNfeRequest {
  const result = buildNfeRequest(o, issuer);
  if (!result.ok) throw new Error(result.problems.map((p) => p.message).join(' '));
  return toFocusNfeRequest(result.request);
}

/** Keys sorted at every level, so two JSON texts compare byte for byte whatever order the keys were written in. */
function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, sortKeys((v as Record<string, unknown>)[k])]),
    );
  return v;
}

describe('Focus NFe adapter: the same JSON as before our own model', () => {
  // Written by the builder that produced Focus's JSON itself, before decision 073.
  const before = JSON.parse(fs.readFileSync(path.resolve('tests/fixtures/fiscal/focus-sale-requests.json'), 'utf8')) as Record<string, unknown>;
  it('covers every sale case', () => {
    expect(Object.keys(before).sort()).toEqual(Object.keys(SALE_CASES).sort());
  });
  it.each(Object.keys(SALE_CASES))('%s', (name) => {
    const c = SALE_CASES[name]!;
    expect(JSON.stringify(sortKeys(built(c.order, c.issuer)), null, 2)).toBe(JSON.stringify(before[name], null, 2));
  });
});

describe('buildNfeRequest: the destination municipality', () => {
  it('sends the IBGE code of the destination (never the recipient e-mail: decision 051)', () => {
    const r = built(order());
    expect(r).toMatchObject({ municipio_destinatario: 'Manaus', uf_destinatario: 'AM', codigo_municipio_destinatario: '1302603' });
    expect(r).not.toHaveProperty('email_destinatario');
  });

  it('stops an address without the IBGE code, naming city and UF', () => {
    const result = buildNfeRequest(order({ buyer: { ...order().buyer, address: { ...MANAUS, city: 'Manaus do Sul', cityCode: null } } }), ISSUER);
    expect(result).toEqual({
      ok: false,
      problems: [
        {
          productId: null,
          field: 'buyerCityCode',
          message:
            'Endereço de entrega do pedido em "Manaus do Sul/AM": município não encontrado na tabela do IBGE. Corrija a cidade do endereço e use \'Emitir novamente\'.',
        },
      ],
    });
  });
});

describe('buildNfeRequest: the documented example', () => {
  it('gives the fields of Focus NFe’s example, as an online sale to a consumer in another state', () => {
    const r = built(order());
    expect(r).toMatchObject({
      natureza_operacao: 'Venda de mercadoria',
      data_emissao: '2026-11-25T12:00:00-03:00',
      tipo_documento: 1,
      finalidade_emissao: 1,
      cnpj_emitente: '51916585000125',
      inscricao_estadual_emitente: '101942171617',
      nome_emitente: 'ACME LTDA',
      logradouro_emitente: 'R. Padre Natal Pigato',
      numero_emitente: '100',
      bairro_emitente: 'Santa Felicidade',
      municipio_emitente: 'Curitiba',
      uf_emitente: 'PR',
      cep_emitente: '82320030',
      regime_tributario_emitente: 1,
      nome_destinatario: HOMOLOGATION_BUYER_NAME,
      cpf_destinatario: '51966818092',
      telefone_destinatario: '1196185555',
      logradouro_destinatario: 'Rua São Januário',
      numero_destinatario: '99',
      bairro_destinatario: 'Crespo',
      municipio_destinatario: 'Manaus',
      uf_destinatario: 'AM',
      pais_destinatario: 'Brasil',
      cep_destinatario: '69073178',
      valor_frete: '0.00',
      valor_seguro: '0.00',
      valor_total: '47.23',
      valor_produtos: '47.23',
      modalidade_frete: 0,
      // What the issue asks of an internet sale: final consumer, not present, interstate, non-contributor.
      consumidor_final: 1,
      presenca_comprador: 2,
      local_destino: 2,
      indicador_inscricao_estadual_destinatario: 9,
      formas_pagamento: [{ forma_pagamento: '17', valor_pagamento: '47.23' }],
    });
    expect(r.items).toEqual([
      {
        numero_item: 1,
        codigo_produto: '1232',
        descricao: 'Cartões de Visita',
        cfop: '6108',
        codigo_ncm: '49111090',
        codigo_barras_comercial: NO_GTIN,
        codigo_barras_tributavel: NO_GTIN,
        unidade_comercial: 'UN',
        unidade_tributavel: 'UN',
        quantidade_comercial: 1,
        quantidade_tributavel: 1,
        valor_unitario_comercial: '47.23',
        valor_unitario_tributavel: '47.23',
        valor_bruto: '47.23',
        inclui_no_total: 1,
        icms_origem: 0,
        icms_situacao_tributaria: '102',
        pis_situacao_tributaria: '49',
        cofins_situacao_tributaria: '49',
      },
    ]);
    expect(r).not.toHaveProperty('cnpj_destinatario');
    expect(r).not.toHaveProperty('inscricao_estadual_destinatario');
  });

  it('names the buyer in produção (homologação must carry SEFAZ’s fixed name, or 598)', () => {
    expect(built(order(), { ...ISSUER, environment: 'producao' }).nome_destinatario).toBe('Maria da Silva');
  });
});

describe('buildNfeRequest: operation table', () => {
  const rows: Array<[string, Partial<FiscalOrder>, { cfop: string; local: number; ind: number; doc: 'cpf' | 'cnpj'; ie?: string }]> = [
    ['consumer, same state', { buyer: { ...order().buyer, address: CURITIBA } }, { cfop: '5102', local: 1, ind: 9, doc: 'cpf' }],
    ['consumer, another state', {}, { cfop: '6108', local: 2, ind: 9, doc: 'cpf' }],
    ['company without IE, another state', { buyer: company(null) }, { cfop: '6108', local: 2, ind: 9, doc: 'cnpj' }],
    ['company with IE (contributor), another state', { buyer: company('04.123.456-7') }, { cfop: '6102', local: 2, ind: 1, doc: 'cnpj', ie: '041234567' }],
    [
      'company with IE, same state',
      { buyer: { ...company('9012345678'), address: CURITIBA } },
      { cfop: '5102', local: 1, ind: 1, doc: 'cnpj', ie: '9012345678' },
    ],
    ['company exempt of IE, another state', { buyer: company(null, '2') }, { cfop: '6108', local: 2, ind: 2, doc: 'cnpj' }],
    [
      'alphanumeric CNPJ (from July 2026), another state',
      { buyer: { ...company(null), document: '12.ABC.345/01DE-35' } },
      { cfop: '6108', local: 2, ind: 9, doc: 'cnpj' },
    ],
  ];
  it.each(rows)('%s', (_title, overrides, want) => {
    const r = built(order(overrides));
    expect(r.items.map((i) => i.cfop)).toEqual([want.cfop]);
    expect(r.local_destino).toBe(want.local);
    expect(r.indicador_inscricao_estadual_destinatario).toBe(want.ind);
    expect(r).toHaveProperty(`${want.doc}_destinatario`);
    expect(r.inscricao_estadual_destinatario).toBe(want.ie);
  });

  itReturns('saleCfop(%s → %s, contributor %s)', saleCfop, [
    ['SP', 'SP', false, '5102'],
    ['SP', 'sp', true, '5102'],
    ['SP', 'RJ', false, '6108'],
    ['SP', 'RJ', true, '6102'],
  ]);

  it.each([
    ['credit', '03'],
    ['debit', '04'],
    ['pix', '17'],
    ['boleto', '15'],
  ] as const)('payment %s → tPag %s', (method, code) => {
    expect(built(order({ paymentMethod: method })).formas_pagamento).toEqual([{ forma_pagamento: code, valor_pagamento: '47.23' }]);
  });
});

describe('buildNfeRequest: totals to the centavo', () => {
  const line = (code: string, unitPriceCents: number, quantity: number, extra: Partial<FiscalProductData> = {}) => ({
    product: { ...PRODUCT, productId: Number(code), code, name: `Item ${code}`, ...extra },
    quantity,
    unitPriceCents,
  });
  const cents = (s: string | undefined) => Math.round(Number(s ?? '0') * 100);
  const rows: Array<[string, FiscalOrder['lines'], number, number]> = [
    ['free shipping, no discount', [line('1', 1990, 2), line('2', 350, 3)], 0, 0],
    ['discount that does not divide evenly', [line('1', 1000, 1), line('2', 1000, 1), line('3', 1000, 1)], 100, 0],
    ['discount and charged shipping over unequal lines', [line('1', 4990, 1), line('2', 1, 7), line('3', 12345, 3)], 333, 1999],
    ['one centavo of discount over three lines', [line('1', 100, 1), line('2', 100, 1), line('3', 100, 1)], 1, 0],
  ];
  it.each(rows)('%s', (_title, lines, discountCents, shippingCents) => {
    const products = lines.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0);
    const totalCents = products - discountCents + shippingCents;
    const r = built(order({ lines, discountCents, shippingCents, totalCents }));
    const sum = (f: (i: FocusNfeRequest['items'][number]) => string | undefined) => r.items.reduce((s, i) => s + cents(f(i)), 0);
    expect(sum((i) => i.valor_bruto)).toBe(cents(r.valor_produtos));
    expect(sum((i) => i.valor_desconto)).toBe(discountCents);
    expect(sum((i) => i.valor_frete)).toBe(shippingCents);
    expect(cents(r.valor_produtos) - cents(r.valor_desconto) + cents(r.valor_frete)).toBe(cents(r.valor_total));
    expect(cents(r.valor_total)).toBe(totalCents);
    expect(r.formas_pagamento[0]!.valor_pagamento).toBe(centsToDecimal(totalCents));
    // Free shipping is 0 in the header and absent from the lines.
    if (shippingCents === 0) expect(r.items.every((i) => i.valor_frete === undefined)).toBe(true);
  });

  itReturns('splitCents(%s, %j)', splitCents, [
    [100, [1000, 1000, 1000], [34, 33, 33]],
    [1, [100, 100, 100], [1, 0, 0]],
    [333, [4990, 7, 37035], [40, 0, 293]],
    [5, [0, 0], [3, 2]],
    [0, [10, 20], [0, 0]],
    [7, [], []],
  ]);

  itReturns('centsToDecimal(%s)', centsToDecimal, [
    [0, '0.00'],
    [5, '0.05'],
    [4723, '47.23'],
    [100000, '1000.00'],
  ]);

  it('issues at São Paulo time', () => {
    expect(saoPauloTimestamp(new Date('2026-01-01T02:30:00Z'))).toBe('2025-12-31T23:30:00-03:00');
  });
});

describe('buildNfeRequest: what it refuses', () => {
  it('stops an order whose product has no NCM, naming the product and the field', () => {
    const result = buildNfeRequest(order({ lines: [{ product: { ...PRODUCT, ncm: null }, quantity: 1, unitPriceCents: 4723 }] }), ISSUER);
    expect(result).toEqual({ ok: false, problems: [{ productId: 1232, field: 'ncm', message: 'Produto "Cartões de Visita" (1232): falta NCM.' }] });
  });

  it('stops a line whose product was deleted since the sale', () => {
    const result = buildNfeRequest(order({ lines: [{ product: { ...PRODUCT, productId: null }, quantity: 1, unitPriceCents: 4723 }] }), ISSUER);
    expect(!result.ok && result.problems.map((p) => p.field)).toEqual(['product']);
  });

  it('refuses any regime but Simples Nacional with a clear message', () => {
    const result = buildNfeRequest(order(), { ...ISSUER, taxRegime: 'regime_normal' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems[0]!.message).toMatch(/só emite notas pelo Simples Nacional/);
  });

  it('refuses an order without the buyer’s CPF or CNPJ', () => {
    const result = buildNfeRequest(order({ buyer: { ...order().buyer, document: '' } }), ISSUER);
    expect(!result.ok && result.problems.map((p) => p.field)).toEqual(['buyerDocument']);
  });

  it('refuses an issuer without its IBGE municipality code', () => {
    const result = buildNfeRequest(order(), { ...ISSUER, address: { ...ISSUER.address, cityCode: '' } });
    expect(!result.ok && result.problems[0]!.message).toBe('Dados fiscais da loja incompletos: código IBGE do município (Configurações → Fiscal).');
  });

  itReturns('productFiscalProblems fields: %j', (p: Partial<FiscalProductData>) => productFiscalProblems({ ...PRODUCT, ...p }, ISSUER).map((x) => x.field), [
    [{}, []],
    [{ ncm: null }, ['ncm']],
    [{ gtin: null }, ['gtin']],
    [{ ncm: null, gtin: null }, ['ncm,gtin']],
    [{ gtin: '7891000315507' }, []],
    [{ csosn: '500' }, ['cest']],
    [{ csosn: '500', cest: '2806400' }, []],
  ]);

  it('names every missing field of a product in one message', () => {
    const result = buildNfeRequest(order({ lines: [{ product: { ...PRODUCT, ncm: null, gtin: null }, quantity: 1, unitPriceCents: 4723 }] }), ISSUER);
    expect(!result.ok && result.problems[0]!.message).toBe('Produto "Cartões de Visita" (1232): falta NCM e GTIN (ou "SEM GTIN").');
  });

  it('takes the product’s own fiscal profile over the shop’s default', () => {
    const product = { ...PRODUCT, csosn: '500' as const, pisCofinsCst: '04' as const, icmsOrigin: '2' as const, gtin: '7891000315507', cest: '2806400' };
    expect(built(order({ lines: [{ product, quantity: 2, unitPriceCents: 2000 }], totalCents: 4000 })).items[0]).toMatchObject({
      icms_situacao_tributaria: '500',
      pis_situacao_tributaria: '04',
      cofins_situacao_tributaria: '04',
      icms_origem: 2,
      codigo_barras_comercial: '7891000315507',
      cest: '2806400',
      quantidade_comercial: 2,
      valor_bruto: '40.00',
    });
  });
});

describe('cancellation window', () => {
  const authorizedAt = new Date('2026-11-25T17:05:00Z');
  it('closes 24 hours after authorisation', () => {
    expect(cancelDeadline(authorizedAt)?.toISOString()).toBe('2026-11-26T17:05:00.000Z');
    expect(canCancelInvoice({ status: 'authorized', authorizedAt }, new Date('2026-11-26T17:05:00Z'))).toBe(true);
    expect(canCancelInvoice({ status: 'authorized', authorizedAt }, new Date('2026-11-26T17:05:01Z'))).toBe(false);
    expect(canCancelInvoice({ status: 'rejected', authorizedAt: null }, authorizedAt)).toBe(false);
  });
  it('names the deadline in São Paulo time', () => {
    expect(cancelWindowClosedMessage(authorizedAt)).toBe('O prazo para cancelar esta nota terminou em 26/11/2026 às 14:05 (24 horas após a autorização).');
  });
});
