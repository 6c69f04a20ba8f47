import type { RouteObject } from 'react-router';
import type { AdminFeature, AdminScreen } from './admin-feature';
import { type NavLinkItem, type NavSection, type NavSectionSlot, RequireScreen } from './layout';
import type { ScreenAccess } from './screen-access';

// The back-office is assembled from its features' declarations (decision 074): these three builders
// are the only place that knows how a declaration becomes a route, a sidebar link and an access
// rule, so a new screen is one declaration in its feature and nothing here.

function allScreens(features: readonly AdminFeature[]): AdminScreen[] {
  const seen = new Map<string, string>();
  const screens: AdminScreen[] = [];
  for (const feature of features) {
    for (const screen of feature.screens) {
      const other = seen.get(screen.path);
      if (other) throw new Error(`Tela '${screen.path}' declarada por ${other} e por ${feature.name}.`);
      if (screen.access.length === 0) throw new Error(`Tela '${screen.path}' (${feature.name}) sem permissão declarada.`);
      seen.set(screen.path, feature.name);
      screens.push(screen);
    }
  }
  return screens;
}

/** Address under /admin → the permissions that open it. */
export function buildScreenAccess(features: readonly AdminFeature[]): ScreenAccess {
  return Object.fromEntries(allScreens(features).map((s) => [s.path, s.access]));
}

/** Every screen as a route behind its permission: the others see 'Sem permissão' (the server refuses them anyway). */
export function buildScreenRoutes(features: readonly AdminFeature[], access: ScreenAccess): RouteObject[] {
  return allScreens(features).map(({ path, Component }) => ({
    path,
    element: (
      <RequireScreen screen={path} access={access}>
        <Component />
      </RequireScreen>
    ),
  }));
}

/**
 * The sidebar: the shell's sections in their order, each with the links its features declare, by
 * position. A 'single' section is one link (its one screen); a section no screen names is left out.
 */
export function buildNav(features: readonly AdminFeature[], slots: readonly NavSectionSlot[]): NavSection[] {
  const screens = allScreens(features).filter((s) => s.nav);
  for (const s of screens) {
    if (!slots.some((slot) => slot.id === s.nav!.section)) throw new Error(`Tela '${s.path}' no menu em uma seção que não existe: ${s.nav!.section}.`);
  }
  const nav: NavSection[] = [];
  for (const { single, ...slot } of slots) {
    const inSlot = screens.filter((s) => s.nav!.section === slot.id).sort((a, b) => (a.nav!.position ?? 0) - (b.nav!.position ?? 0));
    if (inSlot.length === 0) continue;
    if (single) {
      if (inSlot.length > 1) throw new Error(`A seção '${slot.id}' é um link só, e ${inSlot.length} telas a usam.`);
      nav.push({ ...slot, to: `/admin/${inSlot[0]!.path}` });
      continue;
    }
    const children: NavLinkItem[] = inSlot.map((s) => ({ to: `/admin/${s.path}`, label: s.nav!.label ?? s.path }));
    nav.push({ ...slot, children });
  }
  return nav;
}
