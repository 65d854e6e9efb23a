import { desc, eq, inArray, sql } from 'drizzle-orm'
import { CART_MAX_LINES } from '../../../core/constants.ts'
import type { Paise } from '../../../core/money.ts'
import type { Db } from '../../db/client.ts'
import { orderLines, orders } from './schema.ts'
import { products, notSoldOnline, productUrl } from '../catalog/index.ts'
import type { InventoryService } from '../inventory/index.ts'

// /reorder (spec 2 §2 'previously ordered items'; issue 9 §8): what the account ordered before, each product once,
// most recently ordered first, priced and judged for stock as it is now, never as it was.

/** As many as a cart can hold lines: 'Add all to cart' never has to refuse for room. */
export const REORDER_LIMIT = CART_MAX_LINES

/** Why an item can or cannot be added again. */
export type ReorderAvailability = 'available' | 'out_of_stock' | 'not_sold'

export interface ReorderItem {
  skuId: number
  /** The catalog's name now (the order's when the product is gone). */
  name: string
  pack: string
  /** The product page; null when the product is no longer sold. */
  url: string | null
  rxRequired: boolean
  /** Today's prices; null when the product is no longer sold. */
  mrpPaise: Paise | null
  pricePaise: Paise | null
  /** How many of the account's orders held it. */
  timesOrdered: number
  lastOrderedAt: Date
  /** The quantity of the most recent order that held it. */
  lastQuantity: number
  availability: ReorderAvailability
}

export function createReorderService(db: Db, deps: { inventory: Pick<InventoryService, 'unitsInCity'> }) {
  /**
   * The products of the account's orders (every order it placed, cancelled ones too: the person chose them), each
   * once; availability is that of the city the visitor browses in (inventory's rule: sellable units in the centres
   * serving it).
   */
  async function previouslyOrdered(userId: number, city: string | null): Promise<ReorderItem[]> {
    const lastAt = sql<Date>`max(${orders.placedAt})`.mapWith(orders.placedAt)
    const latest = <T>(column: typeof orderLines.name | typeof orderLines.pack | typeof orderLines.quantity) =>
      sql<T>`(array_agg(${column} order by ${orders.placedAt} desc, ${orders.id} desc))[1]`
    const rows = await db
      .select({
        skuId: orderLines.skuId,
        timesOrdered: sql<number>`count(distinct ${orderLines.orderId})::int`,
        lastOrderedAt: lastAt,
        name: latest<string>(orderLines.name),
        pack: latest<string>(orderLines.pack),
        lastQuantity: latest<number>(orderLines.quantity),
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orders.userId, userId))
      .groupBy(orderLines.skuId)
      // Within one order, the order's own line order.
      .orderBy(
        desc(lastAt),
        desc(sql`max(${orders.id})`),
        sql`(array_agg(${orderLines.position} order by ${orders.placedAt} desc, ${orders.id} desc))[1]`,
      )
      .limit(REORDER_LIMIT)
    if (!rows.length) return []
    const judged = await judge(
      rows.map((r) => r.skuId),
      city,
    )
    return rows.map((r) => {
      const { product: p, availability } = judged.get(r.skuId)!
      const sold = availability !== 'not_sold' && p !== undefined
      return {
        skuId: r.skuId,
        name: p?.name ?? r.name,
        pack: p?.pack ?? r.pack,
        url: sold ? productUrl(p) : null,
        rxRequired: p?.rxRequired ?? false,
        mrpPaise: sold ? p.mrpPaise : null,
        pricePaise: sold ? p.pricePaise : null,
        timesOrdered: r.timesOrdered,
        lastOrderedAt: r.lastOrderedAt,
        lastQuantity: Number(r.lastQuantity),
        availability,
      }
    })
  }

  /** Each product with its availability in the city now: the one rule of the page and of 'Add all to cart'. */
  async function judge(ids: readonly number[], city: string | null) {
    const [catalog, units] = await Promise.all([
      db
        .select({
          id: products.id,
          kind: products.kind,
          slug: products.slug,
          name: products.name,
          pack: products.pack,
          schedule: products.schedule,
          ndps: products.ndps,
          rxRequired: products.rxRequired,
          mrpPaise: products.mrpPaise,
          pricePaise: products.pricePaise,
        })
        .from(products)
        .where(inArray(products.id, [...ids])),
      deps.inventory.unitsInCity(ids, city),
    ])
    const productOf = new Map(catalog.map((p) => [p.id, p]))
    return new Map(
      ids.map((id) => {
        const product = productOf.get(id)
        const availability: ReorderAvailability =
          !product || notSoldOnline(product) ? 'not_sold' : (units.get(id) ?? 0) > 0 ? 'available' : 'out_of_stock'
        return [id, { product, availability }] as const
      }),
    )
  }

  /** Those of these products that can be added again now: sold online and in stock in the city, in the order given. */
  async function addable(ids: readonly number[], city: string | null): Promise<number[]> {
    if (!ids.length) return []
    const judged = await judge(ids, city)
    return ids.filter((id) => judged.get(id)?.availability === 'available')
  }

  return { previouslyOrdered, addable }
}
export type ReorderService = ReturnType<typeof createReorderService>
