import { createChallenge, verifySolution } from 'altcha-lib'
import { deriveKey as webDeriveKey } from 'altcha-lib/algorithms/web/sha'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
// The browser solver is checked against the real server side of the protocol (a test only; the app code does not).
import {
  CAPTCHA_RULES,
  checkCaptchaPayload,
  createCaptchaChallenge,
  createCaptchaService,
} from '../../server/modules/support/captcha.ts'
import { captchaPayload, deriveCaptchaKey, solveCaptcha, solveCaptchaPayload } from './captcha.ts'
import type { CaptchaChallenge } from '../../contracts/support.ts'

const KEY = 'test-hmac-key'

function decode(payload: string) {
  return JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))
}
function encode(json: unknown) {
  return Buffer.from(JSON.stringify(json)).toString('base64')
}

describe('solveCaptcha against the server challenge', () => {
  test('solves a real challenge; the server accepts the payload', async () => {
    const challenge = await createCaptchaChallenge(KEY)
    expect(challenge.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1, keyLength: 32 })
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
    const solution = await solveCaptcha(challenge)
    expect(solution).not.toBeNull()
    expect(solution!.counter).toBeGreaterThanOrEqual(CAPTCHA_RULES.minCounter)
    expect(solution!.counter).toBeLessThanOrEqual(CAPTCHA_RULES.maxCounter)
    expect(solution!.derivedKey.startsWith(challenge.parameters.keyPrefix)).toBe(true)
    const payload = captchaPayload(challenge, solution!)
    expect(decode(payload)).toEqual({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution: { counter: solution!.counter, derivedKey: solution!.derivedKey, time: solution!.time },
    })
    expect(await checkCaptchaPayload(payload, KEY)).toEqual({
      ok: true,
      challengeId: challenge.parameters.nonce,
      expiresAt: challenge.parameters.expiresAt,
    })
  })

  // How long it takes is a figure of `npm run bench`, not an assertion here.
  test('the worst case (counter = maxCounter) is solved', async () => {
    const max = CAPTCHA_RULES.maxCounter
    const challenge = await createCaptchaChallenge(KEY, { rules: { minCounter: max, maxCounter: max } })
    const solution = await solveCaptcha(challenge)
    expect(solution?.counter).toBe(max)
  })

  test('expires after ttlSeconds', async () => {
    const at = Date.now()
    const challenge = await createCaptchaChallenge(KEY, { now: () => new Date(at) })
    expect(challenge.parameters.expiresAt).toBe(Math.floor(at / 1000) + CAPTCHA_RULES.ttlSeconds)
    const payload = (await solveCaptchaPayload(challenge))!
    expect((await checkCaptchaPayload(payload, KEY, { now: () => new Date(at + 9 * 60_000) })).ok).toBe(true)
    expect(await checkCaptchaPayload(payload, KEY, { now: () => new Date(at + 11 * 60_000) })).toEqual({
      ok: false,
      reason: 'expired',
    })
  })

  test('a wrong key, a wrong counter or key, or changed parameters are refused', async () => {
    const challenge = await createCaptchaChallenge(KEY)
    const solution = (await solveCaptcha(challenge))!
    const good = decode(captchaPayload(challenge, solution))
    expect((await checkCaptchaPayload(encode(good), 'another-key')).ok).toBe(false)
    const variants = [
      { ...good, solution: { ...good.solution, counter: solution.counter + 1 } },
      { ...good, solution: { ...good.solution, derivedKey: '00'.repeat(32) } },
      { ...good, challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, keyPrefix: '00' } } },
      { ...good, challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, expiresAt: 4102444800 } } },
      { ...good, challenge: { ...good.challenge, signature: 'ab'.repeat(32) } },
      { ...good, challenge: { parameters: good.challenge.parameters } },
    ]
    for (const v of variants) expect((await checkCaptchaPayload(encode(v), KEY)).ok).toBe(false)
  })

  test('anything a client can send is a refusal, never an exception', async () => {
    for (const bad of [
      undefined,
      null,
      42,
      {},
      '',
      'x',
      '%%%',
      'bnVsbA==',
      encode([]),
      encode({ challenge: 1 }),
      'A'.repeat(5000),
    ]) {
      expect(await checkCaptchaPayload(bad, KEY)).toMatchObject({ ok: false, reason: 'malformed' })
    }
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.base64String(), fc.jsonValue().map(encode)), async (s) => {
        expect((await checkCaptchaPayload(s, KEY)).ok).toBe(false)
      }),
      { numRuns: 200 },
    )
  })
})

