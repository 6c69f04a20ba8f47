import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { HOMOLOGATION_BUYER_NAME, saoPauloTimestamp } from '../../../domain/fiscal/build-nfe-request';
import { centsToDecimal, type InvoiceRequest, PAYMENT_FORM_CODES, TAXPAYER_CODES } from '../../../domain/fiscal/invoice-request';
import { nfeCheckDigit } from '../../../domain/nfe';
import type { Database } from '../../db/client';
import { fiscalSandboxDocuments } from '../../db/schema';
import { escapeHtml } from '../../http/escape-html';
import type { CancelResult, FiscalProvider, ProviderAccount, ProviderCallLog, ProviderInvoiceState } from './fiscal-provider';
import { renderDanfe } from './render-danfe';

// The built-in provider: no account, no network. It keeps its documents in the shop's database
// keyed by the reference (as Focus NFe keys them), so a repeated reference answers the same on
// every instance, and it decides like SEFAZ would on the few rules the demo needs to show. It reads
// our invoice model as it is (decision 073); documents stored before that hold Focus NFe's JSON.

type SandboxDoc = typeof fiscalSandboxDocuments.$inferSelect;

/** An NCM SEFAZ does not know (778) — the sandbox's way to show a rejection on purpose. */
export const SANDBOX_REJECTED_NCM = '00000000';

/** SEFAZ's rejection for what the sandbox checks, or null to authorise. */
export function sandboxRejection(request: InvoiceRequest, environment: ProviderAccount['environment']): { code: string; message: string } | null {
  if (environment === 'homologacao' && request.recipient.name !== HOMOLOGATION_BUYER_NAME) {
    return {
      code: '598',
      message:
        'Rejeição: NF-e emitida em ambiente de homologação com Razão Social do destinatário diferente de NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL',
    };
  }
  const item = request.items.find((i) => i.ncm === SANDBOX_REJECTED_NCM);
  if (item) return { code: '778', message: `Rejeição: Informado NCM inexistente [nItem:${item.number}]` };
  return null;
}

/** cUF AAMM CNPJ 55 série nNF tpEmis cNF cDV, the cNF drawn from the reference so a resend gives the same key. */
export function sandboxAccessKey(request: InvoiceRequest, series: number, number: number, reference: string): string {
  const uf = request.issuer.address.cityCode.slice(0, 2);
  const yearMonth = request.issuedAt.slice(2, 4) + request.issuedAt.slice(5, 7);
  const code = String(Number.parseInt(createHash('sha256').update(reference).digest('hex').slice(0, 8), 16) % 100_000_000).padStart(8, '0');
  const first43 = `${uf}${yearMonth}${request.issuer.cnpj}55${String(series).padStart(3, '0')}${String(number).padStart(9, '0')}1${code}`;
  return `${first43}${nfeCheckDigit(first43)}`;
}

const x = (v: unknown) => escapeHtml(v);

