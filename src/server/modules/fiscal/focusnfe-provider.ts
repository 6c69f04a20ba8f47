import type { FiscalEnvironment } from '../../../domain/fiscal/build-nfe-request';
import type { InvoiceRequest } from '../../../domain/fiscal/invoice-request';
import {
  type CancelResult,
  type FiscalProvider,
  FiscalProviderError,
  type ProviderAccount,
  type ProviderCallLog,
  type ProviderInvoiceState,
} from './fiscal-provider';
import { toFocusNfeRequest } from './focusnfe-request';

// Focus NFe's v2 API for NF-e (https://focusnfe.com.br/doc/#nfe; source github.com/FocusNFe/api-doc):
// POST /v2/nfe?ref=REF, GET /v2/nfe/REF, DELETE /v2/nfe/REF; HTTP Basic with the token as user
// and an empty password; errors as { codigo, mensagem, erros? }.

export const FOCUSNFE_URLS: Record<FiscalEnvironment, string> = {
  homologacao: 'https://homologacao.focusnfe.com.br',
  producao: 'https://api.focusnfe.com.br',
};

/** A NF-e as Focus NFe answers it (consult, issue, webhook). */
export type FocusNfe = {
  ref?: string;
  status?: string;
  status_sefaz?: string;
  mensagem_sefaz?: string;
  chave_nfe?: string;
  numero?: string;
  serie?: string;
  caminho_xml_nota_fiscal?: string;
  caminho_danfe?: string;
  caminho_xml_cancelamento?: string;
  protocolo_nota_fiscal?: { numero_protocolo?: string };
};
type FocusError = { codigo?: string; mensagem?: string; erros?: { mensagem?: string; campo?: string | null }[] };

const TIMEOUT_MS = 30_000;

/** Focus NFe's statuses in the shop's terms; `null` for one the API does not document for NF-e. */
export function focusState(body: FocusNfe): ProviderInvoiceState | null {
  const sefaz = { sefazCode: body.status_sefaz ?? null, sefazMessage: body.mensagem_sefaz ?? null };
  const files = { xml: body.caminho_xml_nota_fiscal ?? null, danfe: body.caminho_danfe ?? null, cancelXml: body.caminho_xml_cancelamento ?? null };
  const ids = {
    // The key comes as 'NFe' + 44 digits.
    accessKey: body.chave_nfe ? body.chave_nfe.replace(/^NFe/, '') : null,
    number: body.numero ?? null,
    series: body.serie ?? null,
    protocol: body.protocolo_nota_fiscal?.numero_protocolo ?? null,
  };
  switch (body.status) {
    case 'processando_autorizacao':
      return { status: 'processing', ...sefaz };
    case 'autorizado':
      return { status: 'authorized', ...sefaz, ...ids, files };
    case 'erro_autorizacao':
      return { status: 'rejected', ...sefaz };
    case 'denegado':
      return { status: 'denied', ...sefaz, ...ids, files };
    case 'cancelado':
      return { status: 'cancelled', ...sefaz, ...ids, files };
    default:
      return null;
  }
}

