import { FEE_BANDS, type FeeBand, LANGUAGES, type Language } from './vocabulary.ts'

// Finding a doctor (issue 24 §2): the pages' paths, the listing's query string and which filter to loosen when nothing
// matches. Pure: the pages (app/routes/consultation-*.tsx) and their loaders share them.

/** The consultation home (spec 1 §2.2: the CONSULT DOCTORS tab). */
export const CONSULT_HOME_PATH = '/online-doctor-consultation'

export const specialtyPath = (code: string): string => `${CONSULT_HOME_PATH}/specialty/${encodeURIComponent(code)}`

/** A doctor's page, on a day of their slots when given. */
export function doctorPath(id: number, date?: string): string {
  return `${CONSULT_HOME_PATH}/doctor/${id}${date ? `?date=${date}` : ''}`
}

/** The booking page of a doctor's slot (another part of issue 24 builds it); `now`: the slot came from 'consult now'. */
export function bookingPath(doctorId: number, startsAt: string, opts: { now?: boolean } = {}): string {
  const q = new URLSearchParams({ slot: startsAt })
  if (opts.now) q.set('now', '1')
  return `${CONSULT_HOME_PATH}/book/${doctorId}?${q}`
}

/** The listing's filters as its page reads them from the URL (each null when not filtered). */
export interface ListingFilters {
  language: Language | null
  fee: FeeBand | null
  min_experience: number | null
  sort: string
}

export type LoosenableFilter = 'language' | 'fee' | 'min_experience'
export const LOOSENABLE_FILTERS: readonly LoosenableFilter[] = ['language', 'fee', 'min_experience']

/** The query string of a page of the listing ('' for the first page unfiltered): what its links and its form send. */
export function listingSearch(filters: ListingFilters, page = 1): string {
  const q = new URLSearchParams()
  if (filters.language) q.set('language', filters.language)
  if (filters.fee) q.set('fee', filters.fee)
  if (filters.min_experience) q.set('min_experience', String(filters.min_experience))
  if (filters.sort && filters.sort !== 'relevance') q.set('sort', filters.sort)
  if (page > 1) q.set('page', String(page))
  const s = q.toString()
  return s ? `?${s}` : ''
}

/** The filters without one of them. */
export function withoutFilter(filters: ListingFilters, which: LoosenableFilter): ListingFilters {
  return { ...filters, [which]: null }
}

/** The filters in use, in the order the page names them. */
export function activeFilters(filters: ListingFilters): LoosenableFilter[] {
  return LOOSENABLE_FILTERS.filter((k) => filters[k] !== null)
}

/** 'the language (Tamil)', 'the fee (Up to ₹300)', 'the experience (10+ years)': a filter as the empty state names it. */
export function filterLabel(filters: ListingFilters, which: LoosenableFilter): string {
  switch (which) {
    case 'language':
      return `the language (${filters.language ? LANGUAGES[filters.language] : 'any'})`
    case 'fee':
      return `the fee (${filters.fee ? FEE_BANDS[filters.fee].label : 'any'})`
    case 'min_experience':
      return `the experience (${filters.min_experience ?? 0}+ years)`
  }
}

/** 'Consult now' as the home shows it: the few fields of the answer a card needs (the page's data travels inline). */
export interface ConsultNowBrief {
  doctorId: number | null
  doctorName: string | null
  startsAt: string | null
  waitLabel: string | null
  /** When nobody is free now: the specialty's next free slot ('Today, 6:30 PM'). */
  nextLabel: string | null
}

/** The brief of a consult-now answer (contracts/consultations.ts ConsultNow). */
export function consultNowBrief(a: {
  available: boolean
  doctor: { id: number; name: string } | null
  slot: { starts_at: string } | null
  wait_label: string | null
  next_slot: { label: string } | null
}): ConsultNowBrief {
  const now = a.available && a.doctor && a.slot
  return {
    doctorId: now ? a.doctor!.id : null,
    doctorName: now ? a.doctor!.name : null,
    startsAt: now ? a.slot!.starts_at : null,
    waitLabel: now ? a.wait_label : null,
    nextLabel: now ? null : (a.next_slot?.label ?? null),
  }
}
