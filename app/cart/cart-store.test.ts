import { describe, expect, test } from 'vitest'
import { ApiError, type ApiClient } from '../lib/api-client'
import { DEFAULT_ERROR_TEXT } from '../lib/constants'
import { cartSummary } from './cart-link'
import { addLabTest, addSku, cartErrorText, loadBrief, resetCartStore, type CartState } from './cart-store'

const pharmacy = {
  items: [
    { sku_id: 1, quantity: 2, sku_name: 'Dolo 650 Tablet' },
    { sku_id: 2, quantity: 1, sku_name: 'Pan 40 Tablet' },
  ],
  to_be_paid: 10,
  total_quantity: 3,
  cart_id: 7,
  total_amount: 12,
  care_plan_header: null,
}
const labItem = (id: number) => ({
  id,
  heading: `Test ${id}`,
  sub_heading: '',
  icon_url: '/i.svg',
  price: { mrp: 2, discounted_price: 1, discount_percent: 50 },
  patient_count: 1,
  patient_ids: [],
  recommendation_type: null,
  mix_panel_data: { test_id: id, test_name: `Test ${id}`, category: 'x', price: 1 },
})
const labsBrief = (ids: number[]) => ({
  items: ids.map(labItem),
  cart_count: ids.length,
  cart_id: 3,
  lab_id: 1,
  cart_value: ids.length,
  category: 'x',
  is_partial_cart: false,
})

/** A fake API client that records calls and answers from a table. */
function fakeClient(answer: (method: string, path: string, body?: unknown) => unknown) {
  const calls: { method: string; path: string; body?: unknown; query?: unknown }[] = []
  const client: ApiClient = {
    get: async (path, query) => (calls.push({ method: 'GET', path, query }), answer('GET', path)) as never,
    delete: async (path) => (calls.push({ method: 'DELETE', path }), answer('DELETE', path)) as never,
    post: async (path, body) => (calls.push({ method: 'POST', path, body }), answer('POST', path, body)) as never,
    put: async (path, body, init) =>
      (calls.push({ method: 'PUT', path, body, query: init?.query }), answer('PUT', path, body)) as never,
  }
  return { client, calls }
}

describe('cartSummary (spec 1 §2.2 header count)', () => {
  const state: CartState = { pharmacy, labs: labsBrief([4, 5, 6]), fetchingCart: false }
  test.each([
    [false, 3, ['Dolo 650 Tablet', 'Pan 40 Tablet']],
    [true, 3, ['Test 4', 'Test 5', 'Test 6']],
  ])('labs=%s → count %i', (labs, count, names) => {
    const s = cartSummary(state, labs)
    expect(s.count).toBe(count)
    expect(s.items.map((i) => i.name)).toEqual(names)
  })
  test('nothing loaded yet → no count', () => {
    expect(cartSummary({ pharmacy: null, labs: null, fetchingCart: false }, false)).toEqual({ count: null, items: [] })
  })
})

describe('cartErrorText (spec 1 §8)', () => {
  test.each([
    [new ApiError('You can add at most 20', { status: 400, body: { message: 'x' }, kind: 'http' }), 'You can add at most 20'],
    [new ApiError('Something', { status: 500, kind: 'network' }), DEFAULT_ERROR_TEXT],
    [new Error('boom'), DEFAULT_ERROR_TEXT],
  ])('%s', (error, text) => expect(cartErrorText(error)).toBe(text))
})

describe('the cart store', () => {
  test('an add sends the spec 2 §3 payload and keeps the answered brief', async () => {
    const { client, calls } = fakeClient(() => ({ is_success: true, data: pharmacy }))
    resetCartStore(client)
    expect(await addSku(1)).toEqual(pharmacy)
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/v4/carts/skus',
      body: {
        skus: [{ sku_id: 1, quantity: 1 }],
        types: 'pharmacy',
        page_source: 'health_rec',
        response_type: 'brief',
        is_recommendation_required: true,
      },
    })
  })

  test('adding a lab test replaces with the current ids plus the new one, then refetches (spec 2 §4)', async () => {
    let held = [4, 5]
    const { client, calls } = fakeClient((method, _path, body) => {
      if (method === 'PUT') held = (body as { sku_ids: { test_id: number }[] }).sku_ids.map((s) => s.test_id)
      return method === 'PUT'
        ? { is_success: true, data: { analytics_data: {}, is_partial_cart: false, lab_id: 1, lab_name: 'L' } }
        : { is_success: true, data: labsBrief(held) }
    })
    resetCartStore(client)
    await addLabTest(9)
    expect(calls.map((c) => c.method)).toEqual(['GET', 'PUT', 'GET'])
    expect(calls[1]).toMatchObject({
      body: { sku_ids: [{ test_id: 4 }, { test_id: 5 }, { test_id: 9 }] },
      query: { types: 'labs' },
    })
  })

  test('a failed load keeps what was shown and ends fetching', async () => {
    const { client } = fakeClient(() => {
      throw new ApiError('x', { status: 500, kind: 'network' })
    })
    resetCartStore(client)
    await expect(loadBrief('pharmacy')).resolves.toBeUndefined()
  })
})
