import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApiFixture, type ApiFixture } from './app-fixture.ts'

let f: ApiFixture
beforeAll(async () => {
  f = await createApiFixture()
})
afterAll(() => f?.close())

describe('GET /healthz', () => {
  test('answers ok', async () => {
    expect(await f.json('/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } })
  })
})

describe('GET /pwa-api/api/v4/footer-data (spec 1 §3 Footer data)', () => {
  test('answers data in the snake_case wire form with stats counted from the database', async () => {
    const { status, body } = await f.json('/pwa-api/api/v4/footer-data')
    expect(status).toBe(200)
    const d = body.data
    for (const key of [
      'headers',
      'platform_stats_order',
      'stats_data',
      'sms_app_link',
      'domains_sections_order',
      'sections_links',
      'connect_data',
      'download_app',
      'trust_section',
      'legit_script',
      'signup_data',
      'know_more_section',
      'copyright_text',
      'payment_partners',
    ]) {
      expect(d, key).toHaveProperty(key)
    }
    for (const key of d.platform_stats_order) {
      expect(d.stats_data[key].value).toMatch(/^[\d,]+\+?$/)
      expect(d.stats_data[key].stat.web).toEqual(expect.any(String))
    }
    for (const key of d.domains_sections_order) expect(d.sections_links[key].length).toBeGreaterThan(0)
    expect(d.download_app.data.map((x: { name: string }) => x.name)).toEqual(['google_play', 'app_store'])
  })
})

describe('GET /pwa-api/api/v5/cities (spec 1 §7.1)', () => {
  test('all_cities and top_cities with data and display_text, metros first, New Delhi leading', async () => {
    const { status, body } = await f.json('/pwa-api/api/v5/cities')
    expect(status).toBe(200)
    expect(body.top_cities.display_text).toBe('Popular Cities')
    expect(body.all_cities.display_text).toBe('All Cities')
    const top = body.top_cities.data.map((c: { name: string }) => c.name)
    expect(top.slice(0, 6)).toEqual(['New Delhi', 'Mumbai', 'Bengaluru', 'Kolkata', 'Chennai', 'Hyderabad'])
    expect(body.all_cities.data.length).toBeGreaterThan(300)
    expect(body.all_cities.data.filter((c: { serviceable: boolean }) => c.serviceable).length).toBeGreaterThanOrEqual(300)
  })
})

describe('GET /pwa-api/api/v4/city-serviceable', () => {
  test.each([
    ['Mumbai', { serviceable: true, city: 'Mumbai', pharma_available: true, otc_available: true }],
    ['new delhi', { serviceable: true, city: 'New Delhi', pharma_available: true, otc_available: true }],
    ['Atlantis', { serviceable: false, city: 'Atlantis', pharma_available: false, otc_available: false }],
  ])('%s', async (city, data) => {
    expect(await f.json(`/pwa-api/api/v4/city-serviceable?city=${encodeURIComponent(city)}`)).toMatchObject({
      status: 200,
      body: { data },
    })
  })
  test('a missing city is a 400 with a message', async () => {
    const { status, body } = await f.json('/pwa-api/api/v4/city-serviceable')
    expect(status).toBe(400)
    expect(body.message).toMatch(/city/)
  })
})

describe('GET /pwa-api/location/latlng/{lat},{long}', () => {
  test.each([
    ['28.6139,77.2090', 'New Delhi'], // India Gate area
    ['19.0760,72.8777', 'Mumbai'],
    ['12.9716,77.5946', 'Bengaluru'],
    ['22.5726,88.3639', 'Kolkata'],
  ])('%s → %s', async (coords, city) => {
    const { status, body } = await f.json(`/pwa-api/location/latlng/${coords}`)
    expect(status).toBe(200)
    expect(body.result[0].city).toBe(city)
    expect(body.result[0].pincode).toMatch(/^\d{6}$/)
  })
  test('the middle of the ocean is a 404 with a message', async () => {
    const { status, body } = await f.json('/pwa-api/location/latlng/0,0')
    expect(status).toBe(404)
    expect(body.message).toEqual(expect.any(String))
  })
  test.each(['abc', '91,200', '28.6', '28.6,77.2,1'])('bad coordinates %s → 400', async (coords) => {
    expect((await f.json(`/pwa-api/location/latlng/${coords}`)).status).toBe(400)
  })
})

describe('GET /pwa-api/api/v4/udp_tree', () => {
  test('data.udp_tree: a three-level tree of slug, name, level, children', async () => {
    const { status, body } = await f.json('/pwa-api/api/v4/udp_tree')
    expect(status).toBe(200)
    const tree = body.data.udp_tree
    expect(tree.length).toBeGreaterThanOrEqual(8)
    const l1 = tree[0]
    expect(l1).toMatchObject({ slug: expect.any(String), name: expect.any(String), level: 1 })
    expect(l1.children[0].level).toBe(2)
    expect(l1.children[0].children[0]).toMatchObject({ level: 3, children: [] })
  })
})

describe('GET /pwa-api/api/v4/search/autocomplete (spec 1 §3 Search response)', () => {
  const search = (q: string, extra = '') =>
    f.json(
      `/pwa-api/api/v4/search/autocomplete?q=${encodeURIComponent(q)}&types=allopathy,brand,sku,udp,disease&per_page=12${extra}`,
    )

  test('a brand with a partial strength finds it first', async () => {
    const { status, body } = await search('dolo 65')
    expect(status).toBe(200)
    expect(body.result_found).toBe(true)
    expect(body.search_results[0]).toMatchObject({
      name: expect.stringMatching(/^Dolo 650/),
      type: 'allopathy',
      url: expect.stringMatching(/^\/drugs\/dolo-650.*-\d+$/),
    })
    expect(body.search_results.length).toBeLessThanOrEqual(12)
  })
  test('a misspelt salt gives did-you-mean suggestions with the generic entry', async () => {
    const { body } = await search('paracetmol')
    expect(body.result_found).toBe(false)
    expect(body.search_suggestions.display_text).toMatch(/paracetamol/i)
    const names = body.search_suggestions.results.slice(0, 3).map((r: { name: string }) => r.name)
    expect(names).toContain('Paracetamol')
  })
  test('per_page and types are honoured', async () => {
    const { body } = await f.json('/pwa-api/api/v4/search/autocomplete?q=pan&types=sku&per_page=3')
    expect(body.search_results.length + body.search_suggestions.results.length).toBeLessThanOrEqual(3)
    for (const r of [...body.search_results, ...body.search_suggestions.results]) expect(r.type).toBe('sku')
  })
  test('no match: result_found false and no suggestions', async () => {
    const { body } = await search('qqqqzzzz')
    expect(body).toEqual({ result_found: false, search_results: [], search_suggestions: { display_text: '', results: [] } })
  })
  test.each([['per_page=0'], ['per_page=abc'], ['types=pizza'], ['per_page=1000']])('bad query %s → 400', async (qs) => {
    const { status, body } = await f.json(`/pwa-api/api/v4/search/autocomplete?q=dolo&${qs}`)
    expect(status).toBe(400)
    expect(body.message).toEqual(expect.any(String))
  })
})

describe('POST /pwa-api/webservices/app-install-link', () => {
  test('sends the app link through the outbox, then rate-limits the number', async () => {
    const first = await f.postJson('/pwa-api/webservices/app-install-link', { number: '9876500001' })
    expect(first).toMatchObject({ status: 200, body: { is_success: true } })
    const outbox = await f.json('/__dev/outbox')
    expect(outbox.body.messages[0]).toMatchObject({ channel: 'sms', to: '+919876500001', text: expect.stringContaining('app') })
    expect(outbox.body.messages[0].at).toMatch(/^\d{4}-\d\d-\d\dT/)
    await f.postJson('/pwa-api/webservices/app-install-link', { number: '9876500001' })
    await f.postJson('/pwa-api/webservices/app-install-link', { number: '9876500001' })
    const limited = await f.postJson('/pwa-api/webservices/app-install-link', { number: '9876500001' })
    expect(limited.status).toBe(429)
    expect(limited.body.message).toMatch(/Too many/)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })
  test.each([
    [{ number: '12345' }, 400, 'Please enter a valid number'],
    [{ number: '5876543210' }, 400, 'Please enter a valid number'],
    [{}, 400, undefined],
    [[], 400, undefined],
  ])('%j → %i', async (body, status, message) => {
    const res = await f.postJson('/pwa-api/webservices/app-install-link', body)
    expect(res.status).toBe(status)
    if (message) expect(res.body.message).toContain(message)
  })
  test('a non-JSON content type is a 415, broken JSON a 400', async () => {
    const a = await f.json('/pwa-api/webservices/app-install-link', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    })
    expect(a.status).toBe(415)
    const b = await f.json('/pwa-api/webservices/app-install-link', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"number":',
    })
    expect(b.status).toBe(400)
  })
})

