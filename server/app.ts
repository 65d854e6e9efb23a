import { randomBytes, randomUUID } from 'node:crypto'
import { getConnInfo } from '@hono/node-server/conninfo'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { clientAddress, type TrustedProxies } from './http/client-address.ts'
import { compress } from 'hono/compress'
import { bodyLimit } from 'hono/body-limit'
import { HTTP_LIMIT_DEFAULTS } from './config.ts'
import { createLoadShedder, type LoadShedder } from './http/load-shed.ts'
import { devOverloadApi } from './http/dev-overload.ts'
import { cartApi } from './modules/cart/api.ts'
import { ordersApi } from './modules/orders/api.ts'
import { paymentReturnRoutes, paymentsApi } from './modules/payments/api.ts'
import { devSavedMethodsApi, savedMethodsApi } from './modules/payments/index.ts'
import { reviewsApi } from './modules/reviews/index.ts'
import { partnerOffersApi } from './modules/partner-offers/index.ts'
import { dataExportApi, erasureApi } from './modules/data-rights/index.ts'
import { courierApi } from './modules/order-desk/api.ts'
import { contentSecurityPolicy, takeCspExtras } from './http/csp.ts'
import { devOrdersApi } from './modules/orders/dev-api.ts'
import { devJobsApi } from './modules/jobs/index.ts'
import {
  corporateAdminApi,
  corporateLabsApi,
  devCorporateApi,
  devCorporateLabsApi,
  devCorporatesApi,
  ppmcApi,
  rosterBodyLimit,
} from './modules/corporate/index.ts'
import { eventsApi } from './modules/events/api.ts'
import { prescriptionPageBodyLimit, prescriptionsApi } from './modules/prescriptions/api.ts'
import { addressesApi } from './modules/addresses/api.ts'
import { patientsApi } from './modules/patients/api.ts'
import { profileApi } from './modules/profile/index.ts'
import { devRecordsApi, recordsApi, recordsPageBodyLimit } from './modules/records/index.ts'
import { corporateMemberApi, devEkincareWidgetApi } from './modules/corporate/index.ts'
import { labSlotsApi } from './modules/labs/slots-api.ts'
import { devVaccinationApi, vaccinationApi } from './modules/vaccination/index.ts'
import { labBookingsApi } from './modules/labs/bookings-api.ts'
import { labDeskBodyLimit, labReportsApi } from './modules/labs/reports-api.ts'
import { catalogApi } from './modules/catalog/api.ts'
import { contentApi } from './modules/content/api.ts'
import { notifyApi } from './modules/notify/api.ts'
import { placesApi } from './modules/places/api.ts'
import { carePlanApi } from './modules/care-plan/api.ts'
import { insurerApi } from './modules/insurer/index.ts'
import { consultationsApi } from './modules/consultations/index.ts'
import { cancerCareApi, secondOpinionBodyLimit } from './modules/cancer-care/index.ts'
import {
  consultationNotesApi,
  consultationRoomApi,
  consultBookBodyLimit,
  consultSaleApi,
  devConsultationsApi,
  prescriptionApi,
} from './modules/consultations/index.ts'
import { AppError } from './lib/app-error.ts'
import { handleError } from './http/errors.ts'
import { openApiApi } from './http/openapi.ts'
import type { Logger } from './lib/logger.ts'
import type { AppEnv } from './http/types.ts'
import { authApi } from './modules/auth/api.ts'
import { supportApi } from './modules/support/api.ts'
import { grievancesApi } from './modules/support/index.ts'
import { partnershipsApi } from './modules/partnerships/index.ts'
import { ssoApi } from './modules/auth/sso-api.ts'
import { signInFormRoutes } from './modules/auth/form-api.ts'
import { CSRF_FAILED, clearSessionCookies, csrfProtection, identity, pageWriteAllowed } from './http/session.ts'
import { devOtpApi, sameToken, type ActiveSession } from './modules/auth/index.ts'
import type { Services } from './services.ts'
import { createRequestCart, type RequestCart } from './modules/cart/index.ts'
import { carePlanRemindersApi } from './modules/care-plan/index.ts'

