// `npm run bench:open` (issue 28 §6): open-loop latency of the home page, a product page and /cart with 10 lines for
// a signed-in customer, at fixed arrival rates (50, 100 and 200 a second by default; BENCH_RATES), beside the closed
// loop's maximum (20 connections) in the same run. The default catalog in a database of its own
// (var/bench-open-db, kept for later runs); `npm run bench` runs the same on the 200,000-SKU catalog.
import { startServer } from '../tests/e2e/server-process.ts'
import { fillCart, prepareCartCustomer } from './checkout.ts'
import { load } from './load.ts'
import { openLoopRow, pageTargets, runOpenLoopBench } from './open-loop.ts'
import { ensureBuild } from '../scripts/ensure-build.ts'

const root = new URL('..', import.meta.url).pathname
const buildDir = process.env.BUILD_DIR ?? 'build'
const port = Number(process.env.BENCH_PORT ?? 3994)
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const rates = (process.env.BENCH_RATES ?? '50,100,200').split(',').map(Number)
const dataDir = `${root}var/bench-open-db`
const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 2 : 1) : '-')

ensureBuild(buildDir)
const prepared = await prepareCartCustomer(dataDir, 0)
const server = await startServer({ port, dataDir, env: { LOG_LEVEL: 'warn', BUILD_DIR: buildDir } })
const rows: Array<[string, string, string, string, string]> = []
try {
  await fillCart(server, prepared.customer, prepared.lines)
  const product = (
    (await (await fetch(`${server.url}/pwa-api/api/v4/search/autocomplete?q=dolo&types=allopathy`)).json()) as {
      search_results: { url: string }[]
    }
  ).search_results[0]!.url
  const targets = pageTargets(server.url, product, prepared.customer.cookie)
  for (const t of targets) {
    const closed = await load(t.request.url, { connections: 20, seconds, warmupSeconds: 2, headers: t.request.headers })
    rows.push([
      `closed loop ${t.name}, 20 conn.`,
      fmt(closed.rps),
      fmt(closed.p50),
      fmt(closed.p99),
      `${closed.requests} req, ${closed.errors} errors`,
    ])
  }
  for (const { name, result } of await runOpenLoopBench(targets, rates, seconds)) rows.push(openLoopRow(name, result, fmt))
} finally {
  await server.stop()
}
console.log(`\n| measure | req/s | p50 ms | p99 ms | notes |\n|---|---|---|---|---|`)
for (const r of rows) console.log(`| ${r.join(' | ')} |`)
