import { randomBytes } from 'node:crypto'
import { createRequire } from 'node:module'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import type { z } from 'zod'
import { solveCaptchaPayload } from '../../app/auth/captcha.ts'
import { AUTH_PATHS as P } from '../../core/auth/paths.ts'
import type { CaptchaChallenge } from '../../contracts/support.ts'
import { ErrorBodySchema } from '../../contracts/http.ts'
import { OpenApiDocumentSchema, type OpenApiDocument } from '../../contracts/openapi.ts'
import { CSRF_EXEMPT } from '../../server/app.ts'
import {
  carts,
  labBookings,
  labCartItemPatients,
  labCartItems,
  labOffers,
  labs,
  labTests,
  orders,
  patients,
  users,
} from '../../server/db/schema.ts'
import { labsBillFor } from '../../server/modules/cart/labs-rules.ts'
import { renderLabReportPdf } from '../../server/modules/labs/report-pdf.ts'
import { addDays, istInstant, istParts } from '../../server/modules/labs/slot-rules.ts'
import {
  API_ROUTES,
  OPENAPI_CACHE_CONTROL,
  errorStatuses,
  openApiPath,
  type ApiContent,
  type ApiRoute,
} from '../../server/http/openapi.ts'
import { s256Challenge } from '../../server/modules/auth/sso.ts'
import { COURIER_SIGNATURE_HEADER } from '../../contracts/desk.ts'
import { courierSignature } from '../../server/modules/desk/courier.ts'
import { webhookSignature } from '../../server/modules/payments/razorpay/signatures.ts'
import { EVENT_ID_HEADER, SIGNATURE_HEADER } from '../../server/modules/payments/razorpay/webhook.ts'
import { phonePhoto, uploadForm } from '../helpers/prescriptions-fixture.ts'
import { startRazorpayFake, type RazorpayFake } from '../fakes/razorpay-fake.ts'
import { createApiFixture, type ApiFixture } from './app-fixture.ts'
import { browserClient, type BrowserClient } from './browser-client.ts'
import { DELHI } from './seed-customers.ts'
import { seededCatalog, shop, type Shopper } from './shop.ts'

// Issue 12 §6: GET /pwa-api/openapi.json describes every /pwa-api route the app registers (server/http/openapi.ts), the
// document is OpenAPI 3.1 whose schemas compile as JSON Schema 2020-12 (Ajv 2020, the copy Lighthouse installs), and a
// real call of every described route with a valid request answers a status the description lists, with a body that
// is the described contract: parsed by the route's own Zod schema (no member it does not name) and validated by the
// document's JSON Schema of it. The refusals a route's shape implies (401, 403, 415, 400) are called too.

/** Registered routes that are not endpoints of their own (middleware), each with why. */
const NOT_ENDPOINTS: Record<string, string> = {
  'ALL /pwa-api/*': "the API's CSRF middleware and its 'No such API' answer",
  'ALL /ppmc/*': 'the same for the /ppmc prefix, which has no endpoints yet',
  'ALL /pwa-api/api/v4/addresses': 'the address book’s sign-in middleware',
  'ALL /pwa-api/api/v4/addresses/*': 'the address book’s sign-in middleware',
  'ALL /pwa-api/api/v4/patients': 'the patients’ sign-in middleware',
  'ALL /pwa-api/api/v4/patients/*': 'the patients’ sign-in middleware',
}
const API_PREFIXES = ['/pwa-api/', '/ppmc/']
const keyOf = (r: Pick<ApiRoute, 'method' | 'path'>) => `${r.method} /pwa-api${r.path}`

// ---- The fixture: a Razorpay-configured API (its webhook is live), a fake clock an hour on before each call ----

let f: ApiFixture
let fake: RazorpayFake
const COURIER_SECRET = 'openapi-courier-webhook-secret-0123456789'
let clock = new Date()
let doc: OpenApiDocument
const people = shop(() => f, { prefix: '73130', name: 'Asha Openapi' })
const catalog = seededCatalog(() => f.database.db)
let me: Shopper & { more: number[]; token: string; csrf: string }
/** What one call made and a later one reads (an upload's ids, an order's number). */
const made = { prescriptionId: 0, fileId: 0, orderNumber: '', labTestId: 0, labBookingNumber: '' }

beforeAll(async () => {
  fake = await startRazorpayFake()
  // Started at the real time: altcha-lib checks a captcha's expiry against the real clock.
  clock = new Date()
  f = await createApiFixture({
    now: () => clock,
    config: {
      RAZORPAY_KEY_ID: fake.keyId,
      RAZORPAY_KEY_SECRET: fake.keySecret,
      RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret,
      RAZORPAY_BASE_URL: fake.baseUrl,
      COURIER_WEBHOOK_SECRET: COURIER_SECRET,
    },
  })
  await catalog.load()
  const c = await people.customer(DELHI, ['Office', 'Spare'])
  const session = await f.services.sessions.create(c.userId)
  me = { ...c, token: session.token, csrf: await f.services.sessions.csrfToken({ sessionIdHash: session.idHash }) }
  made.labTestId = (await f.database.db.select({ id: labTests.id }).from(labTests).limit(1))[0]!.id
  const res = await f.app.request('/pwa-api/openapi.json')
  expect(res.status).toBe(200)
  doc = (await res.json()) as OpenApiDocument
})
afterAll(async () => {
  await f?.close()
  await fake?.close()
})
// OTP cooldowns and hourly caps of one call do not reach the next.
beforeEach(() => {
  clock = new Date(clock.getTime() + 3601_000)
})

