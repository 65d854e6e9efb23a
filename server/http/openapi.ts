import { Hono } from 'hono'
import { etag } from 'hono/etag'
import { z } from 'zod'
import * as addresses from '../../contracts/addresses.ts'
import * as auth from '../../contracts/auth.ts'
import * as cancerCare from '../../contracts/cancer-care.ts'
import * as corporateAdmin from '../../contracts/corporate-admin.ts'
import * as cart from '../../contracts/cart.ts'
import * as carePlan from '../../contracts/care-plan.ts'
import * as insurer from '../../contracts/insurer.ts'
import * as catalog from '../../contracts/catalog.ts'
import * as consultations from '../../contracts/consultations.ts'
import * as ePrescriptions from '../../contracts/e-prescriptions.ts'
import * as consultationRoom from '../../contracts/consultation-room.ts'
import * as consultationNotes from '../../contracts/consultation-notes.ts'
import * as consultationSale from '../../contracts/consultation-sale.ts'
import * as vaccination from '../../contracts/vaccination.ts'
import * as corporateLabs from '../../contracts/corporate-labs.ts'
import * as content from '../../contracts/content.ts'
import * as desk from '../../contracts/order-desk.ts'
import * as events from '../../contracts/events.ts'
import * as http from '../../contracts/http.ts'
import * as labBookings from '../../contracts/lab-bookings.ts'
import * as labDesk from '../../contracts/lab-desk.ts'
import * as labSlots from '../../contracts/lab-slots.ts'
import * as notify from '../../contracts/notify.ts'
import * as openapi from '../../contracts/openapi.ts'
import * as orders from '../../contracts/orders.ts'
import * as corporate from '../../contracts/corporate.ts'
import * as patients from '../../contracts/patients.ts'
import * as profile from '../../contracts/profile.ts'
import * as erasure from '../../contracts/erasure.ts'
import * as payments from '../../contracts/payments.ts'
import * as places from '../../contracts/places.ts'
import * as reviews from '../../contracts/reviews.ts'
import * as partnerOffers from '../../contracts/partner-offers.ts'
import * as dataExport from '../../contracts/data-export.ts'
import * as savedMethods from '../../contracts/saved-methods.ts'
import * as prescriptions from '../../contracts/prescriptions.ts'
import * as records from '../../contracts/records.ts'
import * as recordsShare from '../../contracts/records-share.ts'
import * as support from '../../contracts/support.ts'
import * as grievances from '../../contracts/grievances.ts'
import * as partnerships from '../../contracts/partnerships.ts'
import * as widgets from '../../contracts/widgets.ts'
import { contentOpenApi } from '../modules/content/index.ts'
import { placesOpenApi } from '../modules/places/index.ts'
import { catalogOpenApi } from '../modules/catalog/index.ts'
import { notifyOpenApi } from '../modules/notify/index.ts'
import { cartOpenApi } from '../modules/cart/index.ts'
import { prescriptionsOpenApi } from '../modules/prescriptions/index.ts'
import { addressesOpenApi } from '../modules/addresses/index.ts'
import { corporateOpenApi } from '../modules/corporate/index.ts'
import { patientsOpenApi } from '../modules/patients/index.ts'
import { profileOpenApi } from '../modules/profile/index.ts'
import { erasureOpenApi } from '../modules/data-rights/index.ts'
import { recordsOpenApi } from '../modules/records/index.ts'
import { labsOpenApi } from '../modules/labs/index.ts'
import { authOpenApi } from '../modules/auth/index.ts'
import { supportOpenApi } from '../modules/support/index.ts'
import { partnershipsOpenApi } from '../modules/partnerships/index.ts'
import { ordersOpenApi } from '../modules/orders/index.ts'
import { EnvelopeSchema as RazorpayEventSchema, paymentsOpenApi } from '../modules/payments/index.ts'
import { deskOpenApi } from '../modules/order-desk/index.ts'
import { eventsOpenApi } from '../modules/events/index.ts'
import { carePlanOpenApi, carePlanRemindersOpenApi } from '../modules/care-plan/index.ts'
import { insurerOpenApi } from '../modules/insurer/index.ts'
import { consultationsOpenApi } from '../modules/consultations/index.ts'
import { cancerCareOpenApi } from '../modules/cancer-care/index.ts'
import { reviewsOpenApi } from '../modules/reviews/index.ts'
import { partnerOffersOpenApi } from '../modules/partner-offers/index.ts'
import { vaccinationOpenApi } from '../modules/vaccination/index.ts'
import { dataExportOpenApi } from '../modules/data-rights/index.ts'
import { corporateAdminOpenApi, corporateLabsOpenApi } from '../modules/corporate/index.ts'
import {
  consultationNotesOpenApi,
  consultationRoomOpenApi,
  consultSaleOpenApi,
  prescriptionOpenApi,
} from '../modules/consultations/index.ts'
import { type ApiBody, type ApiContent, type ApiRoute, json, TAGS } from '../lib/openapi-routes.ts'
import type { AppEnv } from './types.ts'

