import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { otpCodes } from './schema.ts'
import type { Channel, Notifier } from '../notify/index.ts'
import type { RateDecision, RateLimiter } from '../platform/index.ts'

// spec 1 §9 and OWASP ASVS 5.0 §6.5–6.6: the rules of our one-time passwords, in one place.
export const OTP_RULES = {
  digits: 6,
  ttlSeconds: 10 * 60,
  maxAttempts: 5,
  resendCooldownSeconds: 30,
  sendsPerIdentifierPerHour: 5,
  sendsPerClientPerHour: 20,
} as const

/** `change:{account id}`: a new e-mail or phone proved from the profile (identity-change.ts); `erase:{account id}`: the
 * account's erasure confirmed (data-rights/erasure.ts). Both bound to the account asking. */
export type OtpPurpose = 'login' | 'conflict' | 'merge' | `change:${number}` | `erase:${number}`

export type OtpFailure = 'cooldown' | 'rate_limited' | 'invalid' | 'expired' | 'too_many_attempts' | 'unavailable'

/** Why a send or a verification failed (AppError.code); the message is what the UI shows (spec 1 §8: in the field). */
const otpError = (code: OtpFailure, status: number, message: string, retryAfterSeconds?: number, cause?: unknown) =>
  new AppError({ code, status, message, retryAfterSeconds, cause })
const EXPIRED = 'This OTP has expired. Please request a new one.'

/** A code from the CSPRNG, zero-padded: every one of the 10^6 codes is equally likely. */
export function generateCode(digits: number = OTP_RULES.digits): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0')
}

/** The keyed hash we store: HMAC-SHA256 over purpose, identifier and code, so a code is bound to both. */
export function hashCode(key: string, identifier: string, purpose: OtpPurpose, code: string): string {
  return createHmac('sha256', key).update(`${purpose}\u0000${identifier}\u0000${code}`).digest('hex')
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex')
  const y = Buffer.from(b, 'hex')
  return x.length === y.length && timingSafeEqual(x, y)
}

export interface OtpDeps {
  db: Db
  notifier: Notifier
  rateLimiter: RateLimiter
  /** The HMAC key, or a function that loads it (see secrets.ts). */
  key: string | (() => Promise<string>)
  now?: () => Date
  /** OTP_CLIENT_SENDS_PER_HOUR: the per-client cap (many users behind one carrier NAT, or an e2e suite). */
  sendsPerClientPerHour?: number
}

