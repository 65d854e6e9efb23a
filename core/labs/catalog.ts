import { withoutControls } from '../fields/free-text.ts'
import { splitNameId } from '../url/path-match.ts'
import { groupIndian } from '../money.ts'

// The labs catalog pages' rules (issue 11 §2), pure: their URLs (spec 2 §2 route table), how a path parameter names a
// test, a lab or a city, and the inventory search's filters as a GET form sends them.

/** 'Bone & Joint' → 'bone-joint', 'New Delhi' → 'new-delhi' (the seed's slugs are made the same way). */
export function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The test page: /labs/test/{slug}-{id}; with a city, the same page priced there (/labs/test/{…}/{city}/price). */
export function labTestPath(test: { id: number; slug: string }, city?: string | null): string {
  const base = `/labs/test/${test.slug ? `${test.slug}-` : ''}${test.id}`
  return city ? `${base}/${slugOf(city)}/price` : base
}

/** A lab's page in a city: /labs/{city}/diagnostic-centers/{lab slug}. */
export function labPath(city: string, lab: { slug: string }): string {
  return `/labs/${slugOf(city)}/diagnostic-centers/${lab.slug}`
}

/** The inventory search of a city, with its filters (see inventorySearch). */
export function labSearchPath(city: string, filters: Partial<InventoryFilters> = {}, page = 1): string {
  const q = inventorySearch({ ...NO_FILTERS, ...filters }, page)
  return `/labs/${slugOf(city)}/search${q ? `?${q}` : ''}`
}

/** A category's page: /labs/category/{slug}. */
export function labCategoryPath(category: string): string {
  return `/labs/category/${slugOf(category)}`
}

/**
 * The test a `test_id` parameter names (spec 2 §2: a hyphen-separated parameter is a name and a numeric id, its last
 * part): 'lipid-profile-12' and '12' name test 12; anything without a whole positive id names none.
 */
export function labTestIdOf(param: string | undefined): number | null {
  const { id } = splitNameId(param)
  return id !== null && id > 0 && Number.isSafeInteger(id) ? id : null
}

/** The city a path names, among the cities labs serve: matched by slug, so 'new-delhi', 'New Delhi', 'NEW%20DELHI'. */
export function matchCity(param: string | undefined, cities: readonly string[]): string | null {
  if (!param) return null
  let text = param
  try {
    text = decodeURIComponent(param)
  } catch {
    // A lone '%': matched as written.
  }
  const wanted = slugOf(text)
  if (!wanted) return null
  return cities.find((c) => slugOf(c) === wanted) ?? null
}

// ---- the inventory search's filters (labs/{city}/search) ----

export type InventorySort = 'price' | 'turnaround' | 'name'
export const INVENTORY_SORTS: ReadonlyArray<{ value: InventorySort; label: string }> = [
  { value: 'price', label: 'Price: low to high' },
  { value: 'turnaround', label: 'Fastest report' },
  { value: 'name', label: 'Name: A to Z' },
]
/** The price ceilings the form offers (rupees). */
export const MAX_PRICE_CHOICES = [500, 1000, 2000, 5000] as const
/** The report turnarounds the form offers (hours). */
export const TURNAROUND_CHOICES = [12, 24, 48, 72] as const
export const MAX_SEARCH_LENGTH = 100
/** The dearest price a filter may name (₹1,00,000): beyond it, no filter. */
const MAX_PRICE_RUPEES = 100_000
const MAX_TURNAROUND_HOURS = 24 * 30

export interface InventoryFilters {
  /** Name contains (trimmed, at most 100 characters); '' for all. */
  q: string
  /** A lab's slug; null for every lab in the city. */
  lab: string | null
  /** The highest price in whole rupees; null for any. */
  maxPriceRupees: number | null
  /** The slowest report in hours; null for any. */
  turnaroundHours: number | null
  /** true: fasting tests only; false: tests without fasting only; null: both. */
  fasting: boolean | null
  /** Only labs that collect samples at home. */
  homeCollection: boolean
  sort: InventorySort
}
export const NO_FILTERS: InventoryFilters = {
  q: '',
  lab: null,
  maxPriceRupees: null,
  turnaroundHours: null,
  fasting: null,
  homeCollection: false,
  sort: 'price',
}

