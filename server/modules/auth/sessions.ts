import { createHash, createHmac, randomBytes } from 'node:crypto'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sessions, users } from './schema.ts'
import type { Secrets } from '../platform/index.ts'

// Sessions (issue 4, OWASP ASVS 5.0 §7): an opaque 128-bit value in an HttpOnly cookie; the database keeps only
// its SHA-256, so a leaked table cannot be replayed. A new value at every sign-in (no fixation).

export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60

export type SessionUser = {
  id: number
  name: string | null
  email: string | null
  phone: string | null
  roles: string[]
  isDoctor: boolean
  isMerchant: boolean
}

export type ActiveSession = {
  idHash: string
  user: SessionUser
  /** Super-login (spec 1 §6): the customer a staff member is acting as, when any. */
  actingAs: SessionUser | null
  expiresAt: Date
}

/**
 * The account a request acts for: the customer during a super-login (spec 1 §6), else the signed-in account. Per-user
 * data (carts, orders, records) reads and writes this id; audit rows name session.user as the actor.
 */
export function effectiveUserId(session: Pick<ActiveSession, 'user' | 'actingAs'>): number {
  return session.actingAs?.id ?? session.user.id
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

/** A fresh session value: 16 bytes from the CSPRNG, base64url (22 characters). */
export function newSessionToken(): string {
  return randomBytes(16).toString('base64url')
}

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  phoneVerified: users.phoneVerified,
  roles: users.roles,
  isDoctor: users.isDoctor,
  isMerchant: users.isMerchant,
  lockedAt: users.lockedAt,
  mergedInto: users.mergedInto,
}
type UserRow = { [K in keyof typeof userColumns]: (typeof users.$inferSelect)[K] }

export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phoneVerified ? row.phone : null,
    roles: row.roles,
    isDoctor: row.isDoctor,
    isMerchant: row.isMerchant,
  }
}

export function createSessionService(db: Db, secrets: Secrets, now: () => Date = () => new Date()) {
  // Every request with a session cookie runs this: built once and prepared on each connection (a named statement),
  // so neither the query builder nor PostgreSQL's parser and planner run for it again.
  const liveSession = db
    .select({ session: sessions, user: userColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, sql.placeholder('idHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .prepare('session_lookup')

  async function userById(id: number): Promise<UserRow | undefined> {
    const [row] = await db.select(userColumns).from(users).where(eq(users.id, id))
    return row
  }

  return {
    /**
     * Starts a session for the user (in the caller's transaction `q`, when given); the caller sets the cookie with the
     * returned token.
     */
    async create(userId: number, q: Db = db): Promise<{ token: string; idHash: string; expiresAt: Date }> {
      const token = newSessionToken()
      const idHash = sha256(token)
      const expiresAt = new Date(now().getTime() + SESSION_TTL_SECONDS * 1000)
      await q.insert(sessions).values({ idHash, userId, createdAt: now(), expiresAt })
      await q.update(users).set({ lastLoginAt: now() }).where(eq(users.id, userId))
      return { token, idHash, expiresAt }
    },

    /** The live session of a cookie value, or null (unknown, expired, or its account locked or merged away). */
    async lookup(token: string | undefined): Promise<ActiveSession | null> {
      if (!token || !/^[\w-]{22}$/.test(token)) return null
      const idHash = sha256(token)
      const [row] = await liveSession.execute({ idHash, now: now().toISOString() })
      if (!row || row.user.lockedAt || row.user.mergedInto) return null
      let actingAs: SessionUser | null = null
      if (row.session.actingAsUserId) {
        const target = await userById(row.session.actingAsUserId)
        if (target && !target.mergedInto) actingAs = toSessionUser(target)
      }
      return { idHash, user: toSessionUser(row.user), actingAs, expiresAt: row.session.expiresAt }
    },

    async destroy(idHash: string, q: Db = db): Promise<void> {
      await q.delete(sessions).where(eq(sessions.idHash, idHash))
    },

    /** Ends every session of an account (merge, lock, identifier taken over). */
    async destroyAllFor(userId: number, q: Db = db): Promise<void> {
      await q.delete(sessions).where(eq(sessions.userId, userId))
    },

    async setActingAs(idHash: string, targetUserId: number | null): Promise<void> {
      await db.update(sessions).set({ actingAsUserId: targetUserId }).where(eq(sessions.idHash, idHash))
    },

    /**
     * The CSRF token of a session or, before sign-in, of a visitor: an HMAC of what it is bound to, so nothing is
     * stored and a token from one browser is worthless in another (OWASP: signed, session-bound tokens).
     */
    /**
     * spec 1 §3 'customer-hash cookie': a stable pseudonym of the account for scripts (analytics, partner SDKs) that
     * reveals neither the id nor anything usable as a credential.
     */
    async customerHash(userId: number): Promise<string> {
      const key = await secrets.get('csrf_key')
      return createHmac('sha256', key).update(`customer:${userId}`).digest('base64url').slice(0, 32)
    },

    async csrfToken(binding: { sessionIdHash: string } | { visitorId: string }): Promise<string> {
      const key = await secrets.get('csrf_key')
      const subject = 'sessionIdHash' in binding ? `s:${binding.sessionIdHash}` : `v:${binding.visitorId}`
      return createHmac('sha256', key).update(subject).digest('base64url').slice(0, 32)
    },
  }
}
export type SessionService = ReturnType<typeof createSessionService>

export { sameToken } from './same-token.ts'
