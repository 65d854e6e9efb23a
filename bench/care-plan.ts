// `npm run bench:care-plan` (issue 23's measured goal): server-side rendering of the member's savings page,
// /subscription-plan/myplan, at one connection, for a member with 200 orders of savings rows (each order: three
// discounted lines, free delivery and cash back: 1,000 rows), beside the plans page and the cart. Goal: p99 ≤ 30 ms.
// BUILD_DIR picks the build (default build/); BENCH_PORT the server's port (3996); BENCH_SECONDS each load (10).
import { sql } from 'drizzle-orm'
import { openDatabase } from '../server/db/client.ts'
import { seedIfEmpty } from '../server/db/seed/index.ts'
import { seedCustomers } from '../tests/integration/seed-customers.ts'
import { makeMember } from './member.ts'
import { benchPages } from './timing.ts'

const ORDERS = 200

/** A member with 200 orders of savings rows, written before the server opens the directory. */
async function prepareMember(dataDir: string) {
  const database = await openDatabase({ dataDir })
  try {
    await seedIfEmpty(database.db, { demo: true })
    const [customer] = await seedCustomers(database.db, { count: 1, prefix: '71999' })
    await makeMember(database.db, customer!.userId, ORDERS)
    await database.db.execute(sql`analyze`)
    return customer!
  } finally {
    await database.close()
  }
}

await benchPages({
  name: 'care-plan',
  port: 3996,
  prepare: prepareMember,
  pages: () => [
    [`SSR /subscription-plan/myplan, ${ORDERS} orders of savings, 1 conn.`, '/subscription-plan/myplan', 'My Care Plan'],
    ['SSR /subscription-plan/subscriptions, signed in, 1 conn.', '/subscription-plan/subscriptions', 'MedWise Care Plan'],
    ['GET /pwa-api/api/v4/savings, 1 conn.', '/pwa-api/api/v4/savings', '"membership_info"'],
  ],
  goal: '/subscription-plan/myplan p99 ≤ 30 ms at one connection (issue 23).',
})
