import fs from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/domain/dates';
import { ORDER_STATUSES, orderStatusBadgeClass, orderStatusLabel } from '@/domain/order-status';
import { paymentDeadlineText } from '@/domain/payment';
import { DEMO, desktopOnly, screenshot, seriousA11yViolations, signedInPage, storeContext, submitLogin, VIEWPORTS, type ViewportName } from './support/browser';
import { openBrowserSuite } from './support/browser-suite';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
openBrowserSuite((s) => ({ server, browser } = s));

type Customer = { name: string; email: string; password: string };
let seq = 0;

/** A new context at `viewport` with a freshly registered customer signed in (through the API, as the form does). */
async function newCustomer(viewport: ViewportName): Promise<{ context: BrowserContext; customer: Customer }> {
  const context = await storeContext(browser, server.url, viewport);
  seq += 1;
  const customer = { name: `Joana Perfil ${seq}`, email: `perfil-${viewport}-${seq}@example.com`, password: 'segredo1' };
  const res = await context.request.post(`${server.url}/api/auth/sign-up/email`, {
    data: { ...customer, phone: '(11) 98765-4321', confirmPassword: customer.password },
    headers: { origin: server.url },
  });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  return { context, customer };
}

/** A new context at `viewport` with a freshly registered customer signed in, and a page in it at `at`. */
async function customerPage(viewport: ViewportName, at: string) {
  const { context, customer } = await newCustomer(viewport);
  const page = await context.newPage();
  await page.goto(at);
  return { context, customer, page };
}

/** Fills the address dialog's fields from the state on (the label and CEP are typed by the test). */
async function fillPlace(dialog: Locator, place: { state: string; city: string; neighborhood: string; street: string; number: string }) {
  await dialog.getByLabel('Estado').selectOption(place.state);
  await dialog.getByLabel('Cidade').fill(place.city);
  await dialog.getByLabel('Bairro').fill(place.neighborhood);
  await dialog.getByLabel('Rua').fill(place.street);
  await dialog.getByLabel('Número').fill(place.number);
}

/** Waits for the (one) toast to show this text; fails after the default timeout otherwise. */
async function expectToast(page: Page, text: string) {
  await page.locator('[data-sonner-toast]', { hasText: text }).first().waitFor({ state: 'visible' });
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await page.getByRole('tab', { name, selected: true }).waitFor();
}

