// `npm run bench`: SSR of the home page beside a bare static server, autocomplete over HTTP and in-process
// over the 200k-SKU catalog. Prints one table. Budgets: architecture.md 'Budgets'.
import { execFileSync } from 'node:child_process'
import http from 'node:http'
import { existsSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { startServer } from '../tests/e2e/server-process.ts'
import { load } from './load.ts'
import { runSearchBench } from './search.ts'

const args = process.argv.slice(2)
const skus = Number(args[args.indexOf('--skus') + 1] ?? 200_000) || 200_000
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const root = new URL('..', import.meta.url).pathname
const rows: Array<[string, string, string, string, string]> = []
const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 2 : 1) : '-')

if (!existsSync(`${root}build/server/index.js`)) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })

console.log(`Preparing a server with ${skus} synthetic SKUs (first run seeds var/bench-db; later runs reuse it)…`)
const server = await startServer({
  port: 3990,
  dataDir: `${root}var/bench-db`,
  env: { SEED_SKUS: String(skus), LOG_LEVEL: 'warn' },
})
try {
  const html = await (await fetch(`${server.url}/`)).text()
  // Budget: first-load JavaScript of the home page ≤ 150 KB gzipped (every module the page preloads or runs).
  const scripts = [...new Set(html.match(/\/assets\/[^"']+\.js/g) ?? [])]
  const jsGzip = scripts.reduce((n, src) => n + gzipSync(readFileSync(`${root}build/client${src}`), { level: 9 }).length, 0)
  rows.push(['first-load JS, home page', '', '', '', `${(jsGzip / 1024).toFixed(1)} KB gzipped in ${scripts.length} files`])
  const ssr = await load(`${server.url}/`, { connections: 20, seconds, warmupSeconds: 2 })
  rows.push([
    'SSR home page, 20 connections',
    fmt(ssr.rps),
    fmt(ssr.p50),
    fmt(ssr.p99),
    `${ssr.requests} req, ${ssr.errors} errors`,
  ])

  // The same HTML from a bare Node server: the ceiling for this machine.
  const bare = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(html)
  })
  await new Promise<void>((r) => bare.listen(3991, '127.0.0.1', r))
  const stat = await load('http://127.0.0.1:3991/', { connections: 20, seconds, warmupSeconds: 2 })
  bare.close()
  rows.push(['static HTML, bare node:http, 20 conn.', fmt(stat.rps), fmt(stat.p50), fmt(stat.p99), `${stat.requests} req`])

  const queries = [
    'dolo 65',
    'paracetmol',
    'pan 40',
    'azitral 500',
    'montair',
    'telma',
    'crocin',
    'amlo',
    'metfor',
    'cetrizine',
    'shelcal',
    'glycomet',
  ]
  let i = 0
  const q = () =>
    `${server.url}/pwa-api/api/v4/search/autocomplete?q=${encodeURIComponent(queries[i++ % queries.length]!)}&types=allopathy,brand,sku,udp,disease&per_page=12`
  const ac = await load(q, { connections: 1, seconds: Math.max(3, seconds / 2), warmupSeconds: 1 })
  rows.push([
    `autocomplete over HTTP, ${skus} SKUs, 1 conn.`,
    fmt(ac.rps),
    fmt(ac.p50),
    fmt(ac.p99),
    `${ac.requests} req, ${ac.errors} errors`,
  ])
  const ac20 = await load(q, { connections: 20, seconds: Math.max(3, seconds / 2), warmupSeconds: 1 })
  rows.push([
    `autocomplete over HTTP, ${skus} SKUs, 20 conn.`,
    fmt(ac20.rps),
    fmt(ac20.p50),
    fmt(ac20.p99),
    `${ac20.requests} req, ${ac20.errors} errors`,
  ])

  // No account enumeration (decision 010): create_token for seeded numbers vs numbers nobody has, interleaved,
  // one send each (the per-number cooldown allows no more). Equal work shows as equal times.
  const tokenRes = await fetch(`${server.url}/pwa-api/auth/csrf-token`)
  const cookie = /VISITOR-ID=[0-9a-f]{32}/.exec(tokenRes.headers.get('set-cookie') ?? '')![0]
  const { csrf_token } = (await tokenRes.json()) as { csrf_token: string }
  const times: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] }
  let refused = 0
  const stamp = Date.now() % 1_000_000
  for (let n = 1; n <= 9; n++) {
    for (const kind of ['known', 'unknown'] as const) {
      const number =
        kind === 'known'
          ? `981000000${n}`
          : `93${String(stamp * 10 + n)
              .padStart(8, '0')
              .slice(-8)}`
      const t = performance.now()
      const res = await fetch(`${server.url}/pwa-api/auth/create_token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrf_token },
        body: JSON.stringify({ number }),
      })
      await res.arrayBuffer()
      if (res.status === 200) times[kind].push(performance.now() - t)
      else refused++
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN
  rows.push([
    'create_token, seeded vs unknown numbers',
    '',
    `${fmt(median(times.known))} / ${fmt(median(times.unknown))}`,
    `${fmt(Math.max(...times.known))} / ${fmt(Math.max(...times.unknown))}`,
    `n=${times.known.length}/${times.unknown.length} (medians, max)${refused ? `, ${refused} refused by the per-number caps (rerun after an hour)` : ''}`,
  ])
} finally {
  await server.stop()
}

const search = await runSearchBench({ skus })
for (const r of search)
  rows.push([
    `search in-process: ${r.name}`,
    '',
    fmt(r.p50),
    fmt(r.p99),
    `recall@5 ${r.recall5.toFixed(3)}, build ${Math.round(r.buildMs)} ms, heap ${Math.round(r.heapMB)} MB`,
  ])

const header: [string, string, string, string, string] = ['benchmark', 'req/s', 'p50 ms', 'p99 ms', 'notes']
const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)))
const line = (r: string[]) => '| ' + r.map((v, c) => v.padEnd(widths[c]!)).join(' | ') + ' |'
console.log('\n' + line(header))
console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|')
for (const r of rows) console.log(line(r))