describe('createCaptchaService', () => {
  function memoryLimiter() {
    const counts = new Map<string, number>()
    return {
      keys: counts,
      async hit(key: string, limit: number, _windowSeconds: number) {
        const n = (counts.get(key) ?? 0) + 1
        counts.set(key, n)
        return { allowed: n <= limit, remaining: Math.max(0, limit - n), retryAfterSeconds: 0, windowEndsAt: new Date(0) }
      },
    }
  }

  test('accepts a solution once', async () => {
    const rateLimiter = memoryLimiter()
    const service = createCaptchaService({ rateLimiter, hmacKey: KEY })
    const challenge = await service.challenge()
    const payload = (await solveCaptchaPayload(challenge))!
    expect(await service.verify(payload)).toBe(true)
    expect(await service.verify(payload)).toBe(false)
    expect([...rateLimiter.keys.keys()]).toEqual([`captcha:${challenge.parameters.nonce}`])
  })

  test('a refused payload is not recorded; the key may come from a lookup, resolved once', async () => {
    const rateLimiter = memoryLimiter()
    let lookups = 0
    const service = createCaptchaService({ rateLimiter, hmacKey: async () => (lookups++, KEY) })
    expect(await service.verify('garbage')).toBe(false)
    const payload = (await solveCaptchaPayload(await service.challenge()))!
    expect(await service.verify(payload)).toBe(true)
    expect(rateLimiter.keys.size).toBe(1)
    expect(lookups).toBe(1)
  })

  test('an empty key is refused at creation', () => {
    expect(() => createCaptchaService({ rateLimiter: memoryLimiter(), hmacKey: '' })).toThrow(/hmacKey/)
  })
})

describe('solveCaptcha with altcha-lib', () => {
  test('odd-length prefixes and several rounds (non-deterministic mode), verified by altcha-lib', async () => {
    for (const [keyPrefix, cost] of [
      ['0', 1],
      ['00', 3],
      ['abc', 1],
    ] as const) {
      const challenge = await createChallenge({
        algorithm: 'SHA-256',
        cost,
        keyPrefix,
        deriveKey: webDeriveKey,
        hmacSignatureSecret: KEY,
      })
      const solution = (await solveCaptcha(challenge as CaptchaChallenge))!
      expect(solution.derivedKey.startsWith(keyPrefix)).toBe(true)
      const result = await verifySolution({ challenge, solution, deriveKey: webDeriveKey, hmacSignatureSecret: KEY })
      expect(result.verified).toBe(true)
      expect(await deriveCaptchaKey(challenge as CaptchaChallenge, solution.counter)).toEqual(
        Uint8Array.from(Buffer.from(solution.derivedKey, 'hex')),
      )
    }
  })

  test('an aborted or timed-out solve resolves null; an unknown algorithm rejects', async () => {
    const challenge = await createCaptchaChallenge(KEY)
    const controller = new AbortController()
    controller.abort()
    expect(await solveCaptcha(challenge, { signal: controller.signal })).toBeNull()
    const impossible: CaptchaChallenge = { ...challenge, parameters: { ...challenge.parameters, keyPrefix: 'f'.repeat(64) } }
    expect(await solveCaptcha(impossible, { timeoutMs: 50 })).toBeNull()
    await expect(solveCaptcha({ ...challenge, parameters: { ...challenge.parameters, algorithm: 'MD5' } })).rejects.toThrow(
      /algorithm/,
    )
  })
})
