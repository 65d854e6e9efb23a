import type { OrderStatus } from '../../../core/orders/statuses.ts'

// The order history the growth seed writes (issue 28 §6, `npm run seed -- --orders N`), as pure rules: order k (1 is the
// newest) is placed k steps before the seed's anchor, so each increment adds older history behind the same present.
// 1,000,000 orders make two years at a steady 1,370 a day; the open work of today (the pharmacist's queue, the desk's
// confirmed, packed and shipped orders, the last month's register) is the same at 10,000 orders as at 1,000,000, and
// only the history behind it grows. Everything follows from k, so a database grown in steps equals one seeded at once.

export const DAY_MS = 24 * 60 * 60 * 1000
/** Orders placed a day: 1,000,000 orders are two years of history. */
export const ORDERS_PER_DAY = 1370
export const STEP_MS = DAY_MS / ORDERS_PER_DAY
/** The customer with a long history (the bench signs in as them): every 30th of the newest 9,000 orders. */
export const LONG_HISTORY_EVERY = 30
export const LONG_HISTORY_ORDERS = 300
/** The most growth customers: one for every 10 orders, at least 50, at most 100,000. */
export const MAX_CUSTOMERS = 100_000

/** Shares of all orders. */
export const SHARES = { rx: 0.15, cancelled: 0.06, rxRejected: 0.05, returned: 0.02 } as const
/** How long after placing an Rx order the pharmacist decides it; younger ones still wait in the queue. */
export const RX_DECIDED_AFTER_MS = { min: 60 * 60 * 1000, max: 3 * 60 * 60 * 1000 }
/** The desk's open states by age: confirmed the first day, packed the second, shipped until the fourth. */
export const PACKED_AFTER_MS = DAY_MS
export const SHIPPED_AFTER_MS = 2 * DAY_MS
export const DELIVERED_AFTER_MS = 4 * DAY_MS

export type PaymentMethod = 'cod' | 'online' | 'wallet' | 'wallet_online'
export type LinePool = 'H' | 'H1' | 'otc'
export type ReviewPlan = 'waiting' | 'approved' | 'rejected' | 'closed' | null

export interface PlannedLine {
  pool: LinePool
  /** Which product of the pool (taken modulo its size). */
  pick: number
  quantity: number
}

export interface PlannedOrder {
  k: number
  /** 0 is the customer with the long history; 1.. the others (phone 60 and 8 digits). */
  customer: number
  /** How long before the anchor it was placed, ms. */
  ageMs: number
  status: Exclude<OrderStatus, 'pending_payment'>
  /** Where it stood right after placing (the first event). */
  placedStatus: 'confirmed' | 'awaiting_rx_check'
  rxRequired: boolean
  review: ReviewPlan
  /** When the pharmacist decided, ms after placing (null: not decided). */
  decidedAfterMs: number | null
  payment: PaymentMethod
  /** Which fulfilment centre (modulo how many there are). */
  centre: number
  cancelReason: string | null
  lines: PlannedLine[]
}

/** A deterministic number in [0, 1) from an order and a salt (a 32-bit integer hash; no state, no Math.random). */
export function mix(k: number, salt: number): number {
  let h = Math.imul(k ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(salt + 1, 0xc2b2ae35)
  h ^= h >>> 16
  h = Math.imul(h, 0x7feb352d)
  h ^= h >>> 15
  h = Math.imul(h, 0x846ca68b)
  h ^= h >>> 16
  return (h >>> 0) / 4294967296
}

/** How many customers the first `orders` orders are spread over. */
export function customersFor(orders: number): number {
  return Math.min(MAX_CUSTOMERS, Math.max(50, Math.ceil(orders / 10)))
}

export function isLongHistoryOrder(k: number): boolean {
  return k % LONG_HISTORY_EVERY === 0 && k <= LONG_HISTORY_EVERY * LONG_HISTORY_ORDERS
}

const CANCEL_REASONS = ['Customer asked to cancel', 'Out of stock at the centre', 'Address not serviceable'] as const
export const RX_REJECT_REASON = 'Prescription not accepted: the prescription is not readable'

export function planOrder(k: number): PlannedOrder {
  if (!Number.isInteger(k) || k < 1) throw new Error(`order ordinals start at 1 (got ${k})`)
  const ageMs = k * STEP_MS
  const rxRequired = mix(k, 2) < SHARES.rx
  const customer = isLongHistoryOrder(k) ? 0 : 1 + Math.floor(mix(k, 7) * (customersFor(k) - 1))
  const r = mix(k, 5)
  const payment: PaymentMethod = r < 0.55 ? 'cod' : r < 0.85 ? 'online' : r < 0.9 ? 'wallet' : 'wallet_online'
  const decideAt = RX_DECIDED_AFTER_MS.min + mix(k, 3) * (RX_DECIDED_AFTER_MS.max - RX_DECIDED_AFTER_MS.min)

  let status: PlannedOrder['status']
  let review: ReviewPlan
  let cancelReason: string | null = null
  if (mix(k, 1) < SHARES.cancelled) {
    // Cancelled before packing (by the customer or the desk); an Rx order's item leaves the queue unchecked.
    status = 'cancelled'
    cancelReason = CANCEL_REASONS[Math.floor(mix(k, 9) * CANCEL_REASONS.length)]!
    review = rxRequired ? 'closed' : null
  } else if (rxRequired && ageMs < decideAt) {
    status = 'awaiting_rx_check'
    review = 'waiting'
  } else if (rxRequired && mix(k, 4) < SHARES.rxRejected) {
    status = 'cancelled'
    cancelReason = RX_REJECT_REASON
    review = 'rejected'
  } else {
    review = rxRequired ? 'approved' : null
    status =
      ageMs < PACKED_AFTER_MS
        ? 'confirmed'
        : ageMs < SHIPPED_AFTER_MS
          ? 'packed'
          : ageMs < DELIVERED_AFTER_MS
            ? 'shipped'
            : mix(k, 6) < SHARES.returned
              ? 'returned'
              : 'delivered'
  }

  // 1 to 4 lines, most orders 1 or 2; an Rx order's first line is a prescription medicine (one in five Schedule H1),
  // its others so one time in four; other lines need no prescription.
  const count = 1 + Math.floor(mix(k, 10) ** 2 * 4)
  const lines: PlannedLine[] = []
  for (let i = 0; i < count; i++) {
    const rxLine = rxRequired && (i === 0 || mix(k, 20 + i) < 0.25)
    lines.push({
      pool: rxLine ? (mix(k, 30 + i) < 0.2 ? 'H1' : 'H') : 'otc',
      pick: Math.floor(mix(k, 40 + i) * 1_000_000),
      quantity: 1 + Math.floor(mix(k, 50 + i) * 3),
    })
  }
  return {
    k,
    customer,
    ageMs,
    status,
    placedStatus: rxRequired ? 'awaiting_rx_check' : 'confirmed',
    rxRequired,
    review,
    decidedAfterMs: review === 'approved' || review === 'rejected' ? decideAt : null,
    payment,
    centre: Math.floor(mix(k, 8) * 1_000_000),
    cancelReason,
    lines,
  }
}