function wholeNumber(text: string | null, max: number): number | null {
  const t = text?.trim() ?? ''
  if (!/^\d{1,9}$/.test(t)) return null
  const n = Number(t)
  return n > 0 && n <= max ? n : null
}

/**
 * The filters of a GET query, each read on its own: a value that is not one of the form's (a typo, an edited URL)
 * is no filter, never an error. `lab` keeps only slug characters; it is checked against the city's labs later.
 */
export function parseInventoryFilters(params: URLSearchParams): InventoryFilters {
  const lab = slugOf(params.get('lab') ?? '').slice(0, 80)
  const fasting = params.get('fasting')
  const sort = params.get('sort')
  return {
    q: withoutControls(params.get('q') ?? '')
      .slice(0, MAX_SEARCH_LENGTH)
      .trim(),
    lab: lab || null,
    maxPriceRupees: wholeNumber(params.get('max_price'), MAX_PRICE_RUPEES),
    turnaroundHours: wholeNumber(params.get('tat'), MAX_TURNAROUND_HOURS),
    fasting: fasting === 'yes' ? true : fasting === 'no' ? false : null,
    homeCollection: ['yes', 'on', 'true', '1'].includes(params.get('home') ?? ''),
    sort: INVENTORY_SORTS.some((s) => s.value === sort) ? (sort as InventorySort) : 'price',
  }
}

/** The page number of a query: a whole number from 1, else 1 (the service answers the last page for one past it). */
export function pageOf(params: URLSearchParams): number {
  return wholeNumber(params.get('page'), 1_000_000) ?? 1
}

/** The query string of filters and a page, as the form sends them (defaults left out), for links between pages. */
export function inventorySearch(filters: InventoryFilters, page = 1): string {
  const p = new URLSearchParams()
  if (filters.q) p.set('q', filters.q)
  if (filters.lab) p.set('lab', filters.lab)
  if (filters.maxPriceRupees !== null) p.set('max_price', String(filters.maxPriceRupees))
  if (filters.turnaroundHours !== null) p.set('tat', String(filters.turnaroundHours))
  if (filters.fasting !== null) p.set('fasting', filters.fasting ? 'yes' : 'no')
  if (filters.homeCollection) p.set('home', 'yes')
  if (filters.sort !== 'price') p.set('sort', filters.sort)
  if (page > 1) p.set('page', String(page))
  return p.toString()
}

/** Whether any filter narrows the list (the search words aside). */
export function isFiltered(f: InventoryFilters): boolean {
  return f.lab !== null || f.maxPriceRupees !== null || f.turnaroundHours !== null || f.fasting !== null || f.homeCollection
}

// ---- what people read ----

/** 8 → '8 hours', 24 → '24 hours', 48 → '2 days', 36 → '36 hours'. */
export function formatTurnaround(hours: number): string {
  if (hours > 24 && hours % 24 === 0) return `${hours / 24} days`
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`
}

/** 46 tenths → '4.6'. */
export function formatRating(tenths: number): string {
  return (tenths / 10).toFixed(1)
}

/** 12840 → '12,840' (Indian grouping for larger numbers: '1,28,400'). */
export function formatCount(n: number): string {
  return groupIndian(n)
}

// spec 2 §9: the test card's button to its page, and the test page's secondary header label.
export const TEST_DETAIL_BUTTON_LABEL = 'view test details'
export const TEST_DETAIL_HEADER_LABEL = 'Test details'
/** The labs pages' note on the seeded catalog (issue 11 §1: sample data, labelled as such). */
export const SAMPLE_DATA_NOTE =
  'Lab prices, report times, ratings and centre addresses shown here are sample data for this demonstration, not offers of the named labs.'
