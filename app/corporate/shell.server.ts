import { redirect } from 'react-router'
import { CORPORATE_DETAILS_COOKIE, corporateDetailsSetCookie } from '../../core/corporate/member-rules.ts'
import type { ActiveSession } from '../../server/modules/auth/index.ts'
import type { Services } from '../../server/services.ts'
import { corporateRedirectFor } from '../lib/corporate-redirect.ts'

// The shell's corporate side (issue 25 §2, spec 1 §2.2 and §2.10, spec 2 §2–3; decision 065), run by the root loader
// on every page: the corporateDetails cookie is brought in line with the account's membership (set for a covered
// member, cleared for anyone else: after logout, when cover ends), the request's cookies are corrected so this very
// page's header already shows the logo, and a corporate user opening a page outside the exceptions is sent to their
// dashboard by the server (no flash of the page first). A staff member acting as a customer is left alone.
// Answers the Set-Cookie header to add, or null.
export async function corporateShell(
  request: Request,
  cookies: Record<string, string>,
  session: ActiveSession | null,
  services: Services,
): Promise<string | null> {
  const userId = session && !session.actingAs ? session.user.id : null
  const details = userId !== null ? await services.corporateMembership.shellDetailsOf(userId) : null
  const setCookie = corporateDetailsSetCookie(
    details,
    cookies[CORPORATE_DETAILS_COOKIE],
    services.config.APP_ENV === 'production',
  )
  if (details) cookies[CORPORATE_DETAILS_COOKIE] = encodeURIComponent(JSON.stringify(details))
  else delete cookies[CORPORATE_DETAILS_COOKIE]
  const url = new URL(request.url)
  const target = request.method === 'GET' ? corporateRedirectFor(url.pathname, url.search, details) : null
  if (target) throw redirect(target, setCookie ? { headers: { 'set-cookie': setCookie } } : undefined)
  return setCookie
}