/** A readable stand-in of the authorised XML (nfeProc); not signed, never valid at SEFAZ. */
export function sandboxXml(doc: { request: InvoiceRequest; accessKey: string; number: string; series: string; protocol: string; environment: string }): string {
  const r = doc.request;
  const tpAmb = doc.environment === 'producao' ? 1 : 2;
  const d = centsToDecimal;
  const items = r.items
    .map(
      (i) =>
        `<det nItem="${i.number}"><prod><cProd>${x(i.productCode)}</cProd><cEAN>${x(i.gtin)}</cEAN><xProd>${x(i.description)}</xProd><NCM>${x(i.ncm)}</NCM>${i.cest ? `<CEST>${x(i.cest)}</CEST>` : ''}<CFOP>${i.cfop}</CFOP><uCom>${x(i.unit)}</uCom><qCom>${i.quantity}</qCom><vUnCom>${d(i.unitPriceCents)}</vUnCom><vProd>${d(i.grossCents)}</vProd><cEANTrib>${x(i.gtin)}</cEANTrib><uTrib>${x(i.unit)}</uTrib><qTrib>${i.quantity}</qTrib><vUnTrib>${d(i.unitPriceCents)}</vUnTrib>${i.freightCents ? `<vFrete>${d(i.freightCents)}</vFrete>` : ''}${i.discountCents ? `<vDesc>${d(i.discountCents)}</vDesc>` : ''}<indTot>1</indTot></prod><imposto><ICMS><ICMSSN102><orig>${i.icmsOrigin}</orig><CSOSN>${i.csosn}</CSOSN></ICMSSN102></ICMS><PIS><PISOutr><CST>${i.pisCst}</CST></PISOutr></PIS><COFINS><COFINSOutr><CST>${i.cofinsCst}</CST></COFINSOutr></COFINS></imposto></det>`,
    )
    .join('');
  const e = r.issuer;
  const ea = e.address;
  const rc = r.recipient;
  const ra = rc.address;
  const dest = rc.document.kind === 'cpf' ? `<CPF>${rc.document.number}</CPF>` : `<CNPJ>${rc.document.number}</CNPJ>`;
  const refs = r.referencedKeys.map((k) => `<NFref><refNFe>${k}</refNFe></NFref>`).join('');
  const ie = rc.taxpayer === 'contributor' && rc.stateRegistration ? `<IE>${rc.stateRegistration}</IE>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><NFe><infNFe Id="NFe${doc.accessKey}" versao="4.00"><ide><cUF>${doc.accessKey.slice(0, 2)}</cUF><natOp>${x(r.nature)}</natOp><mod>55</mod><serie>${doc.series}</serie><nNF>${doc.number}</nNF><dhEmi>${r.issuedAt}</dhEmi><tpNF>1</tpNF><idDest>${r.destination === 'internal' ? 1 : 2}</idDest><tpAmb>${tpAmb}</tpAmb><finNFe>1</finNFe><indFinal>${r.finalConsumer ? 1 : 0}</indFinal><indPres>${r.presence === 'internet' ? 2 : 9}</indPres>${refs}</ide><emit><CNPJ>${e.cnpj}</CNPJ><xNome>${x(e.legalName)}</xNome><xFant>${x(e.tradeName)}</xFant><enderEmit><xLgr>${x(ea.street)}</xLgr><nro>${x(ea.number)}</nro><xBairro>${x(ea.neighborhood)}</xBairro><cMun>${ea.cityCode}</cMun><xMun>${x(ea.city)}</xMun><UF>${ea.state}</UF><CEP>${ea.cep}</CEP></enderEmit><IE>${e.stateRegistration}</IE><CRT>1</CRT></emit><dest>${dest}<xNome>${x(rc.name)}</xNome><enderDest><xLgr>${x(ra.street)}</xLgr><nro>${x(ra.number)}</nro><xBairro>${x(ra.neighborhood)}</xBairro><cMun>${ra.cityCode}</cMun><xMun>${x(ra.city)}</xMun><UF>${ra.state}</UF><CEP>${ra.cep}</CEP></enderDest><indIEDest>${TAXPAYER_CODES[rc.taxpayer]}</indIEDest>${ie}</dest>${items}<total><ICMSTot><vProd>${d(r.totals.productsCents)}</vProd><vFrete>${d(r.totals.freightCents)}</vFrete><vSeg>${d(r.totals.insuranceCents)}</vSeg><vDesc>${d(r.totals.discountCents)}</vDesc><vNF>${d(r.totals.totalCents)}</vNF></ICMSTot></total><transp><modFrete>${r.freight === 'issuer' ? 0 : 9}</modFrete></transp><pag>${r.payments.map((p) => `<detPag><tPag>${PAYMENT_FORM_CODES[p.method]}</tPag><vPag>${d(p.amountCents)}</vPag></detPag>`).join('')}</pag><infAdic><infCpl>Documento do ambiente de testes da loja (sandbox): sem valor fiscal.</infCpl></infAdic></infNFe></NFe><protNFe versao="4.00"><infProt><tpAmb>${tpAmb}</tpAmb><chNFe>${doc.accessKey}</chNFe><dhRecbto>${r.issuedAt}</dhRecbto><nProt>${doc.protocol}</nProt><cStat>100</cStat><xMotivo>Autorizado o uso da NF-e</xMotivo></infProt></protNFe></nfeProc>
`;
}

function stateOf(doc: SandboxDoc): ProviderInvoiceState {
  const status =
    doc.status === 'autorizado' ? 'authorized' : doc.status === 'cancelado' ? 'cancelled' : doc.status === 'erro_autorizacao' ? 'rejected' : 'processing';
  const ids = doc.accessKey ? { accessKey: doc.accessKey, number: doc.number, series: doc.series, protocol: doc.protocol } : {};
  const files =
    status === 'authorized' || status === 'cancelled'
      ? {
          xml: `sandbox:xml:${doc.reference}`,
          danfe: `sandbox:danfe:${doc.reference}`,
          cancelXml: doc.cancelXml ? `sandbox:cancel-xml:${doc.reference}` : null,
        }
      : undefined;
  return { status, sefazCode: doc.sefazCode, sefazMessage: doc.sefazMessage, ...ids, ...(files ? { files } : {}) };
}

