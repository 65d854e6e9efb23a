import { redirect, type RouterContextProvider } from 'react-router'
import { CartAddSchema } from '../../contracts/cart.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { parseInput } from '../../server/lib/validation.ts'
import { requestContext, servicesContext } from '../context.server.ts'
import {
  SUPPLEMENT_FAILURE_PATH,
  SUPPLEMENT_SUCCESS_PATH,
  parseSupplementQuery,
  supplementCartPayload,
} from '../lib/supplement-skus.ts'

// /insights-supplement without JavaScript (spec 1 §2.8): the page's <noscript> form posts the two lists here, with the
// page's CSRF token (checked for every page write by server/http/session.ts pageWriteAllowed). The same payload and
// contract as POST /api/v4/carts/skus, the same service call, the same outcome: /cart, or /404 on any failure.
// With JavaScript the page calls the API itself (spec 2 §7); a GET never changes a cart.

export async function supplementAction(request: Request, context: Readonly<RouterContextProvider>): Promise<never> {
  const services = context.get(servicesContext)
  const { cart } = context.get(requestContext)
  const form = await request.formData()
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : null
  }
  const query = parseSupplementQuery(text('sku_ids'), text('quantities'))
  if (!query.ok) throw redirect(SUPPLEMENT_FAILURE_PATH, 303)
  try {
    const body = parseInput(CartAddSchema, supplementCartPayload(query.skus))
    await services.cart.addSkus(
      cart.owner,
      body.skus.map((s) => ({ skuId: s.sku_id, quantity: s.quantity })),
    )
  } catch (error) {
    if (!AppError.is(error)) throw error
    throw redirect(SUPPLEMENT_FAILURE_PATH, 303)
  }
  throw redirect(SUPPLEMENT_SUCCESS_PATH, 303)
}
