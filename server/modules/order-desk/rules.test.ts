import { describe, expect, test } from 'vitest'
import { addMonths, earliestPackableExpiry, repick, returnRefund, returnRefusal, returnWindowOpen } from './rules.ts'
import { phoneOf } from './service.ts'

// Issue 10 §4: the desk's pure rules.

describe('the batch rule at packing', () => {
  test('3 calendar months after the latest day of the delivery estimate, in India’s date', () => {
    // Packed 24 Nov 2026 at 10:00 IST, delivered within 2 days: by 26 Nov; batches must last until 26 Feb 2027.
    expect(earliestPackableExpiry(new Date('2026-11-24T10:00:00+05:30'), 2)).toBe('2027-02-26')
    // Late evening IST is already the next day in India.
    expect(earliestPackableExpiry(new Date('2026-11-24T23:30:00+05:30'), 0)).toBe('2027-02-24')
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28')
  })

  test('good batches stay; units of a short-dated one move to the earliest batch that lasts, then the next', () => {
    const reserved = [
      { reservationId: 1, batchId: 10, expiresOn: '2027-06-01', quantity: 1 },
      { reservationId: 2, batchId: 11, expiresOn: '2026-12-31', quantity: 3 },
    ]
    const candidates = [
      { batchId: 12, expiresOn: '2028-01-01', available: 50 },
      { batchId: 13, expiresOn: '2027-03-01', available: 2 },
      { batchId: 14, expiresOn: '2027-01-15', available: 99 }, // too soon itself
      { batchId: 15, expiresOn: '2027-03-01', available: 0 },
    ]
    expect(repick(reserved, candidates, '2027-02-26')).toEqual({
      ok: true,
      keep: [reserved[0]],
      moved: [reserved[1]],
      picks: [
        { batchId: 13, expiresOn: '2027-03-01', quantity: 2 },
        { batchId: 12, expiresOn: '2028-01-01', quantity: 1 },
      ],
    })
  })

  test('nothing to move when every batch lasts; refused when the centre has too few units that last', () => {
    const ok = [{ reservationId: 1, batchId: 10, expiresOn: '2027-06-01', quantity: 2 }]
    expect(repick(ok, [], '2027-02-26')).toEqual({ ok: true, keep: ok, moved: [], picks: [] })
    const short = [{ reservationId: 1, batchId: 10, expiresOn: '2027-01-01', quantity: 3 }]
    expect(repick(short, [{ batchId: 12, expiresOn: '2027-05-01', available: 1 }], '2027-02-26')).toEqual({
      ok: false,
      wanted: 3,
      available: 1,
    })
    // The expiry day itself is enough.
    expect(repick([{ ...short[0]!, expiresOn: '2027-02-26' }], [], '2027-02-26')).toMatchObject({ ok: true, moved: [] })
  })
})

describe('returns', () => {
  test('open for 7 days after delivery', () => {
    const delivered = new Date('2026-11-24T10:00:00+05:30')
    expect(returnWindowOpen(delivered, new Date('2026-12-01T10:00:00+05:30'))).toBe(true)
    expect(returnWindowOpen(delivered, new Date('2026-12-01T10:00:01+05:30'))).toBe(false)
  })

  test('never cold-chain items or opened strips', () => {
    expect(returnRefusal({ name: 'Lantus', coldChain: true, opened: false })).toBe(
      'Lantus is kept cold (2–8 °C) and cannot be taken back',
    )
    expect(returnRefusal({ name: 'Dolo', coldChain: false, opened: true })).toBe('Dolo was opened and cannot be taken back')
    expect(returnRefusal({ name: 'Dolo', coldChain: false, opened: false })).toBeNull()
  })

  test('the refund: the units at the price paid less their share of the coupon, never the delivery fee', () => {
    expect(returnRefund([{ pricePaise: 10_000, quantity: 2 }], { itemTotalPaise: 40_000, couponDiscountPaise: 0 })).toBe(20_000)
    expect(returnRefund([{ pricePaise: 10_000, quantity: 2 }], { itemTotalPaise: 40_000, couponDiscountPaise: 10_000 })).toBe(
      15_000,
    )
    // Rounded in the customer's disfavour by at most a paisa, so refunds never exceed what was paid.
    expect(returnRefund([{ pricePaise: 333, quantity: 1 }], { itemTotalPaise: 1_000, couponDiscountPaise: 100 })).toBe(299)
    expect(returnRefund([], { itemTotalPaise: 1_000, couponDiscountPaise: 0 })).toBe(0)
  })
})

describe('the search box', () => {
  test('a phone number as people type it', () => {
    for (const q of ['9876543210', '+91 98765 43210', '+919876543210', '09876543210', '919876543210', '98765-43210']) {
      expect(phoneOf(q)).toBe('9876543210')
    }
    expect(phoneOf('12345')).toBeNull()
    expect(phoneOf('5876543210')).toBeNull()
  })
})
