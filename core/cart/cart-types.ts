import { DEFAULT_CART_TYPE } from '../constants.ts'
import { pathSegments } from '../url/url-path.ts'

// spec 1 §3 / spec 2 §3: the five cart types. The one declaration of them and of their groups below: every floor
// (contracts, server, pages) takes its cart types from here.
export const CART_TYPES = ['pharmacy', 'labs', 'done_in_one', 'pharmacy_buy_now', 'cp_labs'] as const
export type CartType = (typeof CART_TYPES)[number]

/**
 * The carts of products: the pharmacy cart, the buy-now cart a product page's 'Buy now' fills (issue 9 §10) and the
 * cart a pharmacist builds from a prescription (done-in-one). They check out through the pharmacy's checkout pages
 * (/cart/… behind the type's prefix), and an order's cart_type is one of them.
 */
export const PRODUCT_CART_TYPES = ['pharmacy', 'pharmacy_buy_now', 'done_in_one'] as const
export type ProductCartType = (typeof PRODUCT_CART_TYPES)[number]

/** The labs carts: the labs cart and its care-plan twin (spec 2 §2 `cp_labs`), a cart of its own. */
export const LABS_CART_TYPES = ['labs', 'cp_labs'] as const
export type LabsCartType = (typeof LABS_CART_TYPES)[number]

export function isProductCartType(value: unknown): value is ProductCartType {
  return typeof value === 'string' && (PRODUCT_CART_TYPES as readonly string[]).includes(value)
}

export function isLabsCartType(value: unknown): value is LabsCartType {
  return typeof value === 'string' && (LABS_CART_TYPES as readonly string[]).includes(value)
}

// spec 1 §9 / spec 2 §9: default cart type is pharmacy (defined with the other constants).
export { DEFAULT_CART_TYPE }

// spec 1 §5 / spec 2 §5: exact error texts of the cart-type helpers.
export const URL_REQUIRED_ERROR = 'URL is required.'
export const INVALID_URL_ERROR = 'Invalid URL. Please provide a valid string URL.'

export function isCartType(value: unknown): value is CartType {
  return typeof value === 'string' && (CART_TYPES as readonly string[]).includes(value)
}

// spec 1 §2.10: first path segment → cart type; the segment is the URL spelling (hyphens),
// except cp_labs, which keeps its underscore in URLs.
const CART_TYPE_BY_SEGMENT: Readonly<Record<string, CartType>> = {
  labs: 'labs',
  'done-in-one': 'done_in_one',
  'pharmacy-buy-now': 'pharmacy_buy_now',
  cp_labs: 'cp_labs',
}

// spec 1 §2.10: cart type from the first path segment; anything else is pharmacy.
// Accepts a full URL or a path. Matching is case-sensitive, as URLs are.
// A whitespace-only string counts as missing ("required"), not as "/".
export function cartTypeFromPath(url: unknown): CartType {
  if (url === undefined || url === null || url === '') throw new Error(URL_REQUIRED_ERROR)
  if (typeof url !== 'string') throw new Error(INVALID_URL_ERROR)
  if (url.trim() === '') throw new Error(URL_REQUIRED_ERROR)
  const [first] = pathSegments(url)
  return (first !== undefined && Object.hasOwn(CART_TYPE_BY_SEGMENT, first) && CART_TYPE_BY_SEGMENT[first]) || DEFAULT_CART_TYPE
}

// spec 1 §2.10: URL prefix of a cart type: none for pharmacy, '/' + type with '_' → '-',
// except cp_labs which keeps its underscore.
export function cartUrlPrefix(cartType: CartType): string {
  if (cartType === 'pharmacy') return ''
  if (cartType === 'cp_labs') return '/cp_labs'
  return `/${cartType.replaceAll('_', '-')}`
}

export type OrderSource = { orderSource: string; callbackSource: string }

// spec 1 §3 order source table: normal source and payment-callback source (pharmacy: "same").
const ORDER_SOURCES: Readonly<Record<CartType, OrderSource>> = {
  pharmacy: { orderSource: 'PHARMACY', callbackSource: 'PHARMACY' },
  done_in_one: { orderSource: 'PHARMACY', callbackSource: 'DIO' },
  labs: { orderSource: 'DIAGNOSTICS', callbackSource: 'LABS' },
  pharmacy_buy_now: { orderSource: 'PHARMACY', callbackSource: 'PHARMACY_BUY_NOW' },
  cp_labs: { orderSource: 'DIAGNOSTICS', callbackSource: 'cp_labs' },
}

/**
 * The corporate health check (issue 25 §5, decision 068): a lab booking (cart type labs) of its own order source, no
 * cart behind it; spec 1 §3's table has no row for it.
 */
export const CORPORATE_LABS_ORDER_SOURCE: OrderSource = { orderSource: 'CORPORATE_LABS', callbackSource: 'CORPORATE_LABS' }

// spec 1 §3: an unknown cart type raises 'Unsupported cartType: {type}'.
export function orderSource(cartType: unknown): OrderSource {
  if (!isCartType(cartType)) throw new Error(`Unsupported cartType: ${String(cartType)}`)
  return { ...ORDER_SOURCES[cartType] }
}
