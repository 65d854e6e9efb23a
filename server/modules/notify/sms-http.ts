import type { Message, Notifier } from './notifier.ts'

/** MSG91's API host; tests point baseUrl at a local fake instead. */
export const MSG91_BASE_URL = 'https://control.msg91.com'

export interface Msg91Options {
  authKey: string
  /** The approved (DLT) SMS template of the Flow API; it receives the variables `otp` and `text`. */
  templateId: string
  /** The SendOTP template (its text holds ##OTP##) used to place voice calls; without it 'call' messages fail. */
  otpTemplateId?: string
  baseUrl?: string
  fetch?: typeof fetch
  /** How long one request may take (default 10 s). */
  timeoutMs?: number
}

/** '9876543210', '+91 98765 43210' or '919876543210' → '919876543210' (the form MSG91 wants); anything else throws. */
export function msg91Mobile(to: string): string {
  const match = /^(?:\+?91|0)?([6-9]\d{9})$/.exec(to.replace(/[\s-]/g, ''))
  if (!match) throw new Error('MSG91 needs a 10-digit Indian mobile number')
  return `91${match[1]}`
}

/**
 * SMS and voice calls through MSG91 (an Indian provider), over its documented HTTP API v5, header `authkey`:
 * - 'sms': `POST /api/v5/flow/` with `{ template_id, short_url: '0', recipients: [{ mobiles, otp?, text }] }`, the
 *   Flow API's "Send SMS"; India's DLT rules allow only approved templates, so the text goes in as template variables.
 * - 'call' (OTPs only): MSG91 reads a code aloud only through SendOTP's "Resend OTP via voice": first
 *   `POST /api/v5/otp?template_id&mobile&otp&otp_length` hands MSG91 our code (it also sends it by SMS with the OTP
 *   template), then `GET /api/v5/otp/retry?retrytype=voice&mobile` has MSG91 call the number and read that code.
 * A request fails (throws) on a non-2xx answer, a JSON answer of `type: 'error'`, an unreadable answer or the
 * time-out. Error messages name the step and the HTTP status, never the number, the code or the text.
 */
export function createMsg91Notifier(options: Msg91Options): Notifier {
  const base = (options.baseUrl ?? MSG91_BASE_URL).replace(/\/+$/, '')
  const doFetch = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? 10_000

  async function call(what: string, url: string, init: RequestInit): Promise<void> {
    let status: number
    let body: unknown
    try {
      const res = await doFetch(url, {
        ...init,
        headers: { authkey: options.authKey, accept: 'application/json', ...(init.headers as Record<string, string>) },
        signal: AbortSignal.timeout(timeoutMs),
      })
      status = res.status
      const raw = await res.text()
      try {
        body = JSON.parse(raw)
      } catch {
        body = undefined
      }
    } catch (e) {
      const name = (e as { name?: unknown }).name
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new Error(`MSG91 did not answer the ${what} request within ${timeoutMs / 1000} s`, { cause: e })
      }
      throw new Error(`MSG91 could not be reached for the ${what} request`, { cause: e })
    }
    if (status < 200 || status > 299) throw new Error(`MSG91 refused the ${what} request (HTTP ${status})`)
    if (typeof body !== 'object' || body === null) throw new Error(`MSG91 gave an unreadable answer to the ${what} request`)
    if ((body as { type?: unknown }).type === 'error') throw new Error(`MSG91 reported an error for the ${what} request`)
  }

  return {
    async send(message: Message) {
      if (message.channel !== 'sms' && message.channel !== 'call') {
        throw new Error(`The MSG91 provider sends SMS and calls only, not ${String(message.channel)} messages`)
      }
      const mobiles = msg91Mobile(message.to)
      if (message.channel === 'sms') {
        const recipient: Record<string, string> = { mobiles, text: message.text }
        if (message.otp) recipient.otp = message.otp
        await call('SMS', `${base}/api/v5/flow/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ template_id: options.templateId, short_url: '0', recipients: [recipient] }),
        })
        return
      }
      if (!message.otp) throw new Error('MSG91 voice calls can only read out an OTP; this call has none')
      if (!options.otpTemplateId) throw new Error('MSG91 voice calls need an OTP template (MSG91_OTP_TEMPLATE_ID)')
      const otp = new URLSearchParams({
        template_id: options.otpTemplateId,
        mobile: mobiles,
        otp: message.otp,
        otp_length: String(message.otp.length),
      })
      await call('OTP', `${base}/api/v5/otp?${otp}`, { method: 'POST' })
      await call('voice call', `${base}/api/v5/otp/retry?${new URLSearchParams({ retrytype: 'voice', mobile: mobiles })}`, {
        method: 'GET',
      })
    },
  }
}
