import { describe, expect, test } from 'vitest'
import { OrderStatusEventSchema } from '../../../contracts/events.ts'
import type { EventBus, SqlExecutor } from '../events/bus.ts'
import { encodeEvent } from '../events/envelope.ts'
import { orderStatusPublisher } from './events.ts'
import { ORDER_STATUSES } from '../../../core/orders/statuses.ts'

describe('orderStatusPublisher', () => {
  const tx = { execute: async () => {} } satisfies SqlExecutor
  test.each([
    ['pending_payment', 'Awaiting payment'],
    ['awaiting_rx_check', 'Prescription being checked'],
    ['confirmed', 'Confirmed'],
    ['packed', 'Packed'],
    ['shipped', 'Shipped'],
    ['delivered', 'Delivered'],
    ['cancelled', 'Cancelled'],
    ['returned', 'Returned'],
  ] as const)(
    '%s goes to the account’s topic as { order, status, label: %j }, in the given transaction',
    async (status, label) => {
      const sent: unknown[][] = []
      const bus = { publish: async (...args: unknown[]) => void sent.push(args) } as unknown as EventBus
      await orderStatusPublisher(bus)(tx, { userId: 42, number: 'MW10000007', status })
      expect(sent).toEqual([[tx, 'user:42', { order: 'MW10000007', status, label }]])
      const payload = sent[0]![2] as Record<string, unknown>
      expect(OrderStatusEventSchema.parse(payload)).toEqual(payload)
      // Ids and states only: far under the NOTIFY limit.
      expect(Buffer.byteLength(encodeEvent('user:42', payload))).toBeLessThan(200)
    },
  )

  test('every status of the state machine is covered above', () => {
    expect(ORDER_STATUSES).toHaveLength(8)
  })
})