// The OpenAPI 3.1 description of every /pwa-api call (issue 12 §6), served at GET /pwa-api/openapi.json. API_ROUTES
// names, for each route the app registers, the very Zod objects its handler validates with (contracts/*.ts) and the
// contract of each answer; the document is generated from them (Zod's JSON Schema 2020-12 output: requests as their
// input side, answers as their output side), so the description holds no shape of its own. Each module describes its
// own API beside it (server/modules/<module>/openapi.ts, the shapes in server/lib/openapi-routes.ts) and offers the
// entries on its face; API_ROUTES gathers them in the document's order.
// tests/integration/openapi-*.int.test.ts check that every registered route is here and that real answers match.

export type { ApiBody, ApiContent, ApiResponse, ApiRoute } from '../lib/openapi-routes.ts'

type ZodSchema = z.ZodType
type Json = Record<string, unknown>

/** Every /pwa-api route the app registers (server/app.ts mounts the modules' APIs). */
export const API_ROUTES: readonly ApiRoute[] = [
  ...contentOpenApi,
  ...placesOpenApi,
  ...catalogOpenApi,
  ...notifyOpenApi,
  ...cartOpenApi,
  ...prescriptionsOpenApi,
  ...addressesOpenApi,
  ...patientsOpenApi,
  ...profileOpenApi,
  ...erasureOpenApi,
  ...recordsOpenApi,
  ...corporateOpenApi,
  ...labsOpenApi,
  ...authOpenApi,
  ...supportOpenApi,
  ...partnershipsOpenApi,
  ...ordersOpenApi,
  ...carePlanOpenApi,
  ...insurerOpenApi,
  ...paymentsOpenApi,
  ...deskOpenApi,
  ...eventsOpenApi,
  ...carePlanRemindersOpenApi,
  ...consultationsOpenApi,
  ...prescriptionOpenApi,
  ...consultationRoomOpenApi,
  ...consultationNotesOpenApi,
  ...cancerCareOpenApi,
  ...consultSaleOpenApi,
  ...vaccinationOpenApi,
  ...corporateLabsOpenApi,
  ...corporateAdminOpenApi,
  ...reviewsOpenApi,
  ...partnerOffersOpenApi,
  ...dataExportOpenApi,
  // ---- meta ----
  {
    method: 'GET',
    path: '/openapi.json',
    tag: 'meta',
    summary: 'This description (OpenAPI 3.1)',
    access: 'anyone',
    responses: {
      200: {
        description: 'The document. Cacheable for five minutes, then revalidated with If-None-Match.',
        content: json(openapi.OpenApiDocumentSchema),
        headers: { ETag: 'A weak tag of the body.', 'Cache-Control': 'public, max-age=300' },
      },
      304: { description: 'Unchanged since the ETag sent in If-None-Match.' },
    },
  },
]

// ---- The document ----

export const OPENAPI_PATH = '/openapi.json'
const COMPONENT = '#/components/schemas/'

