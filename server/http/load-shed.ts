import type { Context, MiddlewareHandler } from 'hono'
import { unavailablePageHtml } from './unavailable-page.ts'
import { AppError } from '../lib/app-error.ts'
import type { Logger } from '../lib/logger.ts'
import { errorBody } from './errors.ts'
import type { AppEnv } from './types.ts'

// issue 30 §1, decision 088: each instance counts the requests it is working on and, beyond a configured limit,
// answers at once with a 503 and Retry-After instead of queueing (Google SRE 'Handling Overload': reject early and
// cheaply, keep the important work). Two signs of overload, either enough: the requests in flight (work waiting on the
// database), and the event loop's lag (work waiting for the CPU: a render is mostly synchronous, so a flood queues in
// the sockets before any handler sees it, and only the loop's delay shows it). The rule is pure (classifyRequest,
// admits); the middleware holds the count and the lag.

/**
 * - `exempt`: never shed and not counted (health checks, hashed assets and public files: cheap, and a load balancer
 *   that sees /healthz fail would take the instance out; server-sent event streams: long-lived, and a browser's
 *   EventSource gives up for good on a 503).
 * - `priority`: placing an order, paying, and the gateway's and the courier's webhooks: admitted up to the limit plus a
 *   reserved headroom, so that browsing gives way first.
 * - `browse`: everything else, shed at the limit.
 */
export type RequestClass = 'exempt' | 'priority' | 'browse'

export interface PriorityRoute {
  method: string
  /** An exact path, or a pattern (page routes also answer their `.data` twin). */
  path: string | RegExp
}

/**
 * The writes that place an order or pay, and every caller on app.ts's CSRF_EXEMPT (the gateway's return and the
 * webhooks: the load-shed integration test holds the two lists together). The pages' payment steps post their action
 * to the page itself (and to its `.data` twin from the client router).
 */
export const PRIORITY_ROUTES: readonly PriorityRoute[] = [
  // Razorpay's and the courier's servers: a refused webhook is retried by them for hours, but the order waits.
  { method: 'POST', path: '/pwa-api/payments/razorpay/webhook' },
  { method: 'POST', path: '/pwa-api/courier/webhook' },
  // The API's order placement (services.checkout.place) and a labs booking.
  { method: 'POST', path: '/pwa-api/api/v4/orders' },
  { method: 'POST', path: '/pwa-api/labs/bookings' },
  // The payment steps of every cart: /cart/payment, /labs/cart/payment, /pharmacy-buy-now/cart/payment, the wallet's
  // recharge, /order-payment (paying an order placed), /labs/checkout.
  {
    method: 'POST',
    path: /^(?:\/[\w-]+)*\/(?:cart\/payment(?:\/recharge)?|cart\/order-payment|order-payment|labs\/checkout)(?:\.data)?$/,
  },
  // The gateway's return (a GET when Razorpay redirects, a POST when it posts the form).
  { method: 'GET', path: '/order-payment/callback' },
  { method: 'POST', path: '/order-payment/callback' },
]

const EVENT_STREAM = 'text/event-stream'

/** Which class a request is in (pure: a table test pins it). */
export function classifyRequest(
  method: string,
  path: string,
  accept: string | undefined,
  priority: readonly PriorityRoute[] = PRIORITY_ROUTES,
): RequestClass {
  if (path === '/healthz' || path.startsWith('/assets/')) return 'exempt'
  // Public files all have an extension (app.ts serves them before the pages); page paths have none, `.data` aside.
  if ((method === 'GET' || method === 'HEAD') && /\.[a-z0-9]+$/i.test(path) && !path.endsWith('.data')) return 'exempt'
  if (method === 'GET' && accept?.includes(EVENT_STREAM)) return 'exempt'
  for (const route of priority) {
    if (route.method !== method) continue
    if (typeof route.path === 'string' ? route.path === path : route.path.test(path)) return 'priority'
  }
  return 'browse'
}

export interface AdmissionLimits {
  /** Requests in flight beyond which browsing is shed (MAX_IN_FLIGHT). */
  maxInFlight: number
  /** More requests in flight that only priority work may take (PRIORITY_IN_FLIGHT_HEADROOM). */
  priorityHeadroom: number
  /** The event loop's delay, ms, beyond which browsing is shed (MAX_EVENT_LOOP_LAG_MS). */
  maxLagMs: number
}

