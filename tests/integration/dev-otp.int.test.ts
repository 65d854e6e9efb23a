import { describe, expect, test } from 'vitest'
import { AUTH_PATHS as P } from '../../core/auth/paths.ts'
import { createApp } from '../../server/app.ts'
import { createLogger } from '../../server/lib/logger.ts'
import { useAuthFixture } from './auth-fixture.ts'

// POST /__dev/otp/age (development only): one number's or e-mail's codes move back by the given seconds, as if sent
// that much earlier, and the send rule itself then decides (the 30 s resend cooldown, the 10-minute life of a code);
// nobody else's codes move; bad input is a 400 with a message; production has no such route. The auth e2e proves the
// cooldown's 'Please wait N seconds' and the resend after it with it instead of waiting 31 real seconds.

const t = useAuthFixture('2026-11-29T08:00:00Z')
const age = (to: string, seconds: number) => t.f.postJson('/__dev/otp/age', { to, seconds })

describe('POST /__dev/otp/age', () => {
  test("the cooldown decides on the moved time: 'Please wait' until 30 s, a new code from then; only that number", async () => {
    const b = await t.browser()
    const send = (number: string) => b.auth(P.createToken, { number })
    expect((await send('9710000001')).status).toBe(200)
    expect((await send('9710000002')).status).toBe(200)
    const refused = await send('9710000001')
    expect(refused.status).toBe(429)
    expect(JSON.stringify(refused.body)).toContain('Please wait 30 seconds')

    expect(await age('9710000001', 20)).toMatchObject({ status: 200, body: { moved: 1 } })
    const stillRefused = await send('9710000001')
    expect(stillRefused.status).toBe(429)
    expect(JSON.stringify(stillRefused.body)).toContain('Please wait 10 seconds')
    expect(await age('9710000001', 10)).toMatchObject({ status: 200, body: { moved: 1 } })
    expect((await send('9710000001')).status).toBe(200)
    // The other number kept its time: still inside its cooldown.
    const other = await send('9710000002')
    expect(other.status).toBe(429)
    expect(JSON.stringify(other.body)).toContain('Please wait 30 seconds')
    // Both codes of the first number moved, the old one and the new one.
    expect(await age('9710000001', 1)).toMatchObject({ status: 200, body: { moved: 2 } })
  })

  test('a code moved past its 10 minutes has expired; an e-mail is found however it is written', async () => {
    const b = await t.browser()
    expect((await b.auth(P.createTokenEmail, { email: 'asha.verma@example.com' })).status).toBe(200)
    const code = await t.codeFor('asha.verma@example.com')
    expect(await age('Asha.Verma@Example.com', 600)).toMatchObject({ status: 200, body: { moved: 1 } })
    const verified = await b.auth(P.verifyTokenEmail, { email: 'asha.verma@example.com', verification_token: code })
    expect(verified.status).toBe(400)
    expect(JSON.stringify(verified.body)).toContain('This OTP has expired')
    // Nothing sent to it: nothing moves.
    expect(await age('9710000099', 30)).toMatchObject({ status: 200, body: { moved: 0 } })
  })

  test('bad input is a 400 with a message; production has no such route', async () => {
    for (const body of [{ to: '98765', seconds: 30 }, { to: 'a@b', seconds: 30 }, { seconds: 30 }]) {
      const bad = await t.f.postJson('/__dev/otp/age', body)
      expect(bad.status, JSON.stringify(body)).toBe(400)
      expect(bad.body.message).toContain('to must be a mobile number or an e-mail address')
    }
    for (const seconds of [0, -5, 1.5, 3601, '30']) {
      const bad = await age('9710000001', seconds as number)
      expect(bad.status, String(seconds)).toBe(400)
      expect(bad.body.message).toContain('seconds must be a whole number from 1 to 3600')
    }
    const production = createApp({ services: t.f.services, logger: createLogger('silent'), production: true })
    const res = await production.request('/__dev/otp/age', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: '9710000001', seconds: 30 }),
    })
    expect(res.status).toBe(404)
  })
})
