import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { openTestDatabase } from '../../../tests/setup/test-db.ts'
import { openDatabase, type Database } from '../client.ts'
import { cities, doctors, insurerMembers, products, siteContent, specialties, users } from '../schema.ts'
import { SAMPLE_DOCTORS } from '../seed-data/consultations.ts'
import { DEMO_ACCOUNTS, demoAccountsRefusal, findDemoAccounts, seedDemoAccounts } from './demo-accounts.ts'
import { seedIfEmpty } from './index.ts'

// Issue 8 §1: production seeds reference data only, and refuses a database holding seeded demo accounts.

const count = async (
  database: Database,
  table:
    | typeof users
    | typeof cities
    | typeof products
    | typeof siteContent
    | typeof specialties
    | typeof doctors
    | typeof insurerMembers,
) => (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n

const migrationSql = () => readFileSync(new URL('../migrations/0005_users_demo.sql', import.meta.url), 'utf8')

let fresh: Database
beforeAll(async () => {
  fresh = await openDatabase({ dataDir: 'memory://' })
})
afterAll(() => fresh?.close())

test('a production seed (demo: false) brings places, catalog and content, and no account at all', async () => {
  expect(await seedIfEmpty(fresh.db, { demo: false })).toBe(true)
  expect(await count(fresh, cities)).toBeGreaterThan(500)
  expect(await count(fresh, products)).toBeGreaterThan(100)
  expect(await count(fresh, siteContent)).toBeGreaterThan(0)
  expect(await count(fresh, users)).toBe(0)
  // issue 24: the specialties are reference data; the sample doctors are development data only.
  expect(await count(fresh, specialties)).toBeGreaterThan(8)
  expect(await count(fresh, doctors)).toBe(0)
  // issue 27 §4: the insurer's sample policyholders are development data only (the partner's list is uploaded).
  expect(await count(fresh, insurerMembers)).toBe(0)
  expect(await demoAccountsRefusal(fresh.db)).toBeNull()
  // A later production start leaves it so.
  expect(await seedIfEmpty(fresh.db, { demo: false })).toBe(false)
  expect(await count(fresh, users)).toBe(0)
})

/** The demo accounts that existed when migration 0005 added the flag (the pharmacist came with issue 10). */
const ACCOUNTS_BEFORE_THE_FLAG = DEMO_ACCOUNTS.slice(0, 14)

test('a database with the demo accounts is refused, naming the staff ones; real accounts are not', async () => {
  await fresh.db.insert(users).values({ name: 'A customer', phone: '9810000001', phoneVerified: true })
  expect(await demoAccountsRefusal(fresh.db)).toBeNull() // a customer may own a number of the demo block
  await fresh.db.delete(users)
  await seedDemoAccounts(fresh.db)
  const found = await findDemoAccounts(fresh.db)
  expect(found).toHaveLength(DEMO_ACCOUNTS.length)
  const refusal = await demoAccountsRefusal(fresh.db)
  expect(refusal).toMatch(/^Refusing to start in production: the database holds 27 seeded demo account\(s\), 12 with staff roles/)
})

test('the development seed (the test template) marks every demo account', async () => {
  const seeded = await openTestDatabase()
  try {
    const rows = await seeded.db.select({ phone: users.phone, email: users.email, demo: users.demo }).from(users)
    // The demo accounts and the sample doctors' staff accounts (issue 24), every one marked.
    expect(rows).toHaveLength(DEMO_ACCOUNTS.length + SAMPLE_DOCTORS.length)
    expect(rows.every((r) => r.demo)).toBe(true)
    expect(await demoAccountsRefusal(seeded.db)).not.toBeNull()
    // A database seeded before the flag existed: the migration's data step marks the same rows.
    await seeded.db.update(users).set({ demo: false })
    const update = migrationSql().split('--> statement-breakpoint')[1]!
    await seeded.db.execute(sql.raw(update))
    expect(await findDemoAccounts(seeded.db)).toHaveLength(ACCOUNTS_BEFORE_THE_FLAG.length)
  } finally {
    await seeded.close()
  }
})

test('the migration that marks accounts seeded before the flag lists exactly the demo accounts', async () => {
  const tuples = [...migrationSql().matchAll(/\('([^']+)', (NULL|'\d+'), (NULL|'[^']+')\)/g)].map(([, name, phone, email]) => ({
    name,
    phone: phone === 'NULL' ? undefined : phone!.slice(1, -1),
    email: email === 'NULL' ? undefined : email!.slice(1, -1),
  }))
  expect(tuples).toEqual(
    ACCOUNTS_BEFORE_THE_FLAG.map((a) => ({ name: a.name, phone: a.phone ?? undefined, email: a.email ?? undefined })),
  )
})