export function createSandboxFiscalProvider(database: Database, opts: { now?: () => Date } = {}): FiscalProvider {
  const { db } = database;
  const now = opts.now ?? (() => new Date());
  const find = async (reference: string) => (await db.select().from(fiscalSandboxDocuments).where(eq(fiscalSandboxDocuments.reference, reference)))[0] ?? null;
  const log = (action: string, started: number, response: unknown): ProviderCallLog => ({
    action,
    httpStatus: 200,
    ok: true,
    response,
    error: null,
    durationMs: Date.now() - started,
  });

  return {
    name: 'sandbox',
    async issue(account, reference, request, onCall) {
      const started = Date.now();
      const doc = await db.transaction(async (tx) => {
        // The row first (a second instance waits on it), then the decision on the locked row.
        await tx
          .insert(fiscalSandboxDocuments)
          .values({ reference, status: 'processando_autorizacao', sefazCode: '', sefazMessage: '', request })
          .onConflictDoNothing();
        const [locked] = await tx.select().from(fiscalSandboxDocuments).where(eq(fiscalSandboxDocuments.reference, reference)).for('update');
        // Authorised or cancelled under this reference already: like Focus NFe's 'nfe_autorizada', its state.
        if (locked!.status === 'autorizado' || locked!.status === 'cancelado') return locked!;
        const rejection = sandboxRejection(request, account.environment);
        if (rejection) {
          const [row] = await tx
            .update(fiscalSandboxDocuments)
            .set({ status: 'erro_autorizacao', sefazCode: rejection.code, sefazMessage: rejection.message, request, updatedAt: now() })
            .where(eq(fiscalSandboxDocuments.reference, reference))
            .returning();
          return row!;
        }
        const seq = await tx.execute<{ n: string }>(sql`SELECT nextval('fiscal_sandbox_number_seq')::text AS n`);
        const number = Number(seq.rows[0]!.n);
        const series = String(account.series);
        const accessKey = sandboxAccessKey(request, account.series, number, reference);
        const protocol = `${accessKey.slice(0, 2) === '35' ? '1' : '2'}${accessKey.slice(0, 2)}${accessKey.slice(2, 4)}${String(number).padStart(10, '0')}`;
        const xml = sandboxXml({ request, accessKey, number: String(number), series, protocol, environment: account.environment });
        const [row] = await tx
          .update(fiscalSandboxDocuments)
          .set({
            status: 'autorizado',
            sefazCode: '100',
            sefazMessage: 'Autorizado o uso da NF-e',
            series,
            number: String(number),
            accessKey,
            protocol,
            request,
            xml,
            updatedAt: now(),
          })
          .where(eq(fiscalSandboxDocuments.reference, reference))
          .returning();
        return row!;
      });
      const state = stateOf(doc);
      onCall?.(log('issue', started, state));
      return state;
    },
    async consult(_account, reference, onCall) {
      const started = Date.now();
      const doc = await find(reference);
      const state = doc ? stateOf(doc) : null;
      onCall?.(log('consult', started, state));
      return state;
    },
    async cancel(account, reference, justification, onCall): Promise<CancelResult> {
      const started = Date.now();
      const result = await db.transaction(async (tx): Promise<CancelResult> => {
        const [doc] = await tx.select().from(fiscalSandboxDocuments).where(eq(fiscalSandboxDocuments.reference, reference)).for('update');
        if (doc?.status !== 'autorizado')
          return { ok: false, sefazCode: 'nfe_nao_autorizada', message: 'Nota fiscal não autorizada: só uma nota autorizada pode ser cancelada.' };
        const at = saoPauloTimestamp(now());
        const tpAmb = account.environment === 'producao' ? 1 : 2;
        const cancelXml = `<?xml version="1.0" encoding="UTF-8"?>
<procEventoNFe xmlns="http://www.portalfiscal.inf.br/nfe" versao="1.00"><evento versao="1.00"><infEvento Id="ID110111${doc.accessKey}01"><tpAmb>${tpAmb}</tpAmb><chNFe>${doc.accessKey}</chNFe><dhEvento>${at}</dhEvento><tpEvento>110111</tpEvento><nSeqEvento>1</nSeqEvento><detEvento versao="1.00"><descEvento>Cancelamento</descEvento><nProt>${doc.protocol}</nProt><xJust>${x(justification)}</xJust></detEvento></infEvento></evento><retEvento versao="1.00"><infEvento><cStat>135</cStat><xMotivo>Evento registrado e vinculado a NF-e</xMotivo><chNFe>${doc.accessKey}</chNFe></infEvento></retEvento></procEventoNFe>
`;
        const [row] = await tx
          .update(fiscalSandboxDocuments)
          .set({ status: 'cancelado', sefazCode: '135', sefazMessage: 'Evento registrado e vinculado a NF-e', cancelXml, updatedAt: now() })
          .where(eq(fiscalSandboxDocuments.reference, reference))
          .returning();
        return { ok: true, state: stateOf(row!) };
      });
      onCall?.(log('cancel', started, result));
      return result;
    },
    async download(account, path) {
      const [, kind, reference] = path.split(':');
      const doc = reference ? await find(reference) : null;
      if (!doc?.accessKey) throw new Error(`sandbox: nenhum arquivo em ${path}`);
      if (kind === 'xml') return Buffer.from(doc.xml ?? '', 'utf8');
      if (kind === 'cancel-xml') return Buffer.from(doc.cancelXml ?? '', 'utf8');
      return renderDanfe({
        request: doc.request as InvoiceRequest,
        accessKey: doc.accessKey,
        number: doc.number!,
        series: doc.series!,
        protocol: doc.protocol!,
        environment: account.environment,
      });
    },
  };
}
