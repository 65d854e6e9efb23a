import { checkoutPath } from '../../../core/cart/checkout-path.ts'
import { toRupees } from '../../../core/money.ts'
import type { OrderList, PlacedOrderAnswer } from '../../../contracts/orders.ts'
import type { PlacedOrder } from './product-line.ts'
import type { OrderService } from './service.ts'

// The orders' answers at the wire edge (contracts/orders.ts): paise to rupees, dates to ISO strings.

/** Where the browser goes after placing: the success page, or paying the rest online. */
export function nextUrl(placed: PlacedOrder): string {
  return placed.onlinePart > 0
    ? `/order-payment/?order=${encodeURIComponent(placed.number)}`
    : checkoutPath(placed.cartType, `/cart/checkout/success?order=${encodeURIComponent(placed.number)}`)
}

export function placedOrderWire(placed: PlacedOrder): PlacedOrderAnswer {
  return {
    order_id: placed.orderId,
    number: placed.number,
    status: placed.status,
    total: toRupees(placed.total),
    wallet_part: toRupees(placed.walletPart),
    corporate_part: toRupees(placed.corporatePart),
    online_part: toRupees(placed.onlinePart),
    next_url: nextUrl(placed),
  }
}

export function orderListWire(list: Awaited<ReturnType<OrderService['list']>>): OrderList {
  return {
    total: list.total,
    pages: list.pages,
    orders: list.orders.map((o) => ({
      number: o.number,
      status: o.status,
      status_label: o.statusLabel,
      total: toRupees(o.total),
      placed_at: o.placedAt.toISOString(),
      items: o.items,
    })),
  }
}
