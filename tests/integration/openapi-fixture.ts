import { createRequire } from 'node:module'
import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import type { z } from 'zod'
import { ErrorBodySchema } from '../../contracts/http.ts'
import type { OpenApiDocument } from '../../contracts/openapi.ts'
import { labTests } from '../../server/db/schema.ts'
import { openApiPath, type ApiContent, type ApiRoute } from '../../server/http/openapi.ts'
import { startRazorpayFake, type RazorpayFake } from '../fakes/razorpay-fake.ts'
import { createApiFixture, type ApiFixture } from './app-fixture.ts'
import { browserClient, type BrowserClient } from './browser-client.ts'
import { DELHI } from './seed-customers.ts'
import { seededCatalog, shop, type Shopper } from './shop.ts'

// The fixture of the OpenAPI tests (openapi-document, openapi-answers and openapi-refusals .int.test.ts; each file
// builds its own), and the check of an answer against the served document: its status listed, its body parsed by the
// route's Zod schema and validated by the document's JSON Schema of it (Ajv 2020).

export const keyOf = (r: Pick<ApiRoute, 'method' | 'path' | 'prefix'>) => `${r.method} ${r.prefix ?? '/pwa-api'}${r.path}`

// ---- The fixture: a Razorpay-configured API (its webhook is live), a fake clock an hour on before each call ----

export let f: ApiFixture
export let fake: RazorpayFake
export const COURIER_SECRET = 'openapi-courier-webhook-secret-0123456789'
export let clock = new Date()
export let doc: OpenApiDocument
export const people = shop(() => f, { prefix: '73130', name: 'Asha Openapi' })
export const catalog = seededCatalog(() => f.database.db)
export let me: Shopper & { more: number[]; token: string; csrf: string }
/** What one call made and a later one reads (an upload's ids, an order's number). */
export const made = { prescriptionId: 0, fileId: 0, orderNumber: '', labTestId: 0, labBookingNumber: '' }

/** Makes the fixture before the file's tests (and closes it after); each call moves the clock an hour on. */
export function useOpenApiFixture() {
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
}

/** Moves the fixture's clock on to `later` (never back: caps and cooldowns already counted stay behind it). */
export function moveClockOn(later: Date) {
  if (later.getTime() > clock.getTime()) clock = later
}

export const guest = () => browserClient(f).start()
/** The customer's browser: the session cookie and its CSRF token. */
export function customer(): BrowserClient {
  const b = browserClient(f)
  b.jar.set('sid', me.token)
  b.csrf = me.csrf
  return b
}

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
export function ajv2020(): Ajv {
  const require = createRequire(import.meta.url)
  const Ajv2020 = (require('ajv/dist/2020.js') as { default: new (opts: object) => Ajv }).default
  const addFormats = (require('ajv-formats') as { default: (ajv: Ajv) => void }).default
  // strictTuples off: Zod writes an empty tuple as prefixItems [] with maxItems 0 (valid, but Ajv's lint wants minItems).
  // multipleOfPrecision: rupees are `multipleOf: 0.01`, and 221.85 / 0.01 is 22184.999999999996 in floating point;
  // Ajv's default check would refuse a correct amount (a client's validator needs the same allowance).
  const ajv = new Ajv2020({
    strict: true,
    strictTuples: false,
    allowUnionTypes: true,
    allErrors: true,
    multipleOfPrecision: 9,
  })
  addFormats(ajv)
  ajv.addFormat('binary', true)
  ajv.addKeyword({ keyword: 'components' })
  return ajv
}
let ajvInstance: Ajv | null = null
export function validatorOf(ref: string): Validator {
  if (!ajvInstance) {
    ajvInstance = ajv2020()
    ajvInstance.addSchema({ $id: BASE, components: doc.components })
  }
  const v = ajvInstance.getSchema(`${BASE}${ref}`)
  if (!v) throw new Error(`no schema at ${ref}`)
  return v
}

type Operation = {
  parameters?: Array<{ name: string; in: string; required: boolean; schema: object }>
  responses: Record<string, { description: string; content?: Record<string, Record<string, unknown>> }>
  operationId: string
}
export const operationOf = (r: ApiRoute) => (doc.paths[openApiPath(r.path)] as Record<string, Operation>)[r.method.toLowerCase()]!

// ---- Checking an answer against the route's description ----

export interface Answer {
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

export function checkAnswer(route: ApiRoute, answer: Answer) {
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

export const answerOf = (res: { status: number; body: unknown; headers: Headers }): Answer => ({
  status: res.status,
  contentType: res.headers.get('content-type') ?? '',
  body: res.body,
})
export async function fromResponse(res: Response): Promise<Answer> {
  const text = await res.text()
  const contentType = res.headers.get('content-type') ?? ''
  return { status: res.status, contentType, body: contentType.startsWith('application/json') ? JSON.parse(text) : text }
}
export const customerHeaders = (more: Record<string, string> = {}) => ({
  cookie: `sid=${me.token}`,
  'x-csrf-token': me.csrf,
  ...more,
})

/**
 * The headers of a live self-serve link of Acme's ACM-1002 (made afresh: the clock moves an hour a call and a link
 * lives 6), for the /ppmc calls (decision 072).
 */
export async function selfServeHeaders(): Promise<Record<string, string>> {
  const link = await f.services.corporateLabsDev.selfServeLink({ slug: 'acme', employee_code: 'ACM-1002' }, 'http://x')
  return {
    'x-self-serve-token': new URL(link.url).searchParams.get('token')!,
    'x-self-serve-uuid': link.uuid,
  }
}
