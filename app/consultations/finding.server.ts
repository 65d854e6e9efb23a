import type { RouterContextProvider } from 'react-router'
import type { DoctorList } from '../../contracts/consultations.ts'
import { DoctorListQuerySchema, DoctorPageQuerySchema } from '../../contracts/consultations.ts'
import {
  activeFilters,
  consultNowBrief,
  type ConsultNowBrief,
  type ListingFilters,
  type LoosenableFilter,
  filterLabel,
  listingSearch,
  withoutFilter,
} from '../../core/consultations/finding.ts'
import { type DoctorSort, type FeeBand, type Language, SPECIALTY_CODE } from '../../core/consultations/vocabulary.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { servicesContext } from '~/context.server'
import { notFound, orNotFound } from '~/lib/page-edge.server'

// Server-side helpers of the finding pages' loaders (issue 24 §2): they call the consultations service directly (as the
// labs pages call theirs), read the URL with the API's own contracts, and turn an unknown specialty or doctor into the
// 404 page. A filter the URL spells wrongly is left out (the page shows the rest), never a 5xx.

type PageContext = Readonly<RouterContextProvider>

const consultationsOf = (context: PageContext) => context.get(servicesContext).consultations

/** The home: the specialties with their doctors and lowest fee, and 'consult now' of each that has doctors. */
export async function consultationHome(context: PageContext) {
  const consultations = consultationsOf(context)
  const specialties = await consultations.specialties()
  // At once: on PostgreSQL each on a connection of the pool (PGlite takes them in turn).
  const answers = await Promise.all(
    specialties
      .filter((s) => s.doctors > 0)
      .map(async (s) => [s.code, consultNowBrief(await consultations.consultNow(s.code))] as const),
  )
  const now: Record<string, ConsultNowBrief> = Object.fromEntries(answers)
  return { specialties, consultNow: now }
}

/** The listing's query as far as it is valid: each parameter checked alone with the API's contract, a bad one dropped. */
export function listingQuery(params: URLSearchParams): ListingFilters & { page: number } {
  const field = <K extends 'language' | 'fee' | 'min_experience' | 'sort' | 'page'>(key: K) => {
    const value = params.get(key)
    if (value === null) return undefined
    const parsed = DoctorListQuerySchema.safeParse({ [key]: value })
    return parsed.success ? parsed.data[key] : undefined
  }
  return {
    language: (field('language') as Language | undefined) ?? null,
    fee: (field('fee') as FeeBand | undefined) ?? null,
    min_experience: field('min_experience') ?? null,
    sort: field('sort') ?? 'relevance',
    page: field('page') ?? 1,
  }
}

/** A filter to loosen when nothing matches: dropping it alone gives `total` doctors. */
export interface Loosen {
  filter: LoosenableFilter
  label: string
  total: number
  href: string
}

/**
 * A specialty's doctors: the page of the listing, and when the filters match nobody, which filter to drop (each
 * tried alone, the one that gives most doctors first). 404 for an unknown specialty.
 */
export async function specialtyDoctors(context: PageContext, code: string | undefined, url: URL) {
  if (!code || !SPECIALTY_CODE.test(code)) notFound()
  const consultations = consultationsOf(context)
  const q = listingQuery(url.searchParams)
  const filters: ListingFilters = { language: q.language, fee: q.fee, min_experience: q.min_experience, sort: q.sort }
  const read = (f: ListingFilters, page: number, perPage?: number): Promise<DoctorList> =>
    consultations.list(code, {
      language: f.language ?? undefined,
      fee: f.fee ?? undefined,
      minExperience: f.min_experience ?? undefined,
      sort: f.sort as DoctorSort,
      page,
      perPage,
    })
  const list = await orNotFound(() => read(filters, q.page))
  const loosen: Loosen[] = []
  if (list.total === 0) {
    for (const which of activeFilters(filters)) {
      const looser = withoutFilter(filters, which)
      const { total } = await read(looser, 1, 1)
      if (total > 0) loosen.push({ filter: which, label: filterLabel(filters, which), total, href: listingSearch(looser) })
    }
    loosen.sort((a, b) => b.total - a.total)
  }
  return { list, filters, loosen }
}

/** A doctor's page on a day (the URL's `date` when it is one, else the service's choice). 404 for an unknown doctor. */
export async function doctorPage(context: PageContext, id: string | undefined, url: URL) {
  if (!id || !/^\d{1,9}$/.test(id)) notFound()
  const parsed = DoctorPageQuerySchema.safeParse({ date: url.searchParams.get('date') ?? undefined })
  const date = parsed.success ? parsed.data.date : undefined
  const consultations = consultationsOf(context)
  const read = (day?: string) => orNotFound(() => consultations.doctor(Number(id), day))
  try {
    return await read(date)
  } catch (error) {
    // A date that is no calendar day (2026-02-30) is the service's 400: the page shows its default day instead.
    if (date !== undefined && AppError.is(error) && error.status === 400) return read()
    throw error
  }
}
