import alreadyAuthorized from '../fixtures/fiscal/focus-already-authorized.json';
import authorized from '../fixtures/fiscal/focus-authorized.json';
import cancelRefused from '../fixtures/fiscal/focus-cancel-refused.json';
import cancelled from '../fixtures/fiscal/focus-cancelled.json';
import inProcessing from '../fixtures/fiscal/focus-in-processing.json';
import processing from '../fixtures/fiscal/focus-processing.json';
import rejected from '../fixtures/fiscal/focus-rejected.json';
import schemaError from '../fixtures/fiscal/focus-schema-error.json';
import { startStandInServer } from './stand-in-server';

export const FOCUS_STAND_IN_TOKEN = 'token-de-homologacao-do-teste';
export const STAND_IN_PROTOCOL = '141190000000022';

type Doc = {
  status: 'processando_autorizacao' | 'autorizado' | 'erro_autorizacao' | 'cancelado';
  request: Record<string, unknown>;
  outcome: 'authorize' | 'reject';
};
export type FocusCall = { method: string; path: string; auth: string | undefined; body: Record<string, unknown> | undefined };

/**
 * A local stand-in for Focus NFe's NF-e API answering with the documented bodies
 * (tests/fixtures/fiscal, SOURCES.md): POST /v2/nfe?ref= queues the invoice (202
 * processando_autorizacao) unless told to answer synchronously; a repeated reference gets the
 * documented 422 (nfe_autorizada / em_processamento); GET answers the document's state, which the
 * test settles; DELETE cancels (or refuses, when told); the caminho_* paths serve an XML with a
 * protocol and a small PDF. Every call is recorded with its Authorization header.
 */
export async function startFocusNfeStandIn() {
  const docs = new Map<string, Doc>();
  const calls: FocusCall[] = [];
  const options = {
    synchronous: false,
    schemaError: false,
    refuseCancel: false,
    nextOutcome: 'authorize' as Doc['outcome'],
    /** The file paths answer 200 with an HTML page (as a proxy or a login page would) instead of the PDF and XML. */
    brokenFiles: false,
  };

  const body = (doc: Doc, ref: string) => {
    const template =
      doc.status === 'autorizado'
        ? authorized
        : doc.status === 'erro_autorizacao'
          ? rejected
          : doc.status === 'cancelado'
            ? { ...authorized, ...cancelled }
            : processing;
    return { ...template, ref, status: doc.status };
  };

  const server = await startStandInServer((req, res, url, json) => {
    calls.push({ method: req.method ?? 'GET', path: `${url.pathname}${url.search}`, auth: req.headers.authorization, body: json });
    const send = (status: number, payload: unknown, type = 'application/json') => {
      res.writeHead(status, { 'content-type': type });
      res.end(typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload));
    };
    if (req.headers.authorization !== `Basic ${Buffer.from(`${FOCUS_STAND_IN_TOKEN}:`).toString('base64')}`) {
      return send(403, { codigo: 'permissao_negada', mensagem: 'Acesso negado' });
    }
    if (url.pathname.startsWith('/arquivos_development/')) {
      if (options.brokenFiles) return send(200, '<html><body>Manutenção programada<br></body></html>', 'text/html');
      if (url.pathname.endsWith('.pdf')) return send(200, Buffer.from('%PDF-1.4\n% DANFE do stand-in\n%%EOF\n'), 'application/pdf');
      const key = /(\d{44})/.exec(url.pathname)?.[1];
      return send(
        200,
        `<?xml version="1.0"?><nfeProc><protNFe><infProt><chNFe>${key}</chNFe><nProt>${STAND_IN_PROTOCOL}</nProt></infProt></protNFe></nfeProc>`,
        'application/xml',
      );
    }
    if (req.method === 'POST' && url.pathname === '/v2/nfe') {
      const ref = url.searchParams.get('ref') ?? '';
      const existing = docs.get(ref);
      if (existing?.status === 'autorizado' || existing?.status === 'cancelado') return send(422, alreadyAuthorized);
      if (existing?.status === 'processando_autorizacao') return send(422, inProcessing);
      if (options.schemaError) return send(422, schemaError);
      const doc: Doc = { status: 'processando_autorizacao', request: json ?? {}, outcome: options.nextOutcome };
      docs.set(ref, doc);
      if (options.synchronous) {
        doc.status = doc.outcome === 'authorize' ? 'autorizado' : 'erro_autorizacao';
        return send(201, body(doc, ref));
      }
      return send(202, body(doc, ref));
    }
    const match = /^\/v2\/nfe\/([^/]+)$/.exec(url.pathname);
    const doc = match ? docs.get(decodeURIComponent(match[1]!)) : undefined;
    if (match && !doc) return send(404, { codigo: 'nao_encontrado', mensagem: 'Nota fiscal não encontrada' });
    if (req.method === 'GET' && doc) return send(200, body(doc, match![1]!));
    if (req.method === 'DELETE' && doc) {
      if (doc.status !== 'autorizado') return send(422, { codigo: 'nfe_nao_autorizada', mensagem: 'Nota fiscal não autorizada' });
      if (options.refuseCancel) return send(200, cancelRefused);
      doc.status = 'cancelado';
      return send(200, cancelled);
    }
    send(404, { codigo: 'nao_encontrado', mensagem: 'Utilize o método POST.' });
  });
  const { url } = server;
  return {
    url,
    calls,
    options,
    env: { FISCAL_PROVIDER: 'focusnfe', FOCUSNFE_BASE_URL: url },
    doc: (ref: string) => docs.get(ref),
    /** SEFAZ answers a queued invoice (as Focus NFe's worker would). */
    settle(ref: string) {
      const doc = docs.get(ref);
      if (doc?.status === 'processando_autorizacao') doc.status = doc.outcome === 'authorize' ? 'autorizado' : 'erro_autorizacao';
    },
    /** Forgets an invoice, as if the send had never arrived. */
    forget: (ref: string) => docs.delete(ref),
    close: server.close,
  };
}

export type FocusNfeStandIn = Awaited<ReturnType<typeof startFocusNfeStandIn>>;
