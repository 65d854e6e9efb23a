// What may never be sold online (issue 10 §6, a rule that never bends): a Schedule X medicine (Drugs and Cosmetics
// Rules, 1945, rule 65(9)(c) and Schedule X: sold only against a prescription kept in duplicate, by a licensed
// pharmacy over the counter), or a narcotic drug or psychotropic substance under the Narcotic Drugs and Psychotropic
// Substances Act, 1985 (its schedule and the NDPS Rules' Schedule I). Refused at add (cart/product-carts.ts), at order
// (orders/product-line.ts) and at approval (the pharmacist's queue); never stocked by the seed. Pure: no database, no clock.

import { AppError } from '../../lib/app-error.ts'

/** The facts of a product (or a salt) that decide whether it may be sold online. */
export interface SaleFacts {
  /** H, H1, X, G or OTC (catalog/schema.ts products.schedule). */
  schedule: string
  /** A narcotic or psychotropic substance under the NDPS Act (products.ndps, derived from salts.ndps). */
  ndps: boolean
}

/** Why a product may not be sold online, or null when it may. */
export type NotSoldOnlineReason = 'schedule_x' | 'ndps'

/** The error code every refusal carries (the cart's, placement's and approval's 400). */
export const NOT_SOLD_ONLINE_CODE = 'not_sold_online'

/** Why the product may not be sold online; null when it may. Schedule X wins when both hold. */
export function notSoldOnlineReason(p: SaleFacts): NotSoldOnlineReason | null {
  if (p.schedule.trim().toUpperCase() === 'X') return 'schedule_x'
  if (p.ndps) return 'ndps'
  return null
}

/** Whether the product may never be sold online: schedule X, or a narcotic or psychotropic under the NDPS Act. */
export function notSoldOnline(p: SaleFacts): boolean {
  return notSoldOnlineReason(p) !== null
}

/** The short label of the product page and the desk ('Not sold online: …'); null when it may be sold. */
export function notSoldOnlineLabel(p: SaleFacts): string | null {
  switch (notSoldOnlineReason(p)) {
    case 'schedule_x':
      return 'Not sold online: a Schedule X medicine'
    case 'ndps':
      return 'Not sold online: a narcotic or psychotropic medicine (NDPS Act)'
    default:
      return null
  }
}

/**
 * The customer-facing sentence for a refused product (the cart's and placement's error message, the product page's
 * note). The product's name leads; `name` may be omitted where the page already names it.
 */
export function notSoldOnlineMessage(p: SaleFacts, name?: string): string | null {
  const reason = notSoldOnlineReason(p)
  if (!reason) return null
  const subject = name ?? 'This medicine'
  const what = reason === 'schedule_x' ? 'is a Schedule X medicine' : 'is a narcotic or psychotropic medicine under the NDPS Act'
  return `${subject} ${what} and cannot be sold online. Please buy it at a pharmacy with your prescription.`
}

/** The 400 every refusal answers (cart, placement, approval): the message names the product, the field is `sku_id`. */
export function notSoldOnlineError(p: SaleFacts & { name: string }, field = 'sku_id'): AppError {
  return AppError.invalid(notSoldOnlineMessage(p, p.name) ?? `${p.name} cannot be sold online`, field, NOT_SOLD_ONLINE_CODE)
}
