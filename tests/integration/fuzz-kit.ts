import fc from 'fast-check'
import { expect } from 'vitest'
import { EVENT_ID_HEADER, SIGNATURE_HEADER } from '../../server/modules/payments/razorpay/webhook.ts'
import { pngClaiming } from '../helpers/test-files.ts'
import { hostile } from './hostile.ts'

// The fuzzer of the boundary (fuzz-*.int.test.ts): the values a field is sent (good ones, and ones near its limits,
// spoiled or hostile), the objects, query strings, bodies and paths made of them, and what every answer must be. The
// endpoints and their fields are fuzz-endpoints.ts; the fixture they are sent to, fuzz-fixture.ts.

// ---- What is thrown at an endpoint ----

/** A value from samples (read when generated: they are made in beforeAll). */
export const sample = <T>(pick: () => readonly T[]) => fc.constant(null).chain(() => fc.constantFrom(...pick()))
/** Header values: printable ASCII (anything else cannot be sent). */
export const printable = hostile.map((s) => s.replace(/[^\x20-\x7e]/g, ''))
export const good = <T extends readonly unknown[]>(...values: T) => fc.constantFrom<T[number]>(...values)
/**
 * Percent-encodes for a URL as a client may: a lone surrogate (which encodeURIComponent refuses) goes as the three
 * bytes of its invalid UTF-8 form ('%ED%A0%80'), for the server to cope with.
 */
export function encode(s: string): string {
  let out = ''
  for (const ch of s) {
    const u = ch.codePointAt(0)!
    out +=
      u >= 0xd800 && u <= 0xdfff
        ? [0xe0 | (u >> 12), 0x80 | ((u >> 6) & 0x3f), 0x80 | (u & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('')
        : encodeURIComponent(ch)
  }
  return out
}
/** A generated value as a query or form field: strings as they are, anything else as JSON. */
const asText = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))
/** Path segments that are not encoded: broken percent-escapes, dot segments. */
const RAW_SEGMENTS = ['%', '%E0%A4%A', '%00', '%2F', '..', '.', '%2e%2e', ' ']

/** A field: values that pass its validation, and values near its limits that may not. */
export interface Field {
  ok: fc.Arbitrary<unknown>
  near?: fc.Arbitrary<unknown>
}
export type Fields = Record<string, Field>
export const v = (ok: fc.Arbitrary<unknown>, ...near: unknown[]): Field => ({
  ok,
  near: near.length ? fc.constantFrom(...near) : undefined,
})
const LEFT_OUT = Symbol('left out')
/** Characters a database or a parser may choke on: NUL, other controls, lone surrogates, a BOM, bidi overrides. */
const NASTY = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\ud800', '\udfff', '\ufeff', '\u202e', '\uffff']
/** A good value with a nasty character put in it (strings only; anything else as it is). */
const spoiled = (ok: fc.Arbitrary<unknown>) =>
  fc.tuple(ok, fc.nat(), fc.constantFrom(...NASTY)).map(([x, at, ch]) => {
    if (typeof x !== 'string') return x
    const i = at % (x.length + 1)
    return x.slice(0, i) + ch + x.slice(i)
  })
/** What replaces a field: a value near its limits, a good one spoiled, a hostile string, any JSON value, or nothing. */
const badValue = (field: Field) =>
  fc.oneof(
    ...(field.near ? [{ weight: 2, arbitrary: field.near }] : []),
    { weight: 1, arbitrary: spoiled(field.ok) },
    { weight: 2, arbitrary: hostile as fc.Arbitrary<unknown> },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<unknown> },
    { weight: 1, arbitrary: fc.constant(LEFT_OUT) as fc.Arbitrary<unknown> },
  )
const withoutLeftOut = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, x]) => x !== LEFT_OUT))
/**
 * An input object: every field good (it reaches the service), one field made bad (that field's validation), or every
 * field at random.
 */
export function objectOf(fields: Fields): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(fields)
  if (!keys.length) return fc.constant({})
  const allGood = fc.record(Object.fromEntries(keys.map((k) => [k, fields[k]!.ok])))
  const oneBad = fc
    .constantFrom(...keys)
    .chain((bad) => fc.record(Object.fromEntries(keys.map((k) => [k, k === bad ? badValue(fields[k]!) : fields[k]!.ok]))))
  const random = fc.record(Object.fromEntries(keys.map((k) => [k, fc.oneof(fields[k]!.ok, badValue(fields[k]!))])))
  return fc
    .oneof({ weight: 4, arbitrary: allGood }, { weight: 4, arbitrary: oneBad }, { weight: 2, arbitrary: random })
    .map(withoutLeftOut)
}

