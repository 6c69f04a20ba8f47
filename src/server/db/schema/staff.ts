import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

// A staff member is a user account (role staff or admin) plus this record.
export const staffMembers = pgTable('staff_members', {
  id: serial('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  jobTitle: text('job_title').notNull().default('Funcionário'),
  phone: text('phone').notNull().default(''),
  address: text('address').notNull().default(''),
  hireDate: date('hire_date'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedById: text('uploaded_by_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_documents_staff_idx').on(t.staffId)],
);

// Files a user generated (reports, labels): listed under "Relatórios Gerados" and downloadable again.
export const generatedReports = pgTable(
  'generated_reports',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('generated_reports_user_idx').on(t.userId, t.createdAt)],
);
