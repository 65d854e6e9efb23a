// The order state machine's states (server/modules/orders/state-machine.ts), in the order an order goes through them:
// one list for the machine, its contracts and the pages that filter by state (the order desk).
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
