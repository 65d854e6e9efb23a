// The care plan (issue 23): the one declaration of what a plan is, the benefits a membership gives and how they read
// to people. Plans themselves are data (care_plans, seeded with sample prices marked as such: server/db/seed); the
// rules that turn a plan's terms into money are in benefits.ts, the membership's states in membership.ts.

import type { Paise } from '../money.ts'

/** What a plan gives, in numbers the pricing reads (never the page). */
export interface PlanTerms {
  /** Extra off the selling price of medicines and health products, in percent (1mg's Care Plan: 5 %). */
  medicineDiscountPercent: number
  /** No delivery fee on any pharmacy order. */
  freeDelivery: boolean
  /** Off the lab tests' price, in percent (the `/cp_labs/...` twins show member prices). */
  labDiscountPercent: number
  /** MedWise Cash earned on a delivered order, in percent of what it cost, up to `cashbackCapPaise` an order. */
  cashbackPercent: number
  cashbackCapPaise: Paise
  /** Free doctor consultations in a term (counted now, spent when consultations arrive). */
  freeConsultations: number
  /** Orders of members are processed first (the pharmacist's queue, the order desk). */
  priorityProcessing: boolean
}

export interface PlanView {
  id: number
  code: string
  name: string
  durationMonths: number
  pricePaise: Paise
  /** The price struck through beside it (what the months would cost at the monthly rate of the shortest plan). */
  mrpPaise: Paise
  terms: PlanTerms
  /** Seeded sample plans say so (issue 23 §1: 'sample prices marked as such'). */
  sample: boolean
}

/**
 * What each benefit saved, recorded line by line with its order (care_plan_savings.benefit): the savings page's total
 * and detailed_savings are sums of these rows, never estimates.
 */
export const SAVING_KINDS = ['member_discount', 'free_delivery', 'lab_discount', 'cashback', 'free_consultation'] as const
export type SavingKind = (typeof SAVING_KINDS)[number]

export const SAVING_LABELS: Record<SavingKind, string> = {
  member_discount: 'Extra discount on medicines',
  free_delivery: 'Free delivery',
  lab_discount: 'Discount on lab tests',
  cashback: 'MedWise Cash earned',
  free_consultation: 'Free doctor consultations',
}

/** The benefits in words, in the order the plan pages list them. */
export function benefitLines(terms: PlanTerms): string[] {
  const lines: string[] = []
  if (terms.medicineDiscountPercent > 0) lines.push(`Extra ${terms.medicineDiscountPercent}% off on medicines`)
  if (terms.freeDelivery) lines.push('Free delivery on every order')
  if (terms.labDiscountPercent > 0) lines.push(`${terms.labDiscountPercent}% off on lab tests`)
  if (terms.cashbackPercent > 0) lines.push(`${terms.cashbackPercent}% MedWise Cash back on delivered orders`)
  if (terms.freeConsultations > 0) {
    lines.push(`${terms.freeConsultations} free doctor ${terms.freeConsultations === 1 ? 'consultation' : 'consultations'}`)
  }
  if (terms.priorityProcessing) lines.push('Priority order processing')
  return lines
}

/** '3 months', '1 year'. */
export function durationText(months: number): string {
  if (months % 12 === 0) return months === 12 ? '1 year' : `${months / 12} years`
  return months === 1 ? '1 month' : `${months} months`
}

export const CARE_PLAN_PAGES = {
  /** spec 2 §2: the savings page of a member. */
  myPlan: '/subscription-plan/myplan',
  /** spec 2 §2 'Other web-app paths': where visitors compare and buy plans (and 400/401 on the savings page go). */
  subscriptions: '/subscription-plan/subscriptions',
} as const

/** Where the cart's care-plan tick came from (the `cp_added_source` cookie: decision 054). */
export const CP_ADDED_SOURCES = ['cart', 'payment', 'plans_page'] as const
export type CpAddedSource = (typeof CP_ADDED_SOURCES)[number]

/** The cheapest plan on sale (what the cart's offer, the brief and the plans page price with); null when none is. */
export function cheapestPlan<P extends Pick<PlanView, 'pricePaise'>>(plans: readonly P[]): P | null {
  return plans.reduce<P | null>((a, p) => (!a || p.pricePaise < a.pricePaise ? p : a), null)
}
