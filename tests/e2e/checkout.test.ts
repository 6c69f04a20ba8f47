import type { Browser, BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BUYER_CPF } from '../support/fixtures';
import {
  apiGet,
  cartLine,
  fillAddress,
  openShopSuite,
  registerCustomer,
  type ShopProduct,
  seedGuestCart,
  seedServerCart,
  toPaymentStep,
} from './cart-fixtures';
import { DEMO, desktopOnly, screenshot, sendLoginForm, seriousA11yViolations, storeContext, toastText, VIEWPORTS, type ViewportName } from './support/browser';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let products: ShopProduct[];
openShopSuite((s) => ({ server, browser, products } = s));

function futureExpiry() {
  const now = new Date();
  return `${String(now.getMonth() + 1).padStart(2, '0')}${String((now.getFullYear() + 2) % 100).padStart(2, '0')}`;
}

/** A new customer, signed in, with `lines` in the saved cart. */
async function customerWithCart(viewport: ViewportName, tag: string, lines: { productId: number; quantity: number }[]) {
  const context = await storeContext(browser, server.url, viewport);
  const customer = await registerCustomer(context, server.url, `${tag}-${viewport}`);
  await seedServerCart(context, server.url, lines);
  return { context, customer };
}

const orders = (context: BrowserContext) =>
  apiGet<{ orders: { id: string; paymentMethod: string; installments: number; totalCents: number; items: { productId: number; quantity: number }[] }[] }>(
    context,
    server.url,
    '/api/store/orders',
  );

