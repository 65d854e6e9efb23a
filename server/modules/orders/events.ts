import type { OrderStatusEvent } from '../../../contracts/events.ts'
import { type EventBus, type SqlExecutor, userTopic } from '../events/index.ts'
import { STATUS_LABELS, type OrderStatus } from '../../../core/orders/statuses.ts'

// An order's status changes reach its account's open pages (issue 9 §8): published INSIDE the transaction that makes
// the change (placement, every move of the state machine), so an event is sent only when the change commits, and
// once it has (PostgreSQL NOTIFY; events/bus.ts). The orders' `published` hook, called after commit, is not used for it.

export interface OrderStatusChange {
  userId: number
  number: string
  status: OrderStatus
}

/** Sends the change when `tx` commits; throws (failing the change) only for a defect (events/envelope.ts). */
export type PublishOrderStatus = (tx: SqlExecutor, change: OrderStatusChange) => Promise<void>

export function orderStatusPublisher(bus: EventBus): PublishOrderStatus {
  return (tx, { userId, number, status }) => {
    const event: OrderStatusEvent = { order: number, status, label: STATUS_LABELS[status] }
    return bus.publish(tx, userTopic(userId), event)
  }
}
