import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { requiredUserId, user } from './auth';
import { createdAtColumn, storedFileColumns, timestampColumns } from './columns';

// A staff member is a user account (role staff or admin) plus this record.
export const staffMembers = pgTable('staff_members', {
  id: serial('id').primaryKey(),
  userId: requiredUserId('cascade').unique(),
  jobTitle: text('job_title').notNull().default('Funcionário'),
  phone: text('phone').notNull().default(''),
  address: text('address').notNull().default(''),
  hireDate: date('hire_date'),
  ...timestampColumns(),
});

export const staffDocuments = pgTable(
  'staff_documents',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    date: date('date'),
    description: text('description').notNull().default(''),
    ...storedFileColumns(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedById: text('uploaded_by_id').references(() => user.id, { onDelete: 'set null' }),
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
