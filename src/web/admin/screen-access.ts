import { createContext, useContext } from 'react';
import type { Permission } from '@/domain/permissions';
import { useMyPermissions } from '../auth/use-can';

/**
 * Which permissions open each back-office screen (one of them): built from the features'
 * declarations (build-admin.ts) and handed down by the back-office shell, so the route guard, the
 * sidebar and the dashboard's quick actions show a link exactly when its screen opens (decision 054).
 * Each screen asks what its main call needs on the server (tests/integration/route-access.ts): a
 * screen whose whole purpose is a write the user may not make is not offered at all; a list the
 * user may read opens, with its buttons hidden one by one.
 */
export type ScreenAccess = Readonly<Record<string, readonly Permission[]>>;

export const ScreenAccessContext = createContext<ScreenAccess>({});

/** The screen an address under /admin opens ('/admin/funcionarios/detalhes/7?aba=x' → 'funcionarios/detalhes/:staffId'). */
export function screenOf(access: ScreenAccess, to: string): string | undefined {
  const path = to
    .replace(/^\/admin\/?/, '')
    .replace(/[?#].*$/, '')
    .replace(/\/$/, '');
  if (path in access) return path;
  return Object.keys(access).find((screen) => {
    const parts = screen.split('/');
    const given = path.split('/');
    return parts.length === given.length && parts.every((p, i) => p.startsWith(':') || p === given[i]);
  });
}

/** Whether someone holding `permissions` may open the back-office address `to` (unknown addresses: no). */
export function mayOpen(access: ScreenAccess, to: string, permissions: readonly Permission[]): boolean {
  const screen = screenOf(access, to);
  return screen !== undefined && (access[screen] ?? []).some((p) => permissions.includes(p));
}

/** `mayOpen(to)` for the signed-in user: links to screens they may not open are not shown (nothing until the permissions arrive). */
export function useMayOpen(): (to: string) => boolean {
  const access = useContext(ScreenAccessContext);
  const { permissions } = useMyPermissions();
  return (to) => mayOpen(access, to, permissions);
}