const guest = () => browserClient(f).start()
/** The customer's browser: the session cookie and its CSRF token. */
function customer(): BrowserClient {
  const b = browserClient(f)
  b.jar.set('sid', me.token)
  b.csrf = me.csrf
  return b
}
async function codeFor(to: string): Promise<string> {
  const m = (await f.services.outbox.list(50)).find((x) => x.to === to)
  if (!m?.otp) throw new Error(`no code sent to ${to}`)
  return m.otp
}
let serial = 0
const newNumber = () => `7313${String(100_000 + ++serial).slice(-6)}`
const newEmail = () => `openapi.${++serial}@example.com`

// ---- Ajv 2020 over the served document ----

const BASE = 'https://medwise.example/pwa-api/openapi.json'
interface Validator {
  (data: unknown): boolean
  errors?: unknown[] | null
}
interface Ajv {
  addSchema(schema: object): void
  addFormat(name: string, format: boolean): void
  addKeyword(def: { keyword: string }): void
  getSchema(ref: string): Validator | undefined
  compile(schema: object): Validator
}
/** Ajv 8's JSON Schema 2020-12 validator (a devDependency), with ajv-formats. */
function ajv2020(): Ajv {
  const require = createRequire(import.meta.url)
  const Ajv2020 = (require('ajv/dist/2020.js') as { default: new (opts: object) => Ajv }).default
  const addFormats = (require('ajv-formats') as { default: (ajv: Ajv) => void }).default
  // strictTuples off: Zod writes an empty tuple as prefixItems [] with maxItems 0 (valid, but Ajv's lint wants minItems).
  const ajv = new Ajv2020({ strict: true, strictTuples: false, allowUnionTypes: true, allErrors: true })
  addFormats(ajv)
  ajv.addFormat('binary', true)
  ajv.addKeyword({ keyword: 'components' })
  return ajv
}
let ajvInstance: Ajv | null = null
function validatorOf(ref: string): Validator {
  if (!ajvInstance) {
    ajvInstance = ajv2020()
    ajvInstance.addSchema({ $id: BASE, components: doc.components })
  }
  const v = ajvInstance.getSchema(`${BASE}${ref}`)
  if (!v) throw new Error(`no schema at ${ref}`)
  return v
}

/** Follows a JSON pointer ('#/components/schemas/X') in the document. */
function resolve(ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined
  let at: unknown = doc
  for (const part of ref.slice(2).split('/')) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~')
    if (typeof at !== 'object' || at === null || !Object.hasOwn(at, key)) return undefined
    at = (at as Record<string, unknown>)[key]
  }
  return at
}
function refsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) refsIn(v, out)
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') out.push(v)
      else refsIn(v, out)
    }
  }
  return out
}

type Operation = {
  parameters?: Array<{ name: string; in: string; required: boolean; schema: object }>
  responses: Record<string, { description: string; content?: Record<string, Record<string, unknown>> }>
  operationId: string
}
const operationOf = (r: ApiRoute) => (doc.paths[openApiPath(r.path)] as Record<string, Operation>)[r.method.toLowerCase()]!

// ---- Checking an answer against the route's description ----

interface Answer {
  status: number
  contentType: string
  body?: unknown
  /** text/event-stream: the named events read. */
  events?: Array<{ name: string; data: unknown }>
}

/** Parses with the contract's own Zod schema; a member it does not name (stripped by the parse) fails too. */
function conforms(schema: z.ZodType, body: unknown, where: string) {
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw new Error(`${where}: ${parsed.error.message}\nin ${JSON.stringify(body).slice(0, 500)}`)
  expect(parsed.data, where).toStrictEqual(body)
}
/** Validates with the document's JSON Schema at `ref`. */
function validates(ref: string, body: unknown, where: string) {
  const v = validatorOf(ref)
  expect(v(body) ? null : v.errors, `${where}: the document's ${ref}`).toBeNull()
}

function checkAnswer(route: ApiRoute, answer: Answer) {
  const where = `${keyOf(route)} → ${answer.status}`
  const described = operationOf(route).responses[String(answer.status)]
  expect(described, `${where}: a status the document lists`).toBeDefined()
  const success = route.responses[answer.status]
  const content: ApiContent | undefined = success ? success.content : { json: ErrorBodySchema }
  if (!content) {
    expect(described!.content, where).toBeUndefined()
    expect(answer.body ?? '', where).toBe('')
    return
  }
  if ('json' in content) {
    expect(answer.contentType, where).toMatch(/^application\/json\b/)
    conforms(content.json, answer.body, where)
    validates((described!.content!['application/json']!.schema as { $ref: string }).$ref, answer.body, where)
  } else if ('binary' in content) {
    expect(content.binary, where).toContain(answer.contentType)
    expect(Object.keys(described!.content!), where).toContain(answer.contentType)
  } else {
    expect(answer.contentType, where).toMatch(/^text\/event-stream\b/)
    const refs = described!.content!['text/event-stream']!['x-events'] as Record<string, { $ref: string }>
    expect(answer.events?.length, `${where}: an event was read`).toBeGreaterThan(0)
    for (const e of answer.events!) {
      expect(Object.keys(content.events), where).toContain(e.name)
      conforms(content.events[e.name]!, e.data, `${where} (${e.name})`)
      validates(refs[e.name]!.$ref, e.data, `${where} (${e.name})`)
    }
  }
}

const answerOf = (res: { status: number; body: unknown; headers: Headers }): Answer => ({
  status: res.status,
  contentType: res.headers.get('content-type') ?? '',
  body: res.body,
})
async function fromResponse(res: Response): Promise<Answer> {
  const text = await res.text()
  const contentType = res.headers.get('content-type') ?? ''
  return { status: res.status, contentType, body: contentType.startsWith('application/json') ? JSON.parse(text) : text }
}
const customerHeaders = (more: Record<string, string> = {}) => ({ cookie: `sid=${me.token}`, 'x-csrf-token': me.csrf, ...more })

