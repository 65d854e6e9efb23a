// spec 2 §7: the second API client, prefix /ppmc (issue 25 §6, decision 068). It is the direct client (api-client.ts:
// JSON, the same headers from cookies, the body only, the time-out, ApiError) with the self-serve link's headers
// besides: the token, the uuid and a reschedule link's reason, from the selfServeToken, selfServeUUID and
// selfServeReschedule cookies (spec 2 §3). Those cookies are HttpOnly, so the values come from the request's cookies
// (a page's server code) or are given; a 401 from /ppmc is the link's (expired or used), never a sign-in: no redirect.

import { PPMC_HEADERS } from '../../core/corporate/labs.ts'
import { parseCookieHeader } from '../../core/cookies.ts'
import { createApiClient, type ApiClient, type ApiClientOptions, type Cookies } from './api-client.ts'

export const PPMC_PREFIX = '/ppmc'

/** The spec 2 §3 cookie names of a self-serve link. */
export const SELF_SERVE_COOKIES = {
  token: 'selfServeToken',
  uuid: 'selfServeUUID',
  reschedule: 'selfServeReschedule',
} as const

/** The self-serve headers for a cookie jar (left out when a cookie is missing). */
export function selfServeHeaders(cookies: Cookies): Record<string, string> {
  const headers: Record<string, string> = {}
  const token = cookies[SELF_SERVE_COOKIES.token]
  const uuid = cookies[SELF_SERVE_COOKIES.uuid]
  const reason = cookies[SELF_SERVE_COOKIES.reschedule]
  if (token) headers[PPMC_HEADERS.token] = token
  if (uuid) headers[PPMC_HEADERS.uuid] = uuid
  // A header value is one line of visible ASCII: the reason is sent URL-encoded.
  if (reason) headers[PPMC_HEADERS.reschedule] = encodeURIComponent(reason)
  return headers
}

export function createPpmcClient(options: ApiClientOptions = {}): ApiClient {
  const jar = (): Cookies => options.cookies ?? (typeof document === 'undefined' ? {} : parseCookieHeader(document.cookie))
  const client = createApiClient({ ...options, prefix: PPMC_PREFIX, onUnauthorized: () => undefined })
  // Read per call: the cookies are set by the login page and cleared after the booking.
  const withLink = (init?: Parameters<ApiClient['get']>[2]) => ({
    ...init,
    headers: { ...selfServeHeaders(jar()), ...options.customHeaders, ...init?.headers },
  })
  return {
    get: (path, query, init) => client.get(path, query, withLink(init)),
    delete: (path, query, init) => client.delete(path, query, withLink(init)),
    post: (path, body, init) => client.post(path, body, withLink(init)),
    put: (path, body, init) => client.put(path, body, withLink(init)),
  }
}
