import { describe, expect, test } from 'vitest'
import type { LabsBrief, PharmacyBrief } from '../../../contracts/cart.ts'
import { visitorOwner, type CartOwner } from './owner.ts'
import { createRequestCart } from './request-cart.ts'

function fakeService() {
  const asked: Array<[string, CartOwner | null]> = []
  return {
    asked,
    service: {
      pharmacyBrief: async (owner: CartOwner | null) => (asked.push(['pharmacy', owner]), {} as PharmacyBrief),
      labsBrief: async (owner: CartOwner | null) => (asked.push(['labs', owner]), {} as LabsBrief),
    },
  }
}

describe('the cart of one request', () => {
  test('each brief is read once however many loaders ask', async () => {
    const { asked, service } = fakeService()
    const owner = visitorOwner('a'.repeat(32))
    const cart = createRequestCart(service, owner)
    await Promise.all([cart.pharmacyBrief(), cart.pharmacyBrief(), cart.labsBrief(), cart.labsBrief()])
    expect(asked).toEqual([
      ['pharmacy', owner],
      ['labs', owner],
    ])
  })

  test('a visitor first seen in this request is read as no owner (the service answers the empty cart without a query)', async () => {
    const { asked, service } = fakeService()
    const cart = createRequestCart(service, visitorOwner('b'.repeat(32)), { ownsNothing: true })
    await cart.pharmacyBrief()
    await cart.labsBrief()
    expect(asked).toEqual([
      ['pharmacy', null],
      ['labs', null],
    ])
    expect(cart.owner).toEqual(visitorOwner('b'.repeat(32))) // writes still go to the visitor
  })
})
