import type { JobTitle } from '@/domain/roles';
import type { TestApp, TestClient } from '../support/test-app';

let made = 0;

/**
 * A new staff member with this job title (and store, if any), created by the administrator, and
 * a client signed in as them (with the gate pass).
 */
export async function signedInStaff(t: TestApp, admin: TestClient, jobTitle: JobTitle, opts: { storeId?: number | null; name?: string } = {}) {
  made += 1;
  const email = `equipe-${made}-${Date.now()}@luzdafe.test`;
  const created = await admin.post('/api/admin/staff', {
    name: opts.name ?? `Equipe ${made}`,
    email,
    password: 'senha-forte-123',
    jobTitle,
    storeId: opts.storeId ?? null,
  });
  if (created.status !== 201) throw new Error(`staff: ${created.status} ${JSON.stringify(created.body)}`);
  const client = t.client();
  await client.unlockGate();
  await client.signIn(email, 'senha-forte-123');
  return { client, id: created.body.staff.id as string, email };
}
