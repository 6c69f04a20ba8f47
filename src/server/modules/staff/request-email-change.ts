import { createEmailVerificationToken } from 'better-auth/api';
import { recordAudit } from '../../audit-log/record-audit';
import { emailChangeRequestEmail } from '../../auth/account-emails';
import type { AppContext, SessionUser } from '../../context';
import type { Tx } from '../../db/client';

/** Where the links land once opened (Better Auth redirects there; the back-office asks for a sign-in if needed). */
const AFTER_LINK = '/admin';
/** As Better Auth's own verification links (and as the e-mail says): one hour. */
const LINK_SECONDS = 60 * 60;

/**
 * Asks for a staff member's e-mail to change (issue 34: a Gerente changed a colleague's e-mail to
 * their own, sent the reset and signed in as the colleague). The address is not written: the
 * account's current address gets who asked for which address and Better Auth's approval link
 * (the 'change-email-confirmation' token its own change-email flow sends to a verified account);
 * once opened, Better Auth sends the new address its 'change-email-verification' link, and only
 * that link writes the new address. So nobody but the owner of the current address can move the
 * account, and a reset link (always to the address the account has) never reaches an address
 * that was not confirmed. The token is bound to the user and the current address: after any
 * change it no longer applies.
 */
export async function requestEmailChange(ctx: AppContext, tx: Tx, actor: SessionUser, member: { id: string; name: string; email: string }, newEmail: string) {
  const auth = await ctx.auth.$context;
  const token = await createEmailVerificationToken(auth.secret, member.email, newEmail, LINK_SECONDS, {
    requestType: 'change-email-confirmation',
    userId: member.id,
  });
  const url = `${auth.baseURL}/verify-email?token=${token}&callbackURL=${encodeURIComponent(AFTER_LINK)}`;
  await ctx.mailer.enqueue(emailChangeRequestEmail(member, newEmail, actor.name, url), tx);
  await recordAudit(tx, actor, {
    action: 'email_change_requested',
    entity: 'staff',
    entityId: member.id,
    before: { email: member.email },
    after: { email: newEmail },
  });
}