const ERROR_TEXTS: Record<number, string> = {
  400: 'The input was refused: `message` says why, `data.errors` lists every problem (with its field).',
  401: 'Not signed in.',
  403: 'Refused: a write without the CSRF token of its session or visitor (x-csrf-token), or not allowed.',
  404: 'Not found (or not the account’s own).',
  409: 'Conflicts with the current state.',
  413: 'The body is too large.',
  415: 'Another Content-Type than the one described.',
  422: 'Cannot be done as asked (the total changed, …).',
  423: 'Locked for a while.',
  429: 'Too many requests: Retry-After (and retry_after) says when to try again.',
  500: 'A fault of ours, answered with spec 1 §8’s default text.',
  503: 'A provider or service is unavailable for now, or the instance is overloaded (code `overloaded`, decision 088): try again after Retry-After.',
}

/** The statuses a route may answer with the one error body. */
export function errorStatuses(route: ApiRoute): number[] {
  const out = new Set<number>(route.errors)
  if (route.query || route.params || route.body) out.add(400)
  if (route.body) out.add(413)
  if (route.body && !('signedJson' in route.body)) out.add(415)
  if (route.access === 'customer' || route.access === 'self-serve') out.add(401)
  if (route.method !== 'GET' && route.access !== 'gateway') out.add(403)
  out.add(500)
  // issue 30 §1: any call may be shed when the instance is overloaded (server/http/load-shed.ts).
  out.add(503)
  return [...out].sort((a, b) => a - b)
}

/** The OpenAPI path of a route: `{name}` for Hono's `:name`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}')

const operationId = (r: ApiRoute) =>
  r.method.toLowerCase() +
  r.path.replace(/[^A-Za-z0-9]+([A-Za-z0-9])?/g, (_m, ch: string | undefined) => (ch ?? '').toUpperCase())

const isZod = (v: unknown): v is ZodSchema => typeof v === 'object' && v !== null && '_zod' in v

/** The contracts' named schemas: each `FooSchema` export is the component `Foo`. */
function contractNames(): Map<ZodSchema, string> {
  const names = new Map<ZodSchema, string>()
  const taken = new Map<string, ZodSchema>()
  const modules: Array<Record<string, unknown>> = [
    http,
    addresses,
    labSlots,
    labBookings,
    labDesk,
    patients,
    profile,
    erasure,
    corporate,
    auth,
    cart,
    carePlan,
    insurer,
    catalog,
    consultations,
    ePrescriptions,
    consultationRoom,
    consultationNotes,
    cancerCare,
    corporateAdmin,
    consultationSale,
    vaccination,
    corporateLabs,
    content,
    desk,
    events,
    notify,
    openapi,
    orders,
    payments,
    reviews,
    partnerOffers,
    dataExport,
    partnerships,
    savedMethods,
    places,
    prescriptions,
    records,
    recordsShare,
    support,
    grievances,
    widgets,
    { RazorpayWebhookEventSchema: RazorpayEventSchema },
  ]
  for (const mod of modules) {
    for (const [key, value] of Object.entries(mod)) {
      if (!key.endsWith('Schema') || !isZod(value) || names.has(value)) continue
      const name = key[0]!.toUpperCase() + key.slice(1, -'Schema'.length)
      if (taken.has(name)) throw new Error(`openapi: two contract schemas are named ${name}`)
      taken.set(name, value)
      names.set(value, name)
    }
  }
  return names
}

/** Every schema inside `root` (object members, items, options, wrapped and piped schemas, lazy ones). */
function descendants(root: ZodSchema): Set<ZodSchema> {
  const found = new Set<ZodSchema>()
  const pending: unknown[] = [root]
  while (pending.length) {
    const next = pending.pop()
    if (!isZod(next) || found.has(next)) continue
    found.add(next)
    for (const [key, value] of Object.entries(next._zod.def as unknown as Json)) {
      if (isZod(value)) pending.push(value)
      else if (Array.isArray(value)) pending.push(...value)
      else if (key === 'shape' && value && typeof value === 'object') pending.push(...Object.values(value))
      else if (key === 'getter' && typeof value === 'function') pending.push((value as () => unknown)())
    }
  }
  return found
}

/** Zod's JSON Schema output, without what OpenAPI does not take: a form's metadata (contracts/form.ts). */
const override = (ctx: { jsonSchema: Json }) => {
  delete ctx.jsonSchema.form
}

function schemasOf(body: ApiBody): ZodSchema {
  return 'json' in body ? body.json : 'multipart' in body ? body.multipart : body.signedJson
}

