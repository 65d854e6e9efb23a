import { redirect, type RouterContextProvider } from 'react-router'
import { BuyCarePlanFormSchema } from '../../contracts/cart.ts'
import { wouldHaveSaved } from '../../core/care-plan/benefits.ts'
import { cpAddedSourceCookie } from '../../core/care-plan/cookies.ts'
import { benefitLines, cheapestPlan, durationText } from '../../core/care-plan/plans.ts'
import { toRupees } from '../../core/money.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { parseInput } from '../../server/lib/validation.ts'
import { requestContext, servicesContext } from '../context.server.ts'
import { customerOf, refusal, requireCustomer } from '../lib/page-edge.server.ts'

// The plans page's server side (app/routes/care-plan-subscriptions.tsx; issue 23 §3): the plans on sale side by side,
// what the visitor's last orders would have saved, the account's own plan, and 'Buy', which puts the plan in the
// pharmacy cart (with its items, or alone) and goes to the cart.

export const PLANS_PAGE = '/subscription-plan/subscriptions'

export async function plansLoader(context: Readonly<RouterContextProvider>) {
  const services = context.get(servicesContext)
  const { cart } = context.get(requestContext)
  const customer = customerOf(context)
  const [plans, member, spend] = await Promise.all([
    services.carePlan.plans(),
    customer ? cart.memberNow() : null,
    customer ? services.orders.recentSpend(customer.userId) : [],
  ])
  const cheapest = cheapestPlan(plans)
  return {
    signedIn: customer !== null,
    plans: plans.map((p) => ({
      id: p.id,
      name: p.name,
      price: toRupees(p.pricePaise),
      mrp: toRupees(p.mrpPaise),
      duration: durationText(p.durationMonths),
      perMonth: Math.round(p.pricePaise / p.durationMonths) / 100,
      benefits: benefitLines(p.terms),
      sample: p.sample,
    })),
    /** The account's latest term (a renewal is bought the same way and starts where it ends). */
    member: member?.latest
      ? { planName: member.latest.planName, state: member.latest.state, endsAt: member.latest.endsAt.toISOString() }
      : null,
    pending: member?.pending ? { orderNumber: member.pending.orderNumber } : null,
    /** What the cheapest plan would have saved on the account's last orders (null: none, or a guest). */
    wouldHaveSaved:
      cheapest && spend.length ? { orders: spend.length, rupees: toRupees(wouldHaveSaved(spend, cheapest.terms)) } : null,
  }
}

/** 'Buy': the plan ticked on the pharmacy cart (made if there is none), then the cart. Guests sign in first. */
export async function plansAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { owner, services } = requireCustomer(context, request, { signIn: `${PLANS_PAGE}?login=true`, status: 303 })
  try {
    const form = parseInput(BuyCarePlanFormSchema, Object.fromEntries(await request.formData()))
    await services.cartDetails.setCarePlan(owner, form.plan_id)
  } catch (error) {
    if (!AppError.is(error)) throw error
    return refusal(error)
  }
  return redirect('/cart', { status: 303, headers: { 'set-cookie': cpAddedSourceCookie('plans_page') } })
}
