import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { HOMOLOGATION_BUYER_NAME, type NfeRequest, saoPauloTimestamp } from '../../../domain/fiscal/build-nfe-request';
import { nfeCheckDigit } from '../../../domain/nfe';
import type { Database } from '../../db/client';
import { fiscalSandboxDocuments } from '../../db/schema';
import { escapeHtml } from '../../http/escape-html';
import type { CancelResult, FiscalProvider, ProviderAccount, ProviderCallLog, ProviderInvoiceState } from './fiscal-provider';
import { renderDanfe } from './render-danfe';

// The built-in provider: no account, no network. It keeps its documents in the shop's database
// keyed by the reference (as Focus NFe keys them), so a repeated reference answers the same on
// every instance, and it decides like SEFAZ would on the few rules the demo needs to show.

type SandboxDoc = typeof fiscalSandboxDocuments.$inferSelect;

/** An NCM SEFAZ does not know (778) — the sandbox's way to show a rejection on purpose. */
export const SANDBOX_REJECTED_NCM = '00000000';

/** SEFAZ's rejection for what the sandbox checks, or null to authorise. */
export function sandboxRejection(request: NfeRequest, environment: ProviderAccount['environment']): { code: string; message: string } | null {
  if (environment === 'homologacao' && request.nome_destinatario !== HOMOLOGATION_BUYER_NAME) {
    return {
      code: '598',
      message:
        'Rejeição: NF-e emitida em ambiente de homologação com Razão Social do destinatário diferente de NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL',
    };
  }
  const item = request.items.find((i) => i.codigo_ncm === SANDBOX_REJECTED_NCM);
  if (item) return { code: '778', message: `Rejeição: Informado NCM inexistente [nItem:${item.numero_item}]` };
  return null;
}

/** cUF AAMM CNPJ 55 série nNF tpEmis cNF cDV, the cNF drawn from the reference so a resend gives the same key. */
export function sandboxAccessKey(request: NfeRequest, series: number, number: number, reference: string): string {
  const uf = request.codigo_municipio_emitente.slice(0, 2);
  const yearMonth = request.data_emissao.slice(2, 4) + request.data_emissao.slice(5, 7);
  const code = String(Number.parseInt(createHash('sha256').update(reference).digest('hex').slice(0, 8), 16) % 100_000_000).padStart(8, '0');
  const first43 = `${uf}${yearMonth}${request.cnpj_emitente}55${String(series).padStart(3, '0')}${String(number).padStart(9, '0')}1${code}`;
  return `${first43}${nfeCheckDigit(first43)}`;
}

const x = (v: unknown) => escapeHtml(v);

