import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { cities, places } from '../places/index.ts'
import { fulfilmentCentres } from '../inventory/index.ts'
import { labTests } from '../labs/index.ts'
import { products } from '../catalog/index.ts'
import { siteContent } from './schema.ts'
import type { FooterContent } from '../../../contracts/content.ts'
import { cached } from '../../lib/cache.ts'
import { systemClock, type Clock } from '../../lib/clock.ts'

/** '12345' → '12,000+': stats read as round Indian-grouped figures. */
export function formatStat(n: number): string {
  if (n < 100) return String(n)
  const magnitude = 10 ** Math.max(1, Math.floor(Math.log10(n)) - 1)
  return `${(Math.floor(n / magnitude) * magnitude).toLocaleString('en-IN')}+`
}

const CACHE_MS = 60_000

export function createFooterService(db: Db, now: Clock = systemClock) {
  /** spec 1 §7.1 GET /api/v4/footer-data: the content in wire form, stats counted from the database. */
  return { get: cached(CACHE_MS, () => load(db), now) }
}
export type FooterService = ReturnType<typeof createFooterService>

async function load(db: Db): Promise<FooterContent> {
  const [row] = await db.select({ value: siteContent.value }).from(siteContent).where(eq(siteContent.key, 'footer'))
  if (!row) throw new Error('Footer content is missing: the database was not seeded')
  const content = structuredClone(row.value) as FooterContent
  const count = async (q: Promise<Array<{ n: number }>>) => (await q)[0]?.n ?? 0
  const [skus, tests, serviceable, pincodes] = await Promise.all([
    count(db.select({ n: sql<number>`count(*)::int` }).from(products)),
    count(db.select({ n: sql<number>`count(*)::int` }).from(labTests)),
    count(
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(cities)
        .where(eq(cities.serviceable, true)),
    ),
    count(
      db
        .select({ n: sql<number>`count(distinct ${places.pincode})::int` })
        .from(places)
        .innerJoin(cities, eq(places.cityId, cities.id))
        .where(eq(cities.serviceable, true)),
    ),
  ])
  // issue 10 §5: the pharmacist in charge of each active centre, in the footer's legal section.
  const centres = await db
    .select({
      centre: fulfilmentCentres.name,
      city: fulfilmentCentres.city,
      name: fulfilmentCentres.pharmacistName,
      registration_number: fulfilmentCentres.pharmacistRegNo,
    })
    .from(fulfilmentCentres)
    .where(
      sql`${fulfilmentCentres.active} and ${fulfilmentCentres.pharmacistName} <> '' and ${fulfilmentCentres.pharmacistRegNo} <> ''`,
    )
    .orderBy(fulfilmentCentres.city)
  content.pharmacists_in_charge = centres
  const values: Record<string, number> = { medicines: skus, lab_tests: tests, cities: serviceable, pincodes }
  for (const [key, stat] of Object.entries(content.stats_data)) {
    if (values[key] !== undefined) stat.value = formatStat(values[key])
  }
  return content
}
