import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import { identityDecision } from '../../../core/profile/rules.ts'
import { PROFILE_TEXTS, type IdentityKind } from '../../../core/profile/vocabulary.ts'
import type { Notifier } from '../notify/index.ts'
import { appendAudit } from '../platform/index.ts'
import type { Accounts } from './accounts.ts'
import { maskEmail, maskPhone } from './mask.ts'
import type { OtpService } from './otp.ts'
import { users } from './schema.ts'
import { SIGN_IN_REQUIRED } from './guards.ts'
import { AUTH_TEXTS } from './service.ts'

// A signed-in person changes their e-mail or mobile number from the profile (issue 26 §5, decision 075): the new one
// is proved by an OTP sent to it (the sign-in's machinery: hashed, 10 minutes, 5 tries, cooldown and hourly caps),
// bound to the account asking (purpose `change:{id}`), and only then checked against the sign-in's conflict rules
// (decision 010): one another account holds is refused with the sign-in's message. Checking after the proof tells
// nobody whether an address or number they do not own is registered. The change is audited; sessions stay valid.

const phoneId = (number: string) => `phone:${number}`
/**
 * The OTP's per-client cap of a profile change counts per signed-in account (who acts), not per address: a person
 * cannot spread their sends over addresses, and many people behind one carrier NAT do not share a cap.
 */
export const profileClientKey = (actorUserId: number) => `account:${actorUserId}`
const emailId = (email: string) => `email:${email}`

const same = (kind: IdentityKind) =>
  AppError.invalid(
    kind === 'email' ? PROFILE_TEXTS.sameEmail : PROFILE_TEXTS.samePhone,
    kind === 'email' ? 'email' : 'number',
    'same_identity',
  )
const taken = (kind: IdentityKind) =>
  kind === 'email'
    ? AppError.conflict(AUTH_TEXTS.emailTaken, 'email', 'email_taken')
    : AppError.conflict(AUTH_TEXTS.phoneHasOtherEmail, 'number', 'phone_taken')

const UNIQUE_VIOLATION = '23505'
const isUniqueViolation = (e: unknown): boolean => {
  for (let c: unknown = e; c && typeof c === 'object'; c = (c as { cause?: unknown }).cause) {
    if ((c as { code?: unknown }).code === UNIQUE_VIOLATION) return true
  }
  return false
}

/**
 * What the old e-mail or number is told once it is no longer the account's (decision 082): the new one masked, and
 * what to do if the person did not make the change.
 */
export function identityChangedNotice(kind: IdentityKind, to: string): string {
  const what = kind === 'email' ? 'e-mail address' : 'mobile number'
  return (
    `The ${what} of your MedWise account was changed to ${to}. If this was not you, contact MedWise customer care ` +
    `at once: this ${kind === 'email' ? 'address' : 'number'} no longer signs in to the account.`
  )
}

