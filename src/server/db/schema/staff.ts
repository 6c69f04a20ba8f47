import { boolean, date, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { requiredUserId, updatedByColumns, userRef } from './auth';
import { stores } from './catalog';
import { createdAtColumn, requiredIdRef, storedFileColumns, timestampColumns } from './columns';

// A staff member is a user account (role staff or admin) plus this record.
export const staffMembers = pgTable('staff_members', {
  id: serial('id').primaryKey(),
  userId: requiredUserId('cascade').unique(),
  jobTitle: text('job_title').notNull().default('Funcionário'),
  phone: text('phone').notNull().default(''),
  address: text('address').notNull().default(''),
  hireDate: date('hire_date'),
  // A store's staff work for that store only (issue 26); none = the warehouse or head office.
  storeId: integer('store_id').references(() => stores.id, { onDelete: 'restrict' }),
  ...timestampColumns(),
});

// Changes to the default permissions of a job title (domain/permissions.ts); no row = the default.
export const jobTitlePermissions = pgTable(
  'job_title_permissions',
  {
    jobTitle: text('job_title').notNull(),
    permission: text('permission').notNull(),
    granted: boolean('granted').notNull(),
    ...updatedByColumns(),
  },
  (t) => [primaryKey({ columns: [t.jobTitle, t.permission] })],
);

export const staffDocuments = pgTable(
  'staff_documents',
  {
    id: serial('id').primaryKey(),
    staffId: requiredIdRef('staff_id', () => staffMembers.id, 'cascade'),
    type: text('type').notNull(),
    date: date('date'),
    description: text('description').notNull().default(''),
    ...storedFileColumns(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedById: userRef('uploaded_by_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('staff_documents_staff_idx').on(t.staffId)],
);

// Files a user generated (reports, labels): listed under "Relatórios Gerados" and downloadable again.
export const generatedReports = pgTable(
  'generated_reports',
  {
    id: serial('id').primaryKey(),
    userId: requiredUserId('cascade'),
    title: text('title').notNull(),
    kind: text('kind').notNull(),
    ...storedFileColumns(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('generated_reports_user_idx').on(t.userId, t.createdAt)],
);