/** A readable stand-in of the authorised XML (nfeProc); not signed, never valid at SEFAZ. */
export function sandboxXml(doc: { request: NfeRequest; accessKey: string; number: string; series: string; protocol: string; environment: string }): string {
  const r = doc.request;
  const tpAmb = doc.environment === 'producao' ? 1 : 2;
  const items = r.items
    .map(
      (i) =>
        `<det nItem="${i.numero_item}"><prod><cProd>${x(i.codigo_produto)}</cProd><cEAN>${x(i.codigo_barras_comercial)}</cEAN><xProd>${x(i.descricao)}</xProd><NCM>${x(i.codigo_ncm)}</NCM>${i.cest ? `<CEST>${x(i.cest)}</CEST>` : ''}<CFOP>${i.cfop}</CFOP><uCom>${x(i.unidade_comercial)}</uCom><qCom>${i.quantidade_comercial}</qCom><vUnCom>${i.valor_unitario_comercial}</vUnCom><vProd>${i.valor_bruto}</vProd><cEANTrib>${x(i.codigo_barras_tributavel)}</cEANTrib><uTrib>${x(i.unidade_tributavel)}</uTrib><qTrib>${i.quantidade_tributavel}</qTrib><vUnTrib>${i.valor_unitario_tributavel}</vUnTrib>${i.valor_frete ? `<vFrete>${i.valor_frete}</vFrete>` : ''}${i.valor_desconto ? `<vDesc>${i.valor_desconto}</vDesc>` : ''}<indTot>1</indTot></prod><imposto><ICMS><ICMSSN102><orig>${i.icms_origem}</orig><CSOSN>${i.icms_situacao_tributaria}</CSOSN></ICMSSN102></ICMS><PIS><PISOutr><CST>${i.pis_situacao_tributaria}</CST></PISOutr></PIS><COFINS><COFINSOutr><CST>${i.cofins_situacao_tributaria}</CST></COFINSOutr></COFINS></imposto></det>`,
    )
    .join('');
  const dest = r.cpf_destinatario ? `<CPF>${r.cpf_destinatario}</CPF>` : `<CNPJ>${r.cnpj_destinatario}</CNPJ>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><NFe><infNFe Id="NFe${doc.accessKey}" versao="4.00"><ide><cUF>${doc.accessKey.slice(0, 2)}</cUF><natOp>${x(r.natureza_operacao)}</natOp><mod>55</mod><serie>${doc.series}</serie><nNF>${doc.number}</nNF><dhEmi>${r.data_emissao}</dhEmi><tpNF>1</tpNF><idDest>${r.local_destino}</idDest><tpAmb>${tpAmb}</tpAmb><finNFe>1</finNFe><indFinal>1</indFinal><indPres>2</indPres></ide><emit><CNPJ>${r.cnpj_emitente}</CNPJ><xNome>${x(r.nome_emitente)}</xNome><xFant>${x(r.nome_fantasia_emitente)}</xFant><enderEmit><xLgr>${x(r.logradouro_emitente)}</xLgr><nro>${x(r.numero_emitente)}</nro><xBairro>${x(r.bairro_emitente)}</xBairro><cMun>${r.codigo_municipio_emitente}</cMun><xMun>${x(r.municipio_emitente)}</xMun><UF>${r.uf_emitente}</UF><CEP>${r.cep_emitente}</CEP></enderEmit><IE>${r.inscricao_estadual_emitente}</IE><CRT>1</CRT></emit><dest>${dest}<xNome>${x(r.nome_destinatario)}</xNome><enderDest><xLgr>${x(r.logradouro_destinatario)}</xLgr><nro>${x(r.numero_destinatario)}</nro><xBairro>${x(r.bairro_destinatario)}</xBairro><xMun>${x(r.municipio_destinatario)}</xMun><UF>${r.uf_destinatario}</UF><CEP>${r.cep_destinatario}</CEP></enderDest><indIEDest>${r.indicador_inscricao_estadual_destinatario}</indIEDest></dest>${items}<total><ICMSTot><vProd>${r.valor_produtos}</vProd><vFrete>${r.valor_frete}</vFrete><vSeg>${r.valor_seguro}</vSeg><vDesc>${r.valor_desconto}</vDesc><vNF>${r.valor_total}</vNF></ICMSTot></total><transp><modFrete>${r.modalidade_frete}</modFrete></transp><pag>${r.formas_pagamento.map((p) => `<detPag><tPag>${p.forma_pagamento}</tPag><vPag>${p.valor_pagamento}</vPag></detPag>`).join('')}</pag><infAdic><infCpl>Documento do ambiente de testes da loja (sandbox): sem valor fiscal.</infCpl></infAdic></infNFe></NFe><protNFe versao="4.00"><infProt><tpAmb>${tpAmb}</tpAmb><chNFe>${doc.accessKey}</chNFe><dhRecbto>${r.data_emissao}</dhRecbto><nProt>${doc.protocol}</nProt><cStat>100</cStat><xMotivo>Autorizado o uso da NF-e</xMotivo></infProt></protNFe></nfeProc>
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
        request: doc.request as NfeRequest,
        accessKey: doc.accessKey,
        number: doc.number!,
        series: doc.series!,
        protocol: doc.protocol!,
        environment: account.environment,
      });
    },
  };
}
