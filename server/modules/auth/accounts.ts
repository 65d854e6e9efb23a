import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from './schema.ts'
import { appendAudit, auditLog } from '../platform/index.ts'
import type { Clock } from '../../lib/clock.ts'

// The account model of issue 4. An account's e-mail is always one its owner proved (by OTP here, or in the old
// system for migrated accounts). A phone counts only once verified; migrated accounts may hold an unverified one.

export type Account = typeof users.$inferSelect

/** spec 1 §6 / issue 4: consecutive wrong OTPs after which an account locks. */
export const LOCK_AFTER_FAILURES = 100

/** Tables whose rows belong to an account and simply change owner in a merge (orders and records join this list). */
/**
 * What another module does when one account absorbs another, inside the merge's transaction (carts merge their lines
 * instead of changing owner: one cart per owner and type).
 */
export interface AccountMergeHook {
  name: string
  run(tx: Db, absorbedId: number, survivorId: number): Promise<void>
}

export function createAccounts(db: Db, now: Clock, mergeHooks: readonly AccountMergeHook[] = []) {
  const live = isNull(users.mergedInto)
  return {
    async byId(id: number): Promise<Account | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id))
      return row ?? null
    },
    async byVerifiedPhone(phone: string): Promise<Account | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.phone, phone), eq(users.phoneVerified, true), live))
      return row ?? null
    },
    async byEmail(email: string): Promise<Account | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.email, email), live))
      return row ?? null
    },
    /** Older e-mail accounts that carry this phone unverified: the conflict list (oldest first). */
    async legacyByPhone(phone: string): Promise<Account[]> {
      return db
        .select()
        .from(users)
        .where(and(eq(users.phone, phone), eq(users.phoneVerified, false), isNotNull(users.email), live))
        .orderBy(users.id)
    },
    /**
     * A new account for a phone just proved by OTP (with the e-mail proved beside it). An account held for that phone
     * (holdAccountForPhone: a self-serve booking made for it) is taken over instead: the person proving the phone is
     * the one it was held for, and nobody could sign in to it before (decision 072).
     */
    async create(opts: { phone: string; email: string | null; isDoctor: boolean }): Promise<Account> {
      return db.transaction(async (tx) => {
        const held = await heldFor(tx, opts.phone)
        if (held !== null) {
          await dropUnverifiedClaims(tx, opts.phone, held)
          const [taken] = await tx
            .update(users)
            .set({ phoneVerified: true, email: opts.email, isDoctor: opts.isDoctor })
            .where(and(eq(users.id, held), eq(users.phoneVerified, false)))
            .returning()
          if (taken) {
            await appendAudit(tx, { action: 'account.held_taken_over', targetUserId: held, detail: { phone: opts.phone } })
            return taken
          }
        }
        await dropUnverifiedClaims(tx, opts.phone)
        const [row] = await tx
          .insert(users)
          .values({ phone: opts.phone, phoneVerified: true, email: opts.email, isDoctor: opts.isDoctor })
          .returning()
        return row!
      })
    },
    /** The phone, proved by OTP, becomes this account's; unverified copies on other accounts are dropped. */
    async linkPhone(id: number, phone: string, q: Db = db): Promise<void> {
      await q.transaction(async (tx) => {
        await dropUnverifiedClaims(tx, phone, id)
        await tx.update(users).set({ phone, phoneVerified: true }).where(eq(users.id, id))
      })
    },
    /** The account held for a phone nobody has proved yet (holdAccountForPhone), or null. */
    heldFor: (phone: string) => heldFor(db, phone),
    async addEmail(id: number, email: string): Promise<void> {
      await db.update(users).set({ email }).where(eq(users.id, id))
    },
    /** A wrong code against an account's identifier; returns true when this failure locks the account. */
    async recordFailure(id: number): Promise<boolean> {
      const [row] = await db
        .update(users)
        .set({ failedOtpCount: sql`${users.failedOtpCount} + 1` })
        .where(eq(users.id, id))
        .returning({ count: users.failedOtpCount, lockedAt: users.lockedAt })
      if (!row || row.lockedAt || row.count < LOCK_AFTER_FAILURES) return false
      await db.update(users).set({ lockedAt: now() }).where(eq(users.id, id))
      await appendAudit(db, { action: 'account.locked', targetUserId: id, detail: { failures: row.count } })
      return true
    },
    async resetFailures(id: number): Promise<void> {
      await db
        .update(users)
        .set({ failedOtpCount: 0 })
        .where(and(eq(users.id, id), ne(users.failedOtpCount, 0)))
    },
    /**
     * Merges `absorbed` into `survivor` (both identifiers proved in the same flow): owned rows move, carts merge, the survivor takes the e-mail when it has none, and the absorbed account is marked merged.
     */
    async merge(survivorId: number, absorbedId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [absorbed] = await tx.select().from(users).where(eq(users.id, absorbedId))
        const [survivor] = await tx.select().from(users).where(eq(users.id, survivorId))
        if (!absorbed || !survivor) throw new Error('merge: account missing')
        for (const hook of mergeHooks) await hook.run(tx, absorbedId, survivorId)
        await tx
          .update(users)
          .set({ mergedInto: survivorId, email: null, phone: null, phoneVerified: false })
          .where(eq(users.id, absorbedId))
        await tx
          .update(users)
          .set({
            email: survivor.email ?? absorbed.email,
            name: survivor.name ?? absorbed.name,
            isDoctor: survivor.isDoctor || absorbed.isDoctor,
          })
          .where(eq(users.id, survivorId))
        await appendAudit(tx, {
          action: 'account.merged',
          actorUserId: survivorId,
          targetUserId: absorbedId,
          detail: { survivor: survivorId, absorbed: absorbedId },
        })
      })
    },
  }
}
export type Accounts = ReturnType<typeof createAccounts>

