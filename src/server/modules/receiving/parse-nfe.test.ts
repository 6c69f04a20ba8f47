import { describe, expect, it } from 'vitest';
import { nfeXml } from '../../../../tests/fixtures/nfe';
import { NFE_MESSAGES } from '../../../domain/nfe';
import { AppError } from '../../http/errors';
import { parseNfe } from './parse-nfe';

// What real supplier files do (tests/fixtures/nfe/real/SOURCES.md), each shape written small here
// so that every case runs without the corpus.
const bytes = (xml: string, encoding: BufferEncoding = 'utf8') => Buffer.from(xml, encoding);

function refusal(data: Buffer): { status: number; code: string; message: string } {
  try {
    parseNfe(data);
  } catch (err) {
    // Anything else than the app's own 400 is what the route would have answered 500 to.
    expect(err).toBeInstanceOf(AppError);
    const e = err as AppError;
    return { status: e.status, code: e.code, message: e.message };
  }
  throw new Error('the file was accepted');
}

const withStatus = (cStat: string, reason: string) =>
  nfeXml().replace('<cStat>100</cStat><xMotivo>Autorizado o uso da NF-e</xMotivo>', `<cStat>${cStat}</cStat><xMotivo>${reason}</xMotivo>`);
const withBeforeEnd = (extra: string) => nfeXml().replace('</nfeProc>', `${extra}</nfeProc>`);
const retEvento = (tpEvento: string, cStat: string) =>
  `<retEvento versao="1.00"><infEvento><tpAmb>1</tpAmb><cOrgao>35</cOrgao><cStat>${cStat}</cStat><xMotivo>Evento registrado e vinculado a NF-e</xMotivo><tpEvento>${tpEvento}</tpEvento><nSeqEvento>1</nSeqEvento></infEvento></retEvento>`;