/** `fetchImpl` lets the contract tests see every outgoing request; the app uses the global fetch. */
export function createFocusNfeProvider(opts: { baseUrl?: string | null; fetchImpl?: typeof fetch } = {}): FiscalProvider {
  const doFetch = opts.fetchImpl ?? fetch;
  const base = (account: ProviderAccount) => opts.baseUrl ?? FOCUSNFE_URLS[account.environment];

  async function call(
    account: ProviderAccount,
    action: string,
    method: string,
    path: string,
    body: unknown,
    log?: (call: ProviderCallLog) => void,
  ): Promise<{ status: number; json: unknown }> {
    if (!account.token) throw new FiscalProviderError('Informe o token do Focus NFe em Configurações → Fiscal.');
    const started = Date.now();
    let status: number | null = null;
    let json: unknown = null;
    try {
      const res = await doFetch(`${base(account)}${path}`, {
        method,
        headers: {
          Authorization: `Basic ${Buffer.from(`${account.token}:`).toString('base64')}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      status = res.status;
      const text = await res.text();
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = { corpo: text.slice(0, 500) };
      }
      log?.({ action, httpStatus: status, ok: res.ok, response: json, error: null, durationMs: Date.now() - started });
    } catch (err) {
      log?.({ action, httpStatus: status, ok: false, response: json, error: String((err as Error).message ?? err), durationMs: Date.now() - started });
      throw new FiscalProviderError('Não foi possível falar com o Focus NFe agora. A nota será consultada de novo em instantes.');
    }
    // Too many requests or a fault on their side says nothing about the invoice: try again later.
    if (status === 429 || status >= 500) throw new FiscalProviderError(`O Focus NFe respondeu ${status}. A operação será tentada de novo.`, status);
    return { status, json };
  }

  function stateOf(json: unknown): ProviderInvoiceState {
    const state = focusState((json ?? {}) as FocusNfe);
    if (!state) throw new FiscalProviderError(`Resposta inesperada do Focus NFe: ${JSON.stringify(json).slice(0, 200)}`);
    return state;
  }

  async function consult(account: ProviderAccount, reference: string, log?: (call: ProviderCallLog) => void): Promise<ProviderInvoiceState | null> {
    const { status, json } = await call(account, 'consult', 'GET', `/v2/nfe/${encodeURIComponent(reference)}?completa=1`, undefined, log);
    if (status === 404) return null;
    if (status >= 400) throw refused(json, status);
    return stateOf(json);
  }

  return {
    name: 'focusnfe',
    async issue(account, reference, request: InvoiceRequest, log) {
      const body = toFocusNfeRequest(request);
      const { status, json } = await call(account, 'issue', 'POST', `/v2/nfe?ref=${encodeURIComponent(reference)}`, body, log);
      if (status < 400) return stateOf(json);
      const error = (json ?? {}) as FocusError;
      // The reference was sent before (a retry after a crash, a second instance): ask where it is.
      if (error.codigo === 'nfe_autorizada' || error.codigo === 'em_processamento') {
        const state = await consult(account, reference, log);
        if (!state) throw new FiscalProviderError('O Focus NFe diz que a nota já foi enviada, mas não a encontra. A consulta será repetida.');
        return state;
      }
      if (status === 401 || status === 403) {
        return {
          status: 'rejected',
          sefazCode: error.codigo ?? String(status),
          sefazMessage: error.mensagem ?? null,
          errors: [
            {
              message:
                'O Focus NFe recusou o token ou o CNPJ do emitente: confira o token em Configurações → Fiscal e o cadastro da empresa no painel do Focus NFe.',
              field: null,
            },
          ],
        };
      }
      // Schema errors, a missing field, a company not enabled, an expired certificate: the request
      // itself is refused. The invoice is rejected with the provider's words; fixing and 'Emitir
      // novamente' reuses the reference (allowed: nothing was authorised under it).
      return {
        status: 'rejected',
        sefazCode: error.codigo ?? String(status),
        sefazMessage: error.mensagem ?? `O Focus NFe recusou a nota (HTTP ${status}).`,
        errors: (error.erros ?? []).map((e) => ({ message: e.mensagem ?? '', field: e.campo ?? null })).filter((e) => e.message),
      };
    },
    consult,
    async cancel(account, reference, justification, log): Promise<CancelResult> {
      const { status, json } = await call(account, 'cancel', 'DELETE', `/v2/nfe/${encodeURIComponent(reference)}`, { justificativa: justification }, log);
      const body = (json ?? {}) as FocusNfe & FocusError;
      if (status < 400 && body.status === 'cancelado') {
        return {
          ok: true,
          state: {
            status: 'cancelled',
            sefazCode: body.status_sefaz ?? null,
            sefazMessage: body.mensagem_sefaz ?? null,
            files: { cancelXml: body.caminho_xml_cancelamento ?? null },
          },
        };
      }
      if (status < 400) return { ok: false, sefazCode: body.status_sefaz ?? null, message: body.mensagem_sefaz ?? 'A SEFAZ não aceitou o cancelamento.' };
      return { ok: false, sefazCode: body.codigo ?? String(status), message: body.mensagem ?? `O Focus NFe recusou o cancelamento (HTTP ${status}).` };
    },
    async download(account, path) {
      if (!account.token) throw new FiscalProviderError('Informe o token do Focus NFe em Configurações → Fiscal.');
      const home = new URL(base(account));
      let url = fileUrl(path, home);
      // Redirects are followed here, one by one, so each hop is checked like the first.
      for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
        const withToken = url.origin === home.origin;
        let res: Response;
        try {
          res = await doFetch(url.href, {
            headers: withToken ? { Authorization: `Basic ${Buffer.from(`${account.token}:`).toString('base64')}` } : {},
            redirect: 'manual',
            signal: AbortSignal.timeout(TIMEOUT_MS),
          });
        } catch {
          throw new FiscalProviderError('Não foi possível baixar o arquivo da nota do Focus NFe agora.');
        }
        const location = res.status >= 300 && res.status < 400 ? res.headers.get('location') : null;
        if (location) {
          url = fileUrl(location, url, home);
          continue;
        }
        if (!res.ok) throw new FiscalProviderError(`O Focus NFe não entregou o arquivo da nota (HTTP ${res.status}).`, res.status);
        return Buffer.from(await res.arrayBuffer());
      }
      throw new FiscalProviderError('O Focus NFe redirecionou o arquivo da nota vezes demais.');
    },
  };
}

const MAX_REDIRECTS = 3;

/**
 * Where a caminho_* path (or a redirect) points, resolved against the URL it came from. The token
 * goes only to Focus NFe's own origin (https, or the stand-in a test configured); any other host
 * gets the request without it, and only over https (a file named over plain http is refused).
 */
function fileUrl(path: string, from: URL, home: URL = from): URL {
  let url: URL;
  try {
    url = new URL(path, from);
  } catch {
    throw new FiscalProviderError('O Focus NFe indicou um endereço de arquivo inválido.');
  }
  if (url.origin !== home.origin && url.protocol !== 'https:')
    throw new FiscalProviderError(`O Focus NFe indicou um arquivo fora de https (${url.host}); ele não foi baixado.`);
  return url;
}

function refused(json: unknown, status: number): FiscalProviderError {
  const e = (json ?? {}) as FocusError;
  return new FiscalProviderError(e.mensagem ? `Focus NFe: ${e.mensagem}` : `O Focus NFe respondeu ${status}.`, status);
}
