import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { AUTH_PATHS as P } from '../../core/auth/paths.ts'
import { OTP_RULES } from '../../server/modules/auth/otp.ts'
import { createMsg91Notifier } from '../../server/modules/notify/sms-http.ts'
import { smsDelivered, startMsg91Fake, type Msg91Fake } from '../fakes/msg91-fake.ts'
import { createApiFixture, type ApiFixture } from './app-fixture.ts'
import { browserClient } from './browser-client.ts'

// Issue 30 §3, decision 090: an OTP the SMS provider could not send (it failed, or hung past our time-out) answers 503
// 'We could not send the OTP…' quickly, and counts against neither the cooldown nor the person's or the client's hourly
// caps: once the provider is back, all 5 sends of the hour are still there.
const TIMEOUT_MS = 400
let fake: Msg91Fake
let f: ApiFixture
let clock = new Date('2026-11-30T08:00:00Z')

beforeAll(async () => {
  fake = await startMsg91Fake({ authKey: 'fake-key' })
  const notifier = createMsg91Notifier({ authKey: 'fake-key', templateId: 't-1', baseUrl: fake.baseUrl, timeoutMs: TIMEOUT_MS })
  f = await createApiFixture({ now: () => clock, notifier })
})
afterAll(async () => {
  await f?.close()
  await fake?.close()
})

const number = '9123400001'
async function ask(b: Awaited<ReturnType<ReturnType<typeof browserClient>['start']>>) {
  const started = performance.now()
  const res = await b.call('POST', `/pwa-api/${P.createToken}`, { number })
  return { ...res, ms: performance.now() - started }
}

describe('an SMS provider that fails or hangs', () => {
  test('503 with the message at once, a retry at once, and the caps untouched once the provider is back', async () => {
    const b = await browserClient(f).start()
    for (const mode of ['fail', 'hang', 'fail', 'hang', 'fail', 'hang', 'fail'] as const) {
      fake.mode = mode
      const res = await ask(b)
      expect(res.status).toBe(503)
      expect(JSON.stringify(res.body)).toContain('We could not send the OTP right now. Please try again in a minute.')
      // A hang ends at our time-out (plus the request's own work), never at the provider's leisure.
      expect(res.ms).toBeLessThan(TIMEOUT_MS + 3000)
    }
    // Seven failures: more than the hourly cap of 5, yet none of them counted.
    fake.mode = 'ok'
    for (let i = 0; i < OTP_RULES.sendsPerIdentifierPerHour; i++) {
      const res = await ask(b)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      clock = new Date(clock.getTime() + OTP_RULES.resendCooldownSeconds * 1000)
    }
    expect(smsDelivered(fake).filter((s) => s.mobiles === `91${number}`)).toHaveLength(OTP_RULES.sendsPerIdentifierPerHour)
    // The sixth real send of the hour is refused as before.
    const sixth = await ask(b)
    expect(sixth.status).toBe(429)
  })
})
