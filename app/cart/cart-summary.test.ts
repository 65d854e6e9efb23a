import { describe, expect, test } from 'vitest'
import type { LabsBrief, PharmacyBrief } from '../../contracts/cart'
import { labsSummary, optimisticCount, pharmacySummary, type PendingCartForm } from './cart-summary'

const pharmacy: PharmacyBrief = {
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
const labs: LabsBrief = {
  items: [4, 5, 6].map(labItem),
  cart_count: 3,
  cart_id: 3,
  lab_id: 1,
  cart_value: 3,
  category: 'x',
  is_partial_cart: false,
}

describe('the header’s cart summary (spec 1 §2.2, spec 2 §3)', () => {
  test.each([
    [false, 3, ['Dolo 650 Tablet', 'Pan 40 Tablet']],
    [true, 3, ['Test 4', 'Test 5', 'Test 6']],
  ])('labs=%s → count %i', (isLabs, count, names) => {
    const s = isLabs ? labsSummary(labs) : pharmacySummary(pharmacy)
    expect(s.labs).toBe(isLabs)
    expect(s.count).toBe(count)
    expect(s.items.map((i) => i.name)).toEqual(names)
  })
})

const form = (intent: string, id: number, quantity: number | null = null, failed = false): PendingCartForm => ({
  intent,
  id,
  quantity,
  failed,
})

describe('optimisticCount: the count while cart forms are on their way', () => {
  test.each<[string, PendingCartForm[], number]>([
    ['nothing pending', [], 3],
    ['add one of a new SKU', [form('add', 9, 1)], 4],
    ['add two of a held SKU', [form('add', 1, 2)], 5],
    ['add without a quantity counts one', [form('add', 9)], 4],
    ['set a held line to 5', [form('set-quantity', 1, 5)], 6],
    ['remove a held line', [form('remove', 1)], 1],
    ['remove what is not there', [form('remove', 99)], 3],
    ['a refused form changes nothing', [form('add', 9, 1, true)], 3],
    ['several, in order', [form('add', 9, 1), form('set-quantity', 9, 4), form('remove', 2)], 6],
    ['a lab test on the pharmacy count changes nothing', [form('add-lab-test', 4)], 3],
  ])('pharmacy: %s → %i', (_label, pending, count) => {
    expect(optimisticCount(pharmacySummary(pharmacy), pending)).toBe(count)
  })

  test.each<[string, PendingCartForm[], number]>([
    ['a new test', [form('add-lab-test', 7)], 4],
    ['a test already in the cart', [form('add-lab-test', 5)], 3],
    ['the same new test twice', [form('add-lab-test', 7), form('add-lab-test', 7)], 4],
    ['a pharmacy add on the labs count changes nothing', [form('add', 1, 1)], 3],
  ])('labs: %s → %i', (_label, pending, count) => {
    expect(optimisticCount(labsSummary(labs), pending)).toBe(count)
  })
})
