// spec 2 §2 'Loading layouts': which loading layout stands in for the page a pending navigation goes to. The rule
// lives in the shell (a few patterns); the layouts themselves load after the page hydrates (shell/page-skeletons.tsx).

export type SkeletonName =
  | 'listing'
  | 'category'
  | 'cart'
  | 'prescription'
  | 'address'
  | 'labBooking'
  | 'dioAttach'
  | 'dioPreview'
  | 'dioProcessing'
  | 'orderSuccess'
  | 'reorder'
  | 'labTest'
  | 'labSearch'
  | 'labDetails'
  | 'labCategory'
  | 'savings'
  | 'payment'
  | 'corporateDashboard'
  | 'corporateHistory'
  | 'corporateMembers'
  | 'offersList'
  | 'offerDetail'

/** The success pages whose navigation shows the order-success layout: the plan purchase and each cart's checkout. */
export const ORDER_SUCCESS_PATHS =
  /^\/(insights-supplement\/bos-package-success|(labs\/|cp_labs\/|pharmacy-buy-now\/)?cart\/checkout\/success)\/?$/
export const LAB_TEST_PATHS = /^\/labs\/test\/[^/]+(\/[^/]+\/price)?\/?$/
export const LAB_SEARCH_PATHS = /^\/labs\/[^/]+\/search\/?$/
export const LAB_DETAILS_PATHS = /^\/labs\/[^/]+\/diagnostic-centers\/[^/]+\/?$/
export const LAB_CATEGORY_PATHS = /^\/labs\/(tests|category\/[^/]+)\/?$/

/** First match wins, in this order. */
const RULES: ReadonlyArray<readonly [RegExp, SkeletonName]> = [
  [/^\/(all-diseases|drugs-all-medicines|drugs-therapeutic-classes|search\/all|generics\/[^/]+)\/?$/, 'listing'],
  [/^\/categories(\/[^/]+)?\/?$/, 'category'],
  // The pharmacy cart's steps and the buy-now cart's (spec 1 §2.10: the same pages under /pharmacy-buy-now); the labs
  // carts (spec 2 §2 'Cart: /cart, /labs/cart, /cp_labs/cart') load as the same layout.
  [/^(\/pharmacy-buy-now|\/done-in-one|\/labs|\/cp_labs)?\/cart$/, 'cart'],
  [/^(\/pharmacy-buy-now)?\/cart\/prescription$/, 'prescription'],
  [/^(\/pharmacy-buy-now|\/done-in-one|\/labs|\/cp_labs)?\/cart\/address-page$/, 'address'],
  // The carts' payment pages (spec 2 §2 'Cart payment': with the care-plan checkbox, issue 23).
  [/^(\/pharmacy-buy-now|\/done-in-one|\/labs|\/cp_labs)?\/cart\/payment$/, 'payment'],
  // The labs carts' patient step (spec 2 §2 'labs booking').
  [/^\/(labs|cp_labs)\/cart\/patient-page$/, 'labBooking'],
  // The corporate health check's steps (spec 2 §2 'labs booking'; issue 25 §5) and the self-serve lead page.
  [/^\/corporate\/labs(\/(patient|packages|review))?$/, 'labBooking'],
  [/^\/corporate\/self-serve\/booking$/, 'labBooking'],
  // The order with a prescription alone (issue 10 §1): attach (and its labs twin), preview, processing.
  [/^\/(done-in-one\/prescription-order|labs\/order-with-prescription)$/, 'dioAttach'],
  [/^\/done-in-one\/rx-order-preview$/, 'dioPreview'],
  [/^\/done-in-one\/rx-order-processing$/, 'dioProcessing'],
  [ORDER_SUCCESS_PATHS, 'orderSuccess'],
  [/^\/reorder$/, 'reorder'],
  // The labs catalog pages (issue 11 §2): test detail, inventory, lab details, categories.
  [LAB_TEST_PATHS, 'labTest'],
  [LAB_SEARCH_PATHS, 'labSearch'],
  [LAB_DETAILS_PATHS, 'labDetails'],
  [LAB_CATEGORY_PATHS, 'labCategory'],
  // The care plan's savings page (spec 2 §2 'savings page').
  [/^\/subscription-plan\/myplan\/?$/, 'savings'],
  // The corporate member's pages (issue 25 §3): transaction history (7 rows), member list (10 rows), the dashboard.
  [/^\/corporate\/wallet\/transaction-history\/?$/, 'corporateHistory'],
  [/^\/corporate\/member-list\/?$/, 'corporateMembers'],
  // Partner offers (issue 27 §3): the offers list and an offer's detail.
  [/^\/partner-offers\/?$/, 'offersList'],
  [/^\/offer-detail\/[^/]+\/[^/]+\/?$/, 'offerDetail'],
  [/^\/corporate\/(?!labs$|self-serve$|widget$|wallet$|member-list$)[a-z0-9-]+\/?$/, 'corporateDashboard'],
]

/**
 * The loading layout for a navigation from `from` to `to` (pathnames), or null: none pending, a path without one, or
 * a move within the same page (a listing's next page is the listing's own business: it shows its skeleton in place).
 */
export function skeletonFor(from: string, to: string | undefined): SkeletonName | null {
  if (to === undefined || to === from) return null
  return RULES.find(([pattern]) => pattern.test(to))?.[1] ?? null
}
