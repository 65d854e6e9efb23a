// spec 1 §7, spec 2 §7 and §8: the API client (prefix /pwa-api). It sends JSON, builds its headers
// from cookies, returns the body only, times out after 12,500 ms and rejects failures with ApiError.
// The browser's one instance is app/lib/api.ts. The second client of spec 2 §7, prefix /ppmc with the self-serve
// link's headers, is app/lib/ppmc-client.ts (decision 068).

import {
  API_DEFAULT_ERROR,
  API_PREFIX,
  API_TIMEOUT_MS,
  DEFAULT_CITY,
  DEFAULT_LOCALE,
  DEFAULT_PLATFORM,
  DEFAULT_PLATFORM_ID,
  UNAUTHORIZED_PATH,
} from '../../core/constants.ts'
import { parseCookieHeader, parseJsonCookie, safeDecode } from '../../core/cookies.ts'
import { SUPER_CART_AFFILIATE_CHANNEL, isSuperCartJourney } from './partner-app.ts'
import { effectiveAuthToken } from '../../core/staff/roles.ts'

export type Cookies = Record<string, string | undefined>
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[]
export type Query = Record<string, QueryValue>
export type Logger = { error: (...args: unknown[]) => void }
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>

export type CallInit = {
  headers?: Record<string, string | undefined>
  // Extra query parameters (also for POST/PUT, whose second argument is the body).
  query?: Query
  signal?: AbortSignal
}

export type ApiClientOptions = {
  baseUrl?: string
  prefix?: string
  // Server: the request's cookies. Browser: defaults to document.cookie.
  cookies?: Cookies
  // Browser: defaults to <meta name="csrf-token">; null sends none.
  csrfToken?: string | null
  customHeaders?: Record<string, string | undefined>
  fetch?: FetchLike
  isBrowser?: boolean
  onUnauthorized?: (path: string) => void
  currentPath?: () => string
  timeoutMs?: number
  defaultCity?: string
  // Configured values; the header is left out when not configured.
  acceptVersion?: string
  accessKey?: string
  platformId?: string
  // The partner-app platform when known from a request header (server); else read from cookies.
  partnerPlatform?: string | null
  logger?: Logger
}

export type ApiClient = {
  get: <T = unknown>(path: string, query?: Query, init?: CallInit) => Promise<T>
  delete: <T = unknown>(path: string, query?: Query, init?: CallInit) => Promise<T>
  post: <T = unknown>(path: string, body?: unknown, init?: CallInit) => Promise<T>
  put: <T = unknown>(path: string, body?: unknown, init?: CallInit) => Promise<T>
}

// 'http': the server answered non-2xx; 'network': no answer; 'timeout': our 12.5 s limit;
// 'aborted': the caller's own signal.
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted'

// spec 1 §8: a failed call rejects with the server's body. status is the HTTP status when the
// server sent a body; with no (or an unparsable) body it is 500, as the spec says — the real
// HTTP status stays available as httpStatus (null when nothing answered).
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly body: unknown
  readonly httpStatus: number | null
  readonly kind: ApiErrorKind

  constructor(
    message: string,
    details: { status: number; body?: unknown; httpStatus?: number | null; kind: ApiErrorKind; cause?: unknown },
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause })
    this.status = details.status
    this.body = details.body ?? null
    this.httpStatus = details.httpStatus ?? null
    this.kind = details.kind
  }
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null
}

// spec 1 §8: message = body.message, else body.error.message, else the default text.
export function errorMessageFromBody(body: unknown): string {
  if (body === null || typeof body !== 'object') return API_DEFAULT_ERROR
  const record = body as { message?: unknown; error?: unknown }
  const nested =
    record.error !== null && typeof record.error === 'object' ? (record.error as { message?: unknown }).message : undefined
  return nonEmptyString(record.message) ?? nonEmptyString(nested) ?? API_DEFAULT_ERROR
}

type ParsedBody = { present: true; value: unknown } | { present: false }

// An empty or non-JSON body counts as "no body" (spec 1 §8).
export function parseJsonBody(text: string): ParsedBody {
  if (text.trim() === '') return { present: false }
  try {
    return { present: true, value: JSON.parse(text) as unknown }
  } catch {
    return { present: false }
  }
}

// spec 1 §8: the error for a non-2xx answer.
export function errorFromResponse(httpStatus: number, text: string): ApiError {
  const parsed = parseJsonBody(text)
  if (!parsed.present) return new ApiError(API_DEFAULT_ERROR, { status: 500, httpStatus, kind: 'http' })
  return new ApiError(errorMessageFromBody(parsed.value), { status: httpStatus, body: parsed.value, httpStatus, kind: 'http' })
}