/** Rejects after `ms` (a guard against a stream that never sends, not a wait). */
function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms)
  })
  return Promise.race([p, late]).finally(() => clearTimeout(timer))
}

/** Signs in through the sign-in calls with a code: create, then verify. */
async function phoneVerified(b: BrowserClient, number: string) {
  expect((await b.auth(P.createToken, { number })).status).toBe(200)
  return b.auth(P.verifyToken, { number, verification_token: await codeFor(number) })
}
async function emailVerified(b: BrowserClient, email: string) {
  expect((await b.auth(P.createTokenEmail, { email })).status).toBe(200)
  return b.auth(P.verifyTokenEmail, { email, verification_token: await codeFor(email) })
}
/** The conflict list of 9810000002 (two accounts' e-mails, masked), its second entry chosen. */
async function conflictChosen(b: BrowserClient) {
  const verified = await phoneVerified(b, '9810000002')
  const chosen = verified.body.data.user_flags.conflict_data[1].email as string
  const sent = await b.auth(P.phoneConflictResolve, { number: '9810000002', email: chosen })
  return { chosen, sent }
}
/** kiran.rao@example.com proved, then 9810000004 (another account) given: the MERGE warning. */
async function mergeOffered(b: BrowserClient) {
  await emailVerified(b, 'kiran.rao@example.com')
  const warning = await b.auth(P.emailCompleteLogin, { number: '9810000004', email: 'kiran.rao@example.com' })
  expect(warning.status).toBe(409)
  checkAnswer(
    API_ROUTES.find((r) => r.path === `/${P.emailCompleteLogin}`)!,
    answerOf(warning),
  )
}
const ADDRESS = {
  recipient_name: 'Asha Verma',
  phone: '9876543210',
  address: '14, Janpath Road, Connaught Place',
  pincode: DELHI.pincode,
  address_type: 'work',
  address_name: 'Studio',
}

