import type { RouterContextProvider } from 'react-router'
import { RemoveSavedMethodFormSchema } from '../../contracts/saved-methods.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { parseInput } from '../../server/lib/validation.ts'
import { refusal, requireCustomer } from '../lib/page-edge.server.ts'

// /dashboard/manage-payment (issue 26 §8; decision 076): the cards and UPI ids saved with the payment provider, listed
// as it masks them, each removable (the page's form carries the CSRF token like every form; again is the same answer).

export const MANAGE_PAYMENT_PAGE = '/dashboard/manage-payment'
const SIGN_IN = `/?login=true&followup=${encodeURIComponent(MANAGE_PAYMENT_PAGE)}`

export async function managePaymentLoader(request: Request, context: Readonly<RouterContextProvider>) {
  const { userId, services } = requireCustomer(context, request, { signIn: SIGN_IN })
  try {
    return { methods: await services.savedMethods.list(userId), problem: null }
  } catch (error) {
    // The provider did not answer: the page says so instead of failing.
    if (AppError.is(error) && error.status >= 500) return { methods: [], problem: error.message }
    throw error
  }
}

export async function managePaymentAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { userId, services } = requireCustomer(context, request, { signIn: SIGN_IN, status: 303 })
  const form = Object.fromEntries(await request.formData())
  try {
    const { token_id } = parseInput(RemoveSavedMethodFormSchema, form)
    const label = (await services.savedMethods.list(userId)).find((m) => m.id === token_id)?.label ?? 'the payment method'
    await services.savedMethods.remove(userId, token_id)
    return { ok: true as const, removed: label }
  } catch (error) {
    if (AppError.is(error) && error.status < 600 /* the provider's 502 and 503 too: said beside the list */) return refusal(error)
    throw error
  }
}
