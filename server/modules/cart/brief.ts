import { sumPaise, timesPaise, toRupees, type Paise } from '../../../core/money.ts'
import type { PharmacyBrief } from '../../../contracts/cart.ts'

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
export function pharmacyBriefOf(cartId: number | null, lines: readonly BriefLine[]): PharmacyBrief {
  return {
    items: lines.map((l) => ({ sku_id: l.skuId, quantity: l.quantity, sku_name: l.name })),
    to_be_paid: toRupees(sumPaise(lines.map((l) => timesPaise(l.pricePaise, l.quantity)))),
    total_quantity: lines.reduce((n, l) => n + l.quantity, 0),
    cart_id: cartId,
    total_amount: toRupees(sumPaise(lines.map((l) => timesPaise(l.mrpPaise, l.quantity)))),
    care_plan_header: null,
  }
}