function answerSchemas(route: ApiRoute): ZodSchema[] {
  const out: ZodSchema[] = [http.ErrorBodySchema]
  for (const r of Object.values(route.responses)) {
    if (r.content && 'json' in r.content) out.push(r.content.json)
    if (r.content && 'events' in r.content) out.push(...Object.values(r.content.events))
  }
  return out
}

/** The named schemas a side (requests' input, answers' output) uses, as components: name → JSON Schema. */
function components(roots: ZodSchema[], io: 'input' | 'output', names: Map<ZodSchema, string>, suffix: (s: ZodSchema) => string) {
  const registry = z.registry<{ id: string }>()
  const ids = new Map<ZodSchema, string>()
  for (const root of roots) {
    if (!names.has(root))
      throw new Error(
        'openapi: every body and answer must be a contract schema exported as …Schema from a module contractNames lists',
      )
    for (const s of descendants(root)) {
      const name = names.get(s)
      if (name && !ids.has(s)) {
        ids.set(s, name + suffix(s))
        registry.add(s, { id: name + suffix(s) })
      }
    }
  }
  const converted = z.toJSONSchema(registry, { io, uri: (id) => COMPONENT + id, override }) as { schemas: Record<string, Json> }
  for (const schema of Object.values(converted.schemas)) {
    delete schema.$schema
    delete schema.$id
  }
  return { ids, schemas: converted.schemas }
}

/** Query or path parameters: one per member of the contract's object, as its input. */
function parameters(schema: z.ZodObject, where: 'query' | 'path'): Json[] {
  const converted = z.toJSONSchema(schema, { io: 'input', override }) as {
    properties?: Record<string, Json>
    required?: string[]
  }
  return Object.entries(converted.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (converted.required ?? []).includes(name),
    schema: s,
  }))
}