export type Body =
  /** A JSON object of these fields (see objectOf), or any other text; content types vary. */
  | { kind: 'json'; fields: Fields }
  /** An upload: multipart with random files, names and content types (the files' field: 'prescription' unless said). */
  | { kind: 'upload'; field?: string }
  /** A form post (a page's form: the payment return, the sign-in without JavaScript). */
  | { kind: 'form'; fields: Fields }
  /** Bytes as they come (a webhook). */
  | { kind: 'raw' }

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** The route as the app registers it (`app.routes`), `:name` for a path parameter. */
  route: string
  /** Each path parameter (see objectOf; sent encoded, or as a raw broken segment). */
  params?: Fields
  /** The query parameters it reads (see objectOf), beside unknown and repeated ones. */
  query?: Fields
  body?: Body
  /** Takes an Idempotency-Key header: it is fuzzed too. */
  idempotencyKey?: true
  /** A /ppmc call: sent a live self-serve link's headers most of the time, else none or hostile ones (decision 072). */
  selfServe?: true
  /** More runs than RUNS, for the endpoints with the most to get right (their inputs must all be good to go through). */
  runs?: number
  /** json (the default): the one error body; stream: server-sent events; redirect: a browser's return (text or 303). */
  answer?: 'stream' | 'redirect'
}

export const keyOf = (e: { method: string; route: string }) => `${e.method} ${e.route}`

/** Below 500; a refusal says why (page forms and the gateway's return answer a browser: a redirect or a text). */
export async function expectAnswered(res: Response): Promise<void> {
  expect(res.status, `status ${res.status}`).toBeLessThan(500)
  const text = await res.text()
  if (res.status >= 400) expect(text.trim().length, `a ${res.status} without a reason`).toBeGreaterThan(0)
  // Only ever back to our own pages: a path, never another site ('//evil.example', '/\\evil.example').
  if (res.status >= 300 && res.status < 400) expect(res.headers.get('location')).toMatch(/^\/(?![/\\])/)
}

export const pairsOf = (o: Record<string, unknown>): Array<[string, string]> =>
  Object.entries(o)
    .filter(([, x]) => x !== undefined)
    .map(([k, x]) => [k, asText(x)])
/** The query parameters of `fields` (see objectOf), then unknown, repeated and prototype-named ones. */
export const queryOf = (fields: Fields = {}) =>
  fc
    .tuple(
      objectOf(fields),
      fc.array(fc.tuple(fc.constantFrom('x', '__proto__', 'constructor', ...Object.keys(fields)), hostile), { maxLength: 2 }),
    )
    .map(([o, extra]) => [...pairsOf(o), ...extra])

/** A JSON object of `fields`, sometimes with a "__proto__" member; or any other text. */
const jsonBody = (fields: Fields) =>
  fc.oneof(
    { weight: 6, arbitrary: objectOf(fields).map((o) => JSON.stringify(o)) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(objectOf(fields), fc.jsonValue({ maxDepth: 2 }))
        .map(([o, x]) =>
          JSON.stringify(o).replace(/^\{/, `{"__proto__":${JSON.stringify(x)}${Object.keys(o).length ? ',' : ''}`),
        ),
    },
    { weight: 1, arbitrary: hostile },
    { weight: 1, arbitrary: fc.json() },
    {
      weight: 1,
      arbitrary: fc.anything().map((x) => {
        try {
          return JSON.stringify(x) ?? 'null'
        } catch {
          return '{}'
        }
      }),
    },
  )
export const jsonType = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      '',
    ),
  },
  { weight: 1, arbitrary: printable },
)

type Sent = { body?: BodyInit; type: string | null; extra?: Record<string, string> }
/** A real phone photo and a real PDF of a prescription (made by the fixture), for the uploads. */
type RxFiles = { photo: Uint8Array; pdf: Uint8Array }

/** The prescription upload: real photos and PDFs, random and broken bytes, hostile names and content types. */
function uploadBody({ photo, pdf }: RxFiles, field = 'prescription'): fc.Arbitrary<Sent> {
  const real = fc.constantFrom('photo', 'pdf').map((k) => (k === 'photo' ? photo : pdf))
  const bytes = fc.oneof(
    real,
    fc.uint8Array({ maxLength: 2048 }),
    fc.nat().map((n) => pdf.subarray(0, n % pdf.length)),
    fc.nat().map((n) => photo.subarray(0, n % photo.length)),
    fc.constant(pngClaiming(60_000, 60_000)),
    fc.uint8Array({ maxLength: 256 }).map((b) => new Uint8Array([...new TextEncoder().encode('%PDF-1.7\n'), ...b])),
  )
  const name = fc.oneof(good('rx.jpg', 'scan.pdf', '', '../../etc/passwd', 'CON', 'a'.repeat(300), 'x.png\u0000.exe'), hostile)
  const type = fc.oneof(
    good('image/jpeg', 'image/png', 'application/pdf', 'text/html', 'image/svg+xml', 'application/octet-stream', ''),
    printable,
  )
  const file = (content: fc.Arbitrary<Uint8Array>) =>
    fc.record({ content, name, type }).map((p) => new File([p.content as Uint8Array<ArrayBuffer>], p.name, { type: p.type }))
  const toForm = (patient: string | undefined, parts: Array<[string, string | File]>): Sent => {
    const data = new FormData()
    if (patient !== undefined) data.append('patient_name', patient)
    for (const [key, value] of parts) data.append(key, value)
    return { body: data, type: null }
  }
  // A patient and one or two real files under any names and types (the bytes decide): it reaches the upload rules.
  const valid = fc
    .tuple(good('Asha Verma', 'Ravi Kumar'), fc.array(file(real), { minLength: 1, maxLength: 2 }))
    .map(([patient, files]) =>
      toForm(
        patient,
        files.map((x): [string, File] => [field, x]),
      ),
    )
  const random = fc
    .tuple(
      fc.option(fc.oneof(good('Asha Verma'), hostile), { nil: undefined }),
      fc.array(
        fc.tuple(
          fc.constantFrom(field, field, 'patient_name', 'x'),
          fc.oneof({ weight: 4, arbitrary: file(bytes) as fc.Arbitrary<string | File> }, { weight: 1, arbitrary: hostile }),
        ),
        { maxLength: 7 },
      ),
    )
    .map(([patient, parts]) => toForm(patient, parts))
  const raw = fc.record({
    body: hostile as fc.Arbitrary<BodyInit>,
    type: fc.constantFrom(
      'multipart/form-data',
      'multipart/form-data; boundary=b',
      'multipart/form-data; boundary=',
      'application/json',
    ) as fc.Arbitrary<string | null>,
  })
  return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 4, arbitrary: random }, { weight: 1, arbitrary: raw })
}

