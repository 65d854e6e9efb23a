import { invoicePdfLoader } from '~/orders/invoice.server'
import type { Route } from './+types/order-invoice'

// GET /order/{number}/invoice.pdf: a resource route (no page), the order's tax invoice as a PDF (issue 9 §8).

export async function loader({ params, context }: Route.LoaderArgs) {
  return invoicePdfLoader(params.number, context)
}
