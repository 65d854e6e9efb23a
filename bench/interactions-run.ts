// `npm run bench:interactions` (issue 28 §6): interaction latency at 4× CPU slowdown on a phone's screen (goal
// ≤ 100 ms each): add to cart, open the city picker, open sign-in, open the menu. The default catalog in
// var/bench-open-db (shared with bench:open); BENCH_ROUNDS (5) visits each.
import { seedIfEmpty } from '../server/db/seed/index.ts'
import { openDatabase } from '../server/db/client.ts'
import { startServer } from '../tests/e2e/server-process.ts'
import { runInteractionBench } from './interactions.ts'
import { ensureBuild } from '../scripts/ensure-build.ts'

const root = new URL('..', import.meta.url).pathname
const buildDir = process.env.BUILD_DIR ?? 'build'
const port = Number(process.env.BENCH_PORT ?? 3993)
const dataDir = `${root}var/bench-open-db`
const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '-')

ensureBuild(buildDir)
const database = await openDatabase({ dataDir })
await seedIfEmpty(database.db, { demo: true })
await database.close()
const server = await startServer({ port, dataDir, env: { LOG_LEVEL: 'warn', BUILD_DIR: buildDir } })
try {
  const product = (
    (await (await fetch(`${server.url}/pwa-api/api/v4/search/autocomplete?q=dolo&types=allopathy`)).json()) as {
      search_results: { url: string }[]
    }
  ).search_results[0]!.url
  const results = await runInteractionBench(server.url, product, Number(process.env.BENCH_ROUNDS ?? 5))
  console.log('\n| interaction, 360 × 740, CPU 4× slower | p50 ms | max ms | samples (ms) |\n|---|---|---|---|')
  for (const r of results) console.log(`| ${r.name} | ${fmt(r.p50)} | ${fmt(r.max)} | ${r.samples.map(fmt).join(', ')} |`)
} finally {
  await server.stop()
}