/** A body and its content type (null: the one the body sets itself, as FormData does). */
export function bodyOf(body: Body | undefined, files: RxFiles): fc.Arbitrary<Sent> {
  if (!body) return fc.constant({ type: null })
  switch (body.kind) {
    case 'json':
      return fc.record({ body: jsonBody(body.fields), type: jsonType })
    case 'upload':
      return uploadBody(files, body.field)
    case 'form':
      return fc.oneof(
        {
          weight: 4,
          arbitrary: objectOf(body.fields).map((o): Sent => ({
            body: new URLSearchParams(pairsOf(o)).toString(),
            type: 'application/x-www-form-urlencoded',
          })),
        },
        { weight: 1, arbitrary: fc.record({ body: hostile as fc.Arbitrary<BodyInit>, type: jsonType }) },
      )
    case 'raw':
      return fc.record({
        body: fc.oneof(
          jsonBody({ event: v(good('payment.captured', 'order.paid')), entity: v(good('event')) }) as fc.Arbitrary<BodyInit>,
          fc.uint8Array() as fc.Arbitrary<BodyInit>,
        ),
        type: jsonType,
        extra: fc.record({ [SIGNATURE_HEADER]: printable, [EVENT_ID_HEADER]: printable }, { requiredKeys: [] }),
      })
  }
}

/** The path with each `:name` filled (see objectOf; a parameter left out is an empty segment), or a raw broken one. */
export function pathOf(e: Endpoint): fc.Arbitrary<string> {
  const names = [...e.route.matchAll(/:(\w+)/g)].map((m) => m[1]!)
  if (!names.length) return fc.constant(e.route)
  const api = /^\/(pwa-api|ppmc)\//.test(e.route)
  const segment = (x: unknown) => (x === undefined ? '' : encode(asText(x)))
  const params = objectOf(Object.fromEntries(names.map((n) => [n, e.params?.[n] ?? v(hostile)])))
  // [the parameters, the one sent as a raw segment (or null)]
  const raw = fc
    .constantFrom(...names)
    .chain((n) => fc.tuple(params, fc.constantFrom(...RAW_SEGMENTS)).map(([o, r]) => [{ ...o, [n]: r }, n] as const))
  return (
    fc
      .oneof({ weight: 5, arbitrary: params.map((o) => [o, null] as const) }, { weight: 1, arbitrary: raw })
      .map(([o, rawName]) => e.route.replace(/:(\w+)/g, (_, n: string) => (n === rawName ? String(o[n]) : segment(o[n]))))
      // Outside the API prefixes an empty or dot segment leaves the route for a path only the pages answer (their 404
      // page; this fixture has no pages, so Hono's bare 404 text): there, every parameter is a segment of its own.
      .filter(
        (path) =>
          api ||
          !path
            .split('/')
            .slice(1)
            .some((x) => x === '' || /^(\.|%2e)+$/i.test(x)),
      )
  )
}

/** What any request may carry beside its own input: a city cookie and header, a request id. */
export const ambient = fc.record(
  {
    city: hostile.map(encode),
    xCity: printable,
    requestId: printable,
  },
  { requiredKeys: [] },
)

export const idempotencyKey = fc.oneof(
  { weight: 5, arbitrary: fc.oneof(fc.uuid(), good('fuzz-key-0001', 'fuzz-setup-order-0001', 'k'.repeat(128))) },
  { weight: 1, arbitrary: printable.map((k) => k.slice(0, 300)) },
  { weight: 1, arbitrary: good('k'.repeat(129), 'short', 'key with spaces', undefined) },
)
