import { describe, expect, it } from 'vitest';
import { backOfficeSuite } from './support/back-office-suite';
import { screenshot, seriousA11yViolations, VIEWPORTS, type ViewportName } from './support/browser';

// The dashboard's stock-per-place cards (issue 36): below each store's own minimum, transfers in
// transit and divergences waiting, each leading to its screen filtered.
const bo = backOfficeSuite();

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('dashboard stock per place (%s)', (viewport) => {
  it('shows every store below its minimum and the transfers on the road, and leads to the lists filtered', async () => {
    const { context, page } = await bo.staffPage(viewport, '/admin');
    const below = page.getByRole('region', { name: 'Abaixo do mínimo por loja' });
    await below.waitFor();
    await page.getByRole('region', { name: 'Transferências em trânsito' }).waitFor();
    await page.getByRole('region', { name: 'Divergências aguardando' }).waitFor();
    for (const store of ['Luz da Fé — Matriz', 'Luz da Fé — Filial Aparecida']) await below.getByRole('link', { name: new RegExp(`^${store}:`) }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await below.scrollIntoViewIfNeeded();
    await screenshot(page, `dashboard-stock-places-${viewport}`);

    await below.getByRole('link', { name: /^Luz da Fé — Filial Aparecida:/ }).click();
    await page.getByRole('heading', { name: 'Estoque por local', level: 1 }).waitFor();
    const url = new URL(page.url());
    expect(url.searchParams.get('situation')).toBe('below_minimum');
    expect(url.searchParams.get('locationId')).not.toBeNull();

    await page.goto(`${new URL(page.url()).origin}/admin`);
    await page.getByRole('region', { name: 'Transferências em trânsito' }).getByRole('link').click();
    await page.getByRole('heading', { name: 'Transferências', level: 1 }).waitFor();
    expect(new URL(page.url()).searchParams.get('status')).toBe('sent');
    await context.close();
  });

  it("shows a store's clerk their own store only", async () => {
    const { context, page } = await bo.staffPage(viewport, '/admin', 'loja@luzdafe.test');
    const below = page.getByRole('region', { name: 'Abaixo do mínimo por loja' });
    await below.waitFor();
    await below.getByRole('link', { name: /^Luz da Fé — Filial Aparecida:/ }).waitFor();
    expect(await below.getByRole('link').count()).toBe(1);
    await context.close();
  });
});