/** Staff's 'Marcar como pago' (the sandbox's Pix and boleto), through the API: what the customer's dialog must notice by itself. */
async function markPaidAsStaff(orderId: string) {
  const staff = await storeContext(browser, server.url, 'desktop', DEMO.staff);
  const res = await staff.request.post(`${server.url}/api/admin/orders/${orderId}/mark-paid`, { headers: { origin: server.url } });
  expect(res.status()).toBe(200);
  await staff.close();
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('checkout (%s)', (viewport) => {
  const phone = viewport === 'phone';
  const pick = (n: number) => products.filter((p) => p.stock >= 6)[n + (phone ? 0 : 5)]!;

  /** A new customer with one unit of the `n`th product in the cart, on the payment step with `method` chosen. */
  async function payingWith(n: number, tag: string, method: string) {
    const product = pick(n);
    const { context } = await customerWithCart(viewport, tag, [{ productId: product.id, quantity: 1 }]);
    const page = await context.newPage();
    await toPaymentStep(page);
    await page.getByText(method, { exact: true }).click();
    return { product, context, page };
  }

  it.skipIf(desktopOnly(viewport))('asks a visitor to log in, then comes back to the checkout', async () => {
    const context = await storeContext(browser, server.url, viewport);
    await seedGuestCart(context, [cartLine(pick(0), 1)]);
    const page = await context.newPage();
    await page.goto('/checkout');
    await page.waitForURL(/\/login$/);
    const toast = await toastText(page);
    expect(toast).toContain('Login necessário');
    expect(toast).toContain('Faça login para finalizar a compra');
    await sendLoginForm(page, DEMO.customer, DEMO.password);
    await page.waitForURL(/\/checkout$/);
    // Prefilled from the account.
    expect(await page.getByLabel('E-mail').inputValue()).toBe(DEMO.customer);
    expect(await page.getByLabel('Nome completo').inputValue()).toBe('Maria Cliente');
    // The demo customer's cart on the server is left as it was found.
    await context.request.put(`${server.url}/api/store/cart`, { data: { items: [] }, headers: { origin: server.url } });
    await context.close();
  });

  it.skipIf(desktopOnly(viewport))('sends a customer with an empty cart back to /carrinho', async () => {
    const context = await storeContext(browser, server.url, viewport);
    await registerCustomer(context, server.url, `vazio-${viewport}`);
    const page = await context.newPage();
    await page.goto('/checkout');
    await page.waitForURL(/\/carrinho$/);
    await page.getByText('Seu carrinho está vazio').waitFor();
    await context.close();
  });

  it('validates every step in Portuguese, then places a credit-card order in instalments', async () => {
    const product = pick(1);
    const { context, customer } = await customerWithCart(viewport, 'credito', [{ productId: product.id, quantity: 2 }]);
    const page = await context.newPage();
    await page.goto('/checkout');
    await page.getByRole('heading', { name: '1. Dados Pessoais' }).waitFor();
    expect(await page.getByLabel('Telefone').inputValue()).toBe(customer.phone);
    expect(await page.getByLabel('Nome completo').inputValue()).toBe(customer.name);
    await page.getByText('Garantia de 30 dias contra defeitos', { exact: true }).waitFor();
    await page.getByText('Parcelamento sem juros', { exact: true }).waitFor();
    await page.getByText('Entrega em todo Brasil', { exact: true }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `checkout-step1-${viewport}`);

    await page.getByLabel('Telefone').fill('123');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByText('Informe um telefone válido.').waitFor();
    // The first invalid field is focused (and scrolled to) on a failed step.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('tel-national');
    await page.getByLabel('Telefone').fill('21987654321');
    expect(await page.getByLabel('Telefone').inputValue()).toBe('(21) 98765-4321');
    // Every order asks the buyer's CPF (or a company's CNPJ) for its NF-e.
    await page.getByLabel('CPF ou CNPJ').fill('52998224724');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByText('Informe um CPF ou CNPJ válido.').waitFor();
    await page.getByLabel('CPF ou CNPJ').fill('52998224725');
    expect(await page.getByLabel('CPF ou CNPJ').inputValue()).toBe(BUYER_CPF);
    await page.getByRole('button', { name: 'Continuar' }).click();

    await page.getByRole('heading', { name: '2. Endereço de Entrega' }).waitFor();
    await page.getByRole('button', { name: 'Continuar' }).click();
    expect(await page.getByText('Campo obrigatório.').count()).toBeGreaterThanOrEqual(5);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('postal-code');
    await fillAddress(page);
    expect(await page.getByLabel('CEP').inputValue()).toBe('01310-100');
    // The state follows the CEP while empty; a different one is refused.
    expect(await page.getByLabel('Estado').inputValue()).toBe('SP');
    await page.getByLabel('Estado').selectOption('RJ');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByText('O CEP informado não pertence ao estado selecionado.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `checkout-step2-error-${viewport}`);
    await page.getByLabel('Estado').selectOption('SP');
    await page.getByLabel('Salvar este endereço').check();
    await page.getByRole('button', { name: 'Continuar' }).click();

    await page.getByRole('heading', { name: '3. Pagamento' }).waitFor();
    await page.getByLabel('Número do cartão').fill('4111111111111112');
    await page.getByLabel('Nome no cartão').fill('Cliente Teste');
    await page.getByLabel('Validade').fill('0120');
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
    await page.getByText('Número do cartão inválido.').waitFor();
    await page.getByText('Validade inválida.').waitFor();
    await page.getByLabel('Número do cartão').fill('4111111111111111');
    expect(await page.getByLabel('Número do cartão').inputValue()).toBe('4111 1111 1111 1111');
    await page.getByText('Bandeira: Visa').waitFor();
    await page.getByLabel('Validade').fill(futureExpiry());
    const options = await page.getByLabel('Parcelas').locator('option').allInnerTexts();
    expect(options[0]).toMatch(/^1x de R\$\u00a0[\d.,]+ sem juros$/);
    const three = options.find((o) => o.startsWith('3x '))!;
    expect(three).toContain('sem juros');
    // The label's amounts add up to the total (the first instalment carries the centavos left over).
    const amounts = [...three.matchAll(/(?:(\d+)x )?R\$\u00a0([\d.]+,\d\d)/g)].map(
      ([, n, v]) => Number(n ?? 1) * Number(v.replace(/\./g, '').replace(',', '')),
    );
    expect(amounts.length === 1 ? amounts[0] * 3 : amounts.reduce((a, b) => a + b, 0)).toBe(2 * product.priceCents);
    await page.getByLabel('Parcelas').selectOption({ label: three });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `checkout-step3-${viewport}`);
    await page.getByRole('button', { name: 'Finalizar Pedido' }).click();

    // Paid: the customer lands on their orders, with the new one open.
    await page.waitForURL(/\/perfil\?tab=pedidos&pedido=[0-9a-f-]{36}$/);
    const [order] = (await orders(context)).orders;
    expect(order).toMatchObject({ paymentMethod: 'credit', installments: 3, totalCents: 2 * product.priceCents });
    expect(new URL(page.url()).searchParams.get('pedido')).toBe(order.id);
    await page.getByRole('tab', { name: 'Pedidos', selected: true }).waitFor();
    const card = page.getByTestId('order-card').filter({ has: page.getByRole('heading', { name: `Pedido #${order.id.slice(-6).toUpperCase()}` }) });
    await card.getByRole('button', { name: 'Ocultar detalhes' }).waitFor();
    await card.getByText(three).waitFor();
    await screenshot(page, `checkout-landed-on-order-${viewport}`);
    const toast = await toastText(page);
    expect(toast).toContain('Pedido realizado com sucesso!');
    expect(toast).toContain(`Pedido #${order.id.slice(-6).toUpperCase()} foi criado. Você receberá um email de confirmação.`);
    expect((await apiGet<{ items: unknown[] }>(context, server.url, '/api/store/cart')).items).toEqual([]);
    const saved = await apiGet<{ addresses: { cep: string; street: string }[] }>(context, server.url, '/api/store/addresses');
    expect(saved.addresses).toEqual([expect.objectContaining({ cep: '01310-100', street: 'Avenida Paulista' })]);

    // The next order starts from this one's CPF: a returning customer need not type it again.
    await seedServerCart(context, server.url, [{ productId: product.id, quantity: 1 }]);
    await page.goto('/checkout');
    await page.getByRole('heading', { name: '1. Dados Pessoais' }).waitFor();
    await expect.poll(() => page.getByLabel('CPF ou CNPJ').inputValue()).toBe(BUYER_CPF);
    // ...and from its address: the saved one it went to, marked as the last order's.
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('heading', { name: '2. Endereço de Entrega' }).waitFor();
    await expect.poll(() => page.getByRole('radio', { name: /Avenida Paulista/ }).isChecked()).toBe(true);
    await page.getByText('Último pedido', { exact: true }).waitFor();
    await context.close();
  });

  it('shows the Pix copia-e-cola code and QR image after a Pix order', async () => {
    const { context, page } = await payingWith(2, 'pix', 'Pix');
    await page.getByText('Pagamento instantâneo com Pix').waitFor();
    await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await toastText(page)).toContain('Pedido realizado com sucesso!');
    const code = await dialog.getByLabel('Pix copia e cola').inputValue();
    expect(code.startsWith('000201')).toBe(true);
    expect(code).toContain('br.gov.bcb.pix');
    const qr = dialog.getByRole('img', { name: /QR Code Pix do pedido/ });
    expect(await qr.getAttribute('src')).toMatch(/^\/api\/store\/orders\/[0-9a-f-]{36}\/pix\/qr\.svg$/);
    // The picture really arrives (the image route needs the customer's session).
    await expect.poll(() => qr.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await screenshot(page, `checkout-pix-${viewport}`);
    expect(await dialog.getByText('Pagamento recebido').count()).toBe(0);

    // Paid (here staff confirm it, as the sandbox does): the dialog notices by itself and says so.
    const [order] = (await orders(context)).orders;
    await markPaidAsStaff(order.id);
    await dialog.getByRole('status').getByText('Pagamento recebido', { exact: true }).waitFor();
    expect(await dialog.getByTestId('pix-countdown').count()).toBe(0);
    expect(await dialog.getByLabel('Pix copia e cola').count()).toBe(0);
    await screenshot(page, `checkout-pix-paid-${viewport}`);
    await dialog.getByRole('button', { name: 'Ver meus pedidos' }).click();
    await page.waitForURL(`**/perfil?tab=pedidos&pedido=${order.id}`);
    await page.getByTestId('order-card').getByTestId('payment-received').waitFor();
    await context.close();
  });

  it("keeps a declined card's reason on the form, beside the button to try again, and places nothing", async () => {
    const { context, page } = await payingWith(5, 'recusado', 'Cartão de Crédito');
    await page.getByLabel('Número do cartão').fill('4000000000000002');
    await page.getByLabel('Nome no cartão').fill('Cliente Teste');
    await page.getByLabel('Validade').fill(futureExpiry());
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
    const problem = page.locator('form').getByRole('alert');
    await problem.getByText('Pagamento recusado pela operadora do cartão.').waitFor();
    expect(await problem.textContent()).toContain('Erro ao processar pedido');
    expect(page.url()).toMatch(/\/checkout$/);
    expect((await orders(context)).orders).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `checkout-declined-${viewport}`);
    // Another card goes through; the message leaves with the new try.
    await page.getByLabel('Número do cartão').fill('4111111111111111');
    await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
    await page.waitForURL(/\/perfil/);
    expect((await orders(context)).orders).toHaveLength(1);
    await context.close();
  });

  it.skipIf(desktopOnly(viewport))('keeps the unpaid-orders limit on the form, pointing to the card', async () => {
    const { context, page } = await payingWith(6, 'limite', 'Pix');
    // The shared e2e server allows 1000 unpaid orders; the limit itself is tested in
    // tests/integration/unpaid-orders.test.ts. Here the server's refusal, as it answers it.
    const message = 'Você já tem 3 pedidos aguardando pagamento por Pix ou boleto. Pague ou aguarde o vencimento antes de fazer outro, ou pague com cartão.';
    await page.route('**/api/store/orders', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ error: { code: 'TOO_MANY_UNPAID_ORDERS', message } }) })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
    const problem = page.locator('form').getByRole('alert');
    await problem.getByText(message).waitFor();
    expect(page.url()).toMatch(/\/checkout$/);
    await screenshot(page, `checkout-unpaid-limit-${viewport}`);
    // Choosing another payment method clears it.
    await page.getByText('Cartão de Crédito', { exact: true }).click();
    await expect.poll(() => problem.count()).toBe(0);
    await context.close();
  });

  it.skipIf(desktopOnly(viewport))('shows the boleto note and the test slip after a boleto order', async () => {
    const { context, page } = await payingWith(3, 'boleto', 'Boleto Bancário');
    await page.getByText('A confirmação do pagamento pode levar até 3 dias úteis.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByText('BOLETO DE TESTE — SEM VALOR').waitFor();
    expect(await dialog.getByLabel('Linha digitável').inputValue()).toMatch(/^000\d\d\.\d{5} /);
    const pdf = await dialog.getByRole('link', { name: 'Baixar boleto (PDF)' }).getAttribute('href');
    const res = await context.request.get(`${server.url}${pdf}`);
    expect(res.headers()['content-type']).toBe('application/pdf');
    // A boleto confirmed while its dialog is open is noticed by itself, too.
    const [order] = (await orders(context)).orders;
    await markPaidAsStaff(order.id);
    await dialog.getByRole('status').getByText('Pagamento recebido', { exact: true }).waitFor();
    expect(await dialog.getByLabel('Linha digitável').count()).toBe(0);
    await context.close();
  });

  it.skipIf(desktopOnly(viewport))('names the product that sold out meanwhile and charges nothing', async () => {
    const { product, context, page } = await payingWith(4, 'esgotado', 'Pix');

    // Someone else buys every unit left while this customer is on the payment step.
    const rival = await storeContext(browser, server.url, viewport, DEMO.customer);
    const { products: now } = await apiGet<{ products: ShopProduct[] }>(rival, server.url, `/api/store/cart/check?ids=${product.id}`);
    const bought = await rival.request.post(`${server.url}/api/store/orders`, {
      headers: { origin: server.url },
      data: {
        items: [{ productId: product.id, quantity: now[0].stock }],
        customer: { name: 'Maria Cliente', email: DEMO.customer, phone: '(11) 98888-0003', document: '529.982.247-25' },
        address: { cep: '01310-100', street: 'Avenida Paulista', number: '1', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' },
        payment: { paymentMethod: 'pix' },
      },
    });
    expect(bought.status()).toBe(201);
    await rival.close();

    const before = (await orders(context)).orders.length;
    await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
    const toast = await toastText(page);
    expect(toast).toContain('Erro ao processar pedido');
    expect(toast).toContain(`Estoque insuficiente para "${product.name}"`);
    expect(page.url()).toMatch(/\/checkout$/);
    expect((await orders(context)).orders.length).toBe(before);
    await screenshot(page, `checkout-sold-out-${viewport}`);

    await page.goto('/carrinho');
    await page.getByText('Produto esgotado. Remova-o para continuar.').waitFor();
    expect(await page.getByRole('button', { name: 'Finalizar Compra' }).isDisabled()).toBe(true);
    await context.close();
  });
  it("offers the last order's address first, over the saved default one", async () => {
    const product = pick(7);
    const { context } = await customerWithCart(viewport, 'ultimo', [{ productId: product.id, quantity: 1 }]);
    const saved = {
      label: 'Casa',
      cep: '01310-100',
      street: 'Rua Padrão',
      number: '10',
      complement: '',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    };
    expect((await context.request.post(`${server.url}/api/store/addresses`, { data: saved, headers: { origin: server.url } })).status()).toBe(201);
    const last = {
      cep: '22070-011',
      street: 'Avenida Atlântica',
      number: '500',
      complement: 'Apto 12',
      neighborhood: 'Copacabana',
      city: 'Rio de Janeiro',
      state: 'RJ',
    };
    const placed = await context.request.post(`${server.url}/api/store/orders`, {
      headers: { origin: server.url },
      data: {
        items: [{ productId: product.id, quantity: 1 }],
        customer: { name: 'Cliente Último', email: 'ultimo@example.com', phone: '(21) 98765-4321', document: BUYER_CPF },
        address: last,
        payment: { paymentMethod: 'pix' },
      },
    });
    expect(placed.status()).toBe(201);
    await seedServerCart(context, server.url, [{ productId: product.id, quantity: 1 }]);
    const page = await context.newPage();
    await page.goto('/checkout');
    await page.getByRole('heading', { name: '1. Dados Pessoais' }).waitFor();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('heading', { name: '2. Endereço de Entrega' }).waitFor();
    const lastRadio = page.getByRole('radio', { name: /Endereço do último pedido/ });
    await expect.poll(() => lastRadio.isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: /Rua Padrão/ }).isChecked()).toBe(false);
    expect(await page.getByRole('textbox', { name: 'Rua', exact: true }).inputValue()).toBe('Avenida Atlântica');
    expect(await page.getByLabel('Complemento').inputValue()).toBe('Apto 12');
    expect(await page.getByLabel('Estado').inputValue()).toBe('RJ');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `checkout-last-address-${viewport}`);
    // The saved one is a click away, and the last one back again.
    await page.getByRole('radio', { name: /Rua Padrão/ }).check();
    expect(await page.getByRole('textbox', { name: 'Rua', exact: true }).inputValue()).toBe('Rua Padrão');
    await lastRadio.check();
    expect(await page.getByRole('textbox', { name: 'Rua', exact: true }).inputValue()).toBe('Avenida Atlântica');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('heading', { name: '3. Pagamento' }).waitFor();
    await context.close();
  });

  it.skipIf(desktopOnly(viewport))('comes to the address step with the saved default address chosen', async () => {
    const { context } = await customerWithCart(viewport, 'padrao', [{ productId: pick(1).id, quantity: 1 }]);
    const address = (street: string, number: string) => ({
      label: street,
      cep: '01310-100',
      street,
      number,
      complement: '',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    });
    for (const body of [address('Rua Padrão', '10'), address('Rua Outra', '20')]) {
      const res = await context.request.post(`${server.url}/api/store/addresses`, { data: body, headers: { origin: server.url } });
      expect(res.status()).toBe(201);
    }
    const page = await context.newPage();
    await page.goto('/checkout');
    await page.getByRole('heading', { name: '1. Dados Pessoais' }).waitFor();
    await page.getByLabel('CPF ou CNPJ').fill(BUYER_CPF);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('heading', { name: '2. Endereço de Entrega' }).waitFor();
    // The first saved address is the default one.
    await expect.poll(() => page.getByRole('textbox', { name: 'Rua', exact: true }).inputValue()).toBe('Rua Padrão');
    expect(await page.getByRole('radio', { name: /Rua Padrão/ }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: /Rua Outra/ }).isChecked()).toBe(false);
    expect(await page.getByRole('textbox', { name: 'Número', exact: true }).inputValue()).toBe('10');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('heading', { name: '3. Pagamento' }).waitFor();
    await context.close();
  });
});
