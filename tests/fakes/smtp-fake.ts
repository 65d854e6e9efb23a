// A real SMTP server (smtp-server) on 127.0.0.1, port 0, standing in for the mail provider: plain SMTP, no STARTTLS,
// optional AUTH with one user, recipients at nobody@… refused (550). Each received message is kept raw. `mode` switches
// it while it runs: 'fail' answers every MAIL FROM with a temporary failure (451), 'hang' never greets a new
// connection. The SMTP provider's tests (server/modules/notify/smtp-provider.int.test.ts) and `npm run bench:faults`.
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import type { FaultMode } from './fault-mode.ts'

export interface ReceivedMail {
  mailFrom: string | undefined
  rcptTo: string[]
  user: string | undefined
  raw: string
}

export interface SmtpFake {
  port: number
  /** smtp://user:pass@127.0.0.1:port (or without the user when none was given). */
  url: string
  inbox: ReceivedMail[]
  mode: FaultMode
  close(): Promise<void>
}

function smtpError(message: string, responseCode: number) {
  return Object.assign(new Error(message), { responseCode })
}

export async function startSmtpFake(options: { user?: string; pass?: string } = {}): Promise<SmtpFake> {
  const fake = { inbox: [] as ReceivedMail[], mode: 'ok' as FaultMode }
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onConnect(_session, callback) {
      if (fake.mode === 'hang') return // never greets; the client's time-out ends it
      callback()
    },
    onAuth(auth, _session, callback) {
      if (options.user && auth.username === options.user && auth.password === options.pass) {
        return callback(null, { user: auth.username })
      }
      callback(new Error('Invalid username or password'))
    },
    onMailFrom(_address, _session, callback) {
      if (fake.mode === 'fail') return callback(smtpError('Service not available, try again later', 451))
      callback()
    },
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('nobody@')) return callback(new Error('550 No such user here'))
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const envelope = session.envelope
        fake.inbox.push({
          mailFrom: envelope.mailFrom ? envelope.mailFrom.address : undefined,
          rcptTo: envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const port = (server.server.address() as AddressInfo).port
  const auth = options.user ? `${options.user}:${encodeURIComponent(options.pass ?? '')}@` : ''
  return Object.assign(fake, {
    port,
    url: `smtp://${auth}127.0.0.1:${port}`,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  })
}
