import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { and, eq, gt, isNull, lte } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { ssoCodes } from './schema.ts'
import { createAccounts, type Account } from './accounts.ts'
import { AppError } from '../../lib/app-error.ts'
import { SSO_EXPIRED_TEXT } from '../../../contracts/auth.ts'
import { AUTH_TEXTS } from './service.ts'
import { sha256 } from './sessions.ts'

// Single sign-on from a partner app or webview (spec 1 §4.4, §7.1 auth/auto_login) with PKCE (RFC 7636, S256): the
// signed-in side asks for a code bound to a challenge, base64url(SHA-256(verifier)); the web side redeems the code
// with the verifier. The code is 128 random bits, valid 60 seconds, single use; only its SHA-256 is stored, so a
// leaked table cannot be replayed, and a code seen in a URL or log is worthless without the verifier.

export const SSO_CODE_TTL_SECONDS = 60

export const SSO_TEXTS = {
  expired: SSO_EXPIRED_TEXT,
  signInFirst: 'Please sign in first.',
  /** The popup's phone entry after an auto-login into an account without a verified phone (spec 1 §4.4). */
  numberHeader: 'Add your mobile number',
  numberDescription: 'To keep your account safe, please add your mobile number. We will send it an OTP to confirm it is yours.',
} as const

/** RFC 7636 §4.2: the S256 challenge of a verifier. */
export function s256Challenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url')
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

export function createSsoService(db: Db, now: () => Date = () => new Date()) {
  const accounts = createAccounts(db, now)
  const expired = () => new AppError({ code: 'sso_expired', status: 400, message: SSO_TEXTS.expired })

  return {
    /** A one-time code for the account, bound to the PKCE challenge; the caller hands it to the partner side. */
    async issue(userId: number, codeChallenge: string): Promise<{ code: string; expiresIn: number }> {
      const code = randomBytes(16).toString('base64url')
      const createdAt = now()
      await db.delete(ssoCodes).where(lte(ssoCodes.expiresAt, createdAt))
      await db.insert(ssoCodes).values({
        codeHash: sha256(code),
        userId,
        codeChallenge,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + SSO_CODE_TTL_SECONDS * 1000),
      })
      return { code, expiresIn: SSO_CODE_TTL_SECONDS }
    },

    /**
     * The account of a code, once: the code is marked used before the verifier is checked (a wrong verifier burns
     * it, so the verifier cannot be guessed across tries). Unknown, used, expired or mismatched: AuthError 400.
     */
    async redeem(code: string, verifier: string): Promise<Account> {
      const at = now()
      const [row] = await db
        .update(ssoCodes)
        .set({ usedAt: at })
        .where(and(eq(ssoCodes.codeHash, sha256(code)), isNull(ssoCodes.usedAt), gt(ssoCodes.expiresAt, at)))
        .returning()
      if (!row || !sameText(s256Challenge(verifier), row.codeChallenge)) throw expired()
      const account = await accounts.byId(row.userId)
      if (!account || account.mergedInto) throw expired()
      if (account.lockedAt) throw new AppError({ code: 'locked', status: 423, message: AUTH_TEXTS.locked })
      return account
    },
  }
}
export type SsoService = ReturnType<typeof createSsoService>