describe('parseNfe reads what real files carry', () => {
  it('accepts NFe inheriting its namespace from nfeProc (no xmlns of its own)', () => {
    const xml = nfeXml().replace('<NFe xmlns="http://www.portalfiscal.inf.br/nfe">', '<NFe>');
    expect(xml).toContain('<NFe>\n');
    expect(parseNfe(bytes(xml)).items).toHaveLength(3);
  });

  it('still refuses another namespace, inherited or declared', () => {
    const other = nfeXml()
      .replace('<NFe xmlns="http://www.portalfiscal.inf.br/nfe">', '<NFe>')
      .replace('<nfeProc xmlns="http://www.portalfiscal.inf.br/nfe"', '<nfeProc xmlns="http://example.com/nfe"');
    expect(refusal(bytes(other)).message).toBe(NFE_MESSAGES.wrongShape);
  });

  it('decodes entities in text (names with &amp;, numeric references)', () => {
    const xml = nfeXml({ supplierName: 'GRANOLA &amp; CIA LTDA' }).replace('VELA VOTIVA 7 DIAS BRANCA', 'VELA &#201;BANO &lt;7 DIAS&gt;');
    const nfe = parseNfe(bytes(xml));
    expect(nfe.supplier.name).toBe('GRANOLA & CIA LTDA');
    expect(nfe.items[1]!.description).toBe('VELA ÉBANO <7 DIAS>');
  });

  it('decodes a file declared ISO-8859-1 (and a UTF-8 one with BOM)', () => {
    const latin = nfeXml({ supplierName: 'CIRÚRGICA SÃO JOSÉ LTDA' }).replace('encoding="UTF-8"', 'encoding="ISO-8859-1"');
    expect(parseNfe(bytes(latin, 'latin1')).supplier.name).toBe('CIRÚRGICA SÃO JOSÉ LTDA');
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes(nfeXml({ supplierName: 'AÇÃO' }))]);
    expect(parseNfe(bom).supplier.name).toBe('AÇÃO');
  });

  it('refuses any other encoding, naming it, and bytes invalid in the declared one', () => {
    const sjis = nfeXml().replace('encoding="UTF-8"', 'encoding="Shift_JIS"');
    expect(refusal(bytes(sjis))).toMatchObject({ status: 400, code: 'NFE_ENCODING', message: NFE_MESSAGES.encoding('SHIFT_JIS') });
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(nfeXml(), 'utf16le')]);
    expect(refusal(utf16).message).toBe(NFE_MESSAGES.encoding('UTF-16'));
    // Latin-1 bytes in a file that says UTF-8: no U+FFFD stored in names.
    expect(refusal(bytes(nfeXml({ supplierName: 'SÃO JOSÉ' }), 'latin1'))).toMatchObject({ code: 'NFE_ENCODING', message: NFE_MESSAGES.badBytes('UTF-8') });
  });

  it('refuses DOCTYPE and ENTITY declarations before parsing, and deep nesting, with a 400', () => {
    const external = nfeXml().replace('<nfeProc', '<!DOCTYPE nfeProc [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<nfeProc').replace('SANTA LUZIA LTDA', '&x;');
    expect(refusal(bytes(external))).toMatchObject({ status: 400, code: 'NFE_DOCTYPE', message: NFE_MESSAGES.doctype });
    const internal = nfeXml().replace('<nfeProc', '<!DOCTYPE nfeProc [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]>\n<nfeProc');
    expect(refusal(bytes(internal)).code).toBe('NFE_DOCTYPE');
    const deep = nfeXml().replace('</infNFe>', `${'<x>'.repeat(1000)}${'</x>'.repeat(1000)}</infNFe>`);
    expect(refusal(bytes(deep))).toMatchObject({ status: 400, code: 'NFE_NOT_XML', message: NFE_MESSAGES.notXml });
  });

  it('reads every cancellation shape: retEvento in nfeProc, procEventoNFe, cStat 101/151 in protNFe', () => {
    expect(refusal(bytes(withBeforeEnd(retEvento('110111', '135')))).message).toBe(NFE_MESSAGES.cancelled);
    expect(refusal(bytes(withBeforeEnd(retEvento('110111', '155')))).code).toBe('NFE_CANCELLED');
    expect(refusal(bytes(nfeXml({ cancelled: true }))).code).toBe('NFE_CANCELLED');
    expect(refusal(bytes(withStatus('101', 'Cancelamento de NF-e homologado'))).code).toBe('NFE_CANCELLED');
    expect(refusal(bytes(withStatus('151', 'Cancelamento de NF-e homologado fora de prazo'))).code).toBe('NFE_CANCELLED');
    // A correction letter, or a cancellation SEFAZ refused, leaves the invoice valid.
    expect(parseNfe(bytes(withBeforeEnd(retEvento('110110', '135')))).status).toBe('100');
    expect(parseNfe(bytes(withBeforeEnd(retEvento('110111', '573')))).status).toBe('100');
  });

  it('refuses a note without the authorisation protocol, saying what to ask the supplier for', () => {
    expect(refusal(bytes(nfeXml({ bare: true })))).toMatchObject({ status: 400, code: 'NFE_NO_PROTOCOL', message: NFE_MESSAGES.noProtocol });
    const noProt = nfeXml().replace(/<protNFe[\s\S]*<\/protNFe>/, '');
    expect(refusal(bytes(noProt)).code).toBe('NFE_NO_PROTOCOL');
    expect(NFE_MESSAGES.noProtocol).toContain('XML autorizado');
  });

  it('gives each refusal its own message: NFC-e, older layout, SEFAZ status with its reason', () => {
    expect(refusal(bytes(nfeXml({ model: '65' })))).toMatchObject({ code: 'NFE_MODEL', message: NFE_MESSAGES.nfce });
    const v310 = nfeXml().replace('<infNFe versao="4.00"', '<infNFe versao="3.10"');
    expect(refusal(bytes(v310))).toMatchObject({ code: 'NFE_VERSION', message: NFE_MESSAGES.version('3.10') });
    expect(refusal(bytes(withStatus('110', 'Uso Denegado')))).toMatchObject({
      code: 'NFE_NOT_AUTHORISED',
      message: 'NF-e não autorizada pela SEFAZ (situação 110: Uso Denegado). Só notas autorizadas (100 ou 150) podem ser importadas.',
    });
  });

  it('names the other fiscal documents a supplier may send by mistake', () => {
    const cte = '<?xml version="1.0"?><cteProc xmlns="http://www.portalfiscal.inf.br/cte" versao="3.00"><CTe><infCte/></CTe></cteProc>';
    expect(refusal(bytes(cte))).toMatchObject({ code: 'NFE_SHAPE', message: NFE_MESSAGES.otherDocument('um CT-e (conhecimento de transporte)') });
    const event =
      '<procEventoNFe xmlns="http://www.portalfiscal.inf.br/nfe" versao="1.00"><evento><infEvento><tpEvento>110110</tpEvento></infEvento></evento></procEventoNFe>';
    expect(refusal(bytes(event)).message).toBe(NFE_MESSAGES.otherDocument('um evento da NF-e (carta de correção ou cancelamento)'));
    expect(refusal(bytes('<toString><x/></toString>')).message).toBe(NFE_MESSAGES.wrongShape);
  });

  it('marks a homologação invoice instead of refusing it', () => {
    expect(parseNfe(bytes(nfeXml({ environment: '2' }))).environment).toBe('homologacao');
    expect(parseNfe(bytes(nfeXml())).environment).toBe('producao');
  });

  it('reads amounts strictly: a missing, unreadable or negative vNF is refused, not booked as 0', () => {
    const vnf = (value: string) => nfeXml().replace(/<vNF>[^<]*<\/vNF>/, value);
    for (const bad of ['', '<vNF>abc</vNF>', '<vNF>-10.00</vNF>', '<vNF>10,00</vNF>']) {
      expect(refusal(bytes(vnf(bad)))).toMatchObject({ status: 400, code: 'NFE_BAD_NUMBER', message: NFE_MESSAGES.badNumber('valor total (vNF)') });
    }
    const qty = nfeXml().replace('<qCom>3.0000</qCom>', '<qCom>3,5</qCom>');
    expect(refusal(bytes(qty)).message).toBe(NFE_MESSAGES.badNumber('quantidade (qCom)', 2));
    const unit = nfeXml().replace('<vUnCom>96.0000000000</vUnCom>', '<vUnCom>-96</vUnCom>');
    expect(refusal(bytes(unit)).message).toBe(NFE_MESSAGES.badNumber('valor unitário (vUnCom)', 2));
    const vprod = nfeXml().replace('<vProd>288.00</vProd>', '<vProd>x</vProd>');
    expect(refusal(bytes(vprod)).message).toBe(NFE_MESSAGES.badNumber('valor do produto (vProd)', 2));
  });

  it('answers every truncated or corrupted file with its own 400, never another error', () => {
    const whole = bytes(nfeXml({ supplierName: 'AÇÃO &amp; CIA' }));
    const outcomes = new Set<string>();
    const check = (data: Buffer) => {
      try {
        parseNfe(data);
        outcomes.add('accepted');
      } catch (err) {
        expect(err).toBeInstanceOf(AppError);
        expect((err as AppError).status).toBe(400);
        outcomes.add((err as AppError).code);
      }
    };
    for (let end = 0; end < whole.length; end += 53) check(whole.subarray(0, end));
    for (let at = 0; at < whole.length; at += 61) {
      for (const byte of [0x3c, 0x26, 0x00, 0xff]) {
        const broken = Buffer.from(whole);
        broken[at] = byte;
        check(broken);
      }
    }
    // The corruptions reached past the XML check into the NF-e's own rules.
    expect(outcomes.size).toBeGreaterThan(3);
  });

  it('refuses a repeated item number, naming it', () => {
    const twice = nfeXml().replace('<det nItem="2">', '<det nItem="1">');
    expect(twice).not.toBe(nfeXml());
    expect(refusal(bytes(twice))).toMatchObject({ status: 400, code: 'NFE_DUPLICATE_ITEM', message: 'O item 1 aparece duas vezes na nota.' });
  });
});