describe('compression', () => {
  test('API answers over 1 KB are gzipped for clients that accept it', async () => {
    const res = await f.request('/pwa-api/api/v5/cities', { headers: { 'accept-encoding': 'gzip' } })
    expect(res.headers.get('content-encoding')).toBe('gzip')
    const plain = await f.request('/pwa-api/api/v5/cities')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect((await plain.json()).top_cities.display_text).toBe('Popular Cities')
  })
})

describe('unknown API paths', () => {
  test.each(['/pwa-api/nope', '/pwa-api/api/v4/unknown?x=1', '/ppmc/anything'])('%s → JSON 404', async (path) => {
    const res = await f.json(path)
    expect(res.status).toBe(404)
    expect(res.body.message).toMatch(/No such API/)
  })
})

describe('a message provider that fails', () => {
  test('app-install-link answers 503 with a message; auth/create_token too, and the number can retry at once', async () => {
    const down = await createApiFixture({
      notifier: {
        send: async () => {
          throw new Error('provider down')
        },
      },
    })
    try {
      const link = await down.postJson('/pwa-api/webservices/app-install-link', { number: '9876500077' })
      expect(link).toMatchObject({
        status: 503,
        body: { message: 'We could not send the SMS right now. Please try again in a minute.' },
      })
      const token = await down.postJson('/pwa-api/auth/create_token', { number: '9876500077' })
      expect(token.status).toBe(503)
      expect(token.body).toMatchObject({ is_success: false, data: { errors: [{ field: 'number' }] } })
      expect((await down.postJson('/pwa-api/auth/create_token', { number: '9876500077' })).status).toBe(503) // not 429
    } finally {
      await down.close()
    }
  })
})
