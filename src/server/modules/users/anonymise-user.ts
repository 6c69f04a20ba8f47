import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { account, addresses, cartItems, favorites, session, user } from '../../db/schema';

/**
 * Deletes a customer the way LGPD allows when fiscal duties remain: personal data and credentials
 * go, the user row stays (anonymised) so their orders keep their records. Also ends every session.
 */
export async function anonymiseUser(tx: Tx, userId: string) {
  await tx.delete(session).where(eq(session.userId, userId));
  await tx.delete(account).where(eq(account.userId, userId));
  await tx.delete(addresses).where(eq(addresses.userId, userId));
  await tx.delete(favorites).where(eq(favorites.userId, userId));
  await tx.delete(cartItems).where(eq(cartItems.userId, userId));
  await tx
    .update(user)
    .set({
      name: 'Usuário removido',
      email: `removido+${userId}@anonimo.invalid`,
      phone: '',
      image: null,
      emailVerified: false,
      deletedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(user.id, userId));
}

/** Ends every session of a user (after a role change, a deletion or a password change by staff). */
export async function endSessions(tx: Tx, userId: string) {
  await tx.delete(session).where(eq(session.userId, userId));
}
