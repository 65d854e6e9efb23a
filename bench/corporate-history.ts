// `npm run bench:corporate-history` (issue 25's measured goal): the corporate member's OPD wallet history at one
// connection, for a wallet of 10,000 entries: the API's first page, a page deep in the keyset (before the middle
// entry), and the server-rendered /corporate/wallet/transaction-history. Goal: p99 ≤ 30 ms.
// BUILD_DIR picks the build (default build/); BENCH_PORT the server's port (3997); BENCH_SECONDS each load (10).
import { eq, sql } from 'drizzle-orm'
import { BENEFITS } from '../core/corporate/vocabulary.ts'
import { paise } from '../core/money.ts'
import { openDatabase } from '../server/db/client.ts'
import { corporateEmployees, corporateWalletEntries } from '../server/db/schema.ts'
import { seedIfEmpty } from '../server/db/seed/index.ts'
import { seedCustomers } from '../tests/integration/seed-customers.ts'
import { benchPages } from './timing.ts'

const ENTRIES = 10_000

/** A customer holding Acme's roster row ACM-1002 with 10,000 wallet entries, written before the server opens them. */
async function prepareMember(dataDir: string) {
  const database = await openDatabase({ dataDir })
  try {
    const { db } = database
    await seedIfEmpty(db, { demo: true })
    const [customer] = await seedCustomers(db, { count: 1, prefix: '71998' })
    const [row] = await db
      .update(corporateEmployees)
      .set({ userId: customer!.userId, linkedAt: new Date() })
      .where(eq(corporateEmployees.employeeCode, 'ACM-1002'))
      .returning()
    const start = Date.now() - ENTRIES * 60_000
    for (let at = 0; at < ENTRIES; at += 1000) {
      await db.insert(corporateWalletEntries).values(
        Array.from({ length: Math.min(1000, ENTRIES - at) }, (_, k) => {
          const i = at + k
          return {
            corporateId: row!.corporateId,
            employeeId: row!.id,
            benefit: BENEFITS[i % 3]!,
            amountPaise: paise(i % 2 ? -1500 : 2500),
            kind: i % 2 ? ('payment' as const) : ('top_up' as const),
            reference: `bench:${i}`,
            balanceAfterPaise: paise(10_000 + (i % 50) * 100),
            note: i % 2 ? `Order MW${String(i).padStart(8, '0')}` : 'Top-up',
            createdAt: new Date(start + i * 60_000),
          }
        }),
      )
    }
    const [mid] = await db
      .select({ id: corporateWalletEntries.id })
      .from(corporateWalletEntries)
      .where(eq(corporateWalletEntries.employeeId, row!.id))
      .orderBy(corporateWalletEntries.id)
      .offset(ENTRIES / 2)
      .limit(1)
    await db.execute(sql`analyze`)
    return { cookie: customer!.cookie, middle: mid!.id }
  } finally {
    await database.close()
  }
}

await benchPages({
  name: 'corporate-history',
  port: 3997,
  prepare: prepareMember,
  pages: (member) => [
    [
      `GET transactions (first page of 20), ${ENTRIES} entries, 1 conn.`,
      '/pwa-api/corporate/wallet/transactions',
      '"next_before"',
    ],
    [
      `GET transactions (page before the middle entry), 1 conn.`,
      `/pwa-api/corporate/wallet/transactions?before=${member.middle}`,
      '"next_before"',
    ],
    ['SSR /corporate/wallet/transaction-history, 1 conn.', '/corporate/wallet/transaction-history', 'Wallet transactions'],
  ],
  goal: 'transaction history p99 ≤ 30 ms at one connection (issue 25).',
})