/** A valid call of each described route (and of some, more than one kind of answer), in this order. */
const CALLS: Record<string, () => Promise<Answer | Answer[]>> = {
  'GET /pwa-api/openapi.json': async () => {
    const res = await f.app.request('/pwa-api/openapi.json')
    expect(res.headers.get('cache-control')).toBe(OPENAPI_CACHE_CONTROL)
    const tag = res.headers.get('etag')!
    expect(tag).toMatch(/^W\/"/)
    const again = await f.app.request('/pwa-api/openapi.json', { headers: { 'if-none-match': tag } })
    return [await fromResponse(res), await fromResponse(again)]
  },
  'GET /pwa-api/api/v4/footer-data': async () => answerOf(await (await guest()).get('/pwa-api/api/v4/footer-data')),
  'GET /pwa-api/api/v5/cities': async () => answerOf(await (await guest()).get('/pwa-api/api/v5/cities')),
  'GET /pwa-api/api/v4/city-serviceable': async () =>
    answerOf(await (await guest()).get('/pwa-api/api/v4/city-serviceable?city=Mumbai')),
  'GET /pwa-api/location/latlng/:coords': async () =>
    answerOf(await (await guest()).get('/pwa-api/location/latlng/19.0760,72.8777')),
  'GET /pwa-api/api/v4/search/autocomplete': async () => {
    const b = await guest()
    return [
      answerOf(await b.get('/pwa-api/api/v4/search/autocomplete?q=dolo')),
      answerOf(await b.get('/pwa-api/api/v4/search/autocomplete?q=paracetmol&types=allopathy&per_page=5')),
    ]
  },
  'GET /pwa-api/api/v4/udp_tree': async () => {
    const b = await guest()
    const first = await b.get('/pwa-api/api/v4/udp_tree')
    const again = await b.get('/pwa-api/api/v4/udp_tree', { 'if-none-match': first.headers.get('etag')! })
    return [answerOf(first), answerOf(again)]
  },
  'POST /pwa-api/webservices/app-install-link': async () =>
    answerOf(await (await guest()).post('/pwa-api/webservices/app-install-link', { number: newNumber() })),
  'POST /pwa-api/api/v4/carts/skus': async () =>
    answerOf(await customer().post('/pwa-api/api/v4/carts/skus', { skus: [{ sku_id: catalog.otc(1).id, quantity: 2 }] })),
  'GET /pwa-api/api/v4/carts/details': async () => {
    const b = customer()
    return [
      answerOf(await b.get('/pwa-api/api/v4/carts/details?types=pharmacy')),
      answerOf(await b.get(`/pwa-api/api/v4/carts/details?types=pharmacy&response_type=full&cart_oos=true&city=${DELHI.city}`)),
      answerOf(await b.get('/pwa-api/api/v4/carts/details?types=labs&response_type=full')),
    ]
  },
  'PUT /pwa-api/api/v4/carts/replace': async () =>
    answerOf(
      await customer().call('PUT', '/pwa-api/api/v4/carts/replace?types=labs', { sku_ids: [{ test_id: made.labTestId }] }),
    ),
  'GET /pwa-api/api/v4/carts/brief': async () => answerOf(await customer().get('/pwa-api/api/v4/carts/brief?types=labs')),
  'POST /pwa-api/api/v4/prescriptions': async () => {
    const form = uploadForm('Asha Verma', [{ name: 'rx.jpg', bytes: await phonePhoto('jpeg'), type: 'image/jpeg' }])
    const res = await fromResponse(
      await f.app.request('/pwa-api/api/v4/prescriptions', { method: 'POST', headers: customerHeaders(), body: form }),
    )
    const rx = (res.body as { data: { id: number; first_file_id: number } }).data
    Object.assign(made, { prescriptionId: rx.id, fileId: rx.first_file_id })
    return res
  },
  'GET /pwa-api/api/v4/prescriptions': async () => answerOf(await customer().get('/pwa-api/api/v4/prescriptions')),
  'GET /pwa-api/api/v4/prescriptions/:id/files/:fileId': async () => {
    const path = `/pwa-api/api/v4/prescriptions/${made.prescriptionId}/files/${made.fileId}`
    const b = customer()
    return [answerOf(await b.get(path)), answerOf(await b.get(`${path}?size=thumbnail`))]
  },
  'GET /pwa-api/api/v4/addresses': async () => answerOf(await customer().get('/pwa-api/api/v4/addresses')),
  'POST /pwa-api/api/v4/addresses': async () => answerOf(await customer().post('/pwa-api/api/v4/addresses', ADDRESS)),
  'PUT /pwa-api/api/v4/addresses/:id': async () =>
    answerOf(await customer().call('PUT', `/pwa-api/api/v4/addresses/${me.more[0]}`, { ...ADDRESS, address_name: 'Office' })),
  'POST /pwa-api/api/v4/addresses/:id/default': async () =>
    answerOf(await customer().post(`/pwa-api/api/v4/addresses/${me.more[0]}/default`, {})),
  'DELETE /pwa-api/api/v4/addresses/:id': async () =>
    answerOf(await customer().call('DELETE', `/pwa-api/api/v4/addresses/${me.more[1]}`)),
  // ---- patients, lab slots and the patient step (issue 11 §4) ----
  'GET /pwa-api/api/v4/patients': async () => answerOf(await customer().get('/pwa-api/api/v4/patients')),
  'POST /pwa-api/api/v4/patients': async () =>
    answerOf(
      await customer().post('/pwa-api/api/v4/patients', { name: 'Asha Openapi', age: 34, gender: 'female', relation: 'self' }),
    ),
  'PUT /pwa-api/api/v4/patients/:id': async () => {
    const b = customer()
    const saved = await b.post('/pwa-api/api/v4/patients', {
      name: 'Ravi Openapi',
      age: '61',
      gender: 'male',
      relation: 'parent',
    })
    const id = (saved.body as { data: { patient: { id: number } } }).data.patient.id
    return answerOf(
      await b.call('PUT', `/pwa-api/api/v4/patients/${id}`, {
        name: 'Ravi Openapi',
        age: 62,
        gender: 'male',
        relation: 'parent',
      }),
    )
  },
  'DELETE /pwa-api/api/v4/patients/:id': async () => {
    const b = customer()
    const saved = await b.post('/pwa-api/api/v4/patients', { name: 'Spare Openapi', age: 9, gender: 'other', relation: 'child' })
    const id = (saved.body as { data: { patient: { id: number } } }).data.patient.id
    return answerOf(await b.call('DELETE', `/pwa-api/api/v4/patients/${id}`))
  },
  'GET /pwa-api/labs/slots': async () => {
    const b = await guest()
    const [lab] = await f.database.db.select({ id: labs.id, cities: labs.cities }).from(labs).limit(1)
    const tomorrow = new Date(clock.getTime() + 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10)
    const query = `lab_id=${lab!.id}&city=${encodeURIComponent(lab!.cities[0]!)}&date=${tomorrow}`
    return [
      answerOf(await b.get(`/pwa-api/labs/slots?${query}`)),
      answerOf(await b.get(`/pwa-api/labs/slots?${query}&fasting=true&patients=2`)),
    ]
  },
  'GET /pwa-api/labs/cart/patient-step': async () => {
    const b = customer()
    await b.call('PUT', '/pwa-api/api/v4/carts/replace?types=labs', { sku_ids: [{ test_id: made.labTestId }] })
    return answerOf(await b.get('/pwa-api/labs/cart/patient-step'))
  },
  'PUT /pwa-api/labs/cart/patient-step': async () => {
    const b = customer()
    await b.call('PUT', '/pwa-api/api/v4/carts/replace?types=labs', { sku_ids: [{ test_id: made.labTestId }] })
    const someone = await b.post('/pwa-api/api/v4/patients', {
      name: 'Meera Openapi',
      age: 30,
      gender: 'female',
      relation: 'sibling',
    })
    const patientId = (someone.body as { data: { patient: { id: number } } }).data.patient.id
    const lines = [{ test_id: made.labTestId, patient_ids: [patientId] }]
    const step = (await b.call('PUT', '/pwa-api/labs/cart/patient-step', { lines })).body as {
      data: { lab_id: number; city: string }
    }
    const tomorrow = new Date(clock.getTime() + 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10)
    const day = await b.get(
      `/pwa-api/labs/slots?lab_id=${step.data.lab_id}&city=${encodeURIComponent(step.data.city)}&date=${tomorrow}&fasting=true`,
    )
    const slot = (day.body as { data: { slots: { id: number }[] } }).data.slots[0]!
    return answerOf(await b.call('PUT', '/pwa-api/labs/cart/patient-step', { lines, slot_id: slot.id }))
  },
  // ---- lab bookings (issue 11 §5): the cp_labs cart of a lab in the customer's city, ready to book ----
  'POST /pwa-api/labs/bookings': async () => {
    const db = f.database.db
    const lab = (await db.select().from(labs).orderBy(labs.id)).find((l) => l.cities.includes(DELHI.city))!
    const [offer] = await db.select().from(labOffers).where(eq(labOffers.labId, lab.id)).limit(1)
    const [person] = await db
      .insert(patients)
      .values({ userId: me.userId, name: 'Asha Openapi', age: 34, gender: 'female', relation: 'self' })
      .returning({ id: patients.id })
    const date = addDays(istParts(clock).date, 1)
    const slot = (await f.services.labSlots.dayRows(db, lab.id, DELHI.city, date)).find(
      (r) => r.startsAt.getTime() === istInstant(date, 7 * 60).getTime(),
    )!
    const [cart] = await db
      .insert(carts)
      .values({ userId: me.userId, type: 'cp_labs', labId: lab.id, city: DELHI.city, labSlotId: slot.id })
      .returning({ id: carts.id })
    await db.insert(labCartItems).values({ cartId: cart!.id, testId: offer!.testId, labId: lab.id })
    await db.insert(labCartItemPatients).values({ cartId: cart!.id, testId: offer!.testId, patientId: person!.id })
    const total = labsBillFor([{ mrp: offer!.mrpPaise, price: offer!.pricePaise, patients: 1 }]).payable
    const body = { cart_type: 'cp_labs', payment: 'online', expected_total: total }
    const key = { 'idempotency-key': `openapi-${randomBytes(8).toString('hex')}` }
    const placed = await customer().post('/pwa-api/labs/bookings', body, key)
    made.labBookingNumber = placed.body.data.number
    const replayed = await customer().post('/pwa-api/labs/bookings', body, key)
    expect(replayed.headers.get('idempotent-replayed')).toBe('true')
    return [answerOf(placed), answerOf(replayed)]
  },
  'GET /pwa-api/labs/bookings': async () => answerOf(await customer().get('/pwa-api/labs/bookings')),
  'GET /pwa-api/labs/bookings/:number': async () =>
    answerOf(await customer().get(`/pwa-api/labs/bookings/${made.labBookingNumber}`)),
  // issue 11 §6: the booking above, paid (its rows as the payment leaves them), moved to tomorrow's 08:00
  'POST /pwa-api/labs/bookings/:number/reschedule': async () => {
    const db = f.database.db
    const [row] = await db
      .select({ id: orders.id, labId: labBookings.labId, city: labBookings.city })
      .from(orders)
      .innerJoin(labBookings, eq(labBookings.orderId, orders.id))
      .where(eq(orders.number, made.labBookingNumber))
    await db.update(orders).set({ status: 'confirmed', holdExpiresAt: null }).where(eq(orders.id, row!.id))
    await db.update(labBookings).set({ status: 'booked' }).where(eq(labBookings.orderId, row!.id))
    const date = addDays(istParts(clock).date, 1)
    const to = (await f.services.labSlots.dayRows(db, row!.labId, row!.city, date)).find(
      (r) => r.startsAt.getTime() === istInstant(date, 8 * 60).getTime(),
    )!
    const res = await customer().post(`/pwa-api/labs/bookings/${made.labBookingNumber}/reschedule`, { slot_id: to.id })
    expect(res.status).toBe(200)
    return answerOf(res)
  },
  // ---- lab reports (issue 11 §6): the booking above, collected, with the lab's PDF for its patient ----
  'GET /pwa-api/labs/bookings/:number/reports': async () => {
    await reportMade()
    return answerOf(await customer().get(`/pwa-api/labs/bookings/${made.labBookingNumber}/reports`))
  },
  'GET /pwa-api/labs/bookings/:number/reports/:patient_key': async () => {
    await reportMade()
    return answerOf(await customer().get(`/pwa-api/labs/bookings/${made.labBookingNumber}/reports/1`))
  },
  'GET /pwa-api/api/v4/pincodes/:pincode': async () =>
    answerOf(await (await guest()).get(`/pwa-api/api/v4/pincodes/${DELHI.pincode}`)),
  // ---- auth ----
  [`GET /pwa-api/${P.csrfToken}`]: async () => answerOf(await browserClient(f).get(`/pwa-api/${P.csrfToken}`)),
  [`POST /pwa-api/${P.createToken}`]: async () => answerOf(await (await guest()).auth(P.createToken, { number: newNumber() })),
  [`POST /pwa-api/${P.createTokenEmail}`]: async () =>
    answerOf(await (await guest()).auth(P.createTokenEmail, { email: newEmail() })),
  [`POST /pwa-api/${P.verifyToken}`]: async () => answerOf(await phoneVerified(await guest(), '9810000001')),
  [`POST /pwa-api/${P.verifyTokenEmail}`]: async () => answerOf(await emailVerified(await guest(), 'asha.verma@example.com')),
  [`POST /pwa-api/${P.b2bVerifyToken}`]: async () => {
    const b = await guest()
    const sent = await b.auth(P.b2bVerifyToken, { number: '9810000006' })
    const done = await b.auth(P.b2bVerifyToken, { number: '9810000006', verification_token: await codeFor('9810000006') })
    return [answerOf(sent), answerOf(done)]
  },
  [`POST /pwa-api/${P.phoneConflictResolve}`]: async () => answerOf((await conflictChosen(await guest())).sent),
  [`POST /pwa-api/${P.phoneVerifyConflictResolve}`]: async () => {
    const b = await guest()
    const { chosen } = await conflictChosen(b)
    const code = await codeFor('rahul.office@example.com')
    return answerOf(await b.auth(P.phoneVerifyConflictResolve, { number: '9810000002', email: chosen, verification_token: code }))
  },
  [`POST /pwa-api/${P.phoneComplete}`]: async () => {
    const b = await guest()
    const number = newNumber()
    await phoneVerified(b, number)
    return answerOf(await b.auth(P.phoneComplete, { number, email: newEmail() }))
  },
  [`POST /pwa-api/${P.emailVerifyPhoneToken}`]: async () => {
    const b = await guest()
    const [number, email] = [newNumber(), newEmail()]
    await phoneVerified(b, number)
    await b.auth(P.phoneComplete, { number, email })
    return answerOf(await b.auth(P.emailVerifyPhoneToken, { number, email, verification_token: await codeFor(email) }))
  },
  [`POST /pwa-api/${P.emailCompleteLogin}`]: async () => {
    const b = await guest()
    await emailVerified(b, 'meera.iyer@example.com')
    return answerOf(
      await b.auth(P.emailCompleteLogin, { number: newNumber(), email: 'meera.iyer@example.com', otp_on_call: false }),
    )
  },
  [`POST /pwa-api/${P.emailCreateTokenConflict}`]: async () => {
    const b = await guest()
    const email = newEmail()
    await emailVerified(b, email)
    return answerOf(await b.auth(P.emailCreateTokenConflict, { number: newNumber(), email }))
  },
  [`POST /pwa-api/${P.emailVerifyTokenConflict}`]: async () => {
    const b = await guest()
    const [number, email] = [newNumber(), newEmail()]
    await emailVerified(b, email)
    await b.auth(P.emailCompleteLogin, { number, email })
    return answerOf(await b.auth(P.emailVerifyTokenConflict, { number, email, verification_token: await codeFor(number) }))
  },
  [`GET /pwa-api/${P.mergeData}`]: async () => {
    const b = await guest()
    await mergeOffered(b)
    return answerOf(await b.get(`/pwa-api/${P.mergeData}?email=kiran.rao%40example.com&number=9810000004`))
  },
  [`POST /pwa-api/${P.emailCreateTokenMerge}`]: async () => {
    const b = await guest()
    await mergeOffered(b)
    return answerOf(await b.auth(P.emailCreateTokenMerge, { number: '9810000004', email: 'kiran.rao@example.com' }))
  },
  [`POST /pwa-api/${P.emailVerifyTokenMerge}`]: async () => {
    const b = await guest()
    await mergeOffered(b)
    await b.auth(P.emailCreateTokenMerge, { number: '9810000004', email: 'kiran.rao@example.com', otp_on_call: false })
    const code = await codeFor('9810000004')
    return answerOf(
      await b.auth(P.emailVerifyTokenMerge, { number: '9810000004', email: 'kiran.rao@example.com', verification_token: code }),
    )
  },
  [`POST /pwa-api/${P.ssoCode}`]: async () => {
    const verifier = randomBytes(48).toString('base64url')
    return answerOf(await customer().auth(P.ssoCode, { code_challenge: s256Challenge(verifier) }))
  },
  [`POST /pwa-api/${P.autoLogin}`]: async () => {
    const verifier = randomBytes(48).toString('base64url')
    const code = await customer().auth(P.ssoCode, { code_challenge: s256Challenge(verifier) })
    return answerOf(await (await guest()).auth(P.autoLogin, { code_verifier: verifier, auth_code: code.body.auth_code }))
  },
  // ---- support ----
  [`GET /pwa-api/${P.captchaChallenge}`]: async () => answerOf(await (await guest()).get(`/pwa-api/${P.captchaChallenge}`)),
  [`POST /pwa-api/${P.loginHelp}`]: async () => {
    const b = await guest()
    const challenge = (await b.get(`/pwa-api/${P.captchaChallenge}`)).body as CaptchaChallenge
    return answerOf(
      await b.auth(P.loginHelp, {
        email: 'openapi@example.com',
        query: 'My code never arrived on my phone.',
        recaptcha_response_field: await solveCaptchaPayload(challenge),
      }),
    )
  },
  // ---- orders ----
  'POST /pwa-api/api/v4/orders': async () => {
    const { total } = await people.fill(me, [[catalog.otc(2), 1]])
    const body = { payment: 'cod', expected_total: total }
    const key = { 'idempotency-key': `openapi-${randomBytes(8).toString('hex')}` }
    const placed = await customer().post('/pwa-api/api/v4/orders', body, key)
    made.orderNumber = placed.body.data.number
    const replayed = await customer().post('/pwa-api/api/v4/orders', body, key)
    expect(replayed.headers.get('idempotent-replayed')).toBe('true')
    return [answerOf(placed), answerOf(replayed)]
  },
  'GET /pwa-api/api/v4/orders': async () => answerOf(await customer().get('/pwa-api/api/v4/orders?page=1')),
  'POST /pwa-api/api/v4/orders/:number/cancel': async () =>
    answerOf(await customer().post(`/pwa-api/api/v4/orders/${made.orderNumber}/cancel`, { reason: 'Ordered twice by mistake' })),
  // ---- payments: a signed event we do not act on (Razorpay's other events are the payments tests') ----
  'POST /pwa-api/payments/razorpay/webhook': async () => {
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_OpenApi',
      event: 'payment.dispute.created',
      contains: ['payment'],
      payload: {},
      created_at: Math.floor(clock.getTime() / 1000),
    })
    const res = await f.app.request('/pwa-api/payments/razorpay/webhook', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: webhookSignature(body, fake.webhookSecret),
        [EVENT_ID_HEADER]: 'evt_OpenApi0000001',
      },
      body,
    })
    return fromResponse(res)
  },
  // ---- courier: a signed status event for no order of ours (the desk's tests apply real ones) ----
  'POST /pwa-api/courier/webhook': async () => {
    const body = JSON.stringify({ event_id: 'cour_OpenApi0001', tracking_number: 'OPENAPI0001', status: 'in_transit' })
    const res = await f.app.request('/pwa-api/courier/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [COURIER_SIGNATURE_HEADER]: courierSignature(body, COURIER_SECRET) },
      body,
    })
    return fromResponse(res)
  },
  // ---- events: the stream open while one of the account's orders is cancelled ----
  'GET /pwa-api/server-side-event/subscribe': async () => {
    const placed = await people.order(me, [[catalog.otc(3), 1]])
    const client = new AbortController()
    const res = await f.app.request('/pwa-api/server-side-event/subscribe', {
      headers: { cookie: `sid=${me.token}` },
      signal: client.signal,
    })
    const answer: Answer = { status: res.status, contentType: res.headers.get('content-type') ?? '', events: [] }
    const reader = res.body!.getReader()
    const decoder = new TextDecoder()
    let buffer = ''
    let cancelled = false
    try {
      while (!answer.events!.some((e) => e.name === 'order_status')) {
        const { done, value } = await within(reader.read(), 10_000, 'a frame of the stream')
        if (done) break
        buffer += decoder.decode(value, { stream: true })
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          const frame = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const name = /^event: (.+)$/m.exec(frame)?.[1]
          const data = /^data: (.+)$/m.exec(frame)?.[1]
          if (name && data) answer.events!.push({ name, data: JSON.parse(data) })
        }
        // The stream is open (its first frame came): now the order moves.
        if (!cancelled) {
          cancelled = true
          await f.services.orders.cancel(me.userId, placed.number, 'Changed my mind')
        }
      }
    } finally {
      client.abort()
      await reader.cancel().catch(() => {})
    }
    return answer
  },
}

