// Every table of the database, gathered from the modules' schema.ts files: one schema and one migration journal
// (server/db/migrations) for PGlite and a PostgreSQL server. Money is stored in paise (integer).
export * from '../modules/places/schema.ts'
export * from '../modules/catalog/schema.ts'
export * from '../modules/labs/schema.ts'
export * from '../modules/content/schema.ts'
export * from '../modules/notify/schema.ts'
export * from '../modules/platform/schema.ts'
export * from '../modules/patients/schema.ts'
export * from '../modules/inventory/schema.ts'
export * from '../modules/coupons/schema.ts'
export * from '../modules/cart/schema.ts'
export * from '../modules/auth/schema.ts'
export * from '../modules/support/schema.ts'
