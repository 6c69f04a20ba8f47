import { type SQL, sql } from 'drizzle-orm';
import { enqueueJobSql } from '../../job-runner/job-runner';

/**
 * The job that issues a paid order's invoice, as one INSERT … SELECT for the statement (or
 * transaction) that marks the order paid: it is queued only when the shop saved its fiscal settings
 * with 'issue automatically' on, and exists exactly when the payment does (a rolled-back payment
 * leaves no job). The job checks the rest (settings complete, order still paid).
 */
export function enqueueInvoiceOnPaidSql(orderId: string, when: SQL | boolean = true): SQL {
  return enqueueJobSql(
    'fiscal.issue-invoice',
    sql`jsonb_build_object('orderId', ${orderId}::text)`,
    sql`FROM fiscal_issuer WHERE id = 1 AND auto_issue AND ${when}`,
  );
}
