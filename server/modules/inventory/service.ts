import { and, asc, eq, gt, gte, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { centreCities, fulfilmentCentres, stockBatches, stockReservations } from './schema.ts'
import { cities } from '../places/index.ts'
import { cached } from '../../lib/cache.ts'
import type { Clock } from '../../lib/clock.ts'

// Stock by centre and batch (inventory/schema.ts). What can be sold is what is on the shelf, less what unpaid orders
// hold, in batches that will not expire soon after delivery.

/**
 * A batch is sold only while it has this many days left: a customer who gets a strip that expires next month cannot
 * finish the course (peers promise at least 3 months of shelf life).
 */
export const MIN_SHELF_LIFE_DAYS = 90
const DAY_MS = 24 * 60 * 60 * 1000

/** The earliest expiry date a batch may have to be sold now, as YYYY-MM-DD. */
export function earliestSellableExpiry(now: Date): string {
  return new Date(now.getTime() + MIN_SHELF_LIFE_DAYS * DAY_MS).toISOString().slice(0, 10)
}

/** A fulfilment centre as shipping plans need it: where it is and the cities it delivers to (lower case). */
export interface Centre {
  id: number
  name: string
  lat: number
  lng: number
  active: boolean
  cities: readonly string[]
}

/** How long the centres are kept: they change with a data update, which also drops them (a 'cities' change). */
export const CENTRES_TTL_MS = 10 * 60_000

export function createInventoryService(db: Db, now: Clock) {
  // Every delivery estimate, summary and placement asks which centres serve a city: reference data, kept in memory
  // (decision 033) instead of a statement per page.
  async function loadCentres(q: Db): Promise<readonly Centre[]> {
    const rows = await q
      .select({
        id: fulfilmentCentres.id,
        name: fulfilmentCentres.name,
        lat: fulfilmentCentres.lat,
        lng: fulfilmentCentres.lng,
        active: fulfilmentCentres.active,
      })
      .from(fulfilmentCentres)
      .orderBy(asc(fulfilmentCentres.id))
    const served = await q
      .select({ centreId: centreCities.centreId, city: cities.name })
      .from(centreCities)
      .innerJoin(cities, eq(cities.id, centreCities.cityId))
    return rows.map((c) => ({
      ...c,
      cities: served.filter((s) => s.centreId === c.id).map((s) => s.city.toLowerCase()),
    }))
  }
  const centres = cached(CENTRES_TTL_MS, () => loadCentres(db), now)

  /** Units held by unpaid orders, by batch (holds that expired free their units). */
  const heldByBatch = (at: Date, q: Db = db) =>
    q
      .select({ batchId: stockReservations.batchId, held: sql<number>`sum(${stockReservations.quantity})::int`.as('held') })
      .from(stockReservations)
      .where(and(eq(stockReservations.status, 'held'), gt(stockReservations.expiresAt, at)))
      .groupBy(stockReservations.batchId)
      .as('held')

  /**
   * Sellable units of each SKU in the centres that deliver to a city (by name, any case). SKUs with none are absent
   * from the map; an unknown city, or none, can be sold nothing.
   */
  async function unitsInCity(skuIds: readonly number[], city: string | null, q: Db = db): Promise<Map<number, number>> {
    const ids = [...new Set(skuIds)]
    if (!ids.length || !city?.trim()) return new Map()
    const at = now()
    const held = heldByBatch(at, q)
    const rows = await q
      .select({
        skuId: stockBatches.skuId,
        units: sql<number>`sum(greatest(0, ${stockBatches.onHand} - coalesce(${held.held}, 0)))::int`,
      })
      .from(stockBatches)
      .innerJoin(centreCities, eq(centreCities.centreId, stockBatches.centreId))
      .innerJoin(cities, eq(cities.id, centreCities.cityId))
      .leftJoin(held, eq(held.batchId, stockBatches.id))
      .where(
        and(
          inArray(stockBatches.skuId, ids),
          sql`lower(${cities.name}) = ${city.trim().toLowerCase()}`,
          gte(stockBatches.expiresOn, earliestSellableExpiry(at)),
        ),
      )
      .groupBy(stockBatches.skuId)
    return new Map(rows.filter((r) => r.units > 0).map((r) => [r.skuId, r.units]))
  }

  return {
    unitsInCity,
    /** Every centre, active or not (their names on past shipments), in id order. */
    centres: () => centres(),
    /**
     * The active centres that deliver to a city (by name, any case), in id order. `tx`: the caller's transaction, which
     * reads them itself unless a copy is kept, and keeps what it read (on the embedded database's one connection, a
     * read outside it would wait for it to end).
     */
    async centresServing(city: string, tx?: Db): Promise<Centre[]> {
      const name = city.trim().toLowerCase()
      const all = tx ? await centres.through(() => loadCentres(tx)) : await centres()
      return all.filter((c) => c.active && c.cities.includes(name))
    },
    /** Drops this instance's copy of the centres (an announced change). */
    invalidate: () => centres.invalidate(),
  }
}
export type InventoryService = ReturnType<typeof createInventoryService>