export function buildOpenApiDocument(routes: readonly ApiRoute[] = API_ROUTES): openapi.OpenApiDocument {
  const names = contractNames()
  const requestRoots = routes.flatMap((r) => (r.body ? [schemasOf(r.body)] : []))
  const answerRoots = routes.flatMap(answerSchemas)
  const answers = components(answerRoots, 'output', names, () => '')
  // A schema read on both sides is two components: its output as `Name`, its input as `NameInput`.
  const requests = components(requestRoots, 'input', names, (s) => (answers.ids.has(s) ? 'Input' : ''))
  const ref = (ids: Map<ZodSchema, string>, s: ZodSchema) => ({ $ref: COMPONENT + ids.get(s)! })
  const errorBody = { 'application/json': { schema: ref(answers.ids, http.ErrorBodySchema) } }

  const contentOf = (c: ApiContent): Json => {
    if ('json' in c) return { 'application/json': { schema: ref(answers.ids, c.json) } }
    if ('binary' in c) return Object.fromEntries(c.binary.map((type) => [type, { schema: {} }]))
    return {
      'text/event-stream': {
        schema: {
          type: 'string',
          description: `Frames \`event: <name>\` with \`data: <JSON>\`; the events: ${Object.keys(c.events).join(', ')} (x-events).`,
        },
        'x-events': Object.fromEntries(Object.entries(c.events).map(([name, s]) => [name, ref(answers.ids, s)])),
      },
    }
  }
  const headersOf = (h: Readonly<Record<string, string>>) =>
    Object.fromEntries(Object.entries(h).map(([name, description]) => [name, { description, schema: { type: 'string' } }]))

  const paths: Record<string, Json> = {}
  for (const route of routes) {
    const params: Json[] = [
      ...(route.params ? parameters(route.params, 'path') : []),
      ...(route.query ? parameters(route.query, 'query') : []),
      ...(route.headers ?? []).map((h) => ({
        name: h.name,
        in: 'header',
        required: h.required,
        description: h.description,
        schema: { type: 'string' },
      })),
    ]
    const responses: Json = {}
    for (const [status, r] of Object.entries(route.responses)) {
      responses[status] = {
        description: r.description,
        ...(r.headers ? { headers: headersOf(r.headers) } : {}),
        ...(r.content ? { content: contentOf(r.content) } : {}),
      }
    }
    for (const status of errorStatuses(route)) {
      responses[String(status)] = {
        description: ERROR_TEXTS[status] ?? 'Refused.',
        ...(status === 429 || status === 503
          ? { headers: headersOf({ 'Retry-After': 'Seconds until a retry can succeed.' }) }
          : {}),
        content: errorBody,
      }
    }
    let requestBody: Json | undefined
    if (route.body && 'json' in route.body) {
      requestBody = { required: true, content: { 'application/json': { schema: ref(requests.ids, route.body.json) } } }
    } else if (route.body && 'multipart' in route.body) {
      const encoding = Object.fromEntries(
        Object.entries(route.body.files).map(([f, types]) => [f, { contentType: types.join(', ') }]),
      )
      requestBody = {
        required: true,
        content: { 'multipart/form-data': { schema: ref(requests.ids, route.body.multipart), encoding } },
      }
    } else if (route.body) {
      requestBody = {
        required: true,
        description: 'Checked against the signature header over its raw bytes before it is read.',
        content: { 'application/json': { schema: ref(requests.ids, route.body.signedJson) } },
      }
    }
    const write = route.method !== 'GET'
    const security =
      route.access === 'gateway'
        ? []
        : route.access === 'customer'
          ? [write ? { session: [], csrf: [] } : { session: [] }]
          : route.access === 'self-serve'
            ? [write ? { selfServeToken: [], selfServeUuid: [], csrf: [] } : { selfServeToken: [], selfServeUuid: [] }]
            : write
              ? [{ csrf: [] }]
              : undefined
    const path = openApiPath(route.path)
    // A route under another prefix than the document's server names its own (OpenAPI 3.1 §4.8.9: a path item's servers).
    paths[path] ??=
      route.prefix && route.prefix !== '/pwa-api' ? { servers: [{ url: route.prefix, description: 'This server' }] } : {}
    paths[path][route.method.toLowerCase()] = {
      operationId: operationId(route),
      tags: [route.tag],
      summary: route.summary,
      ...(params.length ? { parameters: params } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses,
      ...(security ? { security } : {}),
    }
  }

  return {
    openapi: '3.1.1',
    info: {
      title: 'MedWise API',
      version: '1',
      description:
        'The JSON API under /pwa-api that the pages and partner apps call. Every answer of a refused call is the one ' +
        'error body (ErrorBody). Writes carry the CSRF token of their session or visitor in x-csrf-token ' +
        '(GET auth/csrf-token gives it, with its VISITOR-ID cookie, to a client without a page).',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: '/pwa-api', description: 'This server' }],
    tags: TAGS.map((t) => ({ ...t })),
    paths,
    components: {
      schemas: { ...answers.schemas, ...requests.schemas },
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'sid',
          description: 'The session of a signed-in customer (`__Host-sid` in production), set by a completed sign-in.',
        },
        selfServeToken: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Self-Serve-Token',
          description: 'A self-serve link’s token (the selfServeToken cookie the link’s login page set), /ppmc only.',
        },
        selfServeUuid: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Self-Serve-UUID',
          description: 'The same link’s uuid (the selfServeUUID cookie), /ppmc only.',
        },
        csrf: {
          type: 'apiKey',
          in: 'header',
          name: 'x-csrf-token',
          description: 'The CSRF token of the session, or of the VISITOR-ID cookie for a guest (GET auth/csrf-token).',
        },
      },
    },
  }
}

let built: { document: openapi.OpenApiDocument; text: string } | null = null
/** The document, built once per process (the routes and contracts do not change while it runs). */
export function openApiDocument() {
  built ??= (() => {
    const document = buildOpenApiDocument()
    return { document, text: JSON.stringify(document) }
  })()
  return built
}

export const OPENAPI_CACHE_CONTROL = 'public, max-age=300'

/** GET /pwa-api/openapi.json: the same for everyone; kept five minutes, then revalidated (ETag, 304). */
export function openApiApi() {
  const api = new Hono<AppEnv>()
  api.get(OPENAPI_PATH, etag({ weak: true }), (c) => {
    c.header('cache-control', OPENAPI_CACHE_CONTROL)
    c.header('vary', 'Accept-Encoding')
    return c.body(openApiDocument().text, 200, { 'content-type': 'application/json; charset=UTF-8' })
  })
  return api
}
