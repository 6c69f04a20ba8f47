import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nfeKey } from '../fixtures/nfe';
import { uniqueTag } from '../support/fixtures';
import { backOfficeSuite, listItem, toastWith } from './support/back-office-suite';
import { DEMO, desktopOnly, screenshot, seriousA11yViolations, signedInPage, VIEWPORTS, type ViewportName } from './support/browser';
import { createProduct } from './support/factories';

// Issue 25, 'The numbers a clerk books', as a clerk imports the fixture NF-e (its items renamed for
// this run): a guess by name is confirmed, a size that differs is seen and the right product
// picked, the box's conversion typed, and the entry booked at the invoice's cost.
const bo = backOfficeSuite();
const FIXTURE = fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/nfe/nfe-santa-luzia-4521.xml'), 'utf8');

/**
 * The fixture with a key, number and issuer of its own, and its last two items' names tagged;
 * `issuer` renames it (xNome, no xFant) and `test` makes it a homologação invoice (tpAmb 2).
 */
function fixtureFor(tag: string, o: { number?: number; cnpj?: string; issuer?: string; test?: boolean } = {}) {
  const number = o.number ?? 300_000 + (Date.now() % 600_000);
  const cnpj = o.cnpj ?? `${String(40_000_000 + (Date.now() % 50_000_000)).slice(0, 8)}000166`;
  const oldKey = '35261111222333000181550010000045211405123454';
  const key = nfeKey({ cnpj, series: 1, number });
  let xml = FIXTURE.replaceAll(oldKey, key)
    .replace('<nNF>4521</nNF>', `<nNF>${number}</nNF>`)
    .replace('<emit><CNPJ>11222333000181</CNPJ>', `<emit><CNPJ>${cnpj}</CNPJ>`)
    .replace('<xProd>VELA VOTIVA 7 DIAS BRANCA</xProd>', `<xProd>VELA VOTIVA 7 DIAS BRANCA ${tag}</xProd>`)
    .replace('<xProd>IMAGEM NOSSA SENHORA APARECIDA RESINA 20CM</xProd>', `<xProd>IMAGEM NOSSA SENHORA APARECIDA RESINA ${tag} 20CM</xProd>`);
  if (o.issuer) xml = xml.replace(/<xNome>[^<]*<\/xNome><xFant>[^<]*<\/xFant>/, `<xNome>${o.issuer}</xNome>`);
  if (o.test) xml = xml.replaceAll('<tpAmb>1</tpAmb>', '<tpAmb>2</tpAmb>');
  return { xml, number, cnpj };
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('NF-e import numbers (%s)', (viewport) => {
  it.skipIf(desktopOnly(viewport))(
    'confirms a guess, sees a size that differs, types the conversion, and the entry is booked at the invoice cost',
    async () => {
      // Letters only: the names' numbers are the sizes being compared.
      const tag = uniqueTag().replace(/\d/g, (d) => 'QRSTUVWXYZ'[Number(d)]!);
      // 12 in stock at R$ 5,00: 3 CX × R$ 96,00 with 12 per box must enter 36 at R$ 8,00.
      const vela = await createProduct(bo.api, { stock: 12, costPrice: '5,00', name: `Vela Votiva 7 Dias Branca ${tag}` });
      const wrongSize = await createProduct(bo.api, { stock: 0, name: `Imagem Nossa Senhora Aparecida Resina ${tag} 30 cm` });
      const rightSize = await createProduct(bo.api, { stock: 0, name: `Aparecida pequena ${tag}` });
      const terco = await createProduct(bo.api, { stock: 0, name: `Terço de Madeira ${tag}` });
      const { xml, number, cnpj } = fixtureFor(tag);

      const { context, page } = await signedInPage(bo.browser, bo.server.url, viewport, DEMO.staff, '/admin/nfs/notas-fiscais');
      await page.locator('input[type=file][accept*=xml]').setInputFiles({ name: `nfe-${number}.xml`, mimeType: 'text/xml', buffer: Buffer.from(xml) });
      const dialog = page.getByRole('dialog', { name: `Importar NF-e ${number}/1` });
      await dialog.getByTestId('emitente').getByText('DISTRIBUIDORA DE ARTIGOS RELIGIOSOS SANTA LUZIA LTDA').waitFor();
      await dialog.getByTestId('fornecedor').getByText('será cadastrado como Santa Luzia Artigos Religiosos').waitFor();
      await screenshot(page, `nfe-import-numbers-top-${viewport}`);
      const importButton = dialog.getByRole('button', { name: 'Importar e conferir' });

      // Line 2: a guess by name, a box of a product kept in units — nothing is assumed.
      await expect.poll(() => dialog.getByTestId('escolha-2').innerText()).toContain(`${vela.name} (${vela.code})\nSugestão pelo nome — confirme`);
      const factor = dialog.getByLabel('Unidades por CX');
      expect(await factor.inputValue()).toBe('');
      // Not red before it is touched (the list of what is missing already says it); red once left empty.
      await factor.scrollIntoViewIfNeeded();
      await screenshot(page, `nfe-import-numbers-factor-${viewport}`);
      expect(await factor.getAttribute('aria-invalid')).toBeNull();
      await factor.focus();
      await factor.blur();
      expect(await factor.getAttribute('aria-invalid')).toBe('true');
      expect(await dialog.getByTestId('pendencias').innerText()).toContain('confirmar o produto do item 2');
      expect(await dialog.getByTestId('pendencias').innerText()).toContain('informar as unidades por CX do item 2');
      expect(await importButton.isDisabled()).toBe(true);
      await dialog.getByLabel('Confirmo: o item 2 é este produto').check();
      await dialog.getByLabel('Unidades por CX').fill('12');
      await expect.poll(() => dialog.getByTestId('conversao-2').innerText()).toBe('3 CX × 12 = 36 UN');
      expect(await dialog.getByTestId('custo-2').innerText()).toMatch(/^R\$\s8,00 por UN$/);

      // Line 3: the name suggested is the 30 cm image for a 20 cm one; the sizes are marked and the clerk picks the right one.
      await expect.poll(() => dialog.getByTestId('escolha-3').innerText()).toContain(wrongSize.name);
      await expect.poll(() => dialog.getByTestId('tamanhos-3').innerText()).toBe('Números diferentes — nota: 20 cm · produto: 30 cm');
      expect(await dialog.getByTestId('escolha-3').locator('mark').innerText()).toBe('30 cm');
      await dialog.getByTestId('tamanhos-3').scrollIntoViewIfNeeded();
      await screenshot(page, `nfe-import-numbers-sizes-${viewport}`);
      await dialog.getByRole('combobox', { name: 'Trocar o produto do item 3' }).fill(rightSize.code);
      await dialog.getByRole('option', { name: new RegExp(rightSize.code) }).click();
      await expect.poll(() => dialog.getByTestId('escolha-3').innerText()).toContain(`${rightSize.name} (${rightSize.code})\nEscolhido por você`);
      expect(await dialog.getByTestId('custo-3').innerText()).toMatch(/^R\$\s45,90 por UN$/);

      // Line 1 (its barcode is in no product of this run): picked by hand.
      await dialog.getByRole('combobox', { name: /produto do item 1$/i }).fill(terco.code);
      await dialog.getByRole('option', { name: new RegExp(terco.code) }).click();
      await expect.poll(() => dialog.getByTestId('conversao-1').innerText()).toBe('24 UN × 1 = 24 UN');
      await dialog.getByTestId('pendencias').waitFor({ state: 'detached' });
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, `nfe-import-numbers-${viewport}`);
      await importButton.click();

      // The check shows each line's cost on the invoice; everything arrived, into stock.
      await page.waitForURL('**/admin/conferencia');
      await expect
        .poll(() => page.locator('[data-list-item]').filter({ visible: true }).filter({ hasText: vela.name }).getByTestId('line-quantity').innerText())
        .toBe('36');
      expect(await page.getByRole('textbox', { name: /^Qtd\. na nota/ }).count()).toBe(0);
      await page
        .getByText(/R\$\s8,00\/UN/)
        .filter({ visible: true })
        .first()
        .waitFor();
      await page.getByRole('textbox', { name: `Recebido de ${vela.name}`, exact: true }).fill('36');
      await page.getByRole('textbox', { name: `Recebido de ${rightSize.name}`, exact: true }).fill('6');
      await page.getByRole('textbox', { name: `Recebido de ${terco.name}`, exact: true }).fill('24');
      await page.getByLabel('Dar entrada automática no estoque').check();
      await screenshot(page, `nfe-import-numbers-check-${viewport}`);
      await page.getByRole('button', { name: 'Finalizar' }).click();
      await toastWith(page, 'Conferência Registrada!');
      expect(await bo.stockOf(vela.id)).toBe(48);

      await page.goto(`/admin/entradas?search=${encodeURIComponent(vela.name)}`);
      await expect.poll(() => listItem(page, vela.name).innerText()).toMatch(/R\$\s8,00/);
      // (12 × 5,00 + 36 × 8,00) ÷ 48 = 7,25: the average cost moved with the entry.
      const after = (await bo.api.call('get', `/api/admin/products/lookup?code=${encodeURIComponent(vela.code)}`)).product;
      expect(after.costPriceCents).toBe(725);

      // The same supplier's next invoice: the box's conversion comes remembered. This one is a test
      // invoice (tpAmb 2) under another name than the supplier registered with its CNPJ.
      const next = fixtureFor(tag, { number: number + 1, cnpj, issuer: 'CASA DAS VELAS LTDA', test: true });
      await page.goto('/admin/nfs/notas-fiscais');
      await page
        .locator('input[type=file][accept*=xml]')
        .setInputFiles({ name: `nfe-${next.number}.xml`, mimeType: 'text/xml', buffer: Buffer.from(next.xml) });
      const second = page.getByRole('dialog', { name: `Importar NF-e ${next.number}/1` });
      await expect.poll(() => second.getByTestId('escolha-2').innerText()).toContain(`${vela.name} (${vela.code})\nCódigo do fornecedor (importação anterior)`);
      expect(await second.getByLabel('Unidades por CX').inputValue()).toBe('12');
      await second.getByTestId('homologacao').getByText('Nota de homologação — sem valor fiscal').waitFor();
      await second
        .getByText(
          'O nome na nota (CASA DAS VELAS LTDA) é diferente do fornecedor cadastrado com este CNPJ (Santa Luzia Artigos Religiosos): confira antes de importar.',
        )
        .waitFor();
      expect(await second.getByTestId('pendencias').innerText()).toContain('confirmar a importação da nota de homologação');
      expect(await second.getByRole('button', { name: 'Importar e conferir' }).isDisabled()).toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, `nfe-import-numbers-warnings-${viewport}`);
      await second.getByLabel('Importar mesmo assim (nota de teste)').check();
      // Every line came remembered: nothing else is left, the import may go.
      await second.getByTestId('pendencias').waitFor({ state: 'detached' });
      expect(await second.getByRole('button', { name: 'Importar e conferir' }).isEnabled()).toBe(true);
      await context.close();
    },
  );
});