// spec 1 §8: no answer at all → status 500 and the default text. A time-out also uses 500 (it
// has no body either); kind tells the cases apart.
export function transportError(kind: 'network' | 'timeout' | 'aborted', cause: unknown): ApiError {
  return new ApiError(API_DEFAULT_ERROR, { status: 500, kind, cause })
}

// spec 1 §7: city header = city cookie (or the default city), lowercased and URL-encoded. The
// cookie is decoded once first so an already-encoded value is not encoded twice.
export function cityHeader(city: string | undefined, defaultCity: string = DEFAULT_CITY): string {
  const name = city && city.trim() !== '' ? safeDecode(city.trim()) : defaultCity
  return encodeURIComponent(name.toLowerCase())
}

// affiliateDetails cookie: JSON (possibly URL-encoded) with a `source`. The header carries the
// source as stored; the spec's "lowercased when read" applies to the shell's affiliate checks.
export function affiliateSourceFromCookie(value: string | undefined): string | null {
  const parsed = parseJsonCookie(value)
  return parsed !== null && typeof parsed === 'object' ? nonEmptyString((parsed as { source?: unknown }).source) : null
}

// Header values must be ByteStrings; anything outside Latin-1 is URL-encoded rather than making
// fetch throw.
function headerValue(value: string): string {
  return /[^\t\x20-\x7e\x80-\xff]/.test(value) ? encodeURIComponent(value.toWellFormed()) : value
}

function setHeader(headers: Record<string, string>, name: string, value: string | null | undefined): void {
  if (value !== null && value !== undefined && value !== '') headers[name.toLowerCase()] = headerValue(value)
}

type HeaderOptions = Pick<
  ApiClientOptions,
  'csrfToken' | 'defaultCity' | 'acceptVersion' | 'accessKey' | 'platformId' | 'partnerPlatform'
>

// spec 1 §7: the headers both clients send, built from cookies.
export function buildApiHeaders(cookies: Cookies, options: HeaderOptions = {}): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' }
  setHeader(headers, 'x-platform', cookies['x-platform'] || DEFAULT_PLATFORM)
  setHeader(headers, 'x-accept-version', options.acceptVersion)
  setHeader(headers, 'x-access-key', options.accessKey)
  setHeader(headers, 'x-city', cityHeader(cookies.city, options.defaultCity))
  setHeader(headers, 'x-visitor-id', cookies['VISITOR-ID'])
  setHeader(headers, 'x-platform-id', options.platformId || DEFAULT_PLATFORM_ID)
  setHeader(headers, 'x-locale', cookies.locale || DEFAULT_LOCALE)
  // spec 1 §6: the super-login token replaces the auth token when present.
  setHeader(
    headers,
    'authorization',
    effectiveAuthToken({ authToken: cookies.authToken, superLoginToken: cookies.superLoginToken }),
  )
  // spec 1 §2.10: the super-cart journey sets the affiliate source channel to TCP_SuperCart.
  const platform = options.partnerPlatform ?? cookies['x-tcp-platform'] ?? cookies['x-platform']
  const superCart = isSuperCartJourney({ platform, tcpFlow: cookies.tcp_flow })
  setHeader(
    headers,
    'x-affiliate-source',
    superCart ? SUPER_CART_AFFILIATE_CHANNEL : affiliateSourceFromCookie(cookies.affiliateDetails),
  )
  setHeader(headers, 'x-csrf-token', options.csrfToken)
  return headers
}

function mergeHeaders(...sources: (Record<string, string | undefined> | undefined)[]): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const source of sources) for (const [name, value] of Object.entries(source ?? {})) setHeader(headers, name, value)
  return headers
}

// Query values: null/undefined are left out; lists are comma-joined (types=allopathy,brand).
export function queryString(query: Query | undefined): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined) continue
    params.append(name, Array.isArray(value) ? value.join(',') : String(value))
  }
  return params.toString()
}

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:\/\//i

// baseUrl + prefix + path (+ query). Paths come with or without a leading slash in the spec
// ('auth/create_token', '/api/v4/cities') and may already hold a query string
// ('api/v4/carts/replace?types=labs'); an absolute URL is used as it is.
export function buildUrl(baseUrl: string, prefix: string, path: string, query?: Query): string {
  const base = ABSOLUTE_URL.test(path)
    ? path
    : [baseUrl.replace(/\/+$/, ''), prefix.replace(/^\/+|\/+$/g, ''), path.replace(/^\/+/, '')]
        .filter((part, i) => i === 0 || part !== '')
        .join('/')
  const search = queryString(query)
  if (search === '') return base
  return `${base}${base.includes('?') ? '&' : '?'}${search}`
}

// spec 1 §8: where a 401/403 in the browser sends the user.
export function unauthorizedRedirectUrl(currentPath: string): string {
  return `${UNAUTHORIZED_PATH}?redirect=${encodeURIComponent(currentPath)}`
}

