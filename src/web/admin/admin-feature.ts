import type { ComponentType } from 'react';
import type { Permission } from '@/domain/permissions';

/**
 * How a back-office feature declares its screens (issue 35, decision 074): the address under /admin,
 * the permissions that open it (any of them) and, for a screen the sidebar lists, its section, label
 * and place in that section. The route table, the sidebar and the screen-access map are built from
 * these declarations (build-admin.ts); a feature reaches the app through one line in
 * admin-features.ts.
 */
export type AdminScreen = {
  path: string;
  Component: ComponentType;
  access: readonly Permission[];
  nav?: { section: string; label?: string; position?: number };
};

export type AdminFeature = { name: string; screens: readonly AdminScreen[] };
