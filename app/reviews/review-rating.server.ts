import type { RouterContextProvider } from 'react-router'
import { ReviewBodySchema } from '../../contracts/reviews.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { parseInput } from '../../server/lib/validation.ts'
import { refusal, requireCustomer } from '../lib/page-edge.server.ts'

// /review-rating (issue 26 §7; decision 076): what the signed-in person bought and received, each to rate 1–5 with an
// optional review; a second time changes their review. A guest signs in first.

export const REVIEW_PAGE = '/review-rating'
/** A guest signs in over the home page, then comes back here (the shell's ?login=true with its followup). */
const SIGN_IN = `/?login=true&followup=${encodeURIComponent(REVIEW_PAGE)}`

export async function reviewRatingLoader(request: Request, context: Readonly<RouterContextProvider>) {
  const { userId, services } = requireCustomer(context, request, { signIn: SIGN_IN })
  return services.reviews.mine(userId)
}

export async function reviewRatingAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { userId, services } = requireCustomer(context, request, { signIn: SIGN_IN, status: 303 })
  const form = Object.fromEntries(await request.formData())
  const key = `${String(form.subject)}:${String(form.subject_id)}`
  try {
    const body = parseInput(ReviewBodySchema, form)
    const saved = await services.reviews.submit(userId, body)
    return { ok: true as const, key, edited: saved.edited }
  } catch (error) {
    if (AppError.is(error) && error.status < 500) return refusal(error, { key })
    throw error
  }
}
