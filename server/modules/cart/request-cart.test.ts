import { describe, expect, test } from 'vitest'
import type { LabsBrief } from '../../../contracts/cart.ts'
import { paise } from '../../../core/money.ts'
import type { CartRead, CartReading } from './details.ts'
import { userOwner, visitorOwner, type CartOwner } from './owner.ts'
import { createRequestCart } from './request-cart.ts'
import { NOT_A_MEMBER, type MemberNow, type MemberTerm } from '../care-plan/index.ts'
import type { PlanTerms } from '../../../core/care-plan/plans.ts'

const line = (skuId: number, quantity: number, price: number, mrp: number) => ({
  skuId,
  quantity,
  kind: 'drug',
  name: `Product ${skuId}`,
  slug: `product-${skuId}`,
  pack: 'strip of 10 tablets',
  manufacturer: 'Maker',
  rxRequired: false,
  saltKey: null,
  mrpPaise: paise(mrp),
  pricePaise: paise(price),
})

const TERMS: PlanTerms = {
  medicineDiscountPercent: 5,
  freeDelivery: true,
  labDiscountPercent: 10,
  cashbackPercent: 2,
  cashbackCapPaise: paise(10_000),
  freeConsultations: 0,
  priorityProcessing: true,
}

function fakeCarts(carts: Record<string, CartRead> = {}, plan: { terms: PlanTerms; member: boolean } | null = null) {
  const asked: Array<[string, CartOwner | null]> = []
  const reads: Array<{ owner: CartOwner | null; preRead: boolean; member: boolean }> = []
  const members: number[] = []
  const applying = plan?.member ? ({ id: 3, terms: plan.terms } as MemberTerm) : null
  return {
    asked,
    reads,
    members,
    carts: {
      carePlan: {
        memberNow: async (userId: number): Promise<MemberNow> => (members.push(userId), { ...NOT_A_MEMBER, applying }),
        briefPlan: async () => plan,
      },
      cart: { labsBrief: async (owner: CartOwner | null) => (asked.push(['labs', owner]), {} as LabsBrief) },
      details: {
        cartLines: async (owner: CartOwner, type: string) => {
          asked.push([type, owner])
          return carts[type] ?? { cart: undefined, lines: [] }
        },
        read: async (owner: CartOwner | null, opts: { member?: unknown }, _q?: unknown, preRead?: Promise<CartRead>) => {
          reads.push({ owner, preRead: preRead !== undefined, member: opts.member !== undefined })
          await preRead
          return {} as CartReading
        },
      },
    },
  }
}

describe('the cart of one request', () => {
  test('each cart is read once however many loaders ask', async () => {
    const { asked, carts } = fakeCarts()
    const owner = visitorOwner('a'.repeat(32))
    const cart = createRequestCart(carts, owner)
    await Promise.all([cart.pharmacyBrief(), cart.pharmacyBrief(), cart.labsBrief(), cart.labsBrief()])
    expect(asked).toEqual([
      ['pharmacy', owner],
      ['labs', owner],
    ])
  })

  test("the header's brief and the cart page come from one read of the cart; another cart type is its own read", async () => {
    const owner = userOwner(7)
    const { asked, reads, carts } = fakeCarts({
      pharmacy: {
        cart: { id: 41, couponCode: null, carePlanId: null },
        lines: [line(1, 2, 9000, 10000), line(2, 1, 4550, 5000)],
      },
    })
    const cart = createRequestCart(carts, owner)
    const [brief] = await Promise.all([
      cart.pharmacyBrief(),
      cart.details({ city: 'Bengaluru', checkStock: true, cartType: 'pharmacy' }),
    ])
    expect(asked).toEqual([['pharmacy', owner]])
    expect(reads).toEqual([{ owner, preRead: true, member: true }])
    // spec 2 §3's brief of those lines: rupees at today's price and at MRP, units, the cart's id.
    expect(brief).toEqual({
      items: [
        { sku_id: 1, quantity: 2, sku_name: 'Product 1' },
        { sku_id: 2, quantity: 1, sku_name: 'Product 2' },
      ],
      to_be_paid: 225.5,
      total_quantity: 3,
      cart_id: 41,
      total_amount: 250,
      care_plan_header: null,
    })
    await cart.details({ city: 'Bengaluru', checkStock: true, cartType: 'pharmacy_buy_now' })
    expect(asked).toEqual([
      ['pharmacy', owner],
      ['pharmacy_buy_now', owner],
    ])
  })

  test('no cart is the empty brief with cart_id null', async () => {
    const { carts } = fakeCarts()
    const brief = await createRequestCart(carts, userOwner(8)).pharmacyBrief()
    expect(brief).toEqual({ items: [], to_be_paid: 0, total_quantity: 0, cart_id: null, total_amount: 0, care_plan_header: null })
  })

  test('a visitor first seen in this request is read as no owner (no query; the empty cart)', async () => {
    const { asked, reads, carts } = fakeCarts()
    const cart = createRequestCart(carts, visitorOwner('b'.repeat(32)), { ownsNothing: true })
    expect((await cart.pharmacyBrief()).cart_id).toBeNull()
    await cart.labsBrief()
    await cart.details({ city: null, checkStock: true })
    expect(asked).toEqual([['labs', null]])
    expect(reads).toEqual([{ owner: null, preRead: false, member: true }])
    expect(cart.owner).toEqual(visitorOwner('b'.repeat(32))) // writes still go to the visitor
  })

  test("the account's care plan is read once per request, and prices the brief's care_plan_header (issue 23)", async () => {
    const owner = userOwner(9)
    const lines = { cart: { id: 5, couponCode: null, carePlanId: null }, lines: [line(1, 2, 10_000, 12_000)] }
    const member = fakeCarts({ pharmacy: lines }, { terms: TERMS, member: true })
    const cart = createRequestCart(member.carts, owner)
    const [brief] = await Promise.all([cart.pharmacyBrief(), cart.memberNow(), cart.details({ city: null, checkStock: true })])
    expect(member.members).toEqual([9])
    // 5 % of ₹200 and the ₹49 delivery fee below ₹499.
    expect(brief.care_plan_header).toEqual({
      text: 'Care Plan saves you ₹59.00 on this cart',
      is_member: true,
      saving: 59,
      url: '/subscription-plan/myplan',
    })
    const offer = fakeCarts({ pharmacy: lines }, { terms: TERMS, member: false })
    expect((await createRequestCart(offer.carts, owner).pharmacyBrief()).care_plan_header).toEqual({
      text: 'Save ₹59.00 on this cart with Care Plan',
      is_member: false,
      saving: 59,
      url: '/subscription-plan/subscriptions',
    })
    const visitor = fakeCarts({ pharmacy: lines })
    await createRequestCart(visitor.carts, visitorOwner('c'.repeat(32))).memberNow()
    expect(visitor.members).toEqual([])
  })
})
