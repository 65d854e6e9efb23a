import { describe, expect, test } from 'vitest'
import { deliveryEstimate, planShipments, type CentreStock } from './plan.ts'

const near: CentreStock = {
  centreId: 1,
  distanceKm: 12,
  batches: [
    { batchId: 11, skuId: 100, expiresOn: '2027-09-01', available: 10 },
    { batchId: 12, skuId: 100, expiresOn: '2027-03-01', available: 4 },
    { batchId: 13, skuId: 200, expiresOn: '2027-05-01', available: 2 },
  ],
}
const far: CentreStock = {
  centreId: 2,
  distanceKm: 640,
  batches: [
    { batchId: 21, skuId: 100, expiresOn: '2027-01-01', available: 50 },
    { batchId: 22, skuId: 200, expiresOn: '2027-01-01', available: 50 },
    { batchId: 23, skuId: 300, expiresOn: '2027-01-01', available: 5 },
  ],
}

describe('planShipments', () => {
  test('one shipment from the nearest centre that holds every line; batches first-expiry-first-out', () => {
    expect(planShipments([{ skuId: 100, quantity: 6 }], [far, near])).toEqual({
      ok: true,
      shipments: [
        {
          centreId: 1,
          distanceKm: 12,
          eta: { minDays: 1, maxDays: 2 },
          lines: [
            {
              skuId: 100,
              quantity: 6,
              allocations: [
                { batchId: 12, quantity: 4 },
                { batchId: 11, quantity: 2 },
              ],
            },
          ],
        },
      ],
    })
  })

  test('a farther centre that holds everything beats a split', () => {
    const plan = planShipments(
      [
        { skuId: 100, quantity: 1 },
        { skuId: 300, quantity: 1 },
      ],
      [near, far],
    )
    expect(plan.ok && plan.shipments.map((s) => s.centreId)).toEqual([2])
  })

  test('split when no centre holds everything: each line from the nearest centre that holds all of it', () => {
    const onlyNear: CentreStock = {
      ...near,
      batches: [...near.batches, { batchId: 14, skuId: 400, expiresOn: '2027-06-01', available: 1 }],
    }
    const plan = planShipments(
      [
        { skuId: 400, quantity: 1 },
        { skuId: 300, quantity: 2 },
        { skuId: 200, quantity: 3 }, // near has 2: from far, whole
      ],
      [onlyNear, far],
    )
    expect(plan).toEqual({
      ok: true,
      shipments: [
        {
          centreId: 1,
          distanceKm: 12,
          eta: { minDays: 1, maxDays: 2 },
          lines: [{ skuId: 400, quantity: 1, allocations: [{ batchId: 14, quantity: 1 }] }],
        },
        {
          centreId: 2,
          distanceKm: 640,
          eta: { minDays: 3, maxDays: 5 },
          lines: [
            { skuId: 300, quantity: 2, allocations: [{ batchId: 23, quantity: 2 }] },
            { skuId: 200, quantity: 3, allocations: [{ batchId: 22, quantity: 3 }] },
          ],
        },
      ],
    })
  })

  test('a line no centre holds in full is short, with the most any centre has', () => {
    expect(planShipments([{ skuId: 300, quantity: 6 }], [near, far])).toEqual({
      ok: false,
      short: [{ skuId: 300, wanted: 6, available: 5 }],
    })
    expect(planShipments([{ skuId: 999, quantity: 1 }], [near, far])).toEqual({
      ok: false,
      short: [{ skuId: 999, wanted: 1, available: 0 }],
    })
  })

  test('nothing to send, nothing planned', () => {
    expect(planShipments([], [near])).toEqual({ ok: true, shipments: [] })
  })
})

test.each([
  [0, 1, 2],
  [50, 1, 2],
  [50.1, 2, 3],
  [300, 2, 3],
  [999, 3, 5],
  [1500, 4, 7],
])('%s km: %s–%s days', (km, minDays, maxDays) => {
  expect(deliveryEstimate(km)).toEqual({ minDays, maxDays })
})
