import { describe, expect, test } from 'vitest'
import { OpenApiDocumentSchema } from '../../contracts/openapi.ts'
import { CSRF_EXEMPT } from '../../server/app.ts'
import { API_ROUTES, errorStatuses, openApiPath } from '../../server/http/openapi.ts'
import { ajv2020, doc, f, keyOf, operationOf, useOpenApiFixture, validatorOf } from './openapi-fixture.ts'

// Issue 12 §6: GET /pwa-api/openapi.json describes every /pwa-api route the app registers (server/http/openapi.ts), the
// document is OpenAPI 3.1 whose schemas compile as JSON Schema 2020-12 (Ajv 2020, the copy Lighthouse installs), and a
// real call of every described route with a valid request answers a status the description lists, with a body that
// is the described contract: parsed by the route's own Zod schema (no member it does not name) and validated by the
// document's JSON Schema of it. The refusals a route's shape implies (401, 403, 415, 400) are called too.
// Here: (a) and (b); (c), the real calls, is openapi-answers.int.test.ts, the refusals openapi-refusals.int.test.ts.

/** Registered routes that are not endpoints of their own (middleware), each with why. */
const NOT_ENDPOINTS: Record<string, string> = {
  'ALL /pwa-api/*': "the API's CSRF middleware and its 'No such API' answer",
  'ALL /ppmc/*': 'the same for the /ppmc prefix',
  'ALL /pwa-api/api/v4/addresses': 'the address book’s sign-in middleware',
  'ALL /pwa-api/api/v4/addresses/*': 'the address book’s sign-in middleware',
  'ALL /pwa-api/api/v4/patients': 'the patients’ sign-in middleware',
  'ALL /pwa-api/api/v4/patients/*': 'the patients’ sign-in middleware',
  'ALL /pwa-api/api/v4/profile': 'the profile’s sign-in middleware',
  'ALL /pwa-api/api/v4/profile/*': 'the profile’s sign-in middleware',
}
const API_PREFIXES = ['/pwa-api/', '/ppmc/']

useOpenApiFixture()

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

// ---- (a) every route is described ----

describe('every route is described', () => {
  test('each /pwa-api route the app registers is in API_ROUTES (or said not to be an endpoint), and no other', () => {
    const registered = new Set(
      f.app.routes.filter((r) => API_PREFIXES.some((p) => r.path.startsWith(p))).map((r) => `${r.method} ${r.path}`),
    )
    const described = new Set(API_ROUTES.map(keyOf))
    const missing = [...registered].filter((k) => !described.has(k) && !(k in NOT_ENDPOINTS))
    expect(
      missing,
      'routes the description leaves out: add them to its module’s openapi.ts, exported by its index.ts and spread into API_ROUTES (server/http/openapi.ts)',
    ).toEqual([])
    const stale = [...described, ...Object.keys(NOT_ENDPOINTS)].filter((k) => !registered.has(k))
    expect(stale, 'described routes the app does not register').toEqual([])
    expect(described.size, 'a route is described twice').toBe(API_ROUTES.length)
  })

  test('the served document has exactly the described operations', () => {
    // A path item under another prefix (/ppmc) names its own server.
    const operations = Object.entries(doc.paths).flatMap(([path, item]) => {
      const { servers, ...methods } = item as { servers?: { url: string }[] }
      return Object.keys(methods).map((method) => `${method.toUpperCase()} ${servers?.[0]?.url ?? '/pwa-api'}${path}`)
    })
    expect(operations.sort()).toEqual(API_ROUTES.map((r) => `${r.method} ${r.prefix ?? '/pwa-api'}${openApiPath(r.path)}`).sort())
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

  test('rupee amounts in paise steps validate whatever their floating-point quotient (₹221.85, ₹0.29, ₹1,234.07)', () => {
    const rupees = ajv2020().compile({ type: 'number', multipleOf: 0.01 })
    for (const ok of [221.85, 0.29, 1234.07, 0.07, 99999.99]) expect(rupees(ok), String(ok)).toBe(true)
    for (const bad of [221.855, 0.001]) expect(rupees(bad), String(bad)).toBe(false)
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
