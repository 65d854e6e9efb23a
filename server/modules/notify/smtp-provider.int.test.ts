// The SMTP provider against a real SMTP server (smtp-server) on an ephemeral local port: plain SMTP, no STARTTLS,
// optional AUTH. Each received message is kept raw and read by string (headers, then the decoded text body).
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { startSmtpFake, type SmtpFake } from '../../../tests/fakes/smtp-fake.ts'
import { createSmtpNotifier, OTP_SUBJECT, PLAIN_SUBJECT } from './smtp.ts'

const USER = 'mailer'
const PASS = 'p@ss word' // made up, for the local server only

let fake: SmtpFake
let port: number
const inbox = () => fake.inbox

beforeAll(async () => {
  fake = await startSmtpFake({ user: USER, pass: PASS })
  port = fake.port
})

afterAll(async () => {
  await fake.close()
})

beforeEach(() => {
  fake.inbox.length = 0
})

/** Splits a raw message into its headers (unfolded, by lower-case name) and its text body (quoted-printable decoded). */
function parse(raw: string) {
  const at = raw.indexOf('\r\n\r\n')
  const head = raw.slice(0, at).replace(/\r\n[ \t]+/g, ' ')
  const headers: Record<string, string> = {}
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':')
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim()
  }
  let body = raw.slice(at + 4)
  if (/quoted-printable/i.test(headers['content-transfer-encoding'] ?? '')) {
    body = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  } else if (/base64/i.test(headers['content-transfer-encoding'] ?? '')) {
    body = Buffer.from(body, 'base64').toString('utf8')
  }
  return { headers, body: body.replace(/\r\n$/, '') }
}

const FROM = 'MedWise <no-reply@medwise.example>'
const otpText = '482913 is your MedWise verification code. It is valid for 10 minutes. Do not share it with anyone.'

describe('createSmtpNotifier', () => {
  test('an OTP e-mail arrives with our sender, the recipient, the OTP subject and the text as its body', async () => {
    const notifier = createSmtpNotifier({ host: '127.0.0.1', port, secure: false, from: FROM })
    try {
      await notifier.send({ channel: 'email', to: 'asha@example.com', text: otpText, otp: '482913' })
    } finally {
      notifier.close()
    }
    expect(inbox()).toHaveLength(1)
    const mail = inbox()[0]!
    expect(mail.mailFrom).toBe('no-reply@medwise.example')
    expect(mail.rcptTo).toEqual(['asha@example.com'])
    expect(mail.user).toBeUndefined()
    const { headers, body } = parse(mail.raw)
    expect(headers.from).toBe(FROM)
    expect(headers.to).toBe('asha@example.com')
    expect(headers.subject).toBe(OTP_SUBJECT)
    expect(headers['content-type']).toMatch(/^text\/plain/)
    expect(body).toBe(otpText)
    expect(body).toContain('482913')
  })

  test('through an smtp:// URL with credentials (AUTH), a message without an OTP gets the plain subject', async () => {
    const url = `smtp://${USER}:${encodeURIComponent(PASS)}@127.0.0.1:${port}`
    const notifier = createSmtpNotifier({ url, from: FROM })
    try {
      await notifier.send({ channel: 'email', to: 'ravi@example.com', text: 'Your order has shipped.' })
    } finally {
      notifier.close()
    }
    expect(inbox()).toHaveLength(1)
    expect(inbox()[0]!.user).toBe(USER)
    expect(inbox()[0]!.rcptTo).toEqual(['ravi@example.com'])
    const { headers, body } = parse(inbox()[0]!.raw)
    expect(headers.subject).toBe(PLAIN_SUBJECT)
    expect(body).toBe('Your order has shipped.')
  })

  test('wrong credentials, a refused recipient or no server: the send throws without the code or the text', async () => {
    const cases = [
      createSmtpNotifier({ url: `smtp://${USER}:wrong@127.0.0.1:${port}`, from: FROM }),
      createSmtpNotifier({ host: '127.0.0.1', port, from: FROM }),
      createSmtpNotifier({ host: '127.0.0.1', port: 1, from: FROM, timeoutMs: 2000 }),
    ]
    const tos = ['asha@example.com', 'nobody@example.com', 'asha@example.com']
    for (const [i, notifier] of cases.entries()) {
      const error = await notifier.send({ channel: 'email', to: tos[i]!, text: otpText, otp: '482913' }).then(
        () => undefined,
        (e: unknown) => e as Error,
      )
      notifier.close()
      expect(error, `case ${i}`).toBeInstanceOf(Error)
      expect(error!.message).toMatch(/^The mail server did not accept the e-mail/)
      expect(error!.message).not.toContain('482913')
      expect(error!.message).not.toContain(PASS)
    }
    expect(inbox()).toEqual([])
  })

  test('SMS and calls are not e-mail', async () => {
    const notifier = createSmtpNotifier({ host: '127.0.0.1', port, from: FROM })
    await expect(notifier.send({ channel: 'sms', to: '9876543210', text: 'x' })).rejects.toThrow(/e-mail only/)
    notifier.close()
    expect(inbox()).toEqual([])
  })
})