/** Priority work is taken until the loop's delay is this many times the browsing limit. */
export const PRIORITY_LAG_FACTOR = 4

/** What the instance is carrying when a request arrives. */
export interface Load {
  inFlight: number
  /** How long the event loop has been busy past its tick, ms. */
  lagMs: number
}

/** Whether a request of this class is taken with `inFlight` requests already being worked on (pure). */
export function admits(cls: RequestClass, load: Load, limits: AdmissionLimits): boolean {
  if (cls === 'exempt') return true
  if (cls === 'priority') {
    return load.inFlight < limits.maxInFlight + limits.priorityHeadroom && load.lagMs < limits.maxLagMs * PRIORITY_LAG_FACTOR
  }
  return load.inFlight < limits.maxInFlight && load.lagMs < limits.maxLagMs
}

/** The lag tick: a timer every this many ms notes when the loop last got round to timers. */
const LAG_TICK_MS = 10

/**
 * The event loop's current delay: how long since the tick timer last ran, beyond its period. While the loop works
 * through a batch of sockets the timer cannot run, so the delay grows with the batch (what the batch's last request
 * waited); a free loop keeps it near 0. Cheap: one unref'd timer per instance.
 */
export function loopLagMeter(): () => number {
  let lastTick = performance.now()
  const timer = setInterval(() => (lastTick = performance.now()), LAG_TICK_MS)
  timer.unref?.()
  return () => Math.max(0, performance.now() - lastTick - LAG_TICK_MS)
}

export const OVERLOADED_MESSAGE = 'We are very busy right now. Please try again in a moment.'

/** Whether a path is the API's (its refusals are the error body of contracts/http.ts). */
const isApiPath = (path: string) => /^\/(?:pwa-api|ppmc)(?:\/|$)/.test(path)

/** The page a shed browser sees: the one short page of server/http/unavailable-page.ts, with the shed's words. */
export function shedPageHtml(retryAfterSeconds: number, retryUrl: string): string {
  const wait = retryAfterSeconds <= 1 ? 'a second' : `${retryAfterSeconds} seconds`
  return unavailablePageHtml({
    title: 'MedWise is busy right now',
    heading: 'We are very busy right now',
    text: `Too many people are using MedWise at this moment. Nothing you did went wrong: please try again in ${wait}.`,
    retryUrl,
  })
}

/** A request shed on purpose by a test (the development route of app.ts): the next `count` carrying the token. */
export interface ShedArm {
  token: string
  count: number
  /** Only requests whose path starts with this (an API call), or any. */
  pathPrefix?: string
  shed: number
}

/** The cookie a development test sets to have its own requests shed (never read in production). */
export const SHED_TEST_COOKIE = 'shed-test'

export interface LoadShedOptions extends AdmissionLimits {
  /** Seconds in Retry-After and the body's retry_after (SHED_RETRY_AFTER_SECONDS). */
  retryAfterSeconds: number
  logger: Logger
  /** More priority routes than PRIORITY_ROUTES (tests). */
  priorityRoutes?: readonly PriorityRoute[]
  /** Outside production: tests arm shedding for their own requests (SHED_TEST_COOKIE). */
  testArming?: boolean
  /** The loop's delay (tests give their own); loopLagMeter() otherwise. */
  loopLag?: () => number
  /** How often the shed counts are logged, one line, when any request was shed (default 10 s). */
  logEveryMs?: number
}

export interface ShedCounts {
  inFlight: number
  peakInFlight: number
  admitted: number
  shed: { browse: number; priority: number }
}

export interface LoadShedder {
  middleware: MiddlewareHandler<AppEnv>
  counts(): ShedCounts
  /** Development: shed the next `count` requests carrying the token (in SHED_TEST_COOKIE). */
  arm(arm: Omit<ShedArm, 'shed'>): void
  armed(token: string): ShedArm | undefined
}

