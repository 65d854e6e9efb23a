// The MSG91 provider against a local fake of MSG91's HTTP API v5 (node:http on an ephemeral port): the fake checks the
// authkey header and the shape of each request the way MSG91 documents it, records what it got, and answers as told.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { json, msg91Like as msg91LikeFor, startMsg91Fake, type Msg91Fake } from '../../../tests/fakes/msg91-fake.ts'
import { createMsg91Notifier, msg91Mobile } from './sms-http.ts'

const AUTH_KEY = 'fake-auth-key' // made up: the fake accepts only this one
const TEMPLATE_ID = 'flow-template-1'
const OTP_TEMPLATE_ID = 'otp-template-1'

let fake: Msg91Fake
let baseUrl: string
const msg91Like = msg91LikeFor(AUTH_KEY)
const requests = () => fake.requests
/** How the fake answers the next requests; by default it validates like MSG91 and says success. */
const answerWith = (answer: Msg91Fake['answer']) => (fake.answer = answer)

beforeAll(async () => {
  fake = await startMsg91Fake({ authKey: AUTH_KEY })
  baseUrl = fake.baseUrl
})

afterAll(async () => {
  await fake.close()
})

beforeEach(() => {
  fake.requests.length = 0
  fake.mode = 'ok'
  fake.answer = msg91Like
})

const notifier = (extra: Partial<Parameters<typeof createMsg91Notifier>[0]> = {}) =>
  createMsg91Notifier({ authKey: AUTH_KEY, templateId: TEMPLATE_ID, otpTemplateId: OTP_TEMPLATE_ID, baseUrl, ...extra })

const otpText = '482913 is your MedWise verification code. It is valid for 10 minutes. Do not share it with anyone.'

describe('MSG91 SMS (Flow API)', () => {
  test('sends one POST /api/v5/flow/ with the authkey header, the template and 91 + the number', async () => {
    await notifier().send({ channel: 'sms', to: '9876543210', text: otpText, otp: '482913' })
    expect(requests()).toEqual([
      {
        method: 'POST',
        path: '/api/v5/flow/',
        query: {},
        authkey: AUTH_KEY,
        contentType: 'application/json',
        body: {
          template_id: TEMPLATE_ID,
          short_url: '0',
          recipients: [{ mobiles: '919876543210', otp: '482913', text: otpText }],
        },
      },
    ])
  })

  test('a message without an OTP (the app link) carries the text alone; +91 numbers are accepted', async () => {
    await notifier().send({ channel: 'sms', to: '+919876543210', text: 'Get the MedWise app: http://localhost/app' })
    expect(requests()[0]?.body.recipients).toEqual([
      { mobiles: '919876543210', text: 'Get the MedWise app: http://localhost/app' },
    ])
  })
})

describe('MSG91 calls (SendOTP, resent by voice)', () => {
  test('hands MSG91 our code, then asks for the voice retry to the same number', async () => {
    await notifier().send({
      channel: 'call',
      to: '9876543210',
      text: 'Your MedWise verification code is 4 8 2 9 1 3.',
      otp: '482913',
    })
    expect(requests().map((r) => [r.method, r.path, r.query, r.authkey])).toEqual([
      ['POST', '/api/v5/otp', { template_id: OTP_TEMPLATE_ID, mobile: '919876543210', otp: '482913', otp_length: '6' }, AUTH_KEY],
      ['GET', '/api/v5/otp/retry', { retrytype: 'voice', mobile: '919876543210' }, AUTH_KEY],
    ])
  })

  test('a call without an OTP, or without an OTP template, fails before any request', async () => {
    await expect(notifier().send({ channel: 'call', to: '9876543210', text: 'hello' })).rejects.toThrow(/only read out an OTP/)
    await expect(
      notifier({ otpTemplateId: undefined }).send({ channel: 'call', to: '9876543210', text: 'x', otp: '482913' }),
    ).rejects.toThrow(/MSG91_OTP_TEMPLATE_ID/)
    expect(requests()).toEqual([])
  })
})

describe('MSG91 failures', () => {
  const secretBits = ['482913', '9876543210', otpText, AUTH_KEY]
  async function failure(send: Promise<void>): Promise<string> {
    const error = await send.then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(Error)
    const message = (error as Error).message
    for (const bit of secretBits) expect(message).not.toContain(bit)
    return message
  }

  test('a wrong key: MSG91 answers 401 and the send throws', async () => {
    const message = await failure(
      notifier({ authKey: 'wrong-key' }).send({ channel: 'sms', to: '9876543210', text: otpText, otp: '482913' }),
    )
    expect(message).toBe('MSG91 refused the SMS request (HTTP 401)')
    expect(requests()[0]?.authkey).toBe('wrong-key')
  })

  test("HTTP 200 with type 'error' is a failure too", async () => {
    answerWith((_req, res) => json(res, 200, { type: 'error', message: `Invalid mobile 919876543210: ${otpText}` }))
    const message = await failure(notifier().send({ channel: 'sms', to: '9876543210', text: otpText, otp: '482913' }))
    expect(message).toBe('MSG91 reported an error for the SMS request')
  })

  test('a failed voice retry fails the call', async () => {
    answerWith((req, res) => (req.path === '/api/v5/otp/retry' ? json(res, 200, { type: 'error' }) : msg91Like(req, res)))
    const message = await failure(notifier().send({ channel: 'call', to: '9876543210', text: 'x', otp: '482913' }))
    expect(message).toBe('MSG91 reported an error for the voice call request')
    expect(requests()).toHaveLength(2)
  })

  test('an unreadable answer is a failure', async () => {
    answerWith((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>'))
    expect(await failure(notifier().send({ channel: 'sms', to: '9876543210', text: otpText }))).toMatch(/unreadable answer/)
  })

  test('a provider that does not answer in time: the send throws after the time-out', async () => {
    answerWith(() => {}) // never answers; afterAll closes the connection
    const started = Date.now()
    const message = await failure(
      notifier({ timeoutMs: 200 }).send({ channel: 'sms', to: '9876543210', text: otpText, otp: '482913' }),
    )
    expect(message).toBe('MSG91 did not answer the SMS request within 0.2 s')
    expect(Date.now() - started).toBeLessThan(5000)
  })

  test('an unreachable provider', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    const message = await failure(
      notifier({ baseUrl: `http://127.0.0.1:${port}` }).send({ channel: 'sms', to: '9876543210', text: otpText }),
    )
    expect(message).toBe('MSG91 could not be reached for the SMS request')
  })

  test('numbers that are not Indian mobiles and e-mail are refused without a request', async () => {
    await expect(notifier().send({ channel: 'sms', to: '12345', text: 'x' })).rejects.toThrow(/10-digit Indian mobile/)
    await expect(notifier().send({ channel: 'email', to: 'a@b.example', text: 'x' })).rejects.toThrow(/SMS and calls only/)
    expect(requests()).toEqual([])
  })
})

test.each([
  ['9876543210', '919876543210'],
  ['+91 98765 43210', '919876543210'],
  ['919876543210', '919876543210'],
  ['09876543210', '919876543210'],
  ['6000000000', '916000000000'],
])('msg91Mobile(%j) = %j', (input, expected) => {
  expect(msg91Mobile(input)).toBe(expected)
})
test.each(['5876543210', '98765', '+1 9876543210', '9198765432100', 'abc'])('msg91Mobile(%j) throws', (input) => {
  expect(() => msg91Mobile(input)).toThrow(/10-digit Indian mobile/)
})