// ---- (a) every route is described ----

describe('every route is described', () => {
  test('each /pwa-api route the app registers is in API_ROUTES (or said not to be an endpoint), and no other', () => {
    const registered = new Set(
      f.app.routes.filter((r) => API_PREFIXES.some((p) => r.path.startsWith(p))).map((r) => `${r.method} ${r.path}`),
    )
    const described = new Set(API_ROUTES.map(keyOf))
    const missing = [...registered].filter((k) => !described.has(k) && !(k in NOT_ENDPOINTS))
    expect(missing, 'routes the description leaves out: add them to API_ROUTES (server/http/openapi.ts)').toEqual([])
    const stale = [...described, ...Object.keys(NOT_ENDPOINTS)].filter((k) => !registered.has(k))
    expect(stale, 'described routes the app does not register').toEqual([])
    expect(described.size, 'a route is described twice').toBe(API_ROUTES.length)
  })

  test('the served document has exactly the described operations', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} /pwa-api${path}`),
    )
    expect(operations.sort()).toEqual(API_ROUTES.map((r) => `${r.method} /pwa-api${openApiPath(r.path)}`).sort())
  })

  test('the gateway’s routes are the API’s entries on the CSRF allow-list, and only they', () => {
    const exempt = CSRF_EXEMPT.filter((e) => e.path.startsWith('/pwa-api/')).map((e) => `${e.method} ${e.path}`)
    expect(API_ROUTES.filter((r) => r.access === 'gateway').map(keyOf)).toEqual(exempt)
  })
})

// ---- (b) the document is OpenAPI 3.1 as far as it can be checked here ----

describe('the document', () => {
  test('has the required fields of OpenAPI 3.1 and its own contract', () => {
    expect(OpenApiDocumentSchema.parse(doc)).toStrictEqual(doc)
    expect(doc.openapi).toMatch(/^3\.1\./)
    const ids = new Set<string>()
    for (const route of API_ROUTES) {
      const op = operationOf(route)
      const where = keyOf(route)
      expect(ids.has(op.operationId), `${where}: operationId is unique`).toBe(false)
      ids.add(op.operationId)
      expect(Object.keys(op.responses).length, where).toBeGreaterThan(0)
      for (const [status, r] of Object.entries(op.responses)) {
        expect(status, where).toMatch(/^[1-5]\d\d$/)
        expect(r.description, `${where} ${status}: a description`).not.toBe('')
      }
      // Every {name} of the path is a required path parameter, and every path parameter is in the path.
      const inPath = [...openApiPath(route.path).matchAll(/\{(\w+)\}/g)].map((m) => m[1])
      const params = (op.parameters ?? []).filter((p) => p.in === 'path')
      expect(params.map((p) => p.name).sort(), where).toEqual(inPath.sort())
      expect(
        params.every((p) => p.required),
        where,
      ).toBe(true)
      expect(
        errorStatuses(route).every((s) => op.responses[String(s)]),
        `${where}: its refusals are listed`,
      ).toBe(true)
    }
  })

  test('every $ref resolves, and every component is used', () => {
    const refs = refsIn(doc)
    expect(refs.filter((r) => resolve(r) === undefined)).toEqual([])
    const used = new Set<string>()
    const pending = refsIn(doc.paths)
    while (pending.length) {
      const ref = pending.pop()!
      if (used.has(ref)) continue
      used.add(ref)
      pending.push(...refsIn(resolve(ref)))
    }
    const unused = Object.keys(doc.components.schemas).filter((name) => !used.has(`#/components/schemas/${name}`))
    expect(unused).toEqual([])
  })

  test('every schema compiles as JSON Schema 2020-12 (Ajv 2020, strict)', () => {
    for (const name of Object.keys(doc.components.schemas)) {
      expect(() => validatorOf(`#/components/schemas/${name}`), name).not.toThrow()
    }
    const ajv = ajv2020()
    for (const route of API_ROUTES) {
      for (const p of operationOf(route).parameters ?? []) {
        expect(() => ajv.compile(p.schema), `${keyOf(route)} ${p.name}`).not.toThrow()
      }
    }
  })
})

