import { describe, expect, test } from 'vitest'
import { fromRupees, paise } from '../../../core/money.ts'
import { billFor, DELIVERY_FEE, FREE_DELIVERY_THRESHOLD } from './bill.ts'

describe('billFor', () => {
  test('an empty cart costs nothing and carries no delivery fee', () => {
    expect(billFor([])).toEqual({
      mrpTotal: 0,
      itemDiscount: 0,
      itemTotal: 0,
      couponDiscount: 0,
      memberDiscount: 0,
      memberSource: null,
      deliveryFee: 0,
      deliverySaved: 0,
      carePlanFee: 0,
      payable: 0,
      toFreeDelivery: 0,
      savings: 0,
    })
  })

  test('below the threshold: the delivery fee and what is left to free delivery', () => {
    const bill = billFor([
      { mrp: fromRupees(120), price: fromRupees(100.5), quantity: 2 },
      { mrp: fromRupees(50), price: fromRupees(50), quantity: 1 },
    ])
    expect(bill).toEqual({
      mrpTotal: fromRupees(290),
      itemDiscount: fromRupees(39),
      itemTotal: fromRupees(251),
      couponDiscount: 0,
      memberDiscount: 0,
      memberSource: null,
      deliveryFee: DELIVERY_FEE,
      deliverySaved: 0,
      carePlanFee: 0,
      payable: fromRupees(251 + 49),
      toFreeDelivery: fromRupees(499 - 251),
      savings: fromRupees(39),
    })
  })

  test('exactly at the threshold delivery is free; a paisa below it is not', () => {
    expect(billFor([{ mrp: FREE_DELIVERY_THRESHOLD, price: FREE_DELIVERY_THRESHOLD, quantity: 1 }]).deliveryFee).toBe(0)
    const below = billFor([{ mrp: FREE_DELIVERY_THRESHOLD, price: paise(FREE_DELIVERY_THRESHOLD - 1), quantity: 1 }])
    expect(below.deliveryFee).toBe(DELIVERY_FEE)
    expect(below.toFreeDelivery).toBe(1)
  })

  test('the threshold is judged before the coupon; the coupon never takes the items below zero', () => {
    const bill = billFor([{ mrp: fromRupees(600), price: fromRupees(500), quantity: 1 }], fromRupees(700))
    expect(bill.deliveryFee).toBe(0)
    expect(bill.couponDiscount).toBe(fromRupees(500))
    expect(bill.payable).toBe(0)
    expect(bill.savings).toBe(fromRupees(600))
  })

  test('payable = item total − coupon + delivery, in whole paise', () => {
    const bill = billFor([{ mrp: paise(3333), price: paise(3001), quantity: 7 }], paise(1234))
    expect(bill.payable).toBe(3001 * 7 - 1234 + DELIVERY_FEE)
  })

  describe('with a care plan (issue 23)', () => {
    const lines = [{ mrp: fromRupees(300), price: fromRupees(250), quantity: 1 }]
    test.each([
      // member discount, free delivery, fee → member discount, delivery, saved delivery, payable, savings (rupees)
      [12.5, true, 0, 12.5, 0, 49, 250 - 12.5, 50 + 12.5 + 49],
      [12.5, false, 0, 12.5, 49, 0, 250 - 12.5 + 49, 50 + 12.5],
      [12.5, true, 165, 12.5, 0, 49, 250 - 12.5 + 165, 50 + 12.5 + 49],
      [400, true, 0, 250, 0, 49, 0, 50 + 250 + 49],
    ])('discount ₹%d, free delivery %s, fee ₹%d', (discount, freeDelivery, fee, member, delivery, saved, payable, savings) => {
      const bill = billFor(lines, paise(0), { discount: fromRupees(discount), freeDelivery, carePlanFee: fromRupees(fee) })
      expect([bill.memberDiscount, bill.deliveryFee, bill.deliverySaved, bill.payable, bill.savings]).toEqual(
        [member, delivery, saved, payable, savings].map(fromRupees),
      )
      expect(bill.toFreeDelivery).toBe(freeDelivery ? 0 : fromRupees(499 - 250))
    })
    test('the coupon applies to what is left after the member discount: never below zero', () => {
      const bill = billFor(lines, fromRupees(1000), {
        discount: fromRupees(12.5),
        freeDelivery: true,
        carePlanFee: fromRupees(0),
      })
      expect([bill.memberDiscount, bill.couponDiscount, bill.payable]).toEqual([fromRupees(12.5), fromRupees(237.5), 0])
    })
    test('above the threshold delivery is free anyway: the plan saved no delivery fee', () => {
      const bill = billFor([{ mrp: fromRupees(600), price: fromRupees(500), quantity: 1 }], paise(0), {
        discount: fromRupees(25),
        freeDelivery: true,
        carePlanFee: fromRupees(0),
      })
      expect([bill.deliveryFee, bill.deliverySaved]).toEqual([0, 0])
    })
    test('the insurer’s discount (decision 087) takes the member discount’s place and says whose it is', () => {
      const care = billFor(lines, paise(0), { discount: fromRupees(20), freeDelivery: false, carePlanFee: fromRupees(0) })
      const insurer = billFor(lines, paise(0), {
        source: 'insurer',
        discount: fromRupees(25),
        freeDelivery: false,
        carePlanFee: fromRupees(0),
      })
      expect([care.memberSource, insurer.memberSource, insurer.memberDiscount]).toEqual(['care_plan', 'insurer', fromRupees(25)])
      expect(insurer.payable).toBe(fromRupees(250 - 25 + 49))
    })
  })
})
