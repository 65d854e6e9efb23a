import type { RouterContextProvider } from 'react-router'
import { requireCustomer } from '../lib/page-edge.server.ts'
import { cityOfCookies } from '../../core/places/city.ts'
import { DEFAULT_CITY } from '../../core/constants.ts'
import { parseCookieHeader } from '../../core/cookies.ts'

// /reorder's server side (spec 2 §2 'previously ordered items'; issue 9 §8): the account's earlier products with
// today's prices and stock in the visitor's city (server/modules/orders/reorder.ts). A guest signs in over the cart.

export async function reorderLoader(request: Request, context: Readonly<RouterContextProvider>) {
  const { userId, services } = requireCustomer(context, request)
  const city = cityOfCookies(parseCookieHeader(request.headers.get('cookie')), DEFAULT_CITY)
  const items = await services.reorder.previouslyOrdered(userId, city)
  return {
    city,
    items: items.map((i) => ({ ...i, lastOrderedAt: i.lastOrderedAt.toISOString() })),
  }
}
export type ReorderData = Awaited<ReturnType<typeof reorderLoader>>
