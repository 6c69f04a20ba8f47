import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SALE_CASES } from '../../../../tests/support/fiscal-sale-cases';
import { buildNfeRequest } from '../../../domain/fiscal/build-nfe-request';
import { FiscalProviderError, type ProviderAccount, type ProviderCallLog } from './fiscal-provider';
import { createFocusNfeProvider } from './focusnfe-provider';
import { toFocusNfeRequest } from './focusnfe-request';

// Contract tests of the Focus NFe adapter: every answer is a documented one
// (tests/fixtures/fiscal/SOURCES.md), and every outgoing request is checked — method, URL,
// Basic auth with the token as user, JSON body.

const fixture = (name: string) => JSON.parse(fs.readFileSync(path.resolve('tests/fixtures/fiscal', `${name}.json`), 'utf8')) as Record<string, unknown>;
const ACCOUNT: ProviderAccount = { token: 'token-de-homologacao', environment: 'homologacao', series: 1 };
const AUTH = `Basic ${Buffer.from('token-de-homologacao:').toString('base64')}`;
const REF = '7d0f5b8e-1f7a-4f4e-9d57-3b1b2d6f0a11';
const sale = buildNfeRequest(SALE_CASES['documented example']!.order, SALE_CASES['documented example']!.issuer);
if (!sale.ok) throw new Error('the documented example builds');
const REQUEST = sale.request;

type Sent = { method: string; url: string; auth: string | null; body: unknown };
type Answer = { status: number; body: unknown } | Error;

