import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import type { Database } from '../../db/client.ts'
import { otpCodes } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { OTP_RULES, createOtpService, generateCode, type OtpService } from './otp.ts'
import { createSecrets } from '../platform/secrets.ts'
import { createOutboxNotifier } from '../notify/notifier.ts'
import { createRateLimiter } from '../platform/rate-limit.ts'
import { openTestDatabase } from '../../../tests/setup/test-db.ts'

// Every OTP rule with a fake clock: expiry, attempts, single use, cooldown, hourly and per-client caps.
let database: Database
let otp: OtpService
let outbox: ReturnType<typeof createOutboxNotifier>
let clock = new Date('2026-11-21T10:00:00Z')
const advance = (s: number) => (clock = new Date(clock.getTime() + s * 1000))
let n = 0
const fresh = () => `+9198765${String(10000 + n++).slice(-5)}`

beforeAll(async () => {
  database = await openTestDatabase()
  outbox = createOutboxNotifier(database.db, () => {})
  const key = await createSecrets(database.db).get('otp_hash_key')
  otp = createOtpService({
    db: database.db,
    notifier: outbox,
    rateLimiter: createRateLimiter(database.db, () => clock),
    key,
    now: () => clock,
  })
})
afterAll(() => database?.close())
beforeEach(() => advance(3600))

async function send(identifier: string, clientKey = 'client-a') {
  await otp.send({ identifier, purpose: 'login', channel: 'sms', to: identifier, clientKey })
  const [latest] = await outbox.list(1)
  return latest!.otp!
}
const failure = async (p: Promise<unknown>) => {
  try {
    await p
  } catch (e) {
    if (AppError.is(e)) return e
    throw e
  }
  throw new Error('expected an AppError')
}

describe('generateCode', () => {
  test('six digits, zero-padded, varied', () => {
    const codes = Array.from({ length: 200 }, () => generateCode())
    for (const c of codes) expect(c).toMatch(/^\d{6}$/)
    expect(new Set(codes).size).toBeGreaterThan(190)
  })
})

describe('OTP', () => {
  test('the right code verifies once; a second use fails', async () => {
    const id = fresh()
    const code = await send(id)
    await otp.verify({ identifier: id, purpose: 'login', code })
    expect((await failure(otp.verify({ identifier: id, purpose: 'login', code }))).code).toBe('expired')
  })

  test('only a keyed hash is stored', async () => {
    const id = fresh()
    const code = await send(id)
    const rows = await database.db.select().from(otpCodes).where(eq(otpCodes.identifier, id))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(rows)).not.toContain(code)
  })

  test('expires after 10 minutes', async () => {
    const id = fresh()
    const code = await send(id)
    advance(OTP_RULES.ttlSeconds)
    expect((await failure(otp.verify({ identifier: id, purpose: 'login', code }))).code).toBe('expired')
  })

  test('is still good one second before expiry', async () => {
    const id = fresh()
    const code = await send(id)
    advance(OTP_RULES.ttlSeconds - 1)
    await otp.verify({ identifier: id, purpose: 'login', code })
  })

  test('five wrong tries end the code, even for the right one after', async () => {
    const id = fresh()
    const code = await send(id)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 1; i < OTP_RULES.maxAttempts; i++) {
      expect((await failure(otp.verify({ identifier: id, purpose: 'login', code: wrong }))).code).toBe('invalid')
    }
    expect((await failure(otp.verify({ identifier: id, purpose: 'login', code: wrong }))).code).toBe('too_many_attempts')
    expect((await failure(otp.verify({ identifier: id, purpose: 'login', code }))).code).toBe('expired')
  })

  test('is bound to its purpose and identifier', async () => {
    const id = fresh()
    const code = await send(id)
    expect((await failure(otp.verify({ identifier: id, purpose: 'merge', code }))).code).toBe('expired')
    expect((await failure(otp.verify({ identifier: fresh(), purpose: 'login', code }))).code).toBe('expired')
    await otp.verify({ identifier: id, purpose: 'login', code })
  })

  test('a resend inside 30 s is refused by the server; after it, the old code is dead', async () => {
    const id = fresh()
    const first = await send(id)
    advance(OTP_RULES.resendCooldownSeconds - 1)
    const refused = await failure(send(id))
    expect(refused).toMatchObject({ code: 'cooldown', retryAfterSeconds: 1 })
    advance(1)
    const second = await send(id)
    if (second !== first) {
      expect((await failure(otp.verify({ identifier: id, purpose: 'login', code: first }))).code).toBe('invalid')
    }
    await otp.verify({ identifier: id, purpose: 'login', code: second })
  })

  test('at most 5 sends per identifier per hour', async () => {
    const id = fresh()
    for (let i = 0; i < OTP_RULES.sendsPerIdentifierPerHour; i++) {
      await send(id)
      advance(OTP_RULES.resendCooldownSeconds)
    }
    expect((await failure(send(id))).code).toBe('rate_limited')
    advance(3600)
    await send(id)
  })

  test('a per-client cap across identifiers', async () => {
    const client = `client-${n}`
    for (let i = 0; i < OTP_RULES.sendsPerClientPerHour; i++) await send(fresh(), client)
    expect((await failure(send(fresh(), client))).code).toBe('rate_limited')
    await send(fresh(), `${client}-other`)
  })

  test('malformed codes count as wrong tries and never throw anything else', async () => {
    const id = fresh()
    await send(id)
    for (const code of ['', '12345', '1234567', 'abcdef', '１２３４５６']) {
      const e = await failure(otp.verify({ identifier: id, purpose: 'login', code }))
      expect(['invalid', 'too_many_attempts']).toContain(e.code)
    }
  })
})

