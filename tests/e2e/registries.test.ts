import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { listItem } from './support/back-office-suite';
import { DEMO, screenshot, seriousA11yViolations, signedInPage, toastText, VIEWPORTS, type ViewportName } from './support/browser';
import { openBrowserSuite } from './support/browser-suite';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
openBrowserSuite((s) => ({ server, browser } = s));

type Case = {
  path: string;
  title: string;
  /** The record's name in buttons, dialogs and toast messages ('Adicionar Categoria', 'Categoria adicionada.'). */
  noun: string;
  /** The ending of the words that agree with it: 'a' (adicionada) or 'o' (adicionado). */
  gender: 'a' | 'o';
  required: string;
  /** Fills the dialog with a valid record named `name`. */
  fill: (page: Page, name: string) => Promise<void>;
};

const CASES: Case[] = [
  {
    path: 'categorias',
    title: 'Categorias',
    noun: 'Categoria',
    gender: 'a',
    required: 'O nome da categoria é obrigatório.',
    fill: async (page, name) => {
      await page.getByLabel('Nome').fill(name);
      await page.getByLabel('Descrição').fill('Lembranças de batizado');
    },
  },
  {
    path: 'classificacoes',
    title: 'Classificações',
    noun: 'Classificação',
    gender: 'a',
    required: 'O nome da classificação é obrigatório.',
    fill: async (page, name) => {
      await page.getByLabel('Nome').fill(name);
    },
  },
  {
    path: 'fornecedores',
    title: 'Fornecedores',
    noun: 'Fornecedor',
    gender: 'o',
    required: 'Nome e email do fornecedor são obrigatórios.',
    fill: async (page, name) => {
      await page.getByLabel('Nome').fill(name);
      await page.getByLabel('Email').fill('vendas@fornecedor.com.br');
      await page.getByLabel('CNPJ').fill('04252011000110');
      await page.getByLabel('Telefone').fill('11987654321');
    },
  },
  {
    path: 'lojas',
    title: 'Lojas',
    noun: 'Loja',
    gender: 'a',
    required: 'Nome e endereço da loja são obrigatórios.',
    fill: async (page, name) => {
      await page.getByLabel('Nome').fill(name);
      await page.getByLabel('Tipo').selectOption('Quiosque');
      await page.getByLabel('Endereço').fill('Shopping Center Norte, piso 2');
    },
  },
];

const row = listItem;

