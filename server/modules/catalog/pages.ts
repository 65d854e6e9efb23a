import { sql, type SQL } from 'drizzle-orm'
import { paise, type Paise } from '../../../core/money.ts'
import type {
  CardProduct,
  Paged,
  ProductDetail,
  SearchEntry,
  SearchPageData,
  SearchResponseType,
  SubstituteCard,
} from '../../../contracts/catalog.ts'
import { queryRows, type Db } from '../../db/client.ts'
import type { SearchIndex } from '../search/index.ts'
import { notSoldOnlineMessage } from './sale-rules.ts'
import { categoryUrl, genericUrl, productUrl } from './urls.ts'

/** Listings and search results show this many cards a page. */
export const PAGE_SIZE = 20
/** The search index answers at most this many hits (its own cap), so search pages stop there. */
export const SEARCH_MAX_HITS = 100

export const CARD_COLUMNS = sql`p.id, p.kind, p.name, p.slug, p.pack, p.manufacturer, p.composition,
  p.mrp_paise as "mrpPaise", p.price_paise as "pricePaise", p.rx_required as "rxRequired"`

type CardRow = Omit<CardProduct, 'url'> & { slug: string }
export const toCard = (r: CardRow): CardProduct => ({
  id: Number(r.id),
  kind: r.kind,
  name: r.name,
  pack: r.pack,
  manufacturer: r.manufacturer,
  composition: r.composition,
  mrpPaise: paise(Number(r.mrpPaise)),
  pricePaise: paise(Number(r.pricePaise)),
  rxRequired: Boolean(r.rxRequired),
  url: productUrl({ kind: r.kind, slug: r.slug, id: Number(r.id) }),
})

export function pageOf(page: number, total: number, size = PAGE_SIZE) {
  const pageCount = Math.max(1, Math.ceil(total / size))
  const p = Number.isInteger(page) && page >= 1 ? Math.min(page, pageCount) : 1
  return { page: p, pageCount, offset: (p - 1) * size }
}

export async function cardsByIds(db: Db, ids: number[]): Promise<Map<number, CardProduct>> {
  if (ids.length === 0) return new Map()
  const rows = await queryRows<CardRow>(
    db,
    sql`select ${CARD_COLUMNS} from products p where p.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  )
  return new Map(rows.map((r) => [Number(r.id), toCard(r)]))
}

export async function loadProduct(db: Db, id: number): Promise<ProductDetail | null> {
  const [row] = await queryRows<
    CardRow & {
      brand: string
      form: string | null
      schedule: string
      ndps: boolean
      saltKey: string | null
      categoryId: number | null
    }
  >(
    db,
    sql`select ${CARD_COLUMNS}, p.brand, p.form, p.schedule, p.ndps, p.salt_key as "saltKey", p.category_id as "categoryId"
      from products p where p.id = ${id}`,
  )
  if (!row) return null
  const salts = await queryRows<{ id: number; name: string; slug: string; strength: string }>(
    db,
    sql`select s.id, s.name, s.slug, ps.strength from product_salts ps join salts s on s.id = ps.salt_id
      where ps.product_id = ${id} order by ps.position`,
  )
  const breadcrumb =
    row.categoryId === null
      ? []
      : await queryRows<{ name: string; slug: string }>(
          db,
          sql`with recursive up as (
              select id, name, slug, parent_id, level from categories where id = ${row.categoryId}
              union all select c.id, c.name, c.slug, c.parent_id, c.level from categories c join up on c.id = up.parent_id)
            select name, slug from up order by level`,
        )
  return {
    ...toCard(row),
    slug: row.slug,
    brand: row.brand,
    form: row.form,
    schedule: row.schedule,
    ndps: row.ndps,
    notSoldOnline: notSoldOnlineMessage({ schedule: row.schedule, ndps: row.ndps }),
    saltKey: row.saltKey,
    salts: salts.map((s) => ({
      id: Number(s.id),
      name: s.name,
      strength: s.strength,
      url: genericUrl({ slug: s.slug, id: Number(s.id) }),
    })),
    breadcrumb: breadcrumb.map((c) => ({ name: c.name, url: categoryUrl(c) })),
  }
}

/** Substitutes: the same salts at the same strengths (salt_key), only cheaper ones, cheapest first. */
export async function loadSubstitutes(db: Db, p: { id: number; saltKey: string | null; pricePaise: Paise }, limit = 10) {
  if (!p.saltKey) return []
  const rows = await queryRows<CardRow>(
    db,
    sql`select ${CARD_COLUMNS} from products p
      where p.salt_key = ${p.saltKey} and p.id <> ${p.id} and p.price_paise < ${p.pricePaise} and not p.synthetic
      order by p.price_paise, p.popularity desc, p.id limit ${limit}`,
  )
  return rows.map((r): SubstituteCard => ({ ...toCard(r), savingPaise: paise(p.pricePaise - Number(r.pricePaise)) }))
}

export async function loadGeneric(db: Db, id: number, page: number) {
  const [salt] = await queryRows<{
    id: number
    name: string
    slug: string
    therapeuticClass: string
    uses: string
    schedule: string
  }>(db, sql`select id, name, slug, therapeutic_class as "therapeuticClass", uses, schedule from salts where id = ${id}`)
  if (!salt) return null
  const brands = await pagedProducts(
    db,
    sql`from products p join product_salts ps on ps.product_id = p.id and ps.salt_id = ${id} where not p.synthetic`,
    // Single-salt brands first, then combinations; cheapest first within each.
    sql`(select count(*) from product_salts x where x.product_id = p.id) > 1, p.price_paise, p.id`,
    page,
  )
  return { salt: { ...salt, id: Number(salt.id), url: genericUrl({ slug: salt.slug, id: Number(salt.id) }) }, brands }
}

/** One page of products: `from` is a FROM…WHERE clause over `products p`, `order` an ORDER BY list. */
export async function pagedProducts(db: Db, from: SQL, order: SQL, page: number, size = PAGE_SIZE): Promise<Paged<CardProduct>> {
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n ${from}`)
  const total = Number(count?.n ?? 0)
  const at = pageOf(page, total, size)
  const rows = await queryRows<CardRow>(
    db,
    sql`select ${CARD_COLUMNS} ${from} order by ${order} limit ${size} offset ${at.offset}`,
  )
  return { items: rows.map(toCard), total, page: at.page, pageCount: at.pageCount }
}