/**
 * An account held for a phone nobody has proved yet (issue 25 §6, decision 068: a self-serve booking for an employee
 * without an account): unverified, no e-mail, so nobody can sign in to it and it is on no conflict list; the person
 * proving the phone later by OTP takes it over when they make their account (Accounts.create, decision 072), so the
 * booking is theirs. The same phone's held account is reused.
 */
export async function holdAccountForPhone(db: Db, person: { phone: string; name: string }): Promise<number> {
  const held = await heldFor(db, person.phone)
  if (held !== null) return held
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(users)
      .values({ phone: person.phone, phoneVerified: false, name: person.name })
      .returning({ id: users.id })
    // The mark that this account was held by us for the phone (and not, say, a migrated account with an unverified
    // phone): only a marked account is taken over when the phone is proved (Accounts.create, decision 072).
    await appendAudit(tx, { action: HELD_ACTION, targetUserId: made!.id, detail: { phone: person.phone } })
    return made!.id
  })
}

const HELD_ACTION = 'account.held'

/**
 * The account held for a phone (oldest first), or null: unverified phone, no e-mail, never signed in, not migrated,
 * merged, staff, a doctor or a demo, and marked held when it was made.
 */
async function heldFor(q: Db, phone: string): Promise<number | null> {
  const [row] = await q
    .select({ id: users.id })
    .from(users)
    .innerJoin(auditLog, and(eq(auditLog.targetUserId, users.id), eq(auditLog.action, HELD_ACTION)))
    .where(
      and(
        eq(users.phone, phone),
        eq(users.phoneVerified, false),
        isNull(users.email),
        isNull(users.mergedInto),
        isNull(users.lastLoginAt),
        eq(users.migrated, false),
        eq(users.demo, false),
        eq(users.isDoctor, false),
        sql`cardinality(${users.roles}) = 0`,
      ),
    )
    .orderBy(users.id)
    .limit(1)
  return row?.id ?? null
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

async function dropUnverifiedClaims(tx: Tx, phone: string, exceptId?: number): Promise<void> {
  const where = and(eq(users.phone, phone), eq(users.phoneVerified, false))
  await tx
    .update(users)
    .set({ phone: null })
    .where(exceptId === undefined ? where : and(where, ne(users.id, exceptId)))
}
