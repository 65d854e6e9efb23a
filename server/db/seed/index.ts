import { eq, sql } from 'drizzle-orm'
import { fromRupees } from '../../../core/money.ts'
import type { Db } from '../client.ts'
import * as s from '../schema.ts'
import { carePlanSeeds } from '../seed-data/care-plans.ts'
import { footerContent } from '../seed-data/footer.ts'
import { generateSkus } from '../seed-data/generate-skus.ts'
import { diseases } from '../seed-data/diseases.ts'
import { categoryTree, healthProducts } from '../seed-data/health-products.ts'
import { labs, labTests } from '../seed-data/labs.ts'
import { LAB_PROFILES, labCentres, labOffers, preparationFor } from '../seed-data/lab-catalog.ts'
import { medicines } from '../seed-data/medicines.ts'
import { COLD_CHAIN_SALTS, NDPS_SALTS, salts } from '../seed-data/salts.ts'
import type { CategorySeed, MedicineSeed } from '../seed-data/types.ts'
import { seedDemoAccounts } from './demo-accounts.ts'
import { seedDemoCorporates } from './corporate.ts'
import { seedDemoPolicyholders } from './insurer.ts'
import { seedSampleDoctors, seedSpecialties } from './consultations.ts'
import { seedDemoCoupons, seedDemoMemberSale, seedInventory } from './commerce.ts'
import { seedSamplePartnerOffers } from '../../modules/partner-offers/index.ts'
import { cityNameOf, deriveCities, readPostalData, slugify } from './places.ts'

type Log = (msg: string, fields?: Record<string, unknown>) => void

/** First id of each SKU family: ids tell medicines from health products at a glance in logs. */
export const DRUG_ID_BASE = 100_001
export const OTC_ID_BASE = 500_001
export const SYNTHETIC_ID_BASE = 1_000_001

async function insertInBatches<T extends Record<string, unknown>>(
  db: Db,
  table: Parameters<Db['insert']>[0],
  rows: readonly T[],
  batch = 1000,
) {
  for (let i = 0; i < rows.length; i += batch) {
    await db.insert(table).values(rows.slice(i, i + batch) as never)
  }
}

export interface SeedOptions {
  /**
   * Also seed the demo and staff accounts of README.md: true in development and tests, false in production, which
   * gets reference data only (places, catalog, labs, content).
   */
  demo: boolean
  skus?: number
  log?: Log
}

/** Seeds an empty database; a database that has cities is left alone (restarts keep the data). */
export async function seedIfEmpty(db: Db, opts: SeedOptions): Promise<boolean> {
  const log = opts.log ?? (() => {})
  const existing = await db.select({ n: sql<number>`count(*)::int` }).from(s.cities)
  if ((existing[0]?.n ?? 0) > 0) {
    // Databases seeded before the diseases existed get them on the next start.
    await seedDiseases(db)
    await seedSaleFlags(db)
    await seedInventory(db)
    await seedLabCatalog(db)
    await seedCarePlans(db)
    await seedSpecialties(db)
    if (opts.demo) await seedDemoAccounts(db)
    if (opts.demo) await seedSampleDoctors(db)
    if (opts.demo) await seedDemoCoupons(db)
    if (opts.demo) await seedDemoMemberSale(db)
    if (opts.demo) await seedDemoCorporates(db)
    if (opts.demo) await seedSamplePartnerOffers(db)
    if (opts.demo) await seedDemoPolicyholders(db)
    if (opts.skus) await seedSyntheticSkus(db, opts.skus, log)
    return false
  }
  const started = Date.now()
  await db.transaction(async (tx) => {
    const t = tx
    await seedPlaces(t)
    await seedCatalog(t)
    await seedLabs(t)
    await seedLabCatalog(t)
    await t.insert(s.siteContent).values({ key: 'footer', value: footerContent })
    await seedInventory(t)
    await seedCarePlans(t)
    await seedSpecialties(t)
    if (opts.demo) await seedDemoAccounts(t)
    if (opts.demo) await seedSampleDoctors(t)
    if (opts.demo) await seedDemoCoupons(t)
    if (opts.demo) await seedDemoMemberSale(t)
    if (opts.demo) await seedDemoCorporates(t)
    if (opts.demo) await seedSamplePartnerOffers(t)
    if (opts.demo) await seedDemoPolicyholders(t)
  })
  log('seeded database', { ms: Date.now() - started, demo: opts.demo })
  if (opts.skus) await seedSyntheticSkus(db, opts.skus, log)
  return true
}