/** The /search/all page: up to SEARCH_MAX_HITS hits of every kind, a page of them with details from the database. */
export async function searchPage(db: Db, index: SearchIndex, term: string, page: number): Promise<SearchPageData> {
  const result = index.search(term, { limit: SEARCH_MAX_HITS })
  const total = result.hits.length
  const responseType: SearchResponseType = total === 0 ? 'NORESULTS' : result.corrected ? 'SUGGESTIONS' : 'RESULTS'
  const at = pageOf(page, total)
  const hits = result.hits.slice(at.offset, at.offset + PAGE_SIZE)
  const productIds = hits.filter((h) => h.kind === 'allopathy' || h.kind === 'sku').map((h) => h.id)
  const saltIds = hits.filter((h) => h.kind === 'generic').map((h) => h.id)
  const [cards, classes] = await Promise.all([
    cardsByIds(db, productIds),
    saltIds.length
      ? queryRows<{ id: number; therapeuticClass: string }>(
          db,
          sql`select id, therapeutic_class as "therapeuticClass" from salts where id in (${sql.join(
            saltIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        )
      : Promise.resolve([]),
  ])
  const classOf = new Map(classes.map((c) => [Number(c.id), c.therapeuticClass]))
  const items: SearchEntry[] = []
  for (const h of hits) {
    if (h.kind === 'allopathy' || h.kind === 'sku') {
      const card = cards.get(h.id)
      if (card) items.push({ type: 'product', ...card })
    } else if (h.kind === 'generic') {
      items.push({ type: 'generic', id: h.id, name: h.name, url: h.url, therapeuticClass: classOf.get(h.id) ?? '' })
    } else if (h.kind === 'disease' || h.kind === 'udp') {
      items.push({ type: h.kind === 'udp' ? 'category' : 'disease', id: h.id, name: h.name, url: h.url })
    }
  }
  return {
    term,
    responseType,
    didYouMean: responseType === 'SUGGESTIONS' ? (result.suggestions[0] ?? null) : null,
    items,
    total,
    page: at.page,
    pageCount: at.pageCount,
  }
}
