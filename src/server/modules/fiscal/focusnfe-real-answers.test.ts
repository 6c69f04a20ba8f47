import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ProviderAccount } from './fiscal-provider';
import { createFocusNfeProvider } from './focusnfe-provider';

// Issue 33: the adapter reads the consultation answers Focus NFe publishes in its own documentation
// repository (tests/fixtures/focusnfe/SOURCES.md: repository, path, line and commit), byte for byte.

const answerOf = (name: string) => fs.readFileSync(path.resolve('tests/fixtures/focusnfe', `${name}.json`), 'utf8');
const ACCOUNT: ProviderAccount = { token: 'token-de-homologacao', environment: 'homologacao', series: 1 };
const KEY = '41190607504505000132550010000000221923094166';
const DIR = '/arquivos_development/07504505000132/201906/XMLs';

/** Answers GET /v2/nfe/REF?completa=1 with the published body as it is. */
const consulting = (name: string) =>
  createFocusNfeProvider({ fetchImpl: (async () => new Response(answerOf(name), { status: 200 })) as unknown as typeof fetch });

describe("Focus NFe's published consultation answers", () => {
  it('autorizado: key without "NFe", number, série and both files', async () => {
    expect(await consulting('apidoc-consulta-autorizado').consult(ACCOUNT, 'referencia_000899_nfe')).toMatchObject({
      status: 'authorized',
      sefazCode: '100',
      accessKey: KEY,
      number: '22',
      series: '1',
      files: { xml: `${DIR}/${KEY}-nfe.xml`, danfe: `/arquivos_development/07504505000132/201906/DANFEs/${KEY}.pdf`, cancelXml: null },
    });
  });

  it("autorizado with a correction letter (status_sefaz 135, the letter's paths): still the authorised NF-e", async () => {
    expect(await consulting('apidoc-consulta-autorizado-com-cce').consult(ACCOUNT, 'referencia_000899_nfe')).toMatchObject({
      status: 'authorized',
      sefazCode: '135',
      accessKey: KEY,
      number: '22',
      files: { xml: `${DIR}/${KEY}-nfe.xml` },
    });
  });

  it('cancelado, as the consultation answers it (not the DELETE answer): cancelled, with its cancellation XML', async () => {
    expect(await consulting('apidoc-consulta-cancelado').consult(ACCOUNT, 'referencia_000899_nfe')).toMatchObject({
      status: 'cancelled',
      sefazCode: '135',
      accessKey: KEY,
      number: '22',
      series: '1',
      files: { xml: `${DIR}/${KEY}-nfe.xml`, cancelXml: `${DIR}/${KEY}-can.xml` },
    });
  });
});