async function seedPlaces(db: Db) {
  const places = readPostalData()
  const cities = deriveCities(places)
  const inserted = await db
    .insert(s.cities)
    .values(
      cities.map((c) => ({
        name: c.name,
        slug: c.slug,
        state: c.state,
        lat: c.lat,
        lng: c.lng,
        pincodeCount: c.pincodes.length,
        topRank: c.topRank,
        serviceable: c.serviceable,
        pharmaAvailable: c.serviceable,
        otcAvailable: c.serviceable,
        labsAvailable: c.topRank !== null,
      })),
    )
    .returning({ id: s.cities.id, name: s.cities.name })
  const cityIds = new Map(inserted.map((c) => [c.name, c.id]))
  await insertInBatches(
    db,
    s.places,
    places.map((p) => ({ ...p, cityId: cityIds.get(cityNameOf(p) ?? '') ?? null })),
    2000,
  )
}

function saltKeyOf(pairs: ReadonlyArray<readonly [number, string]>): string {
  return [...pairs]
    .map(([id, strength]) => `${id}:${strength.toLowerCase().replace(/\s+/g, '')}`)
    .sort()
    .join('+')
}

export const compositionOf = (pairs: ReadonlyArray<readonly [string, string]>) =>
  pairs.map(([name, strength]) => `${name} (${strength})`).join(' + ')

async function seedCatalog(db: Db) {
  const saltRows = await db
    .insert(s.salts)
    .values(salts.map((x) => ({ ...x, slug: slugify(x.name) })))
    .returning({ id: s.salts.id, name: s.salts.name })
  const saltIds = new Map(saltRows.map((r) => [r.name, r.id]))
  await insertMedicines(db, medicines, DRUG_ID_BASE, saltIds, (i) => 1_000_000 - i * 100, false)
  await seedDiseases(db)

  // Category tree, three levels, in the configured order.
  const categoryIds = new Map<string, number>()
  const walk = async (nodes: readonly CategorySeed[], level: number, parentId: number | null, path: string[]) => {
    for (const [position, node] of nodes.entries()) {
      const slug = slugify([...path, node.name].join(' '))
      const [row] = await db
        .insert(s.categories)
        .values({ name: node.name, slug, level, parentId, position })
        .returning({ id: s.categories.id })
      categoryIds.set([...path, node.name].join('>'), row!.id)
      if (node.children) await walk(node.children, level + 1, row!.id, [...path, node.name])
    }
  }
  await walk(categoryTree, 1, null, [])
  await insertInBatches(
    db,
    s.products,
    healthProducts.map((p, i) => ({
      id: OTC_ID_BASE + i,
      kind: 'otc',
      name: p.name,
      slug: slugify(p.name),
      brand: p.brand,
      form: null,
      pack: p.pack,
      manufacturer: p.manufacturer,
      composition: null,
      saltKey: null,
      schedule: 'OTC',
      rxRequired: false,
      mrpPaise: fromRupees(p.mrp),
      pricePaise: fromRupees(p.price),
      categoryId: categoryIds.get(p.category.join('>')) ?? null,
      popularity: 500_000 - i * 100,
    })),
  )
}

