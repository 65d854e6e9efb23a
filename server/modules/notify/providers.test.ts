import { afterEach, describe, expect, test, vi } from 'vitest'
import type { Db } from '../../db/client.ts'
import type { Message, Notifier } from './notifier.ts'
import { createProviderNotifier, notifierFromConfig, type NotifyConfig } from './providers.ts'

function recorder() {
  const sent: Message[] = []
  const notifier: Notifier = {
    async send(m) {
      sent.push(m)
    },
  }
  return { sent, notifier }
}

/** Just enough of Drizzle for the outbox's insert … returning. */
function fakeDb() {
  const rows: unknown[] = []
  const db = {
    insert: () => ({
      values: (v: unknown) => ({
        returning: async () => {
          rows.push(v)
          return [{ at: new Date('2026-01-01T00:00:00Z') }]
        },
      }),
    }),
  }
  return { rows, db: db as unknown as Db }
}

const sms: Message = { channel: 'sms', to: '9876543210', text: '123456 is your code', otp: '123456' }
const call: Message = { channel: 'call', to: '9876543210', text: 'Your code is 1 2 3 4 5 6.', otp: '123456' }
const email: Message = { channel: 'email', to: 'asha@example.com', text: '123456 is your code', otp: '123456' }

describe('createProviderNotifier', () => {
  test('e-mail goes to the e-mail provider; SMS and calls go to the SMS provider', async () => {
    const mail = recorder()
    const phone = recorder()
    const notifier = createProviderNotifier({ email: mail.notifier, sms: phone.notifier })
    await notifier.send(sms)
    await notifier.send(email)
    await notifier.send(call)
    expect(mail.sent).toEqual([email])
    expect(phone.sent).toEqual([sms, call])
  })
  test.each([
    [{ email: recorder().notifier }, sms, /No message provider is configured for sms messages/],
    [{ email: recorder().notifier }, call, /No message provider is configured for call messages/],
    [{ sms: recorder().notifier }, email, /No message provider is configured for email messages/],
    [{}, email, /email/],
  ])('a channel without a provider fails clearly (%#)', async (providers, message, error) => {
    await expect(createProviderNotifier(providers).send(message)).rejects.toThrow(error)
  })
  test("a provider's failure reaches the caller", async () => {
    const failing: Notifier = { send: async () => Promise.reject(new Error('MSG91 refused the SMS request (HTTP 401)')) }
    await expect(createProviderNotifier({ sms: failing }).send(sms)).rejects.toThrow(/HTTP 401/)
  })
})

describe('notifierFromConfig', () => {
  const dev: NotifyConfig = { APP_ENV: 'development' }
  const msg91 = { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'test-key', MSG91_TEMPLATE_ID: 'tpl-1' } as const

  afterEach(() => {
    vi.unstubAllGlobals()
  })

  test('nothing configured outside production: the development outbox, for every channel', async () => {
    const { rows, db } = fakeDb()
    const log = vi.fn()
    const notifier = notifierFromConfig(dev, db, log)
    expect(notifier).toHaveProperty('list')
    await notifier.send(sms)
    await notifier.send(email)
    expect(rows).toEqual([
      { channel: 'sms', to: '9876543210', text: sms.text, otp: '123456' },
      { channel: 'email', to: 'asha@example.com', text: email.text, otp: '123456' },
    ])
  })

  test('msg91 configured: SMS go to MSG91, e-mail still to the outbox outside production', async () => {
    const fetch = vi.fn(async () => Response.json({ type: 'success', message: 'req-1' }))
    vi.stubGlobal('fetch', fetch)
    const { rows, db } = fakeDb()
    const log = vi.fn()
    const notifier = notifierFromConfig({ ...dev, ...msg91 }, db, log)
    await notifier.send(sms)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch.mock.calls[0]).toEqual(['https://control.msg91.com/api/v5/flow/', expect.objectContaining({ method: 'POST' })])
    expect(rows).toEqual([])
    await notifier.send(email)
    expect(rows).toHaveLength(1)
    expect(log).toHaveBeenCalledWith('message providers', {
      sms: 'msg91',
      calls: 'unavailable (no MSG91_OTP_TEMPLATE_ID)',
      email: 'outbox',
    })
    // the log never carries the key
    expect(JSON.stringify(log.mock.calls)).not.toContain('test-key')
  })

  test('production with both providers builds them without touching the outbox', () => {
    const { db } = fakeDb()
    const notifier = notifierFromConfig(
      { ...dev, ...msg91, APP_ENV: 'production', SMTP_URL: 'smtps://user:pass@mail.example:465' },
      db,
      () => {},
    )
    expect(notifier).not.toHaveProperty('list')
  })

  test.each<[Partial<NotifyConfig>, RegExp]>([
    [{ APP_ENV: 'production' }, /Production needs a real message provider/],
    [{ APP_ENV: 'production', ...msg91 }, /Production needs a real message provider/],
    [{ APP_ENV: 'production', SMTP_URL: 'smtps://mail.example' }, /Production needs a real message provider/],
    [{ SMS_PROVIDER: 'msg91' }, /needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID/],
  ])('refuses %j', (config, error) => {
    expect(() => notifierFromConfig({ ...dev, ...config }, fakeDb().db, () => {})).toThrow(error)
  })
})