export function createOtpService({
  db,
  notifier,
  rateLimiter,
  key: keyOrLoader,
  now = () => new Date(),
  sendsPerClientPerHour = OTP_RULES.sendsPerClientPerHour,
}: OtpDeps) {
  const loadKey = typeof keyOrLoader === 'string' ? () => Promise.resolve(keyOrLoader) : keyOrLoader
  const seconds = (ms: number) => Math.ceil(ms / 1000)

  return {
    /**
     * Sends a new code for (identifier, purpose) over a channel. Refused inside the 30 s cooldown, past 5 sends an
     * hour for the identifier, and past the per-client cap; a new code ends the previous one.
     */
    async send(opts: { identifier: string; purpose: OtpPurpose; channel: Channel; to: string; clientKey: string }) {
      const at = now()
      const [last] = await db
        .select({ createdAt: otpCodes.createdAt })
        .from(otpCodes)
        .where(and(eq(otpCodes.identifier, opts.identifier), eq(otpCodes.purpose, opts.purpose)))
        .orderBy(desc(otpCodes.createdAt))
        .limit(1)
      const sinceLast = last ? at.getTime() - last.createdAt.getTime() : Infinity
      if (sinceLast < OTP_RULES.resendCooldownSeconds * 1000) {
        const wait = seconds(OTP_RULES.resendCooldownSeconds * 1000 - sinceLast)
        throw otpError('cooldown', 429, `Please wait ${wait} seconds before requesting a new OTP.`, wait)
      }
      const counted: { bucket: string; decision: RateDecision }[] = []
      for (const [bucket, limit] of [
        [`otp:identifier:${opts.identifier}`, OTP_RULES.sendsPerIdentifierPerHour],
        [`otp:client:${opts.clientKey}`, sendsPerClientPerHour],
      ] as const) {
        const decision = await rateLimiter.hit(bucket, limit, 3600)
        counted.push({ bucket, decision })
        if (!decision.allowed) {
          throw otpError('rate_limited', 429, 'Too many OTP requests. Please try again later.', decision.retryAfterSeconds)
        }
      }
      const code = generateCode()
      const key = await loadKey()
      const inserted = await db.transaction(async (tx) => {
        await tx
          .update(otpCodes)
          .set({ consumedAt: at })
          .where(and(eq(otpCodes.identifier, opts.identifier), eq(otpCodes.purpose, opts.purpose), isNull(otpCodes.consumedAt)))
        const [row] = await tx
          .insert(otpCodes)
          .values({
            identifier: opts.identifier,
            purpose: opts.purpose,
            channel: opts.channel,
            codeHash: hashCode(key, opts.identifier, opts.purpose, code),
            createdAt: at,
            expiresAt: new Date(at.getTime() + OTP_RULES.ttlSeconds * 1000),
          })
          .returning({ id: otpCodes.id })
        return row!
      })
      const text =
        opts.channel === 'call'
          ? `Your MedWise verification code is ${code.split('').join(' ')}.`
          : `${code} is your MedWise verification code. It is valid for 10 minutes. Do not share it with anyone.`
      try {
        await notifier.send({ channel: opts.channel, to: opts.to, text, otp: code })
      } catch (cause) {
        // Never delivered (decision 090): the code goes, so the cooldown does not hold back a retry, and the hits go
        // back to the identifier's and the client's caps, so a provider's outage does not use up the person's sends.
        await db.delete(otpCodes).where(eq(otpCodes.id, inserted.id))
        for (const { bucket, decision } of counted) await rateLimiter.refund(bucket, decision)
        throw otpError('unavailable', 503, 'We could not send the OTP right now. Please try again in a minute.', undefined, cause)
      }
    },

    /**
     * Checks a code: the newest live code of (identifier, purpose) must match; every try counts, the fifth wrong
     * one ends the code, and a right one is used up at once (a second use fails).
     */
    async verify(opts: { identifier: string; purpose: OtpPurpose; code: string }): Promise<void> {
      const at = now()
      const [live] = await db
        .select()
        .from(otpCodes)
        .where(
          and(
            eq(otpCodes.identifier, opts.identifier),
            eq(otpCodes.purpose, opts.purpose),
            isNull(otpCodes.consumedAt),
            gt(otpCodes.expiresAt, at),
          ),
        )
        .orderBy(desc(otpCodes.createdAt))
        .limit(1)
      if (!live) throw otpError('expired', 400, EXPIRED)
      const [counted] = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(and(eq(otpCodes.id, live.id), isNull(otpCodes.consumedAt)))
        .returning({ attempts: otpCodes.attempts })
      if (!counted) throw otpError('expired', 400, EXPIRED)
      const wellFormed = /^\d{6}$/.test(opts.code)
      const key = await loadKey()
      if (wellFormed && sameHash(live.codeHash, hashCode(key, opts.identifier, opts.purpose, opts.code))) {
        const [used] = await db
          .update(otpCodes)
          .set({ consumedAt: at })
          .where(and(eq(otpCodes.id, live.id), isNull(otpCodes.consumedAt)))
          .returning({ id: otpCodes.id })
        if (!used) throw otpError('expired', 400, EXPIRED)
        return
      }
      if (counted.attempts >= OTP_RULES.maxAttempts) {
        await db.update(otpCodes).set({ consumedAt: at }).where(eq(otpCodes.id, live.id))
        throw otpError('too_many_attempts', 400, 'Too many wrong attempts. Please request a new OTP.')
      }
      throw otpError('invalid', 400, 'Incorrect OTP. Please check and try again.')
    },

    /**
     * Development only (POST /__dev/otp/age, never in production): moves every code of one identifier back by
     * `seconds`, as if each had been sent (and would expire) that much earlier; answers how many moved. The send rule
     * above then decides, unchanged: an e2e proves 'refused within 30 s, accepted after' without waiting 30 real
     * seconds. Only this identifier's rows move (other e2e files share the server).
     */
    async ageCodes(identifier: string, seconds: number): Promise<number> {
      const back = sql`(${seconds}::int * interval '1 second')`
      const moved = await db
        .update(otpCodes)
        .set({ createdAt: sql`${otpCodes.createdAt} - ${back}`, expiresAt: sql`${otpCodes.expiresAt} - ${back}` })
        .where(eq(otpCodes.identifier, identifier))
        .returning({ id: otpCodes.id })
      return moved.length
    },
  }
}
export type OtpService = ReturnType<typeof createOtpService>
