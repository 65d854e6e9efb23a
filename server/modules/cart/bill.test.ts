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
      deliveryFee: 0,
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
      deliveryFee: DELIVERY_FEE,
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
})