/** A fetch that answers in order and records what was sent. */
function scripted(...answers: Answer[]) {
  const sent: Sent[] = [];
  const fetchImpl = (async (url: string | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    sent.push({
      method: init?.method ?? 'GET',
      url: String(url),
      auth: headers.get('authorization'),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const next = answers.shift();
    if (!next) throw new Error('unexpected request');
    if (next instanceof Error) throw next;
    return new Response(typeof next.body === 'string' ? next.body : JSON.stringify(next.body), { status: next.status });
  }) as typeof fetch;
  const calls: ProviderCallLog[] = [];
  const provider = createFocusNfeProvider({ fetchImpl });
  return { sent, calls, provider, log: (c: ProviderCallLog) => calls.push(c) };
}

const withRef = (name: string) => ({ ...fixture(name), ref: REF });

describe('Focus NFe adapter: issuing', () => {
  it('authorised at once (synchronous issuing, 201): POST /v2/nfe?ref= with the request; key without "NFe", number, série and file paths', async () => {
    const s = scripted({ status: 201, body: withRef('focus-authorized') });
    const state = await s.provider.issue(ACCOUNT, REF, REQUEST, s.log);
    expect(s.sent).toEqual([{ method: 'POST', url: `https://homologacao.focusnfe.com.br/v2/nfe?ref=${REF}`, auth: AUTH, body: toFocusNfeRequest(REQUEST) }]);
    expect(state).toEqual({
      status: 'authorized',
      sefazCode: '100',
      sefazMessage: 'Autorizado o uso da NF-e',
      accessKey: '41190607504505000132550010000000221923094166',
      number: '22',
      series: '1',
      protocol: null,
      files: {
        xml: '/arquivos_development/07504505000132/201906/XMLs/41190607504505000132550010000000221923094166-nfe.xml',
        danfe: '/arquivos_development/07504505000132/201906/DANFEs/41190607504505000132550010000000221923094166.pdf',
        cancelXml: null,
      },
    });
    expect(s.calls).toMatchObject([{ action: 'issue', httpStatus: 201, ok: true }]);
  });

  it('processing (202), then authorised when read back with GET /v2/nfe/REF?completa=1', async () => {
    const s = scripted({ status: 202, body: withRef('focus-processing') }, { status: 200, body: withRef('focus-authorized') });
    expect(await s.provider.issue(ACCOUNT, REF, REQUEST)).toEqual({ status: 'processing', sefazCode: null, sefazMessage: null });
    expect((await s.provider.consult(ACCOUNT, REF))?.status).toBe('authorized');
    expect(s.sent.map((r) => `${r.method} ${r.url}`)).toEqual([
      `POST https://homologacao.focusnfe.com.br/v2/nfe?ref=${REF}`,
      `GET https://homologacao.focusnfe.com.br/v2/nfe/${REF}?completa=1`,
    ]);
    expect(s.sent[1]!.auth).toBe(AUTH);
  });

  it('rejected by SEFAZ: erro_autorizacao with its code and reason', async () => {
    const s = scripted({ status: 200, body: withRef('focus-rejected') });
    expect(await s.provider.consult(ACCOUNT, REF)).toEqual({
      status: 'rejected',
      sefazCode: '598',
      sefazMessage:
        'NF-e emitida em ambiente de homologacao com Razao Social do destinatario diferente de NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL',
    });
  });

  it('refused before SEFAZ (422 erro_validacao_schema): rejected with the provider’s field errors', async () => {
    const s = scripted({ status: 422, body: fixture('focus-schema-error') });
    expect(await s.provider.issue(ACCOUNT, REF, REQUEST)).toEqual({
      status: 'rejected',
      sefazCode: 'erro_validacao_schema',
      sefazMessage: 'Erro na validação do Schema XML, verifique o detalhamento dos erros',
      errors: [{ message: 'Preencha pelo menos um documento do destinatário: cnpj_destinatario ou cpf_destinatario', field: null }],
    });
  });

  it.each([
    ['nfe_autorizada', 'focus-already-authorized', 'focus-authorized', 'authorized'],
    ['em_processamento', 'focus-in-processing', 'focus-processing', 'processing'],
  ])('duplicate reference (422 %s): asks where the invoice is instead of issuing another', async (_code, refusal, current, status) => {
    const s = scripted({ status: 422, body: fixture(refusal) }, { status: 200, body: withRef(current) });
    expect((await s.provider.issue(ACCOUNT, REF, REQUEST))?.status).toBe(status);
    expect(s.sent.map((r) => r.method)).toEqual(['POST', 'GET']);
  });

  it('an unknown reference reads as null (the send never arrived), so it is sent again', async () => {
    const s = scripted({ status: 404, body: { codigo: 'nao_encontrado', mensagem: 'Nota fiscal não encontrada' } });
    expect(await s.provider.consult(ACCOUNT, REF)).toBeNull();
  });

  it.each([
    ['a 500', { status: 500, body: 'erro' }],
    ['429 (limite de requisições)', { status: 429, body: { codigo: 'limite_excedido' } }],
    ['no connection', new TypeError('fetch failed')],
  ] as const)('%s says nothing about the invoice: FiscalProviderError, logged', async (_title, answer) => {
    const s = scripted(answer as Answer);
    await expect(s.provider.issue(ACCOUNT, REF, REQUEST, s.log)).rejects.toBeInstanceOf(FiscalProviderError);
    expect(s.calls).toHaveLength(1);
    expect(s.calls[0]!.ok).toBe(false);
  });

  it('needs a token before calling anyone', async () => {
    const s = scripted();
    await expect(s.provider.issue({ ...ACCOUNT, token: null }, REF, REQUEST)).rejects.toThrow('Informe o token do Focus NFe');
    expect(s.sent).toEqual([]);
  });

  it('produção goes to api.focusnfe.com.br', async () => {
    const s = scripted({ status: 202, body: withRef('focus-processing') });
    await s.provider.issue({ ...ACCOUNT, environment: 'producao' }, REF, REQUEST);
    expect(s.sent[0]!.url).toBe(`https://api.focusnfe.com.br/v2/nfe?ref=${REF}`);
  });
});

describe('Focus NFe adapter: cancellation', () => {
  const JUSTIFICATION = 'Pedido cancelado a pedido do cliente';

  it('accepted (135): DELETE /v2/nfe/REF with the justification; the cancellation XML path', async () => {
    const s = scripted({ status: 200, body: fixture('focus-cancelled') });
    expect(await s.provider.cancel(ACCOUNT, REF, JUSTIFICATION)).toEqual({
      ok: true,
      state: {
        status: 'cancelled',
        sefazCode: '135',
        sefazMessage: 'Evento registrado e vinculado a NF-e',
        files: { cancelXml: '/arquivos_development/07504505000132/201906/XMLs/41190607504505000132550010000000221923094166-can.xml' },
      },
    });
    expect(s.sent).toEqual([
      { method: 'DELETE', url: `https://homologacao.focusnfe.com.br/v2/nfe/${REF}`, auth: AUTH, body: { justificativa: JUSTIFICATION } },
    ]);
  });

  it('refused by SEFAZ (erro_cancelamento): its code and reason', async () => {
    const s = scripted({ status: 200, body: fixture('focus-cancel-refused') });
    expect(await s.provider.cancel(ACCOUNT, REF, JUSTIFICATION)).toEqual({
      ok: false,
      sefazCode: '501',
      message: 'Rejeição: Prazo de cancelamento superior ao previsto na Legislação',
    });
  });

  it('refused by the provider (400 requisicao_invalida): its message', async () => {
    const s = scripted({ status: 400, body: fixture('focus-cancel-invalid') });
    expect(await s.provider.cancel(ACCOUNT, REF, 'curta')).toEqual({
      ok: false,
      sefazCode: 'requisicao_invalida',
      message: 'Parâmetro "justificativa" deve ter entre 15 e 255 caracteres',
    });
  });
});

describe('Focus NFe adapter: files', () => {
  it('downloads a caminho_* path from the same host, with the token', async () => {
    const s = scripted({ status: 200, body: '<nfeProc/>' });
    const file = await s.provider.download(ACCOUNT, '/arquivos_development/x-nfe.xml');
    expect(file.toString()).toBe('<nfeProc/>');
    expect(s.sent).toEqual([{ method: 'GET', url: 'https://homologacao.focusnfe.com.br/arquivos_development/x-nfe.xml', auth: AUTH, body: undefined }]);
  });
});

describe('Focus NFe adapter: the token goes only to Focus NFe’s own host over https', () => {
  it('a file named on another host is fetched without the token', async () => {
    const s = scripted({ status: 200, body: '%PDF-1.4 x' });
    await s.provider.download(ACCOUNT, 'https://arquivos.example.com/danfe.pdf');
    expect(s.sent).toEqual([{ method: 'GET', url: 'https://arquivos.example.com/danfe.pdf', auth: null, body: undefined }]);
  });

  it('a full URL on Focus NFe’s host over https carries the token', async () => {
    const s = scripted({ status: 200, body: '<nfeProc/>' });
    await s.provider.download(ACCOUNT, 'https://homologacao.focusnfe.com.br/arquivos/x-nfe.xml');
    expect(s.sent[0]!.auth).toBe(AUTH);
  });

  it.each([
    ['Focus NFe’s host over plain http', 'http://homologacao.focusnfe.com.br/arquivos/x-nfe.xml'],
    ['another host over plain http', 'http://169.254.169.254/latest/meta-data'],
    ['a path that makes another host the authority', '@arquivos.example.com/x.xml'],
    ['a path starting with //', '//arquivos.example.com/x.xml'],
  ])('%s: refused or sent without the token', async (_title, path) => {
    const s = scripted({ status: 200, body: '<nfeProc/>' });
    await s.provider.download(ACCOUNT, path).catch((err) => expect(err).toBeInstanceOf(FiscalProviderError));
    for (const r of s.sent) {
      if (r.auth) expect(new URL(r.url).origin).toBe('https://homologacao.focusnfe.com.br');
      expect(r.url.startsWith('https://')).toBe(true);
    }
  });

  it('a redirect from Focus NFe to another host is followed without the token', async () => {
    const sent: { url: string; auth: string | null }[] = [];
    const fetchImpl = (async (url: string | URL, init?: RequestInit) => {
      sent.push({ url: String(url), auth: new Headers(init?.headers).get('authorization') });
      if (sent.length === 1) return new Response(null, { status: 302, headers: { location: 'https://s3.example.com/danfe.pdf?sig=1' } });
      return new Response('%PDF-1.4 x', { status: 200 });
    }) as typeof fetch;
    const provider = createFocusNfeProvider({ fetchImpl });
    expect((await provider.download(ACCOUNT, '/arquivos/x.pdf')).toString()).toBe('%PDF-1.4 x');
    expect(sent).toEqual([
      { url: 'https://homologacao.focusnfe.com.br/arquivos/x.pdf', auth: AUTH },
      { url: 'https://s3.example.com/danfe.pdf?sig=1', auth: null },
    ]);
  });
});
