// spec 1 §2.8 / spec 2 §2 '/insights-supplement': the query sku_ids and quantities (both comma-separated) become the
// cart add payload of spec 2 §3 (skus, types 'pharmacy', page_source 'health_rec', response_type 'brief',
// is_recommendation_required true), which the page sends to POST /api/v4/carts/skus (spec 2 §7).

import type { CartAddBody } from '../../contracts/cart'
import { CART_MAX_LINES, CART_QUANTITY_DEFAULT } from '../../core/constants.ts'

export const SUPPLEMENT_PAGE_SOURCE = 'health_rec'
/** spec 2 §7: the call that adds them (the one API client prefixes /pwa-api). */
export const CART_ADD_PATH = '/api/v4/carts/skus'
/** spec 1 §2.8: where the page goes when the medicines are in the cart, and when they are not. */
export const SUPPLEMENT_SUCCESS_PATH = '/cart'
export const SUPPLEMENT_FAILURE_PATH = '/404'

const MAX_DB_INT = 2_147_483_647
const DECIMAL = /^-?\d+(\.\d+)?$/

export type SupplementSku = { sku_id: number; quantity: number }
export type SupplementQuery = { ok: true; skus: SupplementSku[] } | { ok: false; reason: string }

/**
 * Reads the two lists. A failure (→ /404, spec 1 §2.8): either parameter missing, no SKU, lists of different lengths,
 * more than a cart holds, or a sku_id that is not a positive whole number. spec 2 §5: a quantity that is not a number
 * (empty, 'two', '0x2') becomes 1; a number is passed on as it is, and the cart call judges it (0, 2.5 or 21 are
 * refused there, which is also a failure).
 */
export function parseSupplementQuery(skuIds: string | null | undefined, quantities: string | null | undefined): SupplementQuery {
  if (skuIds == null || skuIds.trim() === '') return { ok: false, reason: 'sku_ids is missing' }
  if (quantities == null) return { ok: false, reason: 'quantities is missing' }
  const ids = skuIds.split(',').map((s) => s.trim())
  const counts = quantities.split(',').map((s) => s.trim())
  if (ids.length !== counts.length) return { ok: false, reason: 'sku_ids and quantities differ in length' }
  if (ids.length > CART_MAX_LINES) return { ok: false, reason: `more than ${CART_MAX_LINES} items` }
  const skus: SupplementSku[] = []
  for (const [i, id] of ids.entries()) {
    const skuId = /^\d{1,10}$/.test(id) ? Number(id) : NaN
    if (!(skuId >= 1 && skuId <= MAX_DB_INT)) return { ok: false, reason: `sku_id ${JSON.stringify(id)} is not an id` }
    skus.push({ sku_id: skuId, quantity: supplementQuantity(counts[i]!) })
  }
  return { ok: true, skus }
}

/** spec 2 §5: a quantity defaults to 1 when it is not a number (written in decimals). */
export function supplementQuantity(raw: string): number {
  const value = raw.trim()
  return DECIMAL.test(value) ? Number(value) : CART_QUANTITY_DEFAULT
}

/** spec 2 §3 'Cart add payload', exactly. */
export function supplementCartPayload(skus: readonly SupplementSku[]): CartAddBody {
  return {
    skus: skus.map((s) => ({ sku_id: s.sku_id, quantity: s.quantity })),
    types: 'pharmacy',
    page_source: SUPPLEMENT_PAGE_SOURCE,
    response_type: 'brief',
    is_recommendation_required: true,
  }
}
