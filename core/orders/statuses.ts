// The order state machine's states (server/modules/orders/state-machine.ts), in the order an order goes through them,
// and what a person reads for each: the one declaration for the machine, its contracts and the pages.
export const ORDER_STATUSES = [
  'pending_payment',
  'awaiting_rx_check',
  'confirmed',
  'packed',
  'shipped',
  'delivered',
  'cancelled',
  'returned',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** What a person reads for each status (history, the order page, messages). */
export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'Awaiting payment',
  awaiting_rx_check: 'Prescription being checked',
  confirmed: 'Confirmed',
  packed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned: 'Returned',
}
