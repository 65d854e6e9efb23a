import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { Paise } from '../../../core/money.ts'

// The catalog module's tables (one migration journal for the whole database: server/db/migrations).

/** A salt (molecule): also a generic entry of its own at /generics/{slug}-{id}. */
export const salts = pgTable('salts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull(),
  therapeuticClass: text('therapeutic_class').notNull(),
  uses: text('uses').notNull(),
  schedule: text('schedule').notNull(),
  /** A narcotic or psychotropic substance (NDPS Act, 1985): never sold online (issue 10 §6). */
  ndps: boolean('ndps').notNull().default(false),
})

/** Health-product category tree, three levels. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    level: integer('level').notNull(),
    parentId: integer('parent_id'),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('categories_slug_idx').on(t.slug), index('categories_parent_idx').on(t.parentId)],
)

/** A sellable SKU: a medicine ('drug') or a health product ('otc'). */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    kind: text('kind').notNull(), // 'drug' | 'otc'
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    brand: text('brand').notNull(),
    form: text('form'),
    pack: text('pack').notNull(),
    manufacturer: text('manufacturer').notNull(),
    composition: text('composition'), // 'Paracetamol (650mg)', display form
    saltKey: text('salt_key'), // normalised salts+strengths, equal for substitutes
    schedule: text('schedule').notNull(), // H, H1, X, G or OTC
    rxRequired: boolean('rx_required').notNull(),
    /** Kept between 2 and 8 °C: never taken back (issue 10 §4). */
    coldChain: boolean('cold_chain').notNull().default(false),
    /** Any of its salts is NDPS (salts.ndps): never sold online (issue 10 §6). */
    ndps: boolean('ndps').notNull().default(false),
    mrpPaise: integer('mrp_paise').$type<Paise>().notNull(),
    pricePaise: integer('price_paise').$type<Paise>().notNull(),
    categoryId: integer('category_id'),
    popularity: integer('popularity').notNull(),
    synthetic: boolean('synthetic').notNull().default(false),
  },
  (t) => [
    index('products_salt_key_idx').on(t.saltKey),
    index('products_category_idx').on(t.categoryId),
    index('products_popularity_idx').on(t.popularity),
  ],
)

export const productSalts = pgTable(
  'product_salts',
  {
    productId: integer('product_id').notNull(),
    saltId: integer('salt_id').notNull(),
    strength: text('strength').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.saltId] }), index('product_salts_salt_idx').on(t.saltId)],
)

/** Diseases and conditions, with the salts used to treat them (the /all-diseases listing and search). */
export const diseases = pgTable('diseases', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull(),
  category: text('category').notNull(),
  description: text('description').notNull(),
})

export const diseaseSalts = pgTable(
  'disease_salts',
  {
    diseaseId: integer('disease_id').notNull(),
    saltId: integer('salt_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.diseaseId, t.saltId] }), index('disease_salts_salt_idx').on(t.saltId)],
)
