import { describe, expect, it } from 'vitest';
import { outbox } from '@/server/db/schema';
import { signedInStaff } from '../support/app-fixtures';
import { staffForm } from '../support/fixtures';
import { setUpTestApp, signInForSuite } from '../support/test-app';

// Issue 34: a Gerente changed a colleague's e-mail to their own, sent the password reset, signed in
// as the colleague and read their private documents. An e-mail change now waits for the account's
// owner (the current address approves) and for the new address (it confirms); reset links only
// ever go to the address the account has.
process.env.AUTH_RATE_LIMIT = 'off';
const t = setUpTestApp();
const admin = signInForSuite(t, 'admin');

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');
const mailsTo = async (address: string) => (await t.ctx.database.db.select().from(outbox)).filter((m) => m.to === address);
const linkIn = (text: string) => {
  const url = text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
  return url ? url.slice(url.indexOf('/api/')) : null;
};
const resetTokenIn = (text: string) => text.match(/reset-password\/([^?\s]+)/)?.[1] ?? null;

async function colleagueWithPrivateDocument() {
  const colleague = await signedInStaff(t, admin, 'Supervisor', { name: 'Sara Supervisora' });
  const form = new FormData();
  form.set('type', 'Contrato');
  form.set('date', '2025-02-01');
  form.set('description', 'Holerite');
  form.set('file', new Blob([PDF]), 'holerite.pdf');
  const doc = await colleague.client.post(`/api/admin/staff/${colleague.id}/documents`, form);
  expect(doc.status).toBe(201);
  return { ...colleague, downloadUrl: doc.body.document.downloadUrl as string };
}

describe("a Gerente changing a colleague's e-mail (issue 34)", () => {
  it('cannot take the account over: the address stays until approved, and the reset goes to the address the account has', async () => {
    const manager = await signedInStaff(t, admin, 'Gerente', { name: 'Gil Gerente' });
    const colleague = await colleagueWithPrivateDocument();
    const attacker = `gil.pessoal.${Date.now()}@example.com`;
    const record = (await admin.get(`/api/admin/staff/${colleague.id}`)).body.staff;

    const changed = await manager.client.put(`/api/admin/staff/${colleague.id}`, { ...staffForm(record), email: attacker });
    expect(changed.status).toBe(200);
    expect(changed.body.staff.email).toBe(colleague.email);
    expect(changed.body.emailChange).toEqual({ pending: attacker });
    expect((await admin.get(`/api/admin/staff/${colleague.id}`)).body.staff.email).toBe(colleague.email);

    // The reset, through the record's button and through 'Esqueci minha senha' with the new address.
    expect((await manager.client.post(`/api/admin/staff/${colleague.id}/password-reset`)).status).toBe(200);
    expect((await t.client().post('/api/auth/request-password-reset', { email: attacker, redirectTo: '/loja/redefinir-senha' })).status).toBe(200);
    const toAttacker = await mailsTo(attacker);
    expect(toAttacker.filter((m) => m.kind === 'password-reset')).toEqual([]);
    // Nothing reaches the new address before the account's owner approves.
    expect(toAttacker).toEqual([]);
    const resets = (await mailsTo(colleague.email)).filter((m) => m.kind === 'password-reset');
    expect(resets.length).toBeGreaterThan(0);

    // Whatever token the attacker holds, signing in as the colleague with the new address fails.
    const intruder = t.client();
    expect((await intruder.post('/api/auth/sign-in/email', { email: attacker, password: 'qualquer1' })).status).toBe(401);
    expect((await intruder.get(colleague.downloadUrl)).status).toBe(401);

    // The old address is told who asked for what, and holds the only way forward.
    const [request] = (await mailsTo(colleague.email)).filter((m) => m.kind === 'email-change-request');
    expect(request).toBeDefined();
    expect(request!.text).toContain(attacker);
    expect(request!.text).toContain('Gil Gerente');
    expect(linkIn(request!.text)).toBeTruthy();
    // Audited as a request, not as a change.
    const audit = (await admin.get(`/api/admin/audit?entity=staff&entityId=${colleague.id}`)).body;
    expect(JSON.stringify(audit)).toContain('email_change_requested');
  });

  it('changes the address once the owner approves from the current address and the new address confirms', async () => {
    const manager = await signedInStaff(t, admin, 'Gerente', { name: 'Gina Gerente' });
    const colleague = await colleagueWithPrivateDocument();
    const next = `sara.nova.${Date.now()}@example.com`;
    const record = (await admin.get(`/api/admin/staff/${colleague.id}`)).body.staff;
    expect((await manager.client.put(`/api/admin/staff/${colleague.id}`, { ...staffForm(record), email: next })).status).toBe(200);

    const [request] = (await mailsTo(colleague.email)).filter((m) => m.kind === 'email-change-request');
    const approve = await t.client().get(linkIn(request!.text)!);
    expect([200, 302]).toContain(approve.status);
    expect((await admin.get(`/api/admin/staff/${colleague.id}`)).body.staff.email).toBe(colleague.email);

    const [confirm] = (await mailsTo(next)).filter((m) => m.kind === 'email-change-confirm');
    expect(confirm).toBeDefined();
    expect(resetTokenIn(confirm!.text)).toBeNull();
    const done = await t.client().get(linkIn(confirm!.text)!);
    expect([200, 302]).toContain(done.status);
    expect((await admin.get(`/api/admin/staff/${colleague.id}`)).body.staff.email).toBe(next);

    // Now the reset goes to the confirmed address, and the colleague signs in with it.
    expect((await manager.client.post(`/api/admin/staff/${colleague.id}/password-reset`)).status).toBe(200);
    expect((await mailsTo(next)).some((m) => m.kind === 'password-reset')).toBe(true);
    expect((await t.client().post('/api/auth/sign-in/email', { email: next, password: 'senha-forte-123' })).status).toBe(200);
  });

  it('does not let a confirmation link travel to another account', async () => {
    const colleague = await colleagueWithPrivateDocument();
    const other = await colleagueWithPrivateDocument();
    const record = (await admin.get(`/api/admin/staff/${colleague.id}`)).body.staff;
    expect((await admin.put(`/api/admin/staff/${colleague.id}`, { ...staffForm(record), email: `x.${Date.now()}@example.com` })).status).toBe(200);
    const [request] = (await mailsTo(colleague.email)).filter((m) => m.kind === 'email-change-request');
    // Opened while signed in as someone else: refused, nothing changes.
    const res = await other.client.get(linkIn(request!.text)!);
    expect(res.status).not.toBe(200);
    expect((await admin.get(`/api/admin/staff/${colleague.id}`)).body.staff.email).toBe(colleague.email);
  });
});
