import type { ReactNode } from 'react';
import type { ZodType } from 'zod';
import type { SessionUser } from '../../auth/session';

export type FormMode = 'create' | 'edit';
export type FormValues = Record<string, string>;

import type { Permission } from '@/domain/permissions';
import type { FieldDef } from '../../ui/form/schema-fields';

export type { FieldDef };

export type Column<Row> = { header: string; cell: (row: Row) => ReactNode; className?: string };

export type RegistryRow = { id: number | string; name: string };

/** Everything that differs between the registry screens; RegistryPage does the rest. */
export type RegistryConfig<Row extends RegistryRow> = {
  queryKey: string;
  apiPath: string;
  /** Key of the list in the GET answer ({items} for registries, {staff} for staff). */
  listKey: string;
  /** Key of the saved row in the POST/PUT answer. */
  itemKey: string;
  title: string;
  description: string;
  addLabel: string;
  editTitle: string;
  searchPlaceholder: string;
  /** Plural used by the requirements' error toasts: 'Erro ao adicionar em {table}'. */
  tableName: string;
  toasts: { created: string; updated: string; deleted: string };
  confirmDelete: (row: Row) => string;
  columns: Column<Row>[];
  /** Two-column lists fit a phone without the table's default minimum width. */
  compactTable?: boolean;
  fields: (mode: FormMode, user: SessionUser | null) => FieldDef[];
  schema: (mode: FormMode) => ZodType;
  toForm: (row: Row | null) => FormValues;
  /** Who may edit and delete (Configurações → Permissões); 'catalog.manage' when absent (registries are cadastros). */
  writeAnyOf?: Permission[];
  /** Who may add; `writeAnyOf` when absent. */
  addAnyOf?: Permission[];
  canEdit?: (row: Row, user: SessionUser | null) => boolean;
  canDelete?: (row: Row, user: SessionUser | null) => boolean;
  /** Extra per-row actions (the staff list's link to the detail page). */
  rowActions?: (row: Row) => ReactNode;
};
