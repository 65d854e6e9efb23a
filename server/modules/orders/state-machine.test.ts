import { describe, expect, test } from 'vitest'
import { customerCanCancel, ORDER_EVENTS, transition, type OrderEvent } from './state-machine.ts'
import { ORDER_STATUSES, type OrderStatus } from '../../../core/orders/statuses.ts'

// Every (status, event) pair: the allowed ones lead where the diagram says; every other pair is refused.
const ALLOWED: Array<[OrderStatus, OrderEvent, boolean, OrderStatus]> = [
  ['pending_payment', 'paid', false, 'confirmed'],
  ['pending_payment', 'paid', true, 'awaiting_rx_check'],
  ['pending_payment', 'cancel', false, 'cancelled'],
  ['pending_payment', 'expire', false, 'cancelled'],
  ['awaiting_rx_check', 'rx_approved', true, 'confirmed'],
  ['awaiting_rx_check', 'rx_rejected', true, 'cancelled'],
  ['awaiting_rx_check', 'cancel', true, 'cancelled'],
  ['confirmed', 'pack', false, 'packed'],
  ['confirmed', 'cancel', false, 'cancelled'],
  ['confirmed', 'fulfil', false, 'delivered'],
  ['packed', 'ship', false, 'shipped'],
  ['shipped', 'deliver', false, 'delivered'],
  ['shipped', 'return', false, 'returned'],
  ['delivered', 'return', false, 'returned'],
]

describe('transition', () => {
  test.each(ALLOWED)('%s --%s (rx %s)--> %s', (from, event, rxRequired, to) => {
    expect(transition(from, event, { rxRequired })).toEqual({ ok: true, to })
  })

  const allowed = new Set(ALLOWED.map(([from, event]) => `${from}:${event}`))
  const refused = ORDER_STATUSES.flatMap((from) => ORDER_EVENTS.map((event) => [from, event] as const)).filter(
    ([from, event]) => !allowed.has(`${from}:${event}`),
  )
  test(`the other ${refused.length} pairs are refused with a reason`, () => {
    expect(refused.length).toBe(ORDER_STATUSES.length * ORDER_EVENTS.length - allowed.size)
    for (const [from, event] of refused) {
      const result = transition(from, event, { rxRequired: false })
      expect(result.ok, `${from} --${event}-->`).toBe(false)
    }
  })

  test('the refusal says why in words', () => {
    expect(transition('packed', 'cancel', { rxRequired: false })).toEqual({
      ok: false,
      message: 'An order that is packed cannot be cancelled',
    })
    expect(transition('cancelled', 'paid', { rxRequired: false })).toEqual({
      ok: false,
      message: 'An order that is cancelled cannot be paid for',
    })
  })
})

test('a customer may cancel until the order is packed', () => {
  expect(ORDER_STATUSES.filter(customerCanCancel)).toEqual(['pending_payment', 'awaiting_rx_check', 'confirmed'])
})