async function insertMedicines(
  db: Db,
  list: Iterable<MedicineSeed>,
  firstId: number,
  saltIds: Map<string, number>,
  popularity: (i: number) => number,
  synthetic: boolean,
  batch = 1000,
) {
  let products: (typeof s.products.$inferInsert)[] = []
  let links: (typeof s.productSalts.$inferInsert)[] = []
  const flush = async () => {
    if (products.length) await db.insert(s.products).values(products)
    if (links.length) await db.insert(s.productSalts).values(links)
    products = []
    links = []
  }
  let i = 0
  for (const m of list) {
    const id = firstId + i
    const pairs = m.salts.map(([name, strength]) => {
      const saltId = saltIds.get(name)
      if (saltId === undefined) throw new Error(`Seed: unknown salt ${name} in ${m.name}`)
      return [saltId, strength] as const
    })
    products.push({
      id,
      kind: 'drug',
      name: m.name,
      slug: slugify(m.name),
      brand: m.brand,
      form: m.form,
      pack: m.pack,
      manufacturer: m.manufacturer,
      composition: compositionOf(m.salts),
      saltKey: saltKeyOf(pairs),
      schedule: m.schedule,
      rxRequired: m.schedule !== 'OTC',
      // issue 10 §6 and §4: a product is NDPS when any of its salts is, cold-chain when any of its salts needs 2–8 °C.
      ndps: m.salts.some(([name]) => NDPS_SALTS.has(name)),
      coldChain: m.salts.some(([name]) => COLD_CHAIN_SALTS.has(name)),
      mrpPaise: fromRupees(m.mrp),
      pricePaise: fromRupees(m.price),
      categoryId: null,
      popularity: popularity(i),
      synthetic,
    })
    for (const [position, [saltId, strength]] of pairs.entries()) {
      // A salt appears once per product; a repeated salt keeps its first strength.
      if (links.some((l) => l.productId === id && l.saltId === saltId)) continue
      links.push({ productId: id, saltId, strength, position })
    }
    i++
    if (products.length >= batch) await flush()
  }
  await flush()
  return i
}

/**
 * Databases seeded before issue 10 get the NDPS and cold-chain flags of salts.ts (the rows a fresh seed writes with
 * them); a no-op once set.
 */
async function seedSaleFlags(db: Db) {
  const list = (names: ReadonlySet<string>) =>
    sql.join(
      [...names].map((n) => sql`${n}`),
      sql`, `,
    )
  await db.execute(sql`update salts set ndps = true where not ndps and name in (${list(NDPS_SALTS)})`)
  await db.execute(
    sql`update products set ndps = true where not ndps and id in
          (select ps.product_id from product_salts ps join salts s on s.id = ps.salt_id where s.ndps)`,
  )
  await db.execute(
    sql`update products set cold_chain = true where not cold_chain and id in
          (select ps.product_id from product_salts ps join salts s on s.id = ps.salt_id
            where s.name in (${list(COLD_CHAIN_SALTS)}))`,
  )
}

/** Diseases and the salts that treat them (the /all-diseases listing); skipped when already there. */
async function seedDiseases(db: Db) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(s.diseases)
  if ((row?.n ?? 0) > 0) return
  const saltRows = await db.select({ id: s.salts.id, name: s.salts.name }).from(s.salts)
  const saltIds = new Map(saltRows.map((r) => [r.name, r.id]))
  const inserted = await db
    .insert(s.diseases)
    .values(diseases.map((x) => ({ name: x.name, slug: slugify(x.name), category: x.category, description: x.description })))
    .returning({ id: s.diseases.id, name: s.diseases.name })
  const ids = new Map(inserted.map((r) => [r.name, r.id]))
  const links = diseases.flatMap((x) =>
    [...new Set(x.salts)].map((salt) => {
      const saltId = saltIds.get(salt)
      if (saltId === undefined) throw new Error(`Seed: unknown salt ${salt} in disease ${x.name}`)
      return { diseaseId: ids.get(x.name)!, saltId }
    }),
  )
  await insertInBatches(db, s.diseaseSalts, links)
}