export function createIdentityChange(deps: {
  db: Db
  otp: OtpService
  accounts: Accounts
  now: Clock
  /** Tells the old e-mail or number of a change (decision 082); a failed send never undoes the change. */
  notifier?: Notifier
  onNoticeFailed?: (error: unknown) => void
}) {
  const { db, otp, accounts } = deps

  async function tellOld(message: { channel: 'email' | 'sms'; to: string; text: string }) {
    if (!deps.notifier) return
    try {
      await deps.notifier.send(message)
    } catch (error) {
      deps.onNoticeFailed?.(error)
    }
  }

  async function account(userId: number) {
    const row = await accounts.byId(userId)
    if (!row || row.mergedInto !== null) throw SIGN_IN_REQUIRED
    return row
  }

  async function decide(userId: number, kind: IdentityKind, next: string) {
    const me = await account(userId)
    const holder = kind === 'email' ? await accounts.byEmail(next) : await accounts.byVerifiedPhone(next)
    return {
      me,
      decision: identityDecision({
        kind,
        current: kind === 'email' ? me.email : me.phone,
        currentVerified: me.phoneVerified,
        next,
        holderId: holder?.id ?? null,
        accountId: userId,
      }),
    }
  }

  async function send(userId: number, kind: IdentityKind, to: string, clientKey: string, onCall = false) {
    const { decision } = await decide(userId, kind, to)
    if (decision === 'same') throw same(kind)
    try {
      await otp.send({
        identifier: kind === 'email' ? emailId(to) : phoneId(to),
        purpose: `change:${userId}`,
        channel: kind === 'email' ? 'email' : onCall ? 'call' : 'sms',
        to,
        clientKey,
      })
    } catch (e) {
      throw AppError.is(e) ? e.forField(kind === 'email' ? 'email' : 'number') : e
    }
  }

  async function prove(userId: number, kind: IdentityKind, value: string, code: string) {
    try {
      await otp.verify({ identifier: kind === 'email' ? emailId(value) : phoneId(value), purpose: `change:${userId}`, code })
    } catch (e) {
      throw AppError.is(e) ? e.forField('otp') : e
    }
  }

  return {
    /** A code to the new e-mail (refused: the account's own e-mail; the OTP caps). */
    requestEmail: (userId: number, email: string, clientKey: string) => send(userId, 'email', email, clientKey),

    /** The code proves the e-mail; one another account holds is refused, else it becomes this account's (audited). */
    async verifyEmail(userId: number, email: string, code: string, actorUserId: number = userId): Promise<void> {
      await prove(userId, 'email', email, code)
      const { me, decision } = await decide(userId, 'email', email)
      if (decision === 'same') return
      if (decision === 'taken') throw taken('email')
      try {
        await db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({ email })
            .where(and(eq(users.id, userId), isNull(users.mergedInto)))
          await appendAudit(tx, {
            at: deps.now(),
            action: 'account.email_changed',
            actorUserId,
            targetUserId: userId,
            detail: { from: me.email ? maskEmail(me.email) : null, to: maskEmail(email) },
          })
        })
      } catch (e) {
        // Another account took the address between the check and the write.
        if (isUniqueViolation(e)) throw taken('email')
        throw e
      }
      if (me.email) await tellOld({ channel: 'email', to: me.email, text: identityChangedNotice('email', maskEmail(email)) })
    },

    /** A code to the new number, by SMS or a call. */
    requestPhone: (userId: number, number: string, clientKey: string, onCall = false) =>
      send(userId, 'phone', number, clientKey, onCall),

    /**
     * The code proves the number; one another account holds verified is refused. An account held for it (a
     * self-serve booking made for this number, decision 068) is the prover's: it merges into this account first, as
     * it would have been taken over at sign-up (decision 072). Unverified copies on older accounts are dropped.
     */
    async verifyPhone(userId: number, number: string, code: string, actorUserId: number = userId): Promise<void> {
      await prove(userId, 'phone', number, code)
      const { me, decision } = await decide(userId, 'phone', number)
      if (decision === 'same') return
      if (decision === 'taken') throw taken('phone')
      const held = await accounts.heldFor(number)
      if (held !== null && held !== userId) await accounts.merge(userId, held)
      try {
        await db.transaction(async (tx) => {
          await accounts.linkPhone(userId, number, tx)
          await appendAudit(tx, {
            at: deps.now(),
            action: 'account.phone_changed',
            actorUserId,
            targetUserId: userId,
            detail: { from: me.phone && me.phoneVerified ? maskPhone(me.phone) : null, to: maskPhone(number) },
          })
        })
      } catch (e) {
        if (isUniqueViolation(e)) throw taken('phone')
        throw e
      }
      if (me.phone && me.phoneVerified) {
        await tellOld({ channel: 'sms', to: `+91${me.phone}`, text: identityChangedNotice('phone', maskPhone(number)) })
      }
    },

    /** The account's name (the profile's details form). */
    async rename(userId: number, name: string, q: Db = db): Promise<void> {
      const [row] = await q
        .update(users)
        .set({ name })
        .where(and(eq(users.id, userId), isNull(users.mergedInto)))
        .returning({ id: users.id })
      if (!row) throw SIGN_IN_REQUIRED
    },
  }
}
export type IdentityChange = ReturnType<typeof createIdentityChange>
