import { afterEach, describe, test, expect, vi } from 'vitest'
import {
  ApiError,
  affiliateSourceFromCookie,
  buildApiHeaders,
  buildUrl,
  cityHeader,
  createApiClient,
  errorMessageFromBody,
  readCsrfMeta,
  unauthorizedRedirectUrl,
  type ApiClientOptions,
  type Cookies,
} from './api-client.ts'

type Call = { url: string; init: RequestInit }

// A fake fetch that records calls and answers with a fixed status and body text.
function fakeFetch(status = 200, body: string | null = '{"ok":true}') {
  const calls: Call[] = []
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init })
    return new Response(status === 204 ? null : body, { status })
  })
  return { fetch, calls }
}

const quietLogger = () => ({ error: vi.fn() })

function client(options: ApiClientOptions = {}, status = 200, body: string | null = '{"ok":true}') {
  const fake = fakeFetch(status, body)
  const logger = quietLogger()
  const api = createApiClient({ isBrowser: false, cookies: {}, fetch: fake.fetch, logger, ...options })
  return { api, ...fake, logger }
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('expected a rejection')
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('buildApiHeaders (spec 1 §7)', () => {
  test('defaults with no cookies', () => {
    expect(buildApiHeaders({})).toEqual({
      'content-type': 'application/json',
      accept: 'application/json',
      'x-platform': 'web',
      'x-city': 'new%20delhi',
      'x-platform-id': 'desktop-0.0.1',
      'x-locale': 'en',
    })
  })

  test('every header from cookies and options', () => {
    const cookies: Cookies = {
      city: 'Mumbai',
      'VISITOR-ID': 'v-1',
      locale: 'hi',
      'x-platform': 'android',
      authToken: 'tok',
      affiliateDetails: '{"source":"PartnerX"}',
    }
    expect(
      buildApiHeaders(cookies, { csrfToken: 'csrf-1', acceptVersion: '2.0', accessKey: 'key-1', platformId: 'mweb-1.2.3' }),
    ).toEqual({
      'content-type': 'application/json',
      accept: 'application/json',
      'x-platform': 'android',
      'x-accept-version': '2.0',
      'x-access-key': 'key-1',
      'x-city': 'mumbai',
      'x-visitor-id': 'v-1',
      'x-platform-id': 'mweb-1.2.3',
      'x-locale': 'hi',
      authorization: 'tok',
      'x-affiliate-source': 'PartnerX',
      'x-csrf-token': 'csrf-1',
    })
  })

  test.each<[Cookies, string | undefined]>([
    [{ authToken: 'a' }, 'a'],
    [{ authToken: 'a', superLoginToken: 's' }, 's'],
    [{ superLoginToken: 's' }, 's'],
    [{ authToken: '' }, undefined],
    [{}, undefined],
  ])('authorization for %j → %j', (cookies, expected) => {
    expect(buildApiHeaders(cookies).authorization).toBe(expected)
  })

  test.each<[Cookies, string | null | undefined, string | undefined]>([
    [{ affiliateDetails: '{"source":"PartnerX"}' }, undefined, 'PartnerX'],
    [
      { 'x-tcp-platform': 'android', tcp_flow: 'super_cart', affiliateDetails: '{"source":"PartnerX"}' },
      undefined,
      'TCP_SuperCart',
    ],
    [{ 'x-platform': 'ios', tcp_flow: 'super_cart' }, undefined, 'TCP_SuperCart'],
    [{ tcp_flow: 'super_cart' }, 'Android', 'TCP_SuperCart'],
    [{ tcp_flow: 'super_cart' }, undefined, undefined],
    [{ 'x-tcp-platform': 'android', tcp_flow: 'other', affiliateDetails: '{"source":"P"}' }, undefined, 'P'],
    [{ 'x-tcp-platform': 'web', 'x-platform': 'android', tcp_flow: 'super_cart' }, undefined, undefined],
  ])('affiliate source for %j (partnerPlatform %j) → %j', (cookies, partnerPlatform, expected) => {
    expect(buildApiHeaders(cookies, { partnerPlatform })['x-affiliate-source']).toBe(expected)
  })

  test('csrf null leaves the header out', () => {
    expect(buildApiHeaders({}, { csrfToken: null })).not.toHaveProperty('x-csrf-token')
  })
})

describe('cityHeader (spec 1 §7)', () => {
  test.each<[string | undefined, string | undefined, string]>([
    ['Mumbai', undefined, 'mumbai'],
    ['New Delhi', undefined, 'new%20delhi'],
    ['New%20Delhi', undefined, 'new%20delhi'],
    ['Navi Mumbai', undefined, 'navi%20mumbai'],
    ['Bhubaneśwar', undefined, 'bhubane%C5%9Bwar'],
    ['100%', undefined, '100%25'],
    ['', undefined, 'new%20delhi'],
    ['  ', undefined, 'new%20delhi'],
    [undefined, undefined, 'new%20delhi'],
    [undefined, 'Bengaluru', 'bengaluru'],
  ])('%j (default %j) → %s', (city, defaultCity, expected) => {
    expect(cityHeader(city, defaultCity)).toBe(expected)
  })
})

describe('affiliateSourceFromCookie', () => {
  test.each<[string | undefined, string | null]>([
    ['{"source":"PartnerX"}', 'PartnerX'],
    [encodeURIComponent('{"source":"PartnerX"}'), 'PartnerX'],
    ['{"source":""}', null],
    ['{"source":5}', null],
    ['{}', null],
    ['garbage', null],
    ['', null],
    [undefined, null],
  ])('%j → %j', (value, expected) => {
    expect(affiliateSourceFromCookie(value)).toBe(expected)
  })
})

describe('buildUrl', () => {
  test.each<[string, string, string, Record<string, unknown> | undefined, string]>([
    ['', '/pwa-api', '/api/v4/footer-data', undefined, '/pwa-api/api/v4/footer-data'],
    ['', '/pwa-api', 'auth/create_token', undefined, '/pwa-api/auth/create_token'],
    ['https://www.example.in/', '/pwa-api/', '/api/v5/cities', undefined, 'https://www.example.in/pwa-api/api/v5/cities'],
    ['http://127.0.0.1:3000', '/ppmc', 'x', undefined, 'http://127.0.0.1:3000/ppmc/x'],
    ['', '', '/api/v4/x', undefined, '/api/v4/x'],
    ['', '/pwa-api', '/api/v4/city-serviceable', { city: 'New Delhi' }, '/pwa-api/api/v4/city-serviceable?city=New+Delhi'],
    [
      '',
      '/pwa-api',
      '/api/v4/search/autocomplete',
      { q: 'dolo 650', types: ['allopathy', 'brand', 'sku', 'udp', 'disease'], per_page: 12 },
      '/pwa-api/api/v4/search/autocomplete?q=dolo+650&types=allopathy%2Cbrand%2Csku%2Cudp%2Cdisease&per_page=12',
    ],
    ['', '/pwa-api', 'api/v4/carts/replace?types=labs', { x: 1 }, '/pwa-api/api/v4/carts/replace?types=labs&x=1'],
    ['', '/pwa-api', '/a', { skip: undefined, none: null, yes: true, zero: 0 }, '/pwa-api/a?yes=true&zero=0'],
    ['', '/pwa-api', 'https://other.example.in/x', { a: 'b' }, 'https://other.example.in/x?a=b'],
    ['', '/pwa-api', '/a', {}, '/pwa-api/a'],
  ])('%j + %j + %j + %j → %s', (baseUrl, prefix, path, query, expected) => {
    expect(buildUrl(baseUrl, prefix, path, query as never)).toBe(expected)
  })
})

describe('createApiClient requests', () => {
  test('GET sends headers to the prefixed URL and returns the body only', async () => {
    const { api, calls } = client(
      { cookies: { city: 'Pune', authToken: 'tok' }, csrfToken: 'c1', customHeaders: { 'X-Custom': 'yes' } },
      200,
      '{"data":{"serviceable":true}}',
    )
    await expect(api.get('/api/v4/city-serviceable', { city: 'Pune' })).resolves.toEqual({ data: { serviceable: true } })
    expect(calls).toHaveLength(1)
    expect(calls[0]?.url).toBe('/pwa-api/api/v4/city-serviceable?city=Pune')
    expect(calls[0]?.init.method).toBe('GET')
    expect(calls[0]?.init.body).toBeUndefined()
    expect(calls[0]?.init.headers).toEqual({
      'content-type': 'application/json',
      accept: 'application/json',
      'x-platform': 'web',
      'x-city': 'pune',
      'x-platform-id': 'desktop-0.0.1',
      'x-locale': 'en',
      authorization: 'tok',
      'x-csrf-token': 'c1',
      'x-custom': 'yes',
    })
  })

  test.each([
    ['post', 'POST'],
    ['put', 'PUT'],
  ] as const)('%s sends a JSON body', async (method, verb) => {
    const { api, calls } = client({ baseUrl: 'https://api.example.in' })
    await api[method]('auth/create_token', { number: '9876543210', is_doctor: false }, { query: { types: 'labs' } })
    expect(calls[0]?.url).toBe('https://api.example.in/pwa-api/auth/create_token?types=labs')
    expect(calls[0]?.init.method).toBe(verb)
    expect(calls[0]?.init.body).toBe('{"number":"9876543210","is_doctor":false}')
  })

  test('delete takes a query', async () => {
    const { api, calls } = client()
    await api.delete('/api/v4/x', { id: 3 })
    expect(calls[0]?.url).toBe('/pwa-api/api/v4/x?id=3')
    expect(calls[0]?.init.method).toBe('DELETE')
  })

  test('per-call headers override custom headers, which override defaults', async () => {
    const { api, calls } = client({ customHeaders: { 'x-locale': 'ta', 'x-a': '1', 'x-skip': undefined } })
    await api.get('/a', undefined, { headers: { 'X-A': '2' } })
    const headers = calls[0]?.init.headers as Record<string, string>
    expect(headers['x-locale']).toBe('ta')
    expect(headers['x-a']).toBe('2')
    expect(headers).not.toHaveProperty('x-skip')
  })

  test.each<[number, string | null, unknown]>([
    [200, '{"a":1}', { a: 1 }],
    [201, '[1,2]', [1, 2]],
    [200, '', null],
    [204, null, null],
    [200, 'success', 'success'],
  ])('status %d body %j → resolves %j', async (status, body, expected) => {
    const { api } = client({}, status, body)
    await expect(api.post('auth/login-help', {})).resolves.toEqual(expected)
  })
})

describe('createApiClient errors (spec 1 §8)', () => {
  test.each<[number, string | null, { status: number; message: string; body: unknown; httpStatus: number | null }]>([
    [
      400,
      '{"message":"Invalid request"}',
      { status: 400, message: 'Invalid request', body: { message: 'Invalid request' }, httpStatus: 400 },
    ],
    [
      422,
      '{"error":{"message":"Bad OTP"}}',
      { status: 422, message: 'Bad OTP', body: { error: { message: 'Bad OTP' } }, httpStatus: 422 },
    ],
    [
      422,
      '{"message":"","error":{"message":"Nested"}}',
      { status: 422, message: 'Nested', body: { message: '', error: { message: 'Nested' } }, httpStatus: 422 },
    ],
    [
      409,
      '{"message":"Top","error":{"message":"Nested"}}',
      { status: 409, message: 'Top', body: { message: 'Top', error: { message: 'Nested' } }, httpStatus: 409 },
    ],
    [
      404,
      '{"errors":[{"code":1}]}',
      { status: 404, message: 'Something went wrong. Please try again later.', body: { errors: [{ code: 1 }] }, httpStatus: 404 },
    ],
    [
      502,
      '<html>Bad gateway</html>',
      { status: 500, message: 'Something went wrong. Please try again later.', body: null, httpStatus: 502 },
    ],
    [500, '', { status: 500, message: 'Something went wrong. Please try again later.', body: null, httpStatus: 500 }],
    [404, '', { status: 500, message: 'Something went wrong. Please try again later.', body: null, httpStatus: 404 }],
  ])('HTTP %d %j → %j', async (httpStatus, body, expected) => {
    const { api, logger } = client({}, httpStatus, body)
    const error = await caught(api.get('/a'))
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('ApiError')
    expect({ status: error.status, message: error.message, body: error.body, httpStatus: error.httpStatus }).toEqual(expected)
    expect(error.kind).toBe('http')
    expect(logger.error).toHaveBeenCalledTimes(1)
  })

  test('network failure → 500 with the default text', async () => {
    const logger = quietLogger()
    const api = createApiClient({
      isBrowser: false,
      cookies: {},
      logger,
      fetch: async () => Promise.reject(new TypeError('fetch failed')),
    })
    const error = await caught(api.get('/a'))
    expect([error.status, error.message, error.kind, error.body, error.httpStatus]).toEqual([
      500,
      'Something went wrong. Please try again later.',
      'network',
      null,
      null,
    ])
    expect(error.cause).toBeInstanceOf(TypeError)
    expect(logger.error).toHaveBeenCalledTimes(1)
  })

  test('times out after 12,500 ms → 500, kind timeout', async () => {
    vi.useFakeTimers()
    let signal: AbortSignal | undefined
    const fetch = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init.signal ?? undefined
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
        }),
    )
    const api = createApiClient({ isBrowser: false, cookies: {}, fetch, logger: quietLogger() })
    const pending = caught(api.get('/slow'))
    await vi.advanceTimersByTimeAsync(12_499)
    expect(signal?.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(signal?.aborted).toBe(true)
    const error = await pending
    expect([error.status, error.message, error.kind]).toEqual([500, 'Something went wrong. Please try again later.', 'timeout'])
  })

  test('custom timeoutMs', async () => {
    vi.useFakeTimers()
    const fetch = (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted'))))
    const api = createApiClient({ isBrowser: false, cookies: {}, fetch, logger: quietLogger(), timeoutMs: 100 })
    const pending = caught(api.get('/slow'))
    await vi.advanceTimersByTimeAsync(100)
    expect((await pending).kind).toBe('timeout')
  })

  test("the caller's own abort → kind aborted", async () => {
    const fetch = (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted'))))
    const api = createApiClient({ isBrowser: false, cookies: {}, fetch, logger: quietLogger() })
    const controller = new AbortController()
    const pending = caught(api.get('/a', undefined, { signal: controller.signal }))
    controller.abort()
    expect((await pending).kind).toBe('aborted')
  })

  test('a successful answer clears the time-out timer', async () => {
    vi.useFakeTimers()
    const { api } = client()
    await api.get('/a')
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('401/403 redirect (spec 1 §8: browser, direct client only)', () => {
  test.each<[number, boolean, boolean]>([
    [401, true, true],
    [403, true, true],
    [401, false, false],
    [403, false, false],
    [400, true, false],
    [500, true, false],
  ])('status %d in browser=%s → redirect %s', async (status, isBrowser, redirects) => {
    const onUnauthorized = vi.fn()
    const { api } = client(
      { isBrowser, onUnauthorized, currentPath: () => '/cart?step=2', csrfToken: null },
      status,
      '{"message":"no"}',
    )
    const error = await caught(api.get('/a'))
    expect(error.status).toBe(status)
    if (redirects) expect(onUnauthorized).toHaveBeenCalledWith('/cart?step=2')
    else expect(onUnauthorized).not.toHaveBeenCalled()
  })

  test('default handler goes to /unauthorizeduser/?redirect={current path}', async () => {
    const assign = vi.fn()
    vi.stubGlobal('window', { location: { assign, pathname: '/labs/cart', search: '?a=1' } })
    const { api } = client({ isBrowser: true, csrfToken: null }, 401, '')
    const error = await caught(api.get('/a'))
    expect(error.status).toBe(500)
    expect(error.httpStatus).toBe(401)
    expect(assign).toHaveBeenCalledWith('/unauthorizeduser/?redirect=%2Flabs%2Fcart%3Fa%3D1')
  })

  test.each([
    ['/cart', '/unauthorizeduser/?redirect=%2Fcart'],
    ['/labs/cart?x=1&y=2', '/unauthorizeduser/?redirect=%2Flabs%2Fcart%3Fx%3D1%26y%3D2'],
  ])('unauthorizedRedirectUrl(%s) → %s', (path, expected) => {
    expect(unauthorizedRedirectUrl(path)).toBe(expected)
  })
})

describe('browser defaults', () => {
  test('cookies from document.cookie and the CSRF token from the meta tag', async () => {
    vi.stubGlobal('document', {
      cookie: 'city=Kolkata; authToken=abc; VISITOR-ID=v9',
      querySelector: (selector: string) =>
        selector === 'meta[name="csrf-token"]'
          ? { getAttribute: (name: string) => (name === 'content' ? 'meta-csrf' : null) }
          : null,
    })
    vi.stubGlobal('window', {})
    const { fetch, calls } = fakeFetch()
    const api = createApiClient({ fetch, logger: quietLogger() })
    await api.get('/a')
    expect(calls[0]?.init.headers).toMatchObject({
      'x-city': 'kolkata',
      authorization: 'abc',
      'x-visitor-id': 'v9',
      'x-csrf-token': 'meta-csrf',
    })
  })

  test.each([
    [{ querySelector: () => ({ getAttribute: () => 'tok' }) }, 'tok'],
    [{ querySelector: () => ({ getAttribute: () => '' }) }, null],
    [{ querySelector: () => null }, null],
    [undefined, null],
  ])('readCsrfMeta %#', (doc, expected) => {
    expect(readCsrfMeta(doc as never)).toBe(expected)
  })
})

describe('errorMessageFromBody', () => {
  test.each<[unknown, string]>([
    [{ message: 'A' }, 'A'],
    [{ error: { message: 'B' } }, 'B'],
    [{ message: '  ' }, 'Something went wrong. Please try again later.'],
    [{ error: 'C' }, 'Something went wrong. Please try again later.'],
    ['text', 'Something went wrong. Please try again later.'],
    [null, 'Something went wrong. Please try again later.'],
  ])('%j → %s', (body, expected) => {
    expect(errorMessageFromBody(body)).toBe(expected)
  })
})