async function me(context: BrowserContext) {
  return (await (await context.request.get(`${server.url}/api/me`)).json()).user;
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('customer profile (%s)', (viewport) => {
  it('shows the empty states of a new customer and saves an edited profile that survives a reload', async () => {
    const { context, customer, page } = await customerPage(viewport, '/perfil');
    await page.getByRole('heading', { level: 1, name: `Olá, ${customer.name}!` }).waitFor();
    await page.getByText(customer.email).waitFor();
    await page.getByText('(11) 98765-4321').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `profile-view-${viewport}`);

    await page.getByRole('button', { name: 'Editar' }).click();
    const name = page.getByLabel('Nome');
    await name.fill('');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Informe seu nome.').first().waitFor();
    await name.fill('Joana Atualizada');
    const phone = page.getByLabel('Telefone');
    await phone.fill('');
    await phone.pressSequentially('21912345678');
    expect(await phone.inputValue()).toBe('(21) 91234-5678');
    expect(await page.getByLabel('E-mail').getAttribute('readonly')).not.toBeNull();
    await screenshot(page, `profile-edit-${viewport}`);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expectToast(page, 'Perfil Atualizado!');
    await expectToast(page, 'Suas informações foram salvas.');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Olá, Joana Atualizada!' }).waitFor();
    await page.getByText('(21) 91234-5678').waitFor();

    // Cancelar leaves the saved values alone.
    await page.getByRole('button', { name: 'Editar' }).click();
    await page.getByLabel('Nome').fill('Outro Nome');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('heading', { level: 1, name: 'Olá, Joana Atualizada!' }).waitFor();
    expect(await page.getByText('Outro Nome').count()).toBe(0);

    await openTab(page, 'Pedidos');
    expect(page.url()).toContain('tab=pedidos');
    await page.getByText('Você ainda não fez nenhum pedido').waitFor();
    expect(await page.getByRole('link', { name: 'Ver produtos' }).getAttribute('href')).toBe('/produtos');
    await page.reload();
    await page.getByRole('tab', { name: 'Pedidos', selected: true }).waitFor();
    await page.getByText('Você ainda não fez nenhum pedido').waitFor();
    await screenshot(page, `profile-orders-empty-${viewport}`);

    await openTab(page, 'Endereços');
    await page.getByText('Nenhum endereço salvo').waitFor();
    await openTab(page, 'Favoritos');
    await page.getByText('Nenhum produto favorito ainda.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Tabs work from the keyboard too.
    await page.getByRole('tab', { name: 'Favoritos' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tab', { name: 'Configurações', selected: true }).waitFor();
    await page.waitForURL('**/perfil?tab=configuracoes');
    await context.close();
  });

  it('adds, edits, makes default and deletes addresses', async () => {
    const { context, page } = await customerPage(viewport, '/perfil?tab=enderecos');
    await page.getByText('Nenhum endereço salvo').waitFor();

    await page.getByRole('button', { name: 'Adicionar endereço' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo endereço' });
    await dialog.getByRole('button', { name: 'Salvar endereço' }).click();
    expect(await dialog.getByText('Campo obrigatório.').count()).toBeGreaterThanOrEqual(5);
    await dialog.getByLabel('Identificação').fill('Casa');
    await dialog.getByLabel('CEP').pressSequentially('01310100');
    expect(await dialog.getByLabel('CEP').inputValue()).toBe('01310-100');
    // São Paulo's CEP with the wrong state.
    await fillPlace(dialog, { state: 'RJ', city: 'São Paulo', neighborhood: 'Bela Vista', street: 'Avenida Paulista', number: '1000' });
    await dialog.getByRole('button', { name: 'Salvar endereço' }).click();
    await dialog.getByText('O CEP informado não pertence ao estado selecionado.').first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `profile-address-dialog-${viewport}`);
    await dialog.getByLabel('Estado').selectOption('SP');
    await dialog.getByRole('button', { name: 'Salvar endereço' }).click();
    await expectToast(page, 'Endereço adicionado');
    await dialog.waitFor({ state: 'detached' });

    const card = (title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await card('Casa').getByText('Padrão', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Adicionar endereço' }).click();
    const second = page.getByRole('dialog', { name: 'Novo endereço' });
    await second.getByLabel('Identificação').fill('Trabalho');
    await second.getByLabel('CEP').fill('22070011');
    await fillPlace(second, { state: 'RJ', city: 'Rio de Janeiro', neighborhood: 'Copacabana', street: 'Avenida Atlântica', number: '500' });
    await second.getByRole('button', { name: 'Salvar endereço' }).click();
    await expectToast(page, 'Endereço adicionado');
    await card('Trabalho').waitFor();
    expect(await card('Trabalho').getByText('Padrão', { exact: true }).count()).toBe(0);

    await card('Trabalho').getByRole('button', { name: 'Tornar padrão' }).click();
    await expectToast(page, 'Endereço padrão atualizado');
    await card('Trabalho').getByText('Padrão', { exact: true }).waitFor();
    await card('Casa').getByRole('button', { name: 'Tornar padrão' }).waitFor();
    // The default is listed first.
    expect(await page.getByRole('listitem').first().getByRole('heading').textContent()).toContain('Trabalho');

    await card('Casa').getByRole('button', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar endereço' });
    expect(await edit.getByLabel('Rua').inputValue()).toBe('Avenida Paulista');
    await edit.getByLabel('Número').fill('1578');
    await edit.getByRole('button', { name: 'Salvar endereço' }).click();
    await expectToast(page, 'Endereço atualizado');
    await card('Casa').getByText('Avenida Paulista, 1578').waitFor();
    await screenshot(page, `profile-addresses-${viewport}`);

    // Deleting the default hands it to the remaining address.
    await card('Trabalho').getByRole('button', { name: 'Excluir' }).click();
    const confirm = page.getByRole('dialog', { name: 'Excluir endereço' });
    await confirm.getByText('Tem certeza que deseja excluir este endereço?').waitFor();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await card('Trabalho').waitFor();
    await card('Trabalho').getByRole('button', { name: 'Excluir' }).click();
    await page.getByRole('dialog', { name: 'Excluir endereço' }).getByRole('button', { name: 'Excluir' }).click();
    await expectToast(page, 'Endereço excluído');
    await card('Trabalho').waitFor({ state: 'detached' });
    await card('Casa').getByText('Padrão', { exact: true }).waitFor();

    await page.reload();
    await card('Casa').getByText('Padrão', { exact: true }).waitFor();
    await card('Casa').getByRole('button', { name: 'Excluir' }).click();
    await page.getByRole('dialog', { name: 'Excluir endereço' }).getByRole('button', { name: 'Excluir' }).click();
    await page.getByText('Nenhum endereço salvo').waitFor();
    await context.close();
  });

  it.skipIf(desktopOnly(viewport))('changes the password, after which only the new one signs in', async () => {
    const { context, customer, page } = await customerPage(viewport, '/perfil?tab=configuracoes');
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Alterar senha' }) });
    await form.getByLabel(/^Senha atual/).fill(customer.password);
    await form.getByLabel(/^Nova senha/).fill('12345');
    await form.getByLabel('Confirmar nova senha').fill('12345');
    await form.getByRole('button', { name: 'Alterar senha' }).click();
    await form.getByText('A senha deve ter pelo menos 6 caracteres').waitFor();
    await form.getByLabel(/^Nova senha/).fill('novasenha1');
    await form.getByLabel('Confirmar nova senha').fill('novasenha2');
    await form.getByRole('button', { name: 'Alterar senha' }).click();
    await form.getByText('As senhas não coincidem').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `profile-settings-${viewport}`);
    await form.getByLabel(/^Senha atual/).fill('errada99');
    await form.getByLabel('Confirmar nova senha').fill('novasenha1');
    await form.getByRole('button', { name: 'Alterar senha' }).click();
    await expectToast(page, 'Senha atual incorreta.');
    await form.getByText('Senha atual incorreta.').waitFor();
    await form.getByLabel(/^Senha atual/).fill(customer.password);
    await form.getByRole('button', { name: 'Alterar senha' }).click();
    await expectToast(page, 'Senha alterada');
    expect(await form.getByLabel(/^Nova senha/).inputValue()).toBe('');
    expect((await me(context))?.email).toBe(customer.email);

    const fresh = await storeContext(browser, server.url, viewport);
    const login = await fresh.newPage();
    await submitLogin(login, customer.email, customer.password);
    await expectToast(login, 'Erro no login');
    await login.getByLabel('Senha').fill('novasenha1');
    await login.getByRole('button', { name: 'Entrar' }).click();
    await login.waitForURL('**/loja/perfil');
    await login.getByRole('heading', { level: 1, name: `Olá, ${customer.name}!` }).waitFor();
    await fresh.close();
    await context.close();
  });

  it.skipIf(desktopOnly(viewport))('downloads my data as a JSON file', async () => {
    const { context, customer } = await newCustomer(viewport);
    await context.request.post(`${server.url}/api/store/addresses`, {
      data: { label: 'Casa', cep: '30140-071', street: 'Rua Pernambuco', number: '12', neighborhood: 'Savassi', city: 'Belo Horizonte', state: 'MG' },
      headers: { origin: server.url },
    });
    const page = await context.newPage();
    await page.goto('/perfil?tab=configuracoes');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar meus dados' }).click()]);
    expect(download.suggestedFilename()).toBe('meus-dados-luz-da-fe.json');
    const data = JSON.parse(fs.readFileSync((await download.path()) as string, 'utf8'));
    expect(data.profile).toMatchObject({ name: customer.name, email: customer.email });
    expect(data.addresses).toEqual([expect.objectContaining({ street: 'Rua Pernambuco', state: 'MG', isDefault: true })]);
    expect(data.orders).toEqual([]);
    expect(data.favorites).toEqual([]);
    await context.close();
  });

  it.skipIf(desktopOnly(viewport))('deletes the account after the password, signs out and keeps the visitor in the shop', async () => {
    const { context, customer, page } = await customerPage(viewport, '/perfil?tab=configuracoes');
    await page.getByText('Os registros dos pedidos já feitos são mantidos').waitFor();
    await page.getByRole('button', { name: 'Excluir minha conta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir minha conta' });
    await dialog.getByRole('button', { name: 'Excluir conta' }).click();
    await dialog.getByText('Informe sua senha.').waitFor();
    await dialog.getByLabel('Confirme sua senha').fill('errada99');
    await dialog.getByRole('button', { name: 'Excluir conta' }).click();
    await dialog.getByText('Senha incorreta.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `profile-delete-account-${viewport}`);
    await dialog.getByLabel('Confirme sua senha').fill(customer.password);
    await dialog.getByRole('button', { name: 'Excluir conta' }).click();
    await page.waitForURL('**/loja');
    await expectToast(page, 'Conta excluída');
    expect(await me(context)).toBeNull();
    await page.goto('/perfil');
    await page.waitForURL('**/login');
    const again = await context.request.post(`${server.url}/api/auth/sign-in/email`, {
      data: { email: customer.email, password: customer.password },
      headers: { origin: server.url },
    });
    expect(again.status()).toBe(401);
    await context.close();
  });

  it('lists favourites with a link to each product and removes one', async () => {
    const { context } = await newCustomer(viewport);
    const products = (await (await context.request.get(`${server.url}/api/store/products?pageSize=2`)).json()).items as { id: number; name: string }[];
    expect(products).toHaveLength(2);
    for (const p of products) {
      const res = await context.request.put(`${server.url}/api/store/favorites/${p.id}`, { headers: { origin: server.url } });
      expect(res.ok()).toBe(true);
    }
    const page = await context.newPage();
    await page.goto('/perfil?tab=favoritos');
    const list = page.getByRole('list', { name: 'Produtos favoritos' });
    await list.getByRole('listitem').nth(1).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(2);
    const [first, second] = products;
    expect(await list.getByRole('link', { name: new RegExp(first.name) }).getAttribute('href')).toBe(`/produto/${first.id}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `profile-favorites-${viewport}`);
    await list.getByRole('button', { name: `Remover ${first.name} dos favoritos` }).click();
    await expectToast(page, 'Removido dos favoritos');
    await list.getByRole('link', { name: new RegExp(first.name) }).waitFor({ state: 'detached' });
    await page.reload();
    await list.getByRole('link', { name: new RegExp(second.name) }).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(1);
    await list.getByRole('button', { name: `Remover ${second.name} dos favoritos` }).click();
    await page.getByText('Nenhum produto favorito ainda.').waitFor();
    await context.close();
  });

  it("lists the demo customer's orders with status badges, details and the Pix code again", async () => {
    const context = await storeContext(browser, server.url, viewport, DEMO.customer);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const orders = (await (await context.request.get(`${server.url}/api/store/orders`)).json()).orders as {
      id: string;
      status: string;
      paymentMethod: string;
      paymentStatus: string;
      paymentDeadline: string | null;
    }[];
    expect(orders.length).toBeGreaterThan(0);
    const page = await context.newPage();
    await page.goto('/loja/perfil?tab=pedidos');
    const cards = page.getByTestId('order-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(orders.length);
    // Newest first, each under its short reference.
    expect(await cards.first().getByRole('heading').textContent()).toBe(`Pedido #${orders[0].id.slice(-6).toUpperCase()}`);
    // Each status in its own words and colours (order-status.test pins which they are).
    for (const [i, order] of orders.entries()) {
      expect(ORDER_STATUSES).toContain(order.status);
      const badge = cards.nth(i).getByText(orderStatusLabel(order.status), { exact: true });
      expect(await badge.getAttribute('class')).toContain(orderStatusBadgeClass(order.status));
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `profile-orders-${viewport}`);

    await cards.first().getByRole('button', { name: 'Ver detalhes' }).click();
    await cards.first().getByText('Endereço de entrega').waitFor();
    await cards.first().getByText('CEP 01310-100').waitFor();
    await cards.first().getByRole('button', { name: 'Ocultar detalhes' }).waitFor();

    const awaitingPix = (o: (typeof orders)[number]) => o.paymentMethod === 'pix' && o.paymentStatus === 'pending' && o.status !== 'cancelled';
    const pixIndex = orders.findIndex(awaitingPix);
    expect(pixIndex).toBeGreaterThanOrEqual(0);
    // An unpaid Pix order says until when it holds its products.
    expect(orders[pixIndex].paymentDeadline).not.toBeNull();
    expect(await cards.nth(pixIndex).getByTestId('payment-deadline').innerText()).toBe(paymentDeadlineText(orders[pixIndex].paymentDeadline!, formatDateTime));
    // Only unpaid Pix orders offer the code again (the demo has a paid Pix order too).
    expect(orders.some((o) => o.paymentMethod === 'pix' && !awaitingPix(o))).toBe(true);
    expect(await page.getByRole('button', { name: 'Ver código Pix' }).count()).toBe(orders.filter(awaitingPix).length);
    await cards.nth(pixIndex).getByRole('button', { name: 'Ver código Pix' }).click();
    const dialog = page.getByRole('dialog');
    const code = dialog.getByLabel('Pix copia e cola');
    await code.waitFor();
    const payload = await code.inputValue();
    expect(payload).toMatch(/^000201/);
    const qr = dialog.getByRole('img', { name: /QR Code Pix/ });
    expect(await qr.getAttribute('src')).toMatch(/^\/api\/store\/orders\/[0-9a-f-]{36}\/pix\/qr\.svg$/);
    // The picture really arrives (the image route needs the customer's session).
    await expect.poll(() => qr.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await screenshot(page, `profile-pix-${viewport}`);
    await dialog.getByRole('button', { name: 'Copiar código' }).click();
    await expectToast(page, 'Código Pix copiado!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(payload);
    await context.close();
  });

  it("notices by itself that an open Pix code's order was paid, and says so on the order", async () => {
    const { context } = await newCustomer(viewport);
    const ids = Array.from({ length: 40 }, (_, i) => i + 1).join(',');
    const { products } = (await (await context.request.get(`${server.url}/api/store/cart/check?ids=${ids}`)).json()) as {
      products: { id: number; stock: number; available: boolean }[];
    };
    const product = products.filter((p) => p.available && p.stock >= 3).at(viewport === 'phone' ? -1 : -2)!;
    const placed = await context.request.post(`${server.url}/api/store/orders`, {
      headers: { origin: server.url },
      data: {
        items: [{ productId: product.id, quantity: 1 }],
        customer: { name: 'Joana Perfil', email: 'joana@example.com', phone: '(11) 98765-4321', document: '529.982.247-25' },
        address: { cep: '01310-100', street: 'Avenida Paulista', number: '1', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' },
        payment: { paymentMethod: 'pix' },
      },
    });
    expect(placed.status()).toBe(201);
    const orderId = (await placed.json()).order.id as string;
    const page = await context.newPage();
    await page.goto('/perfil?tab=pedidos');
    const card = page.getByTestId('order-card');
    await card.getByRole('button', { name: 'Ver código Pix' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Pix copia e cola').waitFor();
    expect(await card.getByTestId('payment-received').count()).toBe(0);

    const staff = await storeContext(browser, server.url, 'desktop', DEMO.staff);
    expect((await staff.request.post(`${server.url}/api/admin/orders/${orderId}/mark-paid`, { headers: { origin: server.url } })).status()).toBe(200);
    await staff.close();
    await dialog.getByRole('status').getByText('Pagamento recebido', { exact: true }).waitFor();
    expect(await dialog.getByLabel('Pix copia e cola').count()).toBe(0);
    await screenshot(page, `profile-pix-paid-${viewport}`);
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await card.getByTestId('payment-received').getByText('Pagamento recebido').waitFor();
    expect(await card.getByRole('button', { name: 'Ver código Pix' }).count()).toBe(0);
    await context.close();
  });

  it.skipIf(desktopOnly(viewport))('sends staff to the back-office and visitors to login; /loja/perfil works too', async () => {
    const visitor = await storeContext(browser, server.url, viewport);
    const page = await visitor.newPage();
    await page.goto('/perfil');
    await page.waitForURL('**/login');
    await page.goto('/loja/perfil');
    await page.waitForURL('**/login');
    await visitor.close();

    const { context: staff, page: staffPage } = await signedInPage(browser, server.url, viewport, DEMO.staff, '/perfil');
    await staffPage.waitForURL('**/admin/dashboard');
    await staff.close();

    const { context: customer, customer: who, page: profile } = await customerPage(viewport, '/loja/perfil?tab=favoritos');
    await profile.getByRole('heading', { level: 1, name: `Olá, ${who.name}!` }).waitFor();
    await profile.getByRole('tab', { name: 'Favoritos', selected: true }).waitFor();
    await customer.close();
  });
});
