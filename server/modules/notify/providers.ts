import { DEFAULT_MAIL_FROM, type Config } from '../../config.ts'
import type { Db } from '../../db/client.ts'
import { createOutboxNotifier, type Channel, type Message, type Notifier } from './notifier.ts'
import { createMsg91Notifier } from './sms-http.ts'
import { createSmtpNotifier } from './smtp.ts'

/** One Notifier per kind of channel: e-mail, and phone (SMS and calls). */
export interface Providers {
  email?: Notifier
  sms?: Notifier
}

const ROUTE: Record<Channel, keyof Providers> = { email: 'email', sms: 'sms', call: 'sms' }

/** Routes each message by channel: 'email' to the e-mail provider, 'sms' and 'call' to the SMS provider. */
export function createProviderNotifier(providers: Providers): Notifier {
  return {
    async send(message: Message) {
      const kind = ROUTE[message.channel]
      const provider = kind ? providers[kind] : undefined
      if (!provider) throw new Error(`No message provider is configured for ${String(message.channel)} messages`)
      await provider.send(message)
    },
  }
}

/** What notifierFromConfig reads; all but APP_ENV may be left out (nothing configured = the outbox). */
export type NotifyConfig = Pick<Config, 'APP_ENV'> &
  Partial<
    Pick<
      Config,
      | 'SMS_PROVIDER'
      | 'MSG91_AUTH_KEY'
      | 'MSG91_TEMPLATE_ID'
      | 'MSG91_OTP_TEMPLATE_ID'
      | 'MSG91_BASE_URL'
      | 'SMTP_URL'
      | 'MAIL_FROM'
      | 'PROVIDER_TIMEOUT_MS'
    >
  >

/**
 * The process's Notifier from the configuration: MSG91 for SMS and calls when SMS_PROVIDER=msg91, SMTP for e-mail
 * when SMTP_URL is set. Outside production a channel without a provider goes to the development outbox (nothing
 * configured = the outbox alone); in production both are required (loadConfig already refuses to start without them).
 */
export function notifierFromConfig(
  config: NotifyConfig,
  db: Db,
  log: (msg: string, fields: Record<string, unknown>) => void,
): Notifier {
  const production = config.APP_ENV === 'production'
  const msg91 = config.SMS_PROVIDER === 'msg91'
  if (production && (!msg91 || !config.SMTP_URL)) {
    throw new Error('Production needs a real message provider (SMS_PROVIDER=msg91 and SMTP_URL); the outbox is not allowed')
  }
  const outbox = production ? undefined : createOutboxNotifier(db, log)
  if (!msg91 && !config.SMTP_URL) return outbox!

  let sms: Notifier | undefined = outbox
  if (msg91) {
    if (!config.MSG91_AUTH_KEY || !config.MSG91_TEMPLATE_ID)
      throw new Error('SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID')
    sms = createMsg91Notifier({
      authKey: config.MSG91_AUTH_KEY,
      templateId: config.MSG91_TEMPLATE_ID,
      otpTemplateId: config.MSG91_OTP_TEMPLATE_ID,
      baseUrl: config.MSG91_BASE_URL,
      timeoutMs: config.PROVIDER_TIMEOUT_MS,
    })
  }
  const email = config.SMTP_URL
    ? createSmtpNotifier({
        url: config.SMTP_URL,
        from: config.MAIL_FROM ?? DEFAULT_MAIL_FROM,
        timeoutMs: config.PROVIDER_TIMEOUT_MS,
      })
    : outbox
  log('message providers', {
    sms: msg91 ? 'msg91' : 'outbox',
    calls: msg91 ? (config.MSG91_OTP_TEMPLATE_ID ? 'msg91' : 'unavailable (no MSG91_OTP_TEMPLATE_ID)') : 'outbox',
    email: config.SMTP_URL ? 'smtp' : 'outbox',
  })
  return createProviderNotifier({ email, sms })
}