// ---- (c) real answers are what the description says ----

describe('real calls answer as described', () => {
  test('every described route has a call here, and every call a route', () => {
    expect(Object.keys(CALLS).sort()).toEqual(API_ROUTES.map(keyOf).sort())
  })

  test.each(API_ROUTES.map((r) => [keyOf(r), r] as const))('%s', async (key, route) => {
    const call = CALLS[key]
    if (!call) throw new Error(`no call for ${key}`)
    const answers = [await call()].flat()
    for (const answer of answers) {
      expect(
        Object.keys(route.responses).map(Number),
        `${key}: a success (${JSON.stringify(answer.body)?.slice(0, 300)})`,
      ).toContain(answer.status)
      checkAnswer(route, answer)
    }
  })
})

// ---- …and so do the refusals every route's shape implies ----

/** A concrete path of a route: its parameters as '1', and the query it needs to get as far as its body. */
function samplePath(route: ApiRoute): string {
  const path = `/pwa-api${route.path.replace(/:\w+/g, '1')}`
  return route.path === '/api/v4/carts/replace' ? `${path}?types=labs` : path
}
/** An input the route refuses with a 400: its query or path parameter wrong, or a body that is not an object. */
const INVALID: Record<string, { path: string; body?: unknown }> = {
  'GET /pwa-api/api/v4/city-serviceable': { path: '/pwa-api/api/v4/city-serviceable' },
  'GET /pwa-api/location/latlng/:coords': { path: '/pwa-api/location/latlng/north,south' },
  'GET /pwa-api/api/v4/search/autocomplete': { path: '/pwa-api/api/v4/search/autocomplete?per_page=0' },
  'GET /pwa-api/api/v4/carts/details': { path: '/pwa-api/api/v4/carts/details' },
  'GET /pwa-api/api/v4/carts/brief': { path: '/pwa-api/api/v4/carts/brief?types=pharmacy' },
  'GET /pwa-api/api/v4/prescriptions/:id/files/:fileId': { path: '/pwa-api/api/v4/prescriptions/x/files/1' },
  'DELETE /pwa-api/api/v4/addresses/:id': { path: '/pwa-api/api/v4/addresses/x' },
  'POST /pwa-api/api/v4/addresses/:id/default': { path: '/pwa-api/api/v4/addresses/x/default' },
  'GET /pwa-api/api/v4/pincodes/:pincode': { path: '/pwa-api/api/v4/pincodes/12' },
  'DELETE /pwa-api/api/v4/patients/:id': { path: '/pwa-api/api/v4/patients/x' },
  'GET /pwa-api/labs/slots': { path: '/pwa-api/labs/slots?lab_id=1&city=Mumbai&date=tomorrow' },
  'GET /pwa-api/labs/cart/patient-step': { path: '/pwa-api/labs/cart/patient-step?cart_type=pharmacy' },
  [`GET /pwa-api/${P.mergeData}`]: { path: `/pwa-api/${P.mergeData}` },
  'GET /pwa-api/api/v4/orders': { path: '/pwa-api/api/v4/orders?page=0' },
  'GET /pwa-api/labs/bookings/:number': { path: '/pwa-api/labs/bookings/x' },
  'GET /pwa-api/labs/bookings/:number/reports': { path: '/pwa-api/labs/bookings/x/reports' },
  'GET /pwa-api/labs/bookings/:number/reports/:patient_key': { path: '/pwa-api/labs/bookings/MW10000001/reports/7' },
}