/** Waits for a toast saying `text` (an earlier toast may still be leaving the screen). */
async function expectToast(page: Page, text: string) {
  await page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('registries (%s)', (viewport) => {
  for (const c of CASES) {
    const add = `Adicionar ${c.noun}`;
    const [added, updated, deleted] = ['adicionad', 'atualizad', 'excluíd'].map((verb) => `${c.noun} ${verb}${c.gender}.`);
    it(`${c.title}: validates, adds, edits and deletes with confirmation, persisting across reloads`, async () => {
      const { context, page } = await signedInPage(browser, server.url, viewport, DEMO.staff, `/admin/cadastros/${c.path}`);
      await page.getByRole('heading', { name: c.title, level: 1 }).waitFor();
      await page.locator('[data-list-item]:visible').first().waitFor();
      // Before any toast: the toast library's entrance animation trips the contrast check.
      if (c.path === 'fornecedores') expect(await seriousA11yViolations(page)).toEqual([]);

      await page.getByRole('button', { name: add }).click();
      const dialog = page.getByRole('dialog', { name: add });
      if (c.path === 'fornecedores') {
        await dialog.getByLabel('Nome').waitFor();
        expect(await seriousA11yViolations(page)).toEqual([]);
        await screenshot(page, `registries-dialog-${viewport}`);
      }
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await dialog.getByText(c.required).first().waitFor();
      await expectToast(page, c.required);

      const name = `Teste ${c.title} ${viewport}`;
      await c.fill(page, name);
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expectToast(page, added);
      // The success toast replaces the error one completely (no leftover description).
      expect(await toastText(page)).toBe(added);
      await dialog.waitFor({ state: 'detached' });
      await row(page, name).waitFor();
      if (c.path === 'fornecedores') {
        expect(await row(page, name).textContent()).toContain('04.252.011/0001-10');
        expect(await row(page, name).textContent()).toContain('(11) 98765-4321');
      }
      await screenshot(page, `registries-${c.path}-${viewport}`);

      await page.getByRole('button', { name: `Editar ${name}` }).click();
      const editDialog = page.getByRole('dialog', { name: `Editar ${c.noun}` });
      expect(await editDialog.getByLabel('Nome').inputValue()).toBe(name);
      await editDialog.getByLabel('Nome').fill(`${name} editado`);
      await editDialog.getByRole('button', { name: 'Salvar' }).click();
      await expectToast(page, updated);
      await row(page, `${name} editado`).waitFor();

      await page.reload();
      await row(page, `${name} editado`).waitFor();

      // Dismissing the confirmation keeps the row; accepting it deletes.
      page.once('dialog', (d) => void d.dismiss());
      await page.getByRole('button', { name: `Excluir ${name} editado` }).click();
      expect(await row(page, `${name} editado`).count()).toBe(1);
      let question = '';
      page.once('dialog', (d) => {
        question = d.message();
        void d.accept();
      });
      await page.getByRole('button', { name: `Excluir ${name} editado` }).click();
      await expectToast(page, deleted);
      expect(question).toContain(`${name} editado`);
      await row(page, `${name} editado`).waitFor({ state: 'detached' });
      await page.reload();
      await page.getByRole('heading', { name: c.title, level: 1 }).waitFor();
      await page.locator('[data-list-item]:visible').first().waitFor();
      expect(await row(page, `${name} editado`).count()).toBe(0);
      await context.close();
    });
  }

  it('searches, shows the empty state and explains why a used category cannot be deleted', async () => {
    const { context, page } = await signedInPage(browser, server.url, viewport, DEMO.admin, '/admin/cadastros/categorias');
    const search = page.getByRole('searchbox', { name: 'Buscar categorias...' });
    await search.fill('terco');
    await row(page, 'Velas').waitFor({ state: 'detached' });
    await row(page, 'Terços').waitFor();
    await search.fill('nada-assim');
    await page.getByText('Nenhum registro encontrado.').waitFor();
    await search.fill('velas');
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Excluir Velas' }).click();
    await expectToast(page, 'Erro ao remover de categorias');
    const text = await toastText(page);
    expect(text).toMatch(/Não é possível excluir: existem \d+ produto\(s\) nesta categoria\./);
    await row(page, 'Velas').waitFor();
    await context.close();
  });
  it('saves a supplier without CNPJ, edits the seeded one that has none, and focuses the first invalid field', async () => {
    const { context, page } = await signedInPage(browser, server.url, viewport, DEMO.staff, '/admin/cadastros/fornecedores');
    await page.getByRole('heading', { name: 'Fornecedores', level: 1 }).waitFor();

    // CNPJ is optional (the requirements): a supplier without one is saved.
    await page.getByRole('button', { name: 'Adicionar Fornecedor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar Fornecedor' });
    // A failed submit puts the cursor on the first field in error.
    await dialog.getByLabel('Nome').fill(`Fornecedor Avulso ${viewport}`);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('email');
    await dialog.getByLabel('Email').fill('contato@semcnpj.com.br');
    await dialog.getByLabel('CNPJ').fill('123');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('id') ?? '')).toBe(await dialog.getByLabel('CNPJ').getAttribute('id'));
    await dialog.getByLabel('CNPJ').fill('');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expectToast(page, 'Fornecedor adicionado.');
    await row(page, `Fornecedor Avulso ${viewport}`).waitFor();

    // The seeded 'Medalhas & Cia Importadora' has no CNPJ either, and can be edited.
    await page.getByRole('searchbox', { name: 'Buscar fornecedores...' }).fill('Medalhas & Cia');
    await page.getByRole('button', { name: 'Editar Medalhas & Cia Importadora' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Fornecedor' });
    expect(await edit.getByLabel('CNPJ').inputValue()).toBe('');
    await edit.getByLabel('Pessoa de Contato').fill(`Ricardo Tavares ${viewport}`);
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expectToast(page, 'Fornecedor atualizado.');
    await edit.waitFor({ state: 'detached' });
    await context.close();
  });
});