export function createLoadShedder(opts: LoadShedOptions): LoadShedder {
  const priority = [...PRIORITY_ROUTES, ...(opts.priorityRoutes ?? [])]
  const logEveryMs = opts.logEveryMs ?? 10_000
  const limits: AdmissionLimits = {
    maxInFlight: opts.maxInFlight,
    priorityHeadroom: opts.priorityHeadroom,
    maxLagMs: opts.maxLagMs,
  }
  const loopLag = opts.loopLag ?? loopLagMeter()
  const total: ShedCounts = { inFlight: 0, peakInFlight: 0, admitted: 0, shed: { browse: 0, priority: 0 } }
  const arms = new Map<string, ShedArm>()
  // Shed requests are logged as one line per period (a flood would otherwise write a line per refusal).
  let sinceLog = { browse: 0, priority: 0 }
  let logTimer: ReturnType<typeof setTimeout> | null = null
  const noteShed = (cls: 'browse' | 'priority') => {
    total.shed[cls]++
    sinceLog[cls]++
    if (logTimer) return
    // The first shed of a quiet period is logged at once; the rest of the period in one line at its end.
    const first = sinceLog
    opts.logger.warn('shedding load', { ...first, inFlight: total.inFlight, lagMs: Math.round(loopLag()) })
    sinceLog = { browse: 0, priority: 0 }
    const flush = () => {
      if (sinceLog.browse + sinceLog.priority === 0) {
        logTimer = null
        return
      }
      opts.logger.warn('shedding load', { ...sinceLog, inFlight: total.inFlight, periodMs: logEveryMs })
      sinceLog = { browse: 0, priority: 0 }
      logTimer = setTimeout(flush, logEveryMs)
      logTimer.unref?.()
    }
    logTimer = setTimeout(flush, logEveryMs)
    logTimer.unref?.()
  }

  const shedAnswer = (c: Context<AppEnv>, retryAfter: number): Response => {
    const path = c.req.path
    // Answered before the request-id middleware: the security headers it adds to every answer are set here.
    const headers = {
      'retry-after': String(retryAfter),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
    }
    if (isApiPath(path)) {
      const error = new AppError({ code: 'overloaded', status: 503, message: OVERLOADED_MESSAGE, retryAfterSeconds: retryAfter })
      return c.json(errorBody(error), 503, headers)
    }
    // Only a page read gets a link back to itself; a shed post links to the page it came from (or home).
    const retryUrl = c.req.method === 'GET' ? c.req.url.slice(new URL(c.req.url).origin.length) : '/'
    return c.html(shedPageHtml(retryAfter, retryUrl.replace(/\.data(?=$|\?)/, '')), 503, {
      ...headers,
      // Nothing to run and nothing to load: the page's own style only.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'",
    })
  }

  const testShed = (c: Context<AppEnv>): boolean => {
    if (!opts.testArming || arms.size === 0) return false
    const cookie = c.req.header('cookie')
    if (!cookie?.includes(SHED_TEST_COOKIE)) return false
    const token = new RegExp(`(?:^|;\\s*)${SHED_TEST_COOKIE}=([\\w-]+)`).exec(cookie)?.[1]
    const arm = token ? arms.get(token) : undefined
    if (!arm || arm.count <= 0 || (arm.pathPrefix && !c.req.path.startsWith(arm.pathPrefix))) return false
    arm.count--
    arm.shed++
    return true
  }

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const cls = classifyRequest(c.req.method, c.req.path, c.req.header('accept'), priority)
    if (cls === 'exempt') return next()
    if (testShed(c)) return shedAnswer(c, 1)
    if (!admits(cls, { inFlight: total.inFlight, lagMs: loopLag() }, limits)) {
      noteShed(cls)
      return shedAnswer(c, opts.retryAfterSeconds)
    }
    total.inFlight++
    total.admitted++
    if (total.inFlight > total.peakInFlight) total.peakInFlight = total.inFlight
    // In flight until the handler has its answer. A page's body streams on after that, but its rendering is CPU,
    // which the loop's lag measures; counting to the body's last byte would also count a reader that stopped reading
    // (and every answer a test never reads).
    try {
      await next()
    } finally {
      total.inFlight--
    }
  }

  return {
    middleware,
    counts: () => ({ ...total, shed: { ...total.shed } }),
    arm: (arm) => void arms.set(arm.token, { ...arm, shed: 0 }),
    armed: (token) => arms.get(token),
  }
}
