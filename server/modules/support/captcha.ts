import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { z } from 'zod'
import type { CaptchaChallenge } from '../../../contracts/support.ts'
import type { RateLimiter } from '../platform/index.ts'

// The Need Help captcha (spec 1 §2.9, §5): a self-hosted ALTCHA v2 proof of work, no third party.
//
// A challenge is created in ALTCHA's deterministic mode: the server picks a secret counter in [minCounter, maxCounter],
// derives key = SHA-256(salt ‖ nonce ‖ counter as uint32 big-endian) and publishes the first 16 bytes of that key as
// keyPrefix. The browser (app/auth/captcha.ts) counts up from 0 until its key starts with keyPrefix, so the work is
// bounded by maxCounter digests (a phone needs well under a second). The parameters, with an expiry, are signed with
// HMAC-SHA-256, so the server keeps no state until a solution comes back; each solution is then accepted once.
//
// The crypto (createCaptchaChallenge, checkCaptchaPayload) is pure; createCaptchaService adds the replay store.

export const CAPTCHA_RULES = {
  algorithm: 'SHA-256',
  /** Digest rounds per attempt. */
  cost: 1,
  minCounter: 1_000,
  maxCounter: 50_000,
  ttlSeconds: 10 * 60,
  /** A base64 payload of ours is ~600 characters; anything far larger is not one. */
  maxPayloadChars: 4096,
} as const

export type CaptchaRules = { [K in keyof typeof CAPTCHA_RULES]: (typeof CAPTCHA_RULES)[K] extends string ? string : number }

export interface CaptchaClock {
  /** The clock for issuing and expiring challenges. altcha-lib also refuses expired challenges by the real clock. */
  now?: () => Date
  rules?: Partial<CaptchaRules>
}

const rulesOf = (opts: CaptchaClock): CaptchaRules => ({ ...CAPTCHA_RULES, ...opts.rules })

/** A new signed challenge, valid for rules.ttlSeconds. */
export async function createCaptchaChallenge(hmacKey: string, opts: CaptchaClock = {}): Promise<CaptchaChallenge> {
  const rules = rulesOf(opts)
  const now = opts.now?.() ?? new Date()
  const challenge = await createChallenge({
    algorithm: rules.algorithm,
    cost: rules.cost,
    counter: randomInt(rules.maxCounter, rules.minCounter),
    deriveKey,
    expiresAt: Math.floor(now.getTime() / 1000) + rules.ttlSeconds,
    hmacSignatureSecret: hmacKey,
  })
  return challenge as CaptchaChallenge
}

const hex = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^(?:[0-9a-f]{2})+$/)

// Only the shape is checked here; the HMAC signature (checked by altcha-lib) vouches for the values. Unknown
// parameter keys are kept (loose), as they are covered by the signature.
const PayloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.string().max(32),
      nonce: hex(128),
      salt: hex(128),
      cost: z.number().int().min(1).max(1000),
      keyLength: z.number().int().min(1).max(64),
      keyPrefix: z
        .string()
        .max(128)
        .regex(/^[0-9a-f]+$/),
      expiresAt: z.number().int().positive(),
    }),
    signature: hex(256),
  }),
  solution: z.looseObject({
    counter: z.number().int().min(0).max(0xffffffff),
    derivedKey: hex(128),
    time: z.number().optional(),
  }),
})

export type CaptchaCheck =
  { ok: true; challengeId: string; expiresAt: number } | { ok: false; reason: 'malformed' | 'expired' | 'invalid' }

/**
 * Checks a solution payload (base64 JSON {challenge, solution}, as app/auth/captcha.ts and the ALTCHA widget send it)
 * against the signing key, without recording it. Never throws: anything a client can send is a { ok: false }.
 */
export async function checkCaptchaPayload(payload: unknown, hmacKey: string, opts: CaptchaClock = {}): Promise<CaptchaCheck> {
  const rules = rulesOf(opts)
  if (typeof payload !== 'string' || payload.length === 0 || payload.length > rules.maxPayloadChars) {
    return { ok: false, reason: 'malformed' }
  }
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  const parsed = PayloadSchema.safeParse(json)
  if (!parsed.success) return { ok: false, reason: 'malformed' }
  const { challenge, solution } = parsed.data
  const nowSeconds = (opts.now?.() ?? new Date()).getTime() / 1000
  if (challenge.parameters.expiresAt <= nowSeconds) return { ok: false, reason: 'expired' }
  try {
    const result = await verifySolution({
      challenge: challenge as Challenge,
      solution: solution as Solution,
      deriveKey,
      hmacSignatureSecret: hmacKey,
    })
    if (result.expired) return { ok: false, reason: 'expired' }
    if (!result.verified) return { ok: false, reason: 'invalid' }
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  return { ok: true, challengeId: challenge.parameters.nonce, expiresAt: challenge.parameters.expiresAt }
}

/** Seconds a used challenge stays recorded beyond its expiry (clock skew between instances). */
const REPLAY_SLACK_SECONDS = 60

export interface CaptchaServiceOptions extends CaptchaClock {
  /** Records used challenges: a hit allowed once per challenge id, kept until the challenge has expired. */
  rateLimiter: Pick<RateLimiter, 'hit'>
  /**
   * The HMAC signing key, or a function that resolves it once on first use (e.g. () => secrets.get('captcha_key'), so
   * that a synchronous createServices can pass a key kept in the database).
   */
  hmacKey: string | (() => Promise<string>)
}

export function createCaptchaService(opts: CaptchaServiceOptions) {
  const { rateLimiter } = opts
  if (opts.hmacKey === '') throw new Error('createCaptchaService: hmacKey is empty')
  let key: Promise<string> | undefined
  const hmacKey = () => {
    if (!key) {
      key = Promise.resolve(typeof opts.hmacKey === 'string' ? opts.hmacKey : opts.hmacKey()).then((k) => {
        if (!k) throw new Error('captcha: the HMAC key is empty')
        return k
      })
      // A failed lookup (database down) is tried again on the next call.
      key.catch(() => (key = undefined))
    }
    return key
  }
  return {
    challenge: async (): Promise<CaptchaChallenge> => createCaptchaChallenge(await hmacKey(), opts),
    /** True once for a valid, unexpired solution; false for anything else, including a replay. */
    async verify(payload: unknown): Promise<boolean> {
      const check = await checkCaptchaPayload(payload, await hmacKey(), opts)
      if (!check.ok) return false
      const nowSeconds = (opts.now?.() ?? new Date()).getTime() / 1000
      const ttl = Math.max(1, Math.ceil(check.expiresAt - nowSeconds)) + REPLAY_SLACK_SECONDS
      const decision = await rateLimiter.hit(`captcha:${check.challengeId}`, 1, ttl)
      return decision.allowed
    },
  }
}
export type CaptchaService = ReturnType<typeof createCaptchaService>
