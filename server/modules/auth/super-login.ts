import { and, eq, isNull } from 'drizzle-orm'
import { isAdmin } from '../../../core/staff/roles.ts'
import type { Db } from '../../db/client.ts'
import { users } from './schema.ts'
import { appendAudit } from '../platform/index.ts'
import type { Account } from './accounts.ts'
import type { ActiveSession, SessionService } from './sessions.ts'

// Super-login (spec 1 §2.2, §6): a staff member (ROLE_ADMIN or ROLE_CCARE) acts as a customer in their own session.
// The session keeps the staff account as its user and records the customer in acting_as_user_id; the shell shows
// the customer and API calls act for effectiveUserId(session). Every start and end is audited.

export type CustomerLookup = { by: 'phone'; phone: string } | { by: 'email'; email: string }

export const SUPER_LOGIN_TEXTS = {
  notAllowed: 'Only admin and customer care staff can use Super Login.',
  notFound: 'No customer account has this mobile number or email.',
  staff: 'Staff accounts cannot be used for Super Login.',
  self: 'You cannot use Super Login on your own account.',
} as const

/**
 * The outcome of a start. A result rather than an exception: the page action that calls it lives in the React Router
 * build, where a class from this module would be another copy and `instanceof` would fail.
 */
export type SuperLoginResult = { ok: true; customer: Account } | { ok: false; status: 400 | 403; message: string }

export function createSuperLoginService(db: Db, sessions: SessionService) {
  /** A live (not merged) account by its verified phone or its e-mail (lower-cased), or null. */
  async function findCustomer(lookup: CustomerLookup): Promise<Account | null> {
    const match =
      lookup.by === 'phone'
        ? and(eq(users.phone, lookup.phone), eq(users.phoneVerified, true))
        : eq(users.email, lookup.email.trim().toLowerCase())
    const [row] = await db
      .select()
      .from(users)
      .where(and(match, isNull(users.mergedInto)))
    return row ?? null
  }

  return {
    findCustomer,

    /** Starts (or switches) the super-login of a staff session; returns the customer now acted as. */
    async start(session: ActiveSession, lookup: CustomerLookup): Promise<SuperLoginResult> {
      if (!isAdmin(session.user.roles)) return { ok: false, status: 403, message: SUPER_LOGIN_TEXTS.notAllowed }
      const customer = await findCustomer(lookup)
      if (!customer) return { ok: false, status: 400, message: SUPER_LOGIN_TEXTS.notFound }
      if (customer.id === session.user.id) return { ok: false, status: 400, message: SUPER_LOGIN_TEXTS.self }
      if (customer.roles.length > 0) return { ok: false, status: 400, message: SUPER_LOGIN_TEXTS.staff }
      await db.transaction(async (tx) => {
        if (session.actingAs) {
          await appendAudit(tx, {
            action: 'superlogin.end',
            actorUserId: session.user.id,
            targetUserId: session.actingAs.id,
            detail: { reason: 'switched' },
          })
        }
        await appendAudit(tx, {
          action: 'superlogin.start',
          actorUserId: session.user.id,
          targetUserId: customer.id,
          detail: { by: lookup.by },
        })
      })
      await sessions.setActingAs(session.idHash, customer.id)
      return { ok: true, customer }
    },

    /** Ends the super-login of a session, if any; returns whether one was ended. */
    async end(session: ActiveSession): Promise<boolean> {
      if (!session.actingAs) return false
      await sessions.setActingAs(session.idHash, null)
      await appendAudit(db, {
        action: 'superlogin.end',
        actorUserId: session.user.id,
        targetUserId: session.actingAs.id,
        detail: { reason: 'logout' },
      })
      return true
    },
  }
}
export type SuperLoginService = ReturnType<typeof createSuperLoginService>
