import { redirect, type RouterContextProvider } from 'react-router'
import type { OrderSuccessWidget } from '../../contracts/order-placed.ts'
import { ORDER_PLACED_IMAGE, orderPlacedWidget } from '../widgets/order-placed.server.ts'
import { cartUrlPrefix } from '../../core/cart/cart-types.ts'
import { checkoutPath } from '../../core/cart/checkout-path.ts'
import { isProductCartType } from '../../core/cart/cart-types.ts'
import { formatPaise } from '../../core/money.ts'
import { orNotFound, requireCustomer } from '../lib/page-edge.server.ts'
import { checkoutCartType } from './checkout.server.ts'
import { deliveryWindow } from './delivery-date.ts'

// spec 2 §2 'Order success: /cart/checkout/success' (issue 9 §9): the order-placed widget for the account's order.
// An order of the buy-now cart has its success page under that cart's prefix (/pharmacy-buy-now/cart/checkout/success,
// issue 9 §10): whichever of the two a payment's return lands on, the order's own is where it is shown.

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

export async function successLoader(request: Request, context: Readonly<RouterContextProvider>) {
  const { userId, services } = requireCustomer(context, request)
  const number = new URL(request.url).searchParams.get('order') ?? ''
  const view = await orNotFound(() => services.orders.get(userId, number.slice(0, 20)))
  const { order } = view
  // A lab booking (the gateway's return lands here for every order) has its own success page (issue 11 §5).
  // issue 24 §3: a consultation's own success page.
  if (order.cartType === 'consultation') {
    throw redirect(`/online-doctor-consultation/book/success?order=${encodeURIComponent(order.number)}`)
  }
  // issue 27 §6: a vaccination at home's own page.
  if (order.cartType === 'vaccination') {
    throw redirect(`/vaccination-at-home/bookings/${encodeURIComponent(order.number)}`)
  }
  if (order.cartType === 'labs' || order.cartType === 'cp_labs') {
    throw redirect(`${cartUrlPrefix(order.cartType)}/cart/checkout/success?order=${encodeURIComponent(order.number)}`)
  }
  // (The request of a client navigation is the page's .data twin, with its own query: compare cart types, not paths.)
  if (isProductCartType(order.cartType) && order.cartType !== checkoutCartType(request)) {
    throw redirect(checkoutPath(order.cartType, `/cart/checkout/success?order=${encodeURIComponent(order.number)}`))
  }
  const latest = view.shipments.reduce((n, s) => Math.max(n, s.etaDaysMax), 0)
  const earliest = view.shipments.reduce((n, s) => Math.min(n, s.etaDaysMin), Number.POSITIVE_INFINITY)
  const when = view.shipments.length ? deliveryWindow(order.placedAt, earliest, latest) : ''
  const rx = view.status === 'awaiting_rx_check' ? ' Our pharmacist will check your prescription first.' : ''
  const widgets: OrderSuccessWidget[] = [
    orderPlacedWidget({
      image_url: ORDER_PLACED_IMAGE,
      header_text: null,
      data: {
        header: 'Order placed',
        sub_header: `Order <b>${escapeHtml(order.number)}</b> for ${escapeHtml(formatPaise(order.totalPaise))}. ${escapeHtml(when)}.${escapeHtml(rx)}`,
        primary_cta: { label: 'View order', url: `/order/${encodeURIComponent(order.number)}` },
        secondary_cta: { label: 'Continue shopping', url: '/' },
      },
    }),
  ]
  return { widgets, number: order.number }
}
