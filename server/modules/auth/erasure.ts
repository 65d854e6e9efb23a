import { eq, inArray, or } from 'drizzle-orm'
import type { AccountEraser } from '../../lib/erasure.ts'
import { authFlows, otpCodes, sessions, ssoCodes, users } from './schema.ts'

// Erasure (decision 081): last of all, every session of the account ends (its own and any super-login acting as it),
// its sign-in codes, flows and single sign-on codes go, and the account row itself is deleted. Ids are never reused, so
// signing in again with the same phone or e-mail makes a new account that nothing kept points at.
// Staff, doctors and merchants are closed by the back office, not erased from the profile.

export const authEraser: AccountEraser = {
  module: 'auth',
  erases: ['users', 'sessions', 'sso_codes', 'otp_codes', 'auth_flows'],
  async blockers(db, { userId }) {
    const [me] = await db
      .select({ roles: users.roles, isDoctor: users.isDoctor, isMerchant: users.isMerchant })
      .from(users)
      .where(eq(users.id, userId))
    return me && (me.roles.length > 0 || me.isDoctor || me.isMerchant)
      ? ['This is a staff, doctor or merchant account: ask the back office to close it.']
      : []
  },
  async erase(tx, { userId, phone, email }) {
    await tx.delete(sessions).where(or(eq(sessions.userId, userId), eq(sessions.actingAsUserId, userId)))
    await tx.delete(ssoCodes).where(eq(ssoCodes.userId, userId))
    const ids = [phone ? `phone:${phone}` : null, email ? `email:${email}` : null].filter((v): v is string => v !== null)
    const proofs = [phone, email].filter((v): v is string => v !== null)
    if (ids.length > 0) await tx.delete(otpCodes).where(inArray(otpCodes.identifier, ids))
    if (proofs.length > 0) {
      await tx
        .delete(authFlows)
        .where(
          or(
            inArray(authFlows.verifiedPhone, proofs),
            inArray(authFlows.pendingPhone, proofs),
            inArray(authFlows.verifiedEmail, proofs),
            inArray(authFlows.pendingEmail, proofs),
          ),
        )
    }
    // Merged-away accounts that pointed here (decision 072) go too: they are this person's older rows.
    await tx.delete(users).where(or(eq(users.id, userId), eq(users.mergedInto, userId)))
  },
}
