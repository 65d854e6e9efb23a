import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Clock } from '../../lib/clock.ts'

// issue 25 §7: the partner health widget (/corporate/widget/ekincare), shown in a sandboxed iframe from
// EKINCARE_WIDGET_URL with a short-lived token for the member: base64url(JSON claims) '.' base64url(HMAC-SHA256 of
// the first part) under the key shared with the partner (EKINCARE_WIDGET_SECRET, else the app's own 'partner_widget_key'
// outside production). The claims name the employee by their employer's code and the corporate by its slug, never a
// phone or an e-mail; the token lives 5 minutes. Unset URL: the page says the widget is not configured. Outside
// production /__dev/ekincare-widget is a stand-in partner page that verifies the token (tests, development).

export const WIDGET_TOKEN_SECONDS = 5 * 60

export interface WidgetClaims {
  /** The employee's code at their employer. */
  sub: string
  /** The corporate's slug. */
  corp: string
  name: string
  /** Expiry, seconds since the epoch. */
  exp: number
}

const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64url')

export function createEkincareWidget(deps: { url: string | undefined; key: () => Promise<string>; now: Clock }) {
  const mac = async (body: string) =>
    createHmac('sha256', await deps.key())
      .update(body)
      .digest()

  async function sign(claims: Omit<WidgetClaims, 'exp'>): Promise<string> {
    const body = b64(JSON.stringify({ ...claims, exp: Math.floor(deps.now().getTime() / 1000) + WIDGET_TOKEN_SECONDS }))
    return `${body}.${b64(await mac(body))}`
  }

  /** The claims of a token we signed that has not expired, or null. */
  async function verify(token: string): Promise<WidgetClaims | null> {
    const [body, sig, extra] = token.split('.')
    if (!body || !sig || extra !== undefined) return null
    const want = await mac(body)
    const got = Buffer.from(sig, 'base64url')
    if (got.length !== want.length || !timingSafeEqual(got, want)) return null
    try {
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as WidgetClaims
      return typeof claims.exp === 'number' && claims.exp * 1000 > deps.now().getTime() ? claims : null
    } catch {
      return null
    }
  }

  /** The iframe's address for a member (null: not configured), and the origin the page's CSP must allow as a frame. */
  async function frameFor(claims: Omit<WidgetClaims, 'exp'>): Promise<{ src: string; origin: string } | null> {
    if (!deps.url) return null
    const url = new URL(deps.url)
    url.searchParams.set('token', await sign(claims))
    return { src: url.toString(), origin: url.origin }
  }

  return { configured: () => Boolean(deps.url), sign, verify, frameFor }
}
export type EkincareWidget = ReturnType<typeof createEkincareWidget>