/** Grows the catalog with deterministic synthetic SKUs (benchmarks) up to `total` synthetic rows. */
export async function seedSyntheticSkus(db: Db, total: number, log: Log = () => {}) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(s.products)
    .where(sql`${s.products.synthetic}`)
  const have = row?.n ?? 0
  if (have >= total) return 0
  const saltRows = await db.select({ id: s.salts.id, name: s.salts.name }).from(s.salts)
  const saltIds = new Map(saltRows.map((r) => [r.name, r.id]))
  const started = Date.now()
  let skipped = 0
  const real = new Set(medicines.map((m) => m.name))
  const rest = (function* () {
    for (const sku of generateSkus(total, 42, real)) if (skipped++ >= have) yield sku
  })()
  const n = await insertMedicines(db, rest, SYNTHETIC_ID_BASE + have, saltIds, (i) => 1 + ((i * 7919) % 5000), true, 2000)
  log('seeded synthetic SKUs', { count: n, ms: Date.now() - started })
  return n
}

/**
 * The labs catalog's sample data (issue 11 §1): each lab's profile, preparation text per test, which lab offers which
 * test at what price and turnaround, and walk-in centres. Runs on a database whose labs have no offers yet (new, or
 * seeded before lab bookings), in one transaction.
 */
/** The care plans on sale (sample prices, marked): once, on a database that has none. */
export async function seedCarePlans(db: Db) {
  await db
    .insert(s.carePlans)
    .values(
      carePlanSeeds.map((p, position) => ({
        code: p.code,
        name: p.name,
        durationMonths: p.durationMonths,
        pricePaise: fromRupees(p.price),
        mrpPaise: fromRupees(p.mrp),
        terms: p.terms,
        sample: true,
        position,
      })),
    )
    .onConflictDoNothing()
}

export async function seedLabCatalog(db: Db) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(s.labOffers)
  if ((row?.n ?? 0) > 0) return
  await db.transaction(async (tx) => {
    const t = tx
    const labRows = await t.select({ id: s.labs.id, name: s.labs.name }).from(s.labs)
    const testRows = await t.select({ id: s.labTests.id, name: s.labTests.name }).from(s.labTests)
    const labIds = new Map(labRows.map((r) => [r.name, r.id]))
    const testIds = new Map(testRows.map((r) => [r.name, r.id]))
    for (const lab of labs) {
      const profile = LAB_PROFILES[lab.name]
      const id = labIds.get(lab.name)
      if (profile && id !== undefined) await t.update(s.labs).set(profile).where(eq(s.labs.id, id))
    }
    for (const test of labTests) {
      const id = testIds.get(test.name)
      if (id !== undefined)
        await t
          .update(s.labTests)
          .set({ preparation: preparationFor(test) })
          .where(eq(s.labTests.id, id))
    }
    const offers = labOffers(labs, labTests).flatMap((o) => {
      const labId = labIds.get(o.lab)
      const testId = testIds.get(o.test)
      return labId === undefined || testId === undefined
        ? []
        : [{ labId, testId, mrpPaise: fromRupees(o.mrp), pricePaise: fromRupees(o.price), turnaroundHours: o.turnaroundHours }]
    })
    await insertInBatches(t, s.labOffers, offers)
    const centres = labCentres(labs).flatMap(({ lab, ...c }) => {
      const labId = labIds.get(lab)
      return labId === undefined ? [] : [{ ...c, labId }]
    })
    await insertInBatches(t, s.labCentres, centres)
  })
}

async function seedLabs(db: Db) {
  await db.insert(s.labs).values(labs.map((l) => ({ name: l.name, slug: slugify(l.name), cities: l.cities })))
  await insertInBatches(
    db,
    s.labTests,
    labTests.map((t) => ({
      name: t.name,
      slug: slugify(t.name),
      kind: t.kind,
      sampleType: t.sampleType,
      fasting: t.fasting,
      parameters: t.parameters,
      includes: t.includes ?? [],
      mrpPaise: fromRupees(t.mrp),
      pricePaise: fromRupees(t.price),
      description: t.description,
      category: t.category,
    })),
  )
}
