import type { RouterContextProvider } from 'react-router'
import type { AddTestDialog, LabsDetails } from '../../contracts/cart.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { requestContext, servicesContext } from '../context.server.ts'
import { cityOfCookies } from '../../core/places/city.ts'
import { DEFAULT_CITY } from '../../core/constants.ts'
import { parseCookieHeader } from '../../core/cookies.ts'

/**
 * The labs cart page's reading: the cart in full (the same as GET carts/details?types=labs&response_type=full) and,
 * when an Add sent without JavaScript needs a choice (?choose=<test id>), the add-test dialog to show as forms.
 */
export async function labsCartLoader(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ details: LabsDetails; choice: AddTestDialog | null }> {
  const services = context.get(servicesContext)
  const { cart } = context.get(requestContext)
  const city = cityOfCookies(parseCookieHeader(request.headers.get('cookie')), DEFAULT_CITY)
  const details = await services.cart.labsDetails(cart.readAs)
  const asked = new URL(request.url).searchParams.get('choose')
  let choice: AddTestDialog | null = null
  if (asked && /^\d{1,9}$/.test(asked)) {
    try {
      choice = await services.cart.labAddDialog(cart.readAs, Number(asked), city)
    } catch (error) {
      // An unknown test, or one no lab offers here: the cart alone (the add already said why).
      if (!AppError.is(error)) throw error
    }
  }
  return { details, choice }
}
