import { paise, sumPaise, timesPaise, ZERO_PAISE, type Paise } from '../../../core/money.ts'

// The labs cart's pure rules (issue 11 §3, §4): which lab a cart goes to, and what home collection costs. The cart
// service reads the labs and their offers and asks these; the unit tests pin them down (labs-rules.test.ts).

/** A lab that collects samples in the visitor's city. */
export interface LabCandidate {
  id: number
  name: string
  /** Tenths of a star: the first tie-break (the better-rated lab wins). */
  ratingTenths: number
}

/** What one lab charges for one test (a lab_offers row). */
export interface LabOffer {
  labId: number
  testId: number
  mrpPaise: Paise
  pricePaise: Paise
}

export interface LabChoice {
  lab: LabCandidate
  /** What the tests cost at that lab, each once (patients multiply it on the cart). */
  total: Paise
  mrpTotal: Paise
}

/**
 * The lab a cart of these tests goes to: among the labs that collect in the city (`labs`), the one that offers every
 * test at the lowest total; ties go to the better rating, then the lower id. null when no lab offers them all (or
 * there are no tests). `weights` counts a test more than once (its patients); one each when left out.
 */
export function chooseLab(
  labs: readonly LabCandidate[],
  offers: readonly LabOffer[],
  testIds: readonly number[],
  weights: ReadonlyMap<number, number> = new Map(),
): LabChoice | null {
  const ids = [...new Set(testIds)]
  if (ids.length === 0) return null
  const byLab = new Map<number, Map<number, LabOffer>>()
  for (const o of offers) {
    let m = byLab.get(o.labId)
    if (!m) byLab.set(o.labId, (m = new Map()))
    m.set(o.testId, o)
  }
  let best: LabChoice | null = null
  for (const lab of labs) {
    const held = byLab.get(lab.id)
    if (!held || !ids.every((id) => held.has(id))) continue
    const rows = ids.map((id) => ({ offer: held.get(id)!, n: weights.get(id) ?? 1 }))
    const total = sumPaise(rows.map((r) => timesPaise(r.offer.pricePaise, r.n)))
    const mrpTotal = sumPaise(rows.map((r) => timesPaise(r.offer.mrpPaise, r.n)))
    if (
      !best ||
      total < best.total ||
      (total === best.total &&
        (lab.ratingTenths > best.lab.ratingTenths || (lab.ratingTenths === best.lab.ratingTenths && lab.id < best.lab.id)))
    ) {
      best = { lab, total, mrpTotal }
    }
  }
  return best
}

/** Home collection costs a fee below a minimum order of tests (issue 11 §4: e.g. ₹99 under ₹500). */
export interface CollectionFeeRule {
  fee: Paise
  /** Orders of tests worth this much or more are collected free. */
  freeFrom: Paise
}

export const DEFAULT_COLLECTION_FEE_RULE: CollectionFeeRule = { fee: paise(9_900), freeFrom: paise(50_000) }

export interface CollectionFee {
  fee: Paise
  /** How much more in tests saves the fee (0 when it is free already, or the cart is empty). */
  toFree: Paise
}

/** The collection fee of a cart whose tests cost `testsTotal` (selling prices × patients). An empty cart pays none. */
export function collectionFee(testsTotal: Paise, rule: CollectionFeeRule = DEFAULT_COLLECTION_FEE_RULE): CollectionFee {
  if (testsTotal <= 0 || testsTotal >= rule.freeFrom || rule.fee <= 0) return { fee: ZERO_PAISE, toFree: ZERO_PAISE }
  return { fee: rule.fee, toFree: paise(rule.freeFrom - testsTotal) }
}

/** One line of a labs bill: a test at its lab's prices, for its patients. */
export interface LabsBillLine {
  mrp: Paise
  price: Paise
  patients: number
}

export interface LabsBill {
  mrpTotal: Paise
  discount: Paise
  testsTotal: Paise
  /** The care plan's discount on the tests (issue 23: a member's lab prices). */
  memberDiscount: Paise
  collectionFee: Paise
  /** Tests less the care plan's discount, plus the collection fee. */
  payable: Paise
  toFreeCollection: Paise
}

/** The labs cart's bill: MRP total, discount, the collection fee, the amount to pay. */
export function labsBillFor(
  lines: readonly LabsBillLine[],
  rule: CollectionFeeRule = DEFAULT_COLLECTION_FEE_RULE,
  memberDiscount: Paise = ZERO_PAISE,
): LabsBill {
  const mrpTotal = sumPaise(lines.map((l) => timesPaise(l.mrp, l.patients)))
  const testsTotal = sumPaise(lines.map((l) => timesPaise(l.price, l.patients)))
  // The collection fee is judged on the tests' prices, before the member's discount (as delivery is before a coupon).
  const fee = collectionFee(testsTotal, rule)
  const member = paise(Math.min(memberDiscount, testsTotal))
  return {
    mrpTotal,
    discount: paise(Math.max(0, mrpTotal - testsTotal)),
    testsTotal,
    memberDiscount: member,
    collectionFee: fee.fee,
    payable: paise(testsTotal - member + fee.fee),
    toFreeCollection: fee.toFree,
  }
}