/** Renders a page: the React Router handler, given the request and what the loaders need. */
export type PageHandler = (
  request: Request,
  ctx: {
    services: Services
    cspNonce: string
    requestId: string
    csrfToken: string
    session: ActiveSession | null
    cart: RequestCart
    /** The client's address (server/http/client-address.ts): a shared record's view log keeps only its network. */
    clientIp: string
  },
) => Promise<Response>

export interface AppOptions {
  services: Services
  logger: Logger
  /** Pages; absent in API-only tests. */
  pages?: PageHandler
  /** build/client: hashed assets and public files. */
  clientDir?: string
  production: boolean
  /** Aborted when the process stops: open server-sent event streams end (main.ts). */
  shutdown?: AbortSignal
  /** TRUSTED_PROXIES: whose X-Forwarded-For names the client (server/http/client-address.ts); none when absent. */
  trustedProxies?: TrustedProxies
  /** issue 30 §1: admission beyond the limit of requests in flight (main.ts builds it from the config). */
  loadShedder?: LoadShedder
  /** issue 30 §4: MAX_JSON_BODY_BYTES, the API's limit on a body that is not a multipart upload. */
  maxJsonBodyBytes?: number
}

const API_PREFIXES = ['/pwa-api', '/ppmc'] as const
const compressDynamic = compress({ encoding: 'gzip', threshold: 1024 })

// The pages' policy (strict; a page may add form targets to its own answer only): server/http/csp.ts.
export { contentSecurityPolicy }

/**
 * The only writes taken without the page's CSRF token. Both CSRF gates (the API's middleware and the pages' check)
 * consult this list and nothing else; an entry is a caller that cannot hold our token and is authenticated another
 * way, said beside it.
 */
export const CSRF_EXEMPT: ReadonlyArray<{ method: 'POST'; path: string }> = [
  // Razorpay's checkout posts the person back from its own site (cross-site: no token, and no session cookie under
  // SameSite=Lax). Authenticated by razorpay_signature over the gateway order id we stored (payments.confirm); a
  // failure is checked with the gateway; a forged or replayed post changes nothing (server/modules/payments/api.ts).
  { method: 'POST', path: '/order-payment/callback' },
  // Razorpay's servers: authenticated by X-Razorpay-Signature over the raw body (RAZORPAY_WEBHOOK_SECRET).
  { method: 'POST', path: '/pwa-api/payments/razorpay/webhook' },
  // The courier's servers: authenticated by X-Courier-Signature over the raw body (COURIER_WEBHOOK_SECRET).
  { method: 'POST', path: '/pwa-api/courier/webhook' },
]
const csrfExempt = (method: string, path: string) => CSRF_EXEMPT.some((e) => e.method === method && e.path === path)

