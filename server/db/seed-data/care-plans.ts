import { fromRupees } from '../../../core/money.ts'
import type { PlanTerms } from '../../../core/care-plan/plans.ts'

// The care plans on sale (issue 23 §1): sample prices, marked as such on every page that sells them. For scale:
// Apollo Circle sells at ₹299 a year; 1mg's Care Plan and PharmEasy Plus sell 3-, 6- and 12-month plans. Reference
// data (seeded in production too, like the catalog), to be priced by the business before launch.

const terms = (freeConsultations: number): PlanTerms => ({
  medicineDiscountPercent: 5,
  freeDelivery: true,
  labDiscountPercent: 10,
  cashbackPercent: 2,
  cashbackCapPaise: fromRupees(100),
  freeConsultations,
  priorityProcessing: true,
})

export const carePlanSeeds = [
  { code: 'care-3m', name: 'Care Plan · 3 months', durationMonths: 3, price: 165, mrp: 165, terms: terms(0) },
  { code: 'care-6m', name: 'Care Plan · 6 months', durationMonths: 6, price: 249, mrp: 330, terms: terms(1) },
  { code: 'care-12m', name: 'Care Plan · 12 months', durationMonths: 12, price: 399, mrp: 660, terms: terms(2) },
] as const
