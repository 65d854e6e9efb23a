// The order state machine (issue 9 §8): the one place an order's status may change. Saleor's UNCONFIRMED is our
// awaiting_rx_check: paid (or cash on delivery) but not yet checked by a pharmacist (issue 10).
//
//   pending_payment ──paid──▶ awaiting_rx_check ──rx_approved──▶ confirmed ──pack──▶ packed ──ship──▶ shipped
//          │  (Rx orders)              │                            │                                  │
//          │ paid (no Rx) ─────────────┼────────────────────────────▶                           deliver │ return
//          ▼                           ▼                            ▼                                  ▼
//      cancelled ◀── cancel / expire / rx_rejected ──────────── (until packed)       delivered ──return──▶ returned
//
// An order with nothing to ship (a care plan bought alone, issue 23) is fulfilled once confirmed: confirmed ──fulfil──▶
// delivered, in the transaction that confirms it.

import { ORDER_STATUSES, STATUS_LABELS, type OrderStatus } from '../../../core/orders/statuses.ts'

export const ORDER_EVENTS = [
  'paid',
  'rx_approved',
  'rx_rejected',
  'pack',
  'ship',
  'deliver',
  'cancel',
  'expire',
  'return',
  'fulfil',
] as const
export type OrderEvent = (typeof ORDER_EVENTS)[number]

/** Where an order starts once it is placed and paid for (or is cash on delivery). */
export function statusWhenPaid(rxRequired: boolean): OrderStatus {
  return rxRequired ? 'awaiting_rx_check' : 'confirmed'
}

const TABLE: Record<OrderStatus, Partial<Record<OrderEvent, OrderStatus | ((ctx: { rxRequired: boolean }) => OrderStatus)>>> = {
  pending_payment: { paid: ({ rxRequired }) => statusWhenPaid(rxRequired), cancel: 'cancelled', expire: 'cancelled' },
  awaiting_rx_check: { rx_approved: 'confirmed', rx_rejected: 'cancelled', cancel: 'cancelled' },
  confirmed: { pack: 'packed', cancel: 'cancelled', fulfil: 'delivered' },
  packed: { ship: 'shipped' },
  shipped: { deliver: 'delivered', return: 'returned' },
  delivered: { return: 'returned' },
  cancelled: {},
  returned: {},
}

export type Transition = { ok: true; to: OrderStatus } | { ok: false; message: string }

/** The status an event leads to from a status, or why it cannot happen. */
export function transition(from: OrderStatus, event: OrderEvent, ctx: { rxRequired: boolean }): Transition {
  const next = TABLE[from][event]
  if (next === undefined) {
    return { ok: false, message: `An order that is ${STATUS_LABELS[from].toLowerCase()} cannot be ${EVENT_WORDS[event]}` }
  }
  return { ok: true, to: typeof next === 'function' ? next(ctx) : next }
}

const EVENT_WORDS: Record<OrderEvent, string> = {
  paid: 'paid for',
  rx_approved: 'approved',
  rx_rejected: 'rejected',
  pack: 'packed',
  ship: 'shipped',
  deliver: 'delivered',
  cancel: 'cancelled',
  expire: 'expired',
  return: 'returned',
  fulfil: 'fulfilled',
}

/** issue 9 §8: a customer may cancel until the order is packed. */
export function customerCanCancel(status: OrderStatus): boolean {
  return status === 'pending_payment' || status === 'awaiting_rx_check' || status === 'confirmed'
}

/** States an order never leaves. */
export function isFinal(status: OrderStatus): boolean {
  return status === 'delivered' || status === 'cancelled' || status === 'returned'
}

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value)
}
