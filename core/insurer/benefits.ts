// The insurer's benefits as money (issue 27 §4; decision 087): pure rules the carts, checkout and the page apply.
//
// SAMPLE: the plan's terms below are samples until the partner gives us theirs: one free doctor consultation, 15% off
// lab tests, 10% off medicines up to ₹200 an order and ₹1,000 a year. A year is the calendar year in India (IST).

import { paise, ZERO_PAISE, type Paise } from '../money.ts'
import { percentOf } from '../care-plan/benefits.ts'

export interface InsurerPlanTerms {
  name: string
  freeConsultations: number
  labDiscountPercent: number
  medicineDiscountPercent: number
  medicineCapPerOrderPaise: Paise
  medicineCapPerYearPaise: Paise
}

/** SAMPLE terms of the sample plan (Tata AIA Shubh Health Plus, sample content). */
export const SAMPLE_INSURER_PLAN: InsurerPlanTerms = {
  name: 'Shubh Health Plus',
  freeConsultations: 1,
  labDiscountPercent: 15,
  medicineDiscountPercent: 10,
  medicineCapPerOrderPaise: paise(20_000),
  medicineCapPerYearPaise: paise(100_000),
}

/** What the policyholder has used: consultations ever, medicine discount in this calendar year. */
export interface InsurerUse {
  consultations: number
  medicinePaiseThisYear: Paise
}

export interface InsurerLeft {
  consultations: number
  medicinePaiseThisYear: Paise
}

/** What is left after use (never below zero). */
export function insurerLeft(terms: InsurerPlanTerms, used: InsurerUse): InsurerLeft {
  return {
    consultations: Math.max(0, terms.freeConsultations - used.consultations),
    medicinePaiseThisYear: paise(Math.max(0, terms.medicineCapPerYearPaise - used.medicinePaiseThisYear)),
  }
}

/**
 * The medicines discount on an order: the plan's percentage of the item total, no more than the cap per order nor
 * what is left of the year's cap.
 */
export function medicineDiscount(itemTotal: Paise, terms: InsurerPlanTerms, usedThisYear: Paise): Paise {
  const left = insurerLeft(terms, { consultations: 0, medicinePaiseThisYear: usedThisYear }).medicinePaiseThisYear
  return paise(Math.min(percentOf(itemTotal, terms.medicineDiscountPercent), terms.medicineCapPerOrderPaise, left))
}

/** The lab discount on a booking's total (no cap in the sample plan). */
export function labDiscount(total: Paise, terms: InsurerPlanTerms): Paise {
  return percentOf(total, terms.labDiscountPercent)
}

/**
 * How the insurer's discount meets the care plan's (decision 087): never stacked; the one that saves more applies, and
 * the care plan's on a tie (it is the account's own, bought plan; the insurer's cap is kept for later).
 */
export function betterDiscount(carePlan: Paise, insurer: Paise): { source: 'care_plan' | 'insurer' | null; discount: Paise } {
  if (carePlan <= 0 && insurer <= 0) return { source: null, discount: ZERO_PAISE }
  return insurer > carePlan ? { source: 'insurer', discount: insurer } : { source: 'care_plan', discount: carePlan }
}

/** The calendar year in India of an instant (the year the medicines cap counts in). */
export function istYear(at: Date): number {
  return new Date(at.getTime() + 330 * 60_000).getUTCFullYear()
}
