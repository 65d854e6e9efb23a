import { formatPaise, paise, sumPaise, timesPaise, toRupees, type Paise } from '../../../core/money.ts'
import type { CarePlanHeader, PharmacyBrief } from '../../../contracts/cart.ts'
import { memberPricing } from '../../../core/care-plan/benefits.ts'
import { CARE_PLAN_PAGES, type PlanTerms } from '../../../core/care-plan/plans.ts'
import { DELIVERY_FEE, FREE_DELIVERY_THRESHOLD } from './bill.ts'

/** A cart line as the brief needs it: what it is called, how many, and its prices now. */
export interface BriefLine {
  skuId: number
  quantity: number
  name: string
  mrpPaise: Paise
  pricePaise: Paise
}

/**
 * spec 2 §3 'Pharmacy cart brief response' of a product cart's lines (the header's count, the mutations' answer):
 * what is to be paid at today's prices, the MRP total and the units; no cart is the empty brief with cart_id null.
 */
export function pharmacyBriefOf(
  cartId: number | null,
  lines: readonly BriefLine[],
  carePlan: { terms: PlanTerms; member: boolean } | null = null,
): PharmacyBrief {
  return {
    items: lines.map((l) => ({ sku_id: l.skuId, quantity: l.quantity, sku_name: l.name })),
    to_be_paid: toRupees(sumPaise(lines.map((l) => timesPaise(l.pricePaise, l.quantity)))),
    total_quantity: lines.reduce((n, l) => n + l.quantity, 0),
    cart_id: cartId,
    total_amount: toRupees(sumPaise(lines.map((l) => timesPaise(l.mrpPaise, l.quantity)))),
    care_plan_header: carePlan ? carePlanHeaderOf(lines, carePlan) : null,
  }
}

/**
 * issue 23 §6 `care_plan_header`: what a plan's terms save on the lines at today's prices (its discount, and the
 * delivery fee when the lines are below free delivery): 'Care Plan saves you ₹X' for a member, 'Save ₹X with Care Plan'
 * for anyone else; null when there is nothing to save.
 */
export function carePlanHeaderOf(
  lines: readonly BriefLine[],
  plan: { terms: PlanTerms; member: boolean },
): CarePlanHeader | null {
  const pricing = memberPricing(
    lines.map((l) => ({ key: l.skuId, price: l.pricePaise, quantity: l.quantity })),
    plan.terms,
  )
  const itemTotal = sumPaise(lines.map((l) => timesPaise(l.pricePaise, l.quantity)))
  const delivery = lines.length && pricing.freeDelivery && itemTotal < FREE_DELIVERY_THRESHOLD ? DELIVERY_FEE : 0
  const saving = paise(pricing.discount + delivery)
  if (saving <= 0) return null
  return {
    text: plan.member
      ? `Care Plan saves you ${formatPaise(saving)} on this cart`
      : `Save ${formatPaise(saving)} on this cart with Care Plan`,
    is_member: plan.member,
    saving: toRupees(saving),
    url: plan.member ? CARE_PLAN_PAGES.myPlan : CARE_PLAN_PAGES.subscriptions,
  }
}
