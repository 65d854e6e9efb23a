// The order desk's choices (issue 10 §4), shared by its pages and its contracts (contracts/order-desk.ts), which check them.
import { ORDER_STATUSES } from '../orders/statuses.ts'

/** Every state of the order state machine: the desk filters by any. */
export const DESK_STATES = ORDER_STATUSES

/** How an order was paid, as the filter offers it: any order with a part paid that way. */
export const DESK_PAYMENTS = ['cod', 'online', 'wallet'] as const

/** The couriers the desk offers (no free 'Other': the webhook and the customer need a known name). */
export const COURIERS = ['Delhivery', 'Blue Dart', 'Ecom Express', 'Shadowfax', 'XpressBees', 'India Post'] as const

/** The reasons the desk cancels for (the customer reads the reason on the order page). */
export const DESK_CANCEL_REASONS = [
  'Out of stock at the centre',
  'Customer asked to cancel',
  'Address not serviceable',
  'Prescription not valid',
  'Suspected fraud',
] as const

export const DESK_RETURN_REASONS = [
  'Damaged in transit',
  'Wrong item delivered',
  'Near expiry on delivery',
  'Customer changed their mind',
] as const