/** The lab booking's report, once: its sample marked collected (as the desk would) and the lab's PDF uploaded. */
let reportOnce: Promise<void> | null = null
function reportMade(): Promise<void> {
  reportOnce ??= (async () => {
    const db = f.database.db
    const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, made.labBookingNumber))
    await db.update(labBookings).set({ status: 'sample_collected' }).where(eq(labBookings.orderId, order!.id))
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.phone, '9810000008'))
    const pdf = await renderLabReportPdf({
      bookingNumber: made.labBookingNumber,
      labName: 'A lab',
      patient: { name: 'Asha Openapi', age: 34, gender: 'female' },
      collectedAt: null,
      reportedAt: clock,
      tests: [],
    })
    await f.services.labDesk.uploadReport(admin!.id, made.labBookingNumber, '1', { name: 'report.pdf', bytes: pdf })
  })()
  return reportOnce
}

describe('refusals answer as described', () => {
  const routes = (status: number, also: (r: ApiRoute) => boolean = () => true) =>
    API_ROUTES.filter((r) => errorStatuses(r).includes(status) && also(r)).map((r) => [keyOf(r), r] as const)

  test('a guest gets a 401 from exactly the customer’s calls', () => {
    expect(routes(401).map(([k]) => k)).toEqual(API_ROUTES.filter((r) => r.access === 'customer').map(keyOf))
  })

  test.each(routes(401))('401 for a guest: %s', async (_key, route) => {
    const res = await (await guest()).call(route.method, samplePath(route))
    expect(res.status).toBe(401)
    checkAnswer(route, answerOf(res))
  })

  test.each(routes(403, (r) => r.method !== 'GET'))('403 without the CSRF token: %s', async (_key, route) => {
    const res = await customer().call(route.method, samplePath(route), {}, { 'x-csrf-token': '' })
    expect(res.status).toBe(403)
    checkAnswer(route, answerOf(res))
  })

  test.each(routes(415))('415 for another content type: %s', async (_key, route) => {
    const res = await customer().raw(route.method, samplePath(route), 'a=1', {
      'content-type': 'text/plain',
      'idempotency-key': 'openapi-415-key',
    })
    expect(res.status).toBe(415)
    checkAnswer(route, answerOf(res))
  })

  test.each(routes(400))('400 for a refused input: %s', async (key, route) => {
    const invalid = INVALID[key]
    const b = customer()
    let answer: Answer
    if (route.body && 'signedJson' in route.body) {
      const headers = { [SIGNATURE_HEADER]: 'not-the-signature', [EVENT_ID_HEADER]: 'evt_OpenApi0000002' }
      answer = answerOf(await b.raw(route.method, samplePath(route), '{}', headers))
    } else if (route.body && 'multipart' in route.body) {
      const form = uploadForm('', [])
      answer = await fromResponse(
        await f.app.request(samplePath(route), { method: route.method, headers: customerHeaders(), body: form }),
      )
    } else if (route.body) {
      answer = answerOf(
        await b.call(route.method, invalid?.path ?? samplePath(route), [], { 'idempotency-key': 'openapi-400-key' }),
      )
    } else {
      if (!invalid) throw new Error(`INVALID has no input that ${key} refuses`)
      answer = answerOf(await b.call(route.method, invalid.path))
    }
    expect(answer.status).toBe(400)
    checkAnswer(route, answer)
  })
})
