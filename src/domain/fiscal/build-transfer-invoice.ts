import { onlyDigits } from '../brazil';
import { CSOSN_WITH_ST, effectiveFiscalProfile } from '../product-fiscal';
import {
  type BuildNfeResult,
  type FiscalAddress,
  type FiscalIssuer,
  type FiscalProblem,
  type FiscalProductData,
  HOMOLOGATION_BUYER_NAME,
  invoiceAddress,
  invoiceIssuer,
  invoiceItemProduct,
  issuerProblems,
  productFiscalProblems,
  saoPauloTimestamp,
} from './build-nfe-request';
import type { InvoiceItem } from './invoice-request';
import { FISCAL_REGIME_UNSUPPORTED_MESSAGE } from './rules';

// The NF-e de transferência (issue 36, decision 073): goods leaving one establishment of the shop
// for another of its own (a store with its own CNPJ and IE), in our invoice model. It is not a sale:
// no buyer, no payment, values at average cost.

export const TRANSFER_NATURE = 'Transferência de mercadoria';

/**
 * CFOP of a transfer of goods bought for resale: 5152 inside the state, 6152 to another
 * (Convênio s/nº de 1970, Anexo: "Transferência de mercadoria adquirida ou recebida de terceiros").
 */
export function transferCfop(fromState: string, toState: string): '5152' | '6152' {
  return fromState.trim().toUpperCase() === toState.trim().toUpperCase() ? '5152' : '6152';
}

/**
 * ICMS of a transfer between establishments of the same owner: not levied (STF's ADC 49, written
 * into LC 87/96 by LC 204/2023), so a Simples Nacional issuer writes CSOSN 400 ('não tributada');
 * goods whose ICMS was already withheld by substituição tributária keep 500 (and their CEST).
 */
export function transferCsosn(productCsosn: string): '400' | '500' {
  return (CSOSN_WITH_ST as readonly string[]).includes(productCsosn) ? '500' : '400';
}

/** One end of a transfer as an establishment: the shop's own (Configurações → Fiscal) or a store's. */
export type FiscalEstablishment = {
  /** 'Loja Centro', or null for the shop's own establishment. */
  storeName: string | null;
  cnpj: string;
  stateRegistration: string;
  tradeName: string;
  address: FiscalAddress;
  phone: string;
};

export type FiscalTransferLine = { product: FiscalProductData; quantity: number; unitCostCents: number };

export type FiscalTransfer = {
  code: string;
  issuedAt: Date;
  from: FiscalEstablishment;
  to: FiscalEstablishment;
  lines: FiscalTransferLine[];
};

/** Whether a transfer between these ends needs an NF-e: they are different establishments (different CNPJ). */
export function differentEstablishments(fromCnpj: string | null | undefined, toCnpj: string | null | undefined): boolean {
  return onlyDigits(fromCnpj) !== onlyDigits(toCnpj);
}

function establishmentProblems(e: FiscalEstablishment, role: 'origem' | 'destino'): FiscalProblem[] {
  if (e.storeName === null) return [];
  const missing: string[] = [];
  if (onlyDigits(e.cnpj).length !== 14) missing.push('CNPJ');
  if (!onlyDigits(e.stateRegistration)) missing.push('inscrição estadual');
  const a = e.address;
  if (!a.street.trim() || !a.number.trim() || !a.neighborhood.trim() || !a.city.trim() || !a.state.trim() || onlyDigits(a.cep).length !== 8)
    missing.push('endereço');
  else if (onlyDigits(a.cityCode).length !== 7) missing.push(`município "${a.city.trim()}/${a.state.trim().toUpperCase()}" não encontrado na tabela do IBGE`);
  return missing.length
    ? [{ productId: null, field: role, message: `Loja de ${role} "${e.storeName}": dados fiscais incompletos: ${missing.join(', ')} (Cadastros → Lojas).` }]
    : [];
}

/**
 * The invoice of one sent transfer, issued by its origin to its destination. Pure, like the sale's:
 * anything missing comes back as problems, and nothing half-filled reaches the provider. `shop` is
 * the shop's issuer settings, which hold the company's name, regime, defaults and environment.
 */
export function buildTransferInvoice(transfer: FiscalTransfer, shop: FiscalIssuer): BuildNfeResult {
  if (shop.taxRegime !== 'simples_nacional') {
    return { ok: false, problems: [{ productId: null, field: 'taxRegime', message: FISCAL_REGIME_UNSUPPORTED_MESSAGE }] };
  }
  const from = transfer.from;
  const to = transfer.to;
  // The issuer is the origin: the company's name and settings, the establishment's own identity.
  const issuer: FiscalIssuer = {
    ...shop,
    cnpj: from.cnpj,
    stateRegistration: from.stateRegistration,
    tradeName: from.tradeName,
    address: { ...from.address, cityCode: from.address.cityCode ?? '' },
    phone: from.phone,
  };
  // The shop's settings always (the company, and the establishment of the warehouse's end), then each store's.
  const problems = [
    ...issuerProblems(shop),
    ...establishmentProblems(from, 'origem'),
    ...establishmentProblems(to, 'destino'),
    ...transfer.lines.flatMap((l) => productFiscalProblems(l.product, shop)),
  ];
  if (transfer.lines.length === 0) problems.push({ productId: null, field: 'lines', message: 'A transferência não tem itens.' });
  for (const l of transfer.lines)
    if (l.unitCostCents <= 0)
      problems.push({
        productId: l.product.productId,
        field: 'costPriceCents',
        message: `Produto "${l.product.name}": sem custo médio; a nota de transferência leva as mercadorias pelo custo.`,
      });
  if (problems.length) return { ok: false, problems };

  const cfop = transferCfop(from.address.state, to.address.state);
  const items: InvoiceItem[] = transfer.lines.map((line, i) => {
    const profile = effectiveFiscalProfile(line.product, { csosn: shop.defaultCsosn, pisCofinsCst: shop.defaultPisCofinsCst });
    return {
      ...invoiceItemProduct(line.product, i),
      cfop,
      quantity: line.quantity,
      unitPriceCents: line.unitCostCents,
      grossCents: line.unitCostCents * line.quantity,
      discountCents: 0,
      freightCents: 0,
      csosn: transferCsosn(profile.csosn),
      pisCst: profile.pisCofinsCst,
      cofinsCst: profile.pisCofinsCst,
    };
  });
  const totalCents = items.reduce((s, i) => s + i.grossCents, 0);
  return {
    ok: true,
    request: {
      nature: TRANSFER_NATURE,
      issuedAt: saoPauloTimestamp(transfer.issuedAt),
      direction: 'exit',
      purpose: 'normal',
      destination: cfop === '5152' ? 'internal' : 'interstate',
      finalConsumer: false,
      presence: 'other',
      issuer: invoiceIssuer(issuer),
      recipient: {
        // The same company at the other end; homologação takes SEFAZ's fixed name, or 598.
        name: shop.environment === 'homologacao' ? HOMOLOGATION_BUYER_NAME : shop.legalName.trim(),
        document: { kind: 'cnpj', number: onlyDigits(to.cnpj) },
        taxpayer: 'contributor',
        stateRegistration: onlyDigits(to.stateRegistration),
        phone: onlyDigits(to.phone),
        address: invoiceAddress(to.address),
      },
      freight: 'issuer',
      items,
      totals: { productsCents: totalCents, freightCents: 0, insuranceCents: 0, discountCents: 0, totalCents },
      // Sem pagamento (tPag 90, value 0): nothing is sold.
      payments: [{ method: 'none', amountCents: 0 }],
      referencedKeys: [],
    },
  };
}
