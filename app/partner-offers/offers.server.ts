import { randomUUID } from 'node:crypto'
import { redirect, type RouterContextProvider } from 'react-router'
import { signInThen } from '../../core/auth/params.ts'
import { unauthorizedUrl } from '../../core/url/return-path.ts'
import { ClaimFormSchema, OfferDetailParamsSchema } from '../../contracts/partner-offers.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { parseInput } from '../../server/lib/validation.ts'
import { servicesContext } from '../context.server.ts'
import { customerOf, notFound, refusal } from '../lib/page-edge.server.ts'

// /partner-offers and /offer-detail/{partner_id}/{partnership_benefit_id} (issue 27 §3; decision 085): the list in
// spec 2 §3's offer card shape, and an offer's page where a signed-in person claims its code (plain forms, each with
// an idempotency key rendered with the page) or asks to be told when it opens. A guest signs in over the page first.

type Context = Readonly<RouterContextProvider>

export async function offersListLoader(context: Context) {
  const customer = customerOf(context)
  const services = context.get(servicesContext)
  return { cards: await services.partnerOffers.list(customer?.userId ?? null), signedIn: customer !== null }
}

function idsOf(params: { partnerId?: string; offerId?: string }) {
  try {
    return parseInput(OfferDetailParamsSchema, params)
  } catch {
    return notFound()
  }
}

export async function offerDetailLoader(request: Request, context: Context, params: { partnerId?: string; offerId?: string }) {
  const { partnerId, offerId } = idsOf(params)
  const customer = customerOf(context)
  const services = context.get(servicesContext)
  try {
    const detail = await services.partnerOffers.detail(partnerId, offerId, customer?.userId ?? null)
    const path = new URL(request.url).pathname
    return {
      detail,
      signedIn: customer !== null,
      signIn: signInThen(path, path),
      idempotencyKey: randomUUID(),
    }
  } catch (error) {
    if (AppError.is(error) && error.status === 404) notFound()
    throw error
  }
}

export type OfferActionResult =
  | { ok: true; intent: 'claim'; firstClaim: boolean }
  | { ok: true; intent: 'remind'; message: string }
  | { ok: false; intent: 'claim' | 'remind'; message: string; code: string }

/** Claim (the form's key makes a double submit one claim) and notify me. A guest goes to the unauthorised page. */
export async function offerDetailAction(request: Request, context: Context, params: { partnerId?: string; offerId?: string }) {
  const { partnerId, offerId } = idsOf(params)
  const customer = customerOf(context)
  if (!customer) throw redirect(unauthorizedUrl(`/offer-detail/${partnerId}/${offerId}`), 303)
  const form = Object.fromEntries(await request.formData())
  const intent = form.intent === 'remind' ? 'remind' : 'claim'
  try {
    if (intent === 'remind') {
      const set = await customer.services.partnerOffers.setReminder(customer.userId, offerId)
      return { ok: true as const, intent, message: set.message }
    }
    const { idempotencyKey } = parseInput(ClaimFormSchema, form)
    const claimed = await customer.services.partnerOffers.claim(customer.userId, offerId, idempotencyKey)
    return { ok: true as const, intent, firstClaim: claimed.body.first_claim }
  } catch (error) {
    if (AppError.is(error) && error.status < 500) return refusal(error, { intent })
    throw error
  }
}