export function createApp(opts: AppOptions) {
  const app = new Hono<AppEnv>()
  const shedder =
    opts.loadShedder ??
    createLoadShedder({
      maxInFlight: HTTP_LIMIT_DEFAULTS.MAX_IN_FLIGHT,
      priorityHeadroom: HTTP_LIMIT_DEFAULTS.PRIORITY_IN_FLIGHT_HEADROOM,
      maxLagMs: HTTP_LIMIT_DEFAULTS.MAX_EVENT_LOOP_LAG_MS,
      // An app built without one is a test's: a busy test machine's loop delay is not the app's overload.
      loopLag: () => 0,
      retryAfterSeconds: HTTP_LIMIT_DEFAULTS.SHED_RETRY_AFTER_SECONDS,
      logger: opts.logger.child({ component: 'load-shed' }),
      testArming: !opts.production,
    })

  // issue 30 §1 (decision 088): beyond the limits (requests in flight, the event loop's delay), answered 503 at once,
  // first of all: before the request id, the session's query, the compression or any rendering, so that a refusal
  // costs as little as it can (SRE 'Handling Overload'); orders, payments and the webhooks keep a headroom.
  app.use('*', shedder.middleware)

  // Request id, client address, services and a structured access log line for every request.
  app.use('*', async (c, next) => {
    const incoming = c.req.header('x-request-id')
    const requestId = incoming && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID()
    let peer: string | undefined
    try {
      peer = getConnInfo(c).remote.address
    } catch {
      // Not served from a Node socket (app.request in tests).
    }
    const clientIp = clientAddress(peer, c.req.header('x-forwarded-for'), opts.trustedProxies ?? null)
    c.set('requestId', requestId)
    c.set('clientIp', clientIp)
    c.set('services', opts.services)
    c.set('log', opts.logger.child({ requestId }))
    c.set('cspNonce', randomBytes(16).toString('base64'))
    const started = performance.now()
    await next()
    c.header('x-request-id', requestId)
    c.header('x-content-type-options', 'nosniff')
    // A page may ask for less (a shared record's link: no-referrer), never more.
    if (!c.res.headers.has('referrer-policy')) c.header('referrer-policy', 'strict-origin-when-cross-origin')
    // Beside the CSP's frame-ancestors 'self', for browsers and scanners that only read this one.
    c.header('x-frame-options', 'SAMEORIGIN')
    // Production is served over HTTPS only (behind the proxy that ends TLS): browsers remember it for two years.
    if (opts.production) c.header('strict-transport-security', 'max-age=63072000; includeSubDomains')
    const path = c.req.path
    if (!path.startsWith('/assets/')) {
      c.var.log.info('request', {
        method: c.req.method,
        path: path.length > 200 ? path.slice(0, 200) + '…' : path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      })
    }
  })

  app.onError(handleError)

  // Pages and API answers are gzipped on the fly; hashed assets are compressed once at build (precompressed).
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/assets/')) return next()
    return compressDynamic(c, next)
  })

  app.get('/healthz', (c) => c.json({ status: 'ok' }))

  // Visitor (guest carts), session and CSRF token of every request; pages give a new browser its VISITOR-ID.
  app.use('*', identity(opts.production))

  const maxJsonBytes = opts.maxJsonBodyBytes ?? HTTP_LIMIT_DEFAULTS.MAX_JSON_BODY_BYTES
  const jsonLimit = bodyLimit({
    maxSize: maxJsonBytes,
    onError: () => {
      throw new AppError({
        code: 'too_large',
        status: 413,
        message: `The request is too large: at most ${Math.round(maxJsonBytes / 1024)} KB`,
      })
    },
  })
  for (const prefix of API_PREFIXES) {
    const api = new Hono<AppEnv>()
    const csrf = csrfProtection()
    // issue 30 §4: a body that is not a file upload (JSON, a form) is refused over MAX_JSON_BODY_BYTES before it is
    // read; multipart uploads keep their routes' own larger limits (prescriptions, records, the roster, …).
    api.use('*', (c, next) =>
      (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data') ? next() : jsonLimit(c, next),
    )
    api.use('*', (c, next) => (csrfExempt(c.req.method, c.req.path) ? next() : csrf(c, next)))
    if (prefix === '/pwa-api') {
      api.route('/', contentApi())
      api.route('/', placesApi())
      api.route('/', catalogApi())
      api.route('/', notifyApi())
      api.route('/', cartApi())
      api.route('/', prescriptionsApi())
      api.route('/', addressesApi())
      api.route('/', patientsApi())
      api.route('/', profileApi())
      api.route('/', erasureApi({ production: opts.production }))
      api.route('/', recordsApi())
      api.route('/', corporateMemberApi())
      api.route('/', labSlotsApi())
      api.route('/', labBookingsApi())
      api.route('/', labReportsApi())
      api.route('/', authApi({ production: opts.production }))
      api.route('/', ssoApi({ production: opts.production }))
      api.route('/', supportApi())
      api.route('/', carePlanApi())
      api.route('/', insurerApi())
      api.route('/', consultationsApi())
      api.route('/', prescriptionApi())
      api.route('/', consultationRoomApi({ shutdown: opts.shutdown }))
      api.route('/', consultationNotesApi())
      api.route('/', cancerCareApi())
      api.route('/', consultSaleApi())
      api.route('/', vaccinationApi())
      api.route('/', ordersApi())
      api.route('/', paymentsApi())
      api.route('/', courierApi())
      api.route('/', eventsApi({ shutdown: opts.shutdown }))
      api.route('/', carePlanRemindersApi())
      api.route('/', corporateLabsApi())
      api.route('/', corporateAdminApi())
      api.route('/', reviewsApi())
      api.route('/', partnerOffersApi())
      api.route('/', savedMethodsApi())
      api.route('/', dataExportApi())
      api.route('/', grievancesApi())
      api.route('/', partnershipsApi())
      // The OpenAPI 3.1 description of the calls above (server/http/openapi.ts).
      api.route('/', openApiApi())
    }
    // spec 2 §7: the self-serve client's API, authenticated by the link's headers (issue 25 §6, decision 068).
    if (prefix === '/ppmc') api.route('/', ppmcApi())
    api.all('*', (c) => {
      throw AppError.notFound(`No such API: ${c.req.method} ${c.req.path.slice(0, 200)}`, 'no_such_api')
    })
    app.route(prefix, api)
  }

  // spec 1 §7.1: logout is a GET navigation that carries the page's CSRF token (a cross-site link cannot).
  app.get('/logout', async (c) => {
    const session = c.var.session
    if (session) {
      if (!sameToken(c.req.query('_csrf'), c.var.csrfToken)) {
        return c.text('This logout link has expired. Please go back, reload the page and try again.', 403)
      }
      await c.var.services.sessions.destroy(session.idHash)
      c.var.log.info('signed out', { userId: session.user.id })
    }
    clearSessionCookies(c, opts.production)
    return c.redirect('/', 302)
  })

  // spec 1 §2.2 'Super Logout': a plain link, like the spec's. It needs no token: it can only end this session's
  // super-login (the staff member stays signed in as themself), so a cross-site link can do no more than that.
  app.get('/hkadmin/logout', async (c) => {
    const session = c.var.session
    if (session && (await c.var.services.superLogin.end(session))) {
      c.var.log.info('super login ended', { userId: session.user.id, actingAs: session.actingAs?.id })
    }
    return c.redirect('/', 302)
  })

  // Sign-in without JavaScript (decision 028): the popup's steps as plain forms, checked like every page form.
  app.route('/', signInFormRoutes({ production: opts.production }))

  // Architecture 'Development outbox contract': only outside production.
  if (!opts.production) {
    app.get('/__dev/outbox', async (c) => c.json({ messages: await opts.services.outbox.list() }))
    // Moves an order as the system would (POST /__dev/orders/{number}/move {"event":"pack"}) until the back office.
    app.route('/__dev', devOrdersApi())
    // A consultation seeded for the signed-in account (POST /__dev/consultations): the room's e2e without a sale.
    app.route('/__dev', devConsultationsApi())
    // Runs the durable jobs due as of a given time (POST /__dev/jobs/run {"at":"…"}): the no-show's e2e.
    app.route('/__dev', devJobsApi())
    // Moves one number's or e-mail's codes back in time (POST /__dev/otp/age {"to","seconds"}): the resend cooldown's e2e.
    app.route('/__dev', devOtpApi())
    // The corporate health check's e2e: a linked employee, HR's self-serve link (decision 068).
    app.route('/__dev', devCorporateLabsApi())
    // The partner health widget's stand-in (issue 25 §7): verifies the token /corporate/widget/ekincare frames it with.
    app.route('/__dev', devEkincareWidgetApi())
    // Puts a signed-up account on a corporate's roster, linked and topped up (POST /__dev/corporates/enrol): e2e.
    app.route('/__dev', devCorporateApi())
    // A corporate with this year's policy and its HR (POST /__dev/corporates {"slug","name","hr_phone"}): issue 25's e2e.
    app.route('/__dev', devCorporatesApi())
    // A card or UPI id saved for the signed-in account at the test gateway (POST /__dev/payment-methods): issue 26 §8.
    app.route('/__dev', devSavedMethodsApi())
    // A filed lab report or prescription for the signed-in account's member (POST /__dev/health-records/filed): issue 26.
    app.route('/__dev', devRecordsApi())
    // A given dose's time moved back past its 30-minute observation (POST /__dev/vaccination/bookings/{number}/given-earlier).
    app.route('/__dev', devVaccinationApi())
    // Sheds the next N requests carrying a test's cookie (POST /__dev/overload {"token","count"}): issue 30's e2e.
    app.route('/__dev', devOverloadApi(shedder))
  }

  if (opts.clientDir) {
    const root = opts.clientDir
    // Hashed file names never change content: cache them for a year.
    app.use(
      '/assets/*',
      serveStatic({
        root,
        precompressed: true,
        onFound: (_p, c) => c.header('cache-control', 'public, max-age=31536000, immutable'),
      }),
    )
    // Public files all have an extension (favicon.svg, images/*.svg); page paths have none, so they skip the disk.
    const publicFiles = serveStatic({ root, onFound: (_p, c) => c.header('cache-control', 'public, max-age=3600') })
    app.use('*', (c, next) => (/\.[a-z0-9]+$/i.test(c.req.path) ? publicFiles(c, next) : next()))
  }

  // The prescription page's uploads: refused over the upload limit before the body is read (the CSRF check reads forms).
  app.on(
    'POST',
    [
      '/cart/prescription',
      '/cart/prescription.data',
      '/pharmacy-buy-now/cart/prescription',
      '/pharmacy-buy-now/cart/prescription.data',
    ],
    prescriptionPageBodyLimit(),
  )

  // The labs desk's booking page takes the lab's PDF (issue 11 §6): the same kind of limit.
  app.on('POST', '/staff/labs/:number', labDeskBodyLimit()) // also its .data twin (the parameter takes the suffix)
  // Cancer care (issue 24 §8): the second-opinion form's reports and the coordinator's written opinion.
  app.on(
    'POST',
    ['/cancer-care/second-opinion', '/cancer-care/second-opinion.data', '/staff/cancer-care/:id'],
    secondOpinionBodyLimit(),
  )
  // issue 26 §1: a member's health record page takes one file of 10 MB (its upload form).
  app.on('POST', '/health-record/:patientId', recordsPageBodyLimit()) // also its .data twin (the parameter takes the suffix)
  // issue 24 §3: the consultation booking page takes up to 5 files of 10 MB (the same kind of limit).
  app.on('POST', '/online-doctor-consultation/book/:doctorId', consultBookBodyLimit())
  // issue 25 §8: the HR console's roster upload (up to 20 MB).
  app.on('POST', ['/corporate/:slug/admin', '/corporate/:slug/admin.data'], rosterBodyLimit('page'))

  // The gateway's return from its checkout (issue 9 §6): a redirect, never a page; on the CSRF allow-list above.
  app.route('/', paymentReturnRoutes())

  if (opts.pages) {
    const pages = opts.pages
    app.all('*', async (c) => {
      if (!csrfExempt(c.req.method, c.req.path) && !(await pageWriteAllowed(c))) return c.text(CSRF_FAILED, 403)
      // HEAD answers what GET would, without the body: the same status, type, policy and security headers.
      const head = c.req.method === 'HEAD'
      const request = head ? new Request(c.req.raw.url, { method: 'GET', headers: c.req.raw.headers }) : c.req.raw
      const res = await pages(request, {
        services: c.var.services,
        cspNonce: c.var.cspNonce,
        requestId: c.var.requestId,
        csrfToken: c.var.csrfToken,
        session: c.var.session,
        clientIp: c.var.clientIp,
        cart: createRequestCart(
          { cart: c.var.services.cart, details: c.var.services.cartDetails, carePlan: c.var.services.carePlan },
          c.var.cartOwner,
          {
            ownsNothing: !c.var.session && c.var.newVisitor,
          },
        ),
      })
      const headers = new Headers(res.headers)
      if ((headers.get('content-type') ?? '').startsWith('text/html')) {
        headers.set('content-security-policy', contentSecurityPolicy(c.var.cspNonce, takeCspExtras(headers)))
      }
      if (head) await res.body?.cancel()
      return new Response(head ? null : res.body, { status: res.status, statusText: res.statusText, headers })
    })
  }

  return app
}
