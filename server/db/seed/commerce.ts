import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import { paise } from '../../../core/money.ts'
import { haversineKm } from '../../modules/places/index.ts'
import type { Db } from '../client.ts'
import * as s from '../schema.ts'
import { CENTRES, DELIVERY_RADIUS_KM, stockPlan } from '../seed-data/centres.ts'
import { DEMO_COUPONS } from '../seed-data/coupons.ts'

// The commerce seed (issue 9): fulfilment centres, the cities they serve and their stock in every environment (sample
// data like the catalog's prices); demo coupons outside production only. Each part is skipped when present, so a
// database seeded before these existed gets them on its next start.

const DAY_MS = 24 * 60 * 60 * 1000

/** The date `months` after `from`, as YYYY-MM-DD (a batch's expiry). */
export function monthsAfter(from: Date, months: number): string {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, 1))
  return d.toISOString().slice(0, 10)
}

export async function seedInventory(db: Db, now: Date = new Date()): Promise<void> {
  const [have] = await db.select({ n: sql<number>`count(*)::int` }).from(s.fulfilmentCentres)
  if ((have?.n ?? 0) > 0) return
  const cityRows = await db
    .select({ id: s.cities.id, name: s.cities.name, lat: s.cities.lat, lng: s.cities.lng, serviceable: s.cities.serviceable })
    .from(s.cities)
  const byName = new Map(cityRows.map((c) => [c.name, c]))
  const centres = await db
    .insert(s.fulfilmentCentres)
    .values(
      CENTRES.map((c) => {
        const city = byName.get(c.city)
        if (!city) throw new Error(`Seed: the centre ${c.code} is in ${c.city}, which is not a city`)
        return { ...c, lat: city.lat, lng: city.lng }
      }),
    )
    .returning({
      id: s.fulfilmentCentres.id,
      code: s.fulfilmentCentres.code,
      lat: s.fulfilmentCentres.lat,
      lng: s.fulfilmentCentres.lng,
    })

  const links: { centreId: number; cityId: number }[] = []
  for (const city of cityRows.filter((c) => c.serviceable)) {
    const ranked = centres.map((c) => ({ c, km: haversineKm(c, city) })).sort((a, b) => a.km - b.km)
    const serving = ranked.filter((r, i) => i === 0 || r.km <= DELIVERY_RADIUS_KM)
    for (const r of serving) links.push({ centreId: r.c.id, cityId: city.id })
  }
  for (let i = 0; i < links.length; i += 1000) await db.insert(s.centreCities).values(links.slice(i, i + 1000))

  // Every real SKU but schedule X and NDPS (never sold online: catalog/sale-rules.ts) is stocked; the synthetic
  // benchmark SKUs are not.
  const skus = await db
    .select({ id: s.products.id })
    .from(s.products)
    .where(and(eq(s.products.synthetic, false), ne(s.products.schedule, 'X'), eq(s.products.ndps, false)))
  const batches: (typeof s.stockBatches.$inferInsert)[] = []
  for (const centre of centres) {
    for (const { id } of skus) {
      for (const b of stockPlan(id, centre.code)) {
        batches.push({
          centreId: centre.id,
          skuId: id,
          batchNo: b.batchNo,
          expiresOn: monthsAfter(new Date(now.getTime() - DAY_MS), b.monthsToExpiry),
          onHand: b.onHand,
        })
      }
    }
  }
  for (let i = 0; i < batches.length; i += 2000) await db.insert(s.stockBatches).values(batches.slice(i, i + 2000))
}

export async function seedDemoCoupons(db: Db): Promise<void> {
  const codes = DEMO_COUPONS.map((c) => c.code)
  const present = await db.select({ code: s.coupons.code }).from(s.coupons).where(inArray(s.coupons.code, codes))
  const missing = DEMO_COUPONS.filter((c) => !present.some((p) => p.code === c.code))
  if (!missing.length) return
  await db.insert(s.coupons).values(
    missing.map((c) => ({
      ...c,
      minOrderPaise: paise(c.minOrderPaise),
      startsAt: new Date(c.startsAt),
      endsAt: new Date(c.endsAt),
    })),
  )
}

/**
 * A sample member sale (issue 23: the savings page's early-sale card and its remind-me), development and tests only:
 * members shop from a week after the seed, everyone a day later, for three days. Once, on a database that has none.
 */
export async function seedDemoMemberSale(db: Db, at: Date = new Date()): Promise<void> {
  const [any] = await db.select({ id: s.memberSales.id }).from(s.memberSales).limit(1)
  if (any) return
  const day = 86_400_000
  const membersFrom = new Date(Math.ceil((at.getTime() + 7 * day) / day) * day + 4.5 * 3_600_000) // 10:00 IST
  await db.insert(s.memberSales).values({
    name: 'MedWise Winter Health Sale (sample)',
    membersFrom,
    startsAt: new Date(membersFrom.getTime() + day),
    endsAt: new Date(membersFrom.getTime() + 4 * day),
  })
}
