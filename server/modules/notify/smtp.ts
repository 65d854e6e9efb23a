import { createTransport } from 'nodemailer'
import type { Message, Notifier } from './notifier.ts'

export interface SmtpOptions {
  /** 'smtp://user:pass@host:587' (STARTTLS when the server offers it) or 'smtps://user:pass@host:465' (TLS from the start). */
  url?: string
  host?: string
  port?: number
  /** TLS from the start (port 465); otherwise STARTTLS when the server offers it. */
  secure?: boolean
  user?: string
  pass?: string
  /** Refuse to send when the server does not offer STARTTLS (plain smtp:// only). */
  requireTLS?: boolean
  /** The sender, e.g. 'MedWise <no-reply@medwise.example>'. */
  from: string
  /** Connection, greeting and socket time-outs in ms (default 10 s). */
  timeoutMs?: number
}

export const OTP_SUBJECT = 'Your MedWise verification code'
export const PLAIN_SUBJECT = 'A message from MedWise'

/**
 * E-mail over SMTP (nodemailer): handles the 'email' channel only, plain text, one connection per message.
 * Never logs: the OTP and the text stay between us and the mail server.
 */
export function createSmtpNotifier(options: SmtpOptions): Notifier & { close(): void } {
  const timeout = options.timeoutMs ?? 10_000
  const timeouts = { connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout }
  const auth = options.user ? { user: options.user, pass: options.pass ?? '' } : undefined
  const transport = createTransport(
    options.url
      ? { url: options.url, ...timeouts, ...(options.requireTLS ? { requireTLS: true } : {}) }
      : {
          host: options.host,
          port: options.port,
          secure: options.secure ?? false,
          requireTLS: options.requireTLS ?? false,
          auth,
          ...timeouts,
        },
  )
  return {
    async send(message: Message) {
      if (message.channel !== 'email')
        throw new Error(`The SMTP provider sends e-mail only, not ${String(message.channel)} messages`)
      let info
      try {
        info = await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.otp ? OTP_SUBJECT : PLAIN_SUBJECT,
          text: message.text,
        })
      } catch (e) {
        // nodemailer's errors name the server's reply, never the message body; keep only what helps an operator.
        const code = (e as { code?: unknown }).code
        throw new Error(`The mail server did not accept the e-mail${typeof code === 'string' ? ` (${code})` : ''}`, { cause: e })
      }
      if (info.rejected.length > 0) throw new Error('The mail server rejected the recipient of the e-mail')
    },
    close() {
      transport.close()
    },
  }
}