function detectBrowser(): boolean {
  return typeof window !== 'undefined' && typeof document !== 'undefined'
}

// The page's CSRF token from <meta name="csrf-token" content="...">.
export function readCsrfMeta(
  doc: Pick<Document, 'querySelector'> | undefined = typeof document === 'undefined' ? undefined : document,
): string | null {
  return doc?.querySelector('meta[name="csrf-token"]')?.getAttribute('content') || null
}

/** The longest Retry-After the client waits for before its one retry (a longer wait is left to the person). */
export const RETRY_AFTER_CAP_MS = 5000

/** The methods the client sends. */
export type CallMethod = 'GET' | 'DELETE' | 'POST' | 'PUT'

/** Whether a call may be sent twice with the effect of once: GET, PUT and DELETE, and a POST with an Idempotency-Key. */
export function isIdempotentCall(method: CallMethod, headers: Record<string, string>): boolean {
  return method !== 'POST' || Boolean(headers['idempotency-key'])
}

/** Retry-After in ms when it is delta-seconds (what our server sends) within the cap; else null: no retry. */
export function retryAfterMs(header: string | null): number | null {
  const ms = header && /^\d+$/.test(header) ? +header * 1000 : NaN
  return ms <= RETRY_AFTER_CAP_MS ? ms : null
}

// spec 1 §7: the direct client (node API, /pwa-api), with custom headers and the 401/403 redirect.
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const prefix = options.prefix ?? API_PREFIX
  const isBrowser = options.isBrowser ?? detectBrowser()
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS
  const logger = options.logger ?? console
  const onUnauthorized = options.onUnauthorized ?? ((path: string) => window.location.assign(unauthorizedRedirectUrl(path)))
  const currentPath = options.currentPath ?? (() => `${window.location.pathname}${window.location.search}`)

  // Read per call: browser cookies change (login, city) during the life of a page.
  function cookies(): Cookies {
    return options.cookies ?? (isBrowser ? parseCookieHeader(document.cookie) : {})
  }

  function csrfToken(): string | null {
    if (options.csrfToken !== undefined) return options.csrfToken
    return isBrowser ? readCsrfMeta() : null
  }

  async function request<T>(method: CallMethod, path: string, body: unknown, init: CallInit = {}): Promise<T> {
    const jar = cookies()
    const headers = mergeHeaders(
      buildApiHeaders(jar, { ...options, csrfToken: csrfToken() }),
      options.customHeaders,
      init.headers,
    )
    const url = buildUrl(options.baseUrl ?? '', prefix, path, init.query)
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    const forwardAbort = () => controller.abort()
    init.signal?.addEventListener('abort', forwardAbort)
    if (init.signal?.aborted) controller.abort()

    let status: number
    let ok: boolean
    let text: string
    try {
      const send = () =>
        fetchImpl(url, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: controller.signal,
        })
      let response = await send()
      // issue 30 §1: an overloaded server says when to come back; a call that may be repeated is, once. One 12,500 ms
      // budget (spec 1 §7) for the call, its wait and retry included: the time-out aborts the wait.
      const wait =
        response.status === 503 && isIdempotentCall(method, headers) ? retryAfterMs(response.headers.get('retry-after')) : null
      if (wait !== null) {
        // The wait ends early when the time-out or the caller aborts (the call's own controller: nothing else listens).
        await new Promise((resolve, reject) => {
          setTimeout(resolve, wait)
          controller.signal.onabort = () => reject(controller.signal.reason)
        })
        response = await send()
      }
      status = response.status
      ok = response.ok
      text = await response.text()
    } catch (cause) {
      const kind = timedOut ? 'timeout' : init.signal?.aborted ? 'aborted' : 'network'
      const error = transportError(kind, cause)
      logger.error(`API ${method} ${url} failed (${kind})`, error)
      throw error
    } finally {
      clearTimeout(timer)
      init.signal?.removeEventListener('abort', forwardAbort)
    }

    if (ok) {
      // spec 1 §7: the body only. Empty → null; a non-JSON 2xx body is returned as text.
      const parsed = parseJsonBody(text)
      return (parsed.present ? parsed.value : text === '' ? null : text) as T
    }
    const error = errorFromResponse(status, text)
    logger.error(`API ${method} ${url} failed (${status})`, error)
    // spec 1 §8: a 401 or 403 in the browser (direct client only) goes to the unauthorised page.
    if (isBrowser && (status === 401 || status === 403)) onUnauthorized(currentPath())
    throw error
  }

  return {
    get: (path, query, init) => request('GET', path, undefined, { ...init, query: { ...init?.query, ...query } }),
    delete: (path, query, init) => request('DELETE', path, undefined, { ...init, query: { ...init?.query, ...query } }),
    post: (path, body, init) => request('POST', path, body, init),
    put: (path, body, init) => request('PUT', path, body, init),
  }
}
