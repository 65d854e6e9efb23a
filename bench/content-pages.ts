// `npm run bench:content-pages` (issue 27's measured goal): server-side rendering of content pages for a guest at one
// connection, from the cache (services.contentPages.published: the first request reads the store, the rest are kept
// until a publish announces a change). /partnerships is served from a published version in the store; /trust and a
// vertical from their samples in code. Goal: p99 ≤ 20 ms.
// BUILD_DIR picks the build (default build/); BENCH_PORT the server's port (3991); BENCH_SECONDS each load (10).
import { eq } from 'drizzle-orm'
import { openDatabase } from '../server/db/client.ts'
import { users } from '../server/db/schema.ts'
import { seedIfEmpty } from '../server/db/seed/index.ts'
import { createContentPages } from '../server/modules/content-pages/index.ts'
import { benchPages } from './timing.ts'

/** The seeded database with /partnerships published by the content desk (a stored version, not the sample). */
async function prepare(dataDir: string) {
  const database = await openDatabase({ dataDir })
  try {
    await seedIfEmpty(database.db, { demo: true })
    const [desk] = await database.db.select({ id: users.id }).from(users).where(eq(users.phone, '9810000018'))
    const pages = createContentPages(database.db)
    const draft = (await pages.draft('partnerships')).page
    await pages.saveDraft(desk!.id, 'partnerships', { title: draft.title, description: draft.description, blocks: draft.blocks })
    await pages.publish(desk!.id, 'partnerships')
    return { cookie: '' }
  } finally {
    await database.close()
  }
}

await benchPages({
  name: 'content-pages',
  port: 3991,
  prepare,
  pages: () => [
    ['SSR /partnerships (a published version), guest, 1 conn.', '/partnerships', 'Partner with MedWise'],
    ['SSR /trust (the sample), guest, 1 conn.', '/trust', 'Medicines you can trust'],
    [
      'SSR /partnerships/products/employers (the sample), guest, 1 conn.',
      '/partnerships/products/employers',
      'MedWise for employers',
    ],
    // For comparison: a written page that reads nothing from a store (the machine's own noise at p99).
    ['SSR /about (a written page, for comparison), guest, 1 conn.', '/about', 'About MedWise'],
  ],
  goal: 'content pages SSR p99 ≤ 20 ms at one connection from the cache (issue 27).',
})
