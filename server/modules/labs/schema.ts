import { boolean, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core'
import type { Paise } from '../../../app/lib/money.ts'

// The labs module's tables (one migration journal for the whole database: server/db/migrations).

export const labs = pgTable('labs', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull(),
  cities: jsonb('cities').$type<string[]>().notNull(),
})

export const labTests = pgTable('lab_tests', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull(),
  kind: text('kind').notNull(), // 'test' | 'package'
  sampleType: text('sample_type').notNull(),
  fasting: boolean('fasting').notNull(),
  parameters: integer('parameters').notNull(),
  includes: jsonb('includes').$type<string[]>().notNull(),
  mrpPaise: integer('mrp_paise').$type<Paise>().notNull(),
  pricePaise: integer('price_paise').$type<Paise>().notNull(),
  description: text('description').notNull(),
  category: text('category').notNull(),
})