describe('a message provider that fails', () => {
  test('the code is not kept, so a retry is not held back by the cooldown; the caller gets "unavailable"', async () => {
    let fail = true
    const flaky = {
      send: async (m: Parameters<typeof outbox.send>[0]) => {
        if (fail) throw new Error('provider down')
        await outbox.send(m)
      },
    }
    const key = await createSecrets(database.db).get('otp_hash_key')
    const service = createOtpService({
      db: database.db,
      notifier: flaky,
      rateLimiter: createRateLimiter(database.db, () => clock),
      key,
      now: () => clock,
    })
    const identifier = fresh()
    const opts = { identifier, purpose: 'login' as const, channel: 'sms' as const, to: identifier, clientKey: 'client-f' }
    const error = await failure(service.send(opts))
    expect(error.code).toBe('unavailable')
    expect(await database.db.select().from(otpCodes).where(eq(otpCodes.identifier, identifier))).toHaveLength(0)
    fail = false
    await service.send(opts) // at once: no cooldown from the failed attempt
    const [latest] = await outbox.list(1)
    expect(latest!.to).toBe(identifier)
  })

  test('failed sends count against neither the identifier nor the client hourly cap (decision 090)', async () => {
    let fail = true
    const flaky = {
      send: async (m: Parameters<typeof outbox.send>[0]) => {
        if (fail) throw new Error('provider down')
        await outbox.send(m)
      },
    }
    const key = await createSecrets(database.db).get('otp_hash_key')
    const service = createOtpService({
      db: database.db,
      notifier: flaky,
      rateLimiter: createRateLimiter(database.db, () => clock),
      key,
      now: () => clock,
      sendsPerClientPerHour: 3,
    })
    const clientKey = `client-refund-${n}`
    const identifier = fresh()
    const opts = (id: string) => ({ identifier: id, purpose: 'login' as const, channel: 'sms' as const, to: id, clientKey })
    for (let i = 0; i < 8; i++) expect((await failure(service.send(opts(identifier)))).code).toBe('unavailable')
    fail = false
    // The client's 3 and the identifier's 5 are all still there.
    for (let i = 0; i < 3; i++) await service.send(opts(i === 0 ? identifier : fresh()))
    expect((await failure(service.send(opts(fresh())))).code).toBe('rate_limited')
  })
})
