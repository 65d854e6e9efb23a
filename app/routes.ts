import { type RouteConfig, index, route } from '@react-router/dev/routes'

// The spec's route table (spec 2 §2), one line per route, in the spec's order, as the pages land.
export default [
  index('routes/home.tsx'),
  route('reorder', 'routes/reorder.tsx'),
  route('labs', 'routes/labs-home.tsx'),
  route('categories', 'routes/categories.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('cart/address-page', 'routes/cart-address-page.tsx'),
  route('cart/prescription', 'routes/cart-prescription.tsx'),
  route('cart/select-shipment', 'routes/cart-select-shipment.tsx'),
  route('cart/summary-page', 'routes/cart-summary-page.tsx'),
  route('cart/payment', 'routes/cart-payment.tsx'),
  route('order-payment', 'routes/order-payment.tsx'),
  // The gateway's return, /order-payment/callback, is no page: server/modules/payments/api.ts (a redirect).
  route('cart/payment/recharge', 'routes/wallet-recharge.tsx'),
  route('cart/checkout/success', 'routes/checkout-success.tsx'),
  // issue 9 §10: the buy-now cart's checkout, the same pages under its prefix (spec 1 §2.10: the cart type comes from
  // the first path segment, app/lib/checkout-path.ts); a module serves a second route under its own id.
  route('pharmacy-buy-now/cart', 'routes/cart.tsx', { id: 'buy-now/cart' }),
  route('pharmacy-buy-now/cart/address-page', 'routes/cart-address-page.tsx', { id: 'buy-now/cart-address-page' }),
  route('pharmacy-buy-now/cart/prescription', 'routes/cart-prescription.tsx', { id: 'buy-now/cart-prescription' }),
  route('pharmacy-buy-now/cart/select-shipment', 'routes/cart-select-shipment.tsx', { id: 'buy-now/cart-select-shipment' }),
  route('pharmacy-buy-now/cart/summary-page', 'routes/cart-summary-page.tsx', { id: 'buy-now/cart-summary-page' }),
  route('pharmacy-buy-now/cart/payment', 'routes/cart-payment.tsx', { id: 'buy-now/cart-payment' }),
  route('pharmacy-buy-now/cart/checkout/success', 'routes/checkout-success.tsx', { id: 'buy-now/checkout-success' }),
  route('categories/:slug', 'routes/category.tsx'),
  route('insights-supplement/bos-package-success', 'routes/bos-package-success.tsx'),
  route('insights-supplement', 'routes/insights-supplement.tsx'),
  route('all-diseases', 'routes/all-diseases.tsx'),
  route('drugs-all-medicines', 'routes/all-medicines.tsx'),
  route('drugs-therapeutic-classes', 'routes/therapeutic-classes.tsx'),
  route('generics/:genericNameId', 'routes/generic.tsx'),
  // Not in the spec's table but named by it: search results and product pages (spec 1 §2.4, §2.10).
  route('search/all', 'routes/search.tsx'),
  route('drugs/:slugId', 'routes/drug.tsx'),
  route('otc/:slugId', 'routes/otc.tsx'),
  route('hkpadmin/superlogin', 'routes/super-login.tsx'),
  // The profile menu's order links (spec 1 §2.2): the order history and an order's page.
  route('order/history', 'routes/order-history.tsx'),
  route('order/:number', 'routes/order-detail.tsx'),
  // The profile menu's 'MedWise Cash' (spec 1 §2.2): the wallet's balance and ledger.
  route('dashboard/cash', 'routes/wallet-cash.tsx'),
  // The order's tax invoice (issue 9 §8): a resource route that answers the PDF.
  route('order/:number/invoice.pdf', 'routes/order-invoice.ts'),
  // The test payment gateway's hosted page (outside production, without Razorpay keys).
  route('pay/test-gateway', 'routes/test-gateway.tsx'),
  // The back office (issue 10): staff roles only; anyone else gets 404 (app/staff/staff.server.ts).
  route('staff', 'routes/staff.tsx', [index('routes/staff-home.tsx')]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
