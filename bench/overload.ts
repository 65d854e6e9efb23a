// `npm run bench:overload` (issue 30 §1's measured goal, decision 088): one built instance, first its maximum at a
// moderate concurrency (a closed loop of --base-connections, 16 by default), then a flood of --connections (1,000)
// keep-alive clients for --seconds (60) on the home page. Prints requests answered, served and shed, the latency of
// each (p50, p99, max), the share answered within 2 s, the goodput (served a second) beside the maximum, and the
// server's resident memory at start and end.
//   --seconds N            the flood's length (60)
//   --base-seconds N       the maximum's measurement (10)
//   --connections N        the flood's clients (1000)
//   --max-in-flight N      the instance's MAX_IN_FLIGHT (its default otherwise)
//   --max-lag MS           the instance's MAX_EVENT_LOOP_LAG_MS (its default otherwise)
//   --honour-retry-after   a shed client waits Retry-After before its next request, as a person would (default:
//                          it asks again at once, the worst case)
//   --sweep                first the closed loop at 1, 2, 4 … 128 connections (how MAX_IN_FLIGHT's default was chosen)
//   --path P               the page (/)
// BUILD_DIR picks the build (default build/); BENCH_PORT the server's port (3996).
import http from 'node:http'
import { startServer } from '../tests/e2e/server-process.ts'
import { ensureBuild } from '../scripts/ensure-build.ts'
import { percentile } from './load.ts'
import { HTTP_LIMIT_DEFAULTS } from '../server/config.ts'
import { residentMB } from './memory.ts'

const args = process.argv.slice(2)
const arg = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? Number(args[i + 1]) : fallback
}
const seconds = arg('seconds', 60)
const baseSeconds = arg('base-seconds', 10)
const connections = arg('connections', 1000)
const baseConnections = arg('base-connections', 16)
const maxInFlight = args.includes('--max-in-flight') ? String(arg('max-in-flight', 0)) : undefined
const maxLag = args.includes('--max-lag') ? String(arg('max-lag', 0)) : undefined
const honour = args.includes('--honour-retry-after')
const pathIndex = args.indexOf('--path')
const path = pathIndex >= 0 ? args[pathIndex + 1]! : '/'
const root = new URL('..', import.meta.url).pathname
const buildDir = process.env.BUILD_DIR ?? 'build'
const port = Number(process.env.BENCH_PORT ?? 3996)

interface Flood {
  seconds: number
  served: number[]
  shed: number[]
  /** Neither 200 nor a shed 503 (other statuses, no answer). */
  other: Record<number, number>
  slowAt: number[]
  connectMs: number[]
}

/** A closed loop of `connections` clients for `seconds`; latencies split by served (2xx) and shed (503). */
async function flood(url: string, opts: { connections: number; seconds: number; honourRetryAfter: boolean }): Promise<Flood> {
  // Each client keeps its connection while it waits (Node's default keeps 256 idle sockets and closes the rest).
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections, maxFreeSockets: opts.connections })
  const served: number[] = []
  const shed: number[] = []
  const other: Record<number, number> = {}
  /** When (s into the run) the answers slower than 2 s were sent: a burst at the start is the connections' set-up. */
  const slowAt: number[] = []
  /** How long new connections took to open (a full accept queue shows as SYN retries: 1, 3, 7, 15 s). */
  const connectMs: number[] = []
  const send = () =>
    new Promise<{ status: number; retryAfter: number }>((resolve) => {
      const req = http.request(url, { agent, headers: { accept: 'text/html' } }, (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: Number(res.headers['retry-after'] ?? 0) }))
      })
      req.on('socket', (socket) => {
        if (!socket.connecting) return
        const t0 = performance.now()
        socket.once('connect', () => connectMs.push(performance.now() - t0))
      })
      req.on('error', () => resolve({ status: 0, retryAfter: 0 }))
      req.end()
    })
  const started = performance.now()
  const end = started + opts.seconds * 1000
  await Promise.all(
    Array.from({ length: opts.connections }, async () => {
      while (performance.now() < end) {
        const t = performance.now()
        const { status, retryAfter } = await send()
        const ms = performance.now() - t
        if (ms > 2000) slowAt.push(Math.floor((t - started) / 1000))
        if (status >= 200 && status < 300) served.push(ms)
        else if (status === 503) shed.push(ms)
        else other[status] = (other[status] ?? 0) + 1
        if (status === 503 && opts.honourRetryAfter && retryAfter > 0) {
          await new Promise((r) => setTimeout(r, Math.min(retryAfter * 1000, end - performance.now())))
        }
      }
    }),
  )
  agent.destroy()
  served.sort((a, b) => a - b)
  shed.sort((a, b) => a - b)
  connectMs.sort((a, b) => a - b)
  return { seconds: (performance.now() - started) / 1000, served, shed, other, slowAt, connectMs }
}

const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 1 : 0) : '-')
const lat = (xs: number[]) => `${fmt(percentile(xs, 50))} / ${fmt(percentile(xs, 99))} / ${fmt(xs.at(-1) ?? NaN)}`

ensureBuild(buildDir)
const server = await startServer({
  port,
  dataDir: `${root}var/bench-overload-db`,
  env: {
    LOG_LEVEL: 'warn',
    BUILD_DIR: buildDir,
    // The production defaults (the test servers' start lifts the lag limit: tests/e2e/server-process.ts).
    MAX_IN_FLIGHT: maxInFlight ?? String(HTTP_LIMIT_DEFAULTS.MAX_IN_FLIGHT),
    MAX_EVENT_LOOP_LAG_MS: maxLag ?? String(HTTP_LIMIT_DEFAULTS.MAX_EVENT_LOOP_LAG_MS),
  },
})
const url = `${server.url}${path}`
const pid = server.child.pid!
try {
  // Warm up: the first renders compile and fill the caches.
  await flood(url, { connections: 4, seconds: 3, honourRetryAfter: false })
  if (args.includes('--sweep')) {
    console.log('\n| connections | served/s | p50 ms | p99 ms | shed |\n|---|---|---|---|---|')
    for (const c of [1, 2, 4, 8, 16, 32, 64, 128]) {
      const r = await flood(url, { connections: c, seconds: baseSeconds, honourRetryAfter: false })
      console.log(
        `| ${c} | ${fmt(r.served.length / r.seconds)} | ${fmt(percentile(r.served, 50))} | ${fmt(percentile(r.served, 99))} | ${r.shed.length} |`,
      )
    }
  }
  const base = await flood(url, { connections: baseConnections, seconds: baseSeconds, honourRetryAfter: false })
  const maxRps = base.served.length / base.seconds
  const startMB = residentMB(pid)
  let peakMB = startMB
  const sampler = setInterval(() => (peakMB = Math.max(peakMB, residentMB(pid))), 500)
  const f = await flood(url, { connections, seconds, honourRetryAfter: honour })
  clearInterval(sampler)
  const endMB = residentMB(pid)
  const answered = f.served.length + f.shed.length + Object.entries(f.other).reduce((n, [s, k]) => n + (s === '0' ? 0 : k), 0)
  const within2s = [...f.served, ...f.shed].filter((ms) => ms <= 2000).length
  const goodput = f.served.length / f.seconds
  console.log(
    `\nbench:overload ${path}: ${connections} connections for ${fmt(f.seconds)} s` +
      `${honour ? ' (clients wait Retry-After)' : ' (clients ask again at once)'}; MAX_IN_FLIGHT ${maxInFlight ?? 'default'}, MAX_EVENT_LOOP_LAG_MS ${maxLag ?? 'default'}`,
  )
  console.log('\n| measure | value |\n|---|---|')
  console.log(
    `| maximum (closed loop, ${baseConnections} conn., ${baseSeconds} s) | ${fmt(maxRps)} served/s, p50 ${fmt(percentile(base.served, 50))} ms, p99 ${fmt(percentile(base.served, 99))} ms |`,
  )
  console.log(`| requests answered | ${answered} (${fmt(answered / f.seconds)}/s) |`)
  console.log(`| served (2xx) / shed (503) / other | ${f.served.length} / ${f.shed.length} / ${JSON.stringify(f.other)} |`)
  console.log(`| served latency p50 / p99 / max ms | ${lat(f.served)} |`)
  console.log(`| shed latency p50 / p99 / max ms | ${lat(f.shed)} |`)
  console.log(`| answered within 2 s | ${fmt((100 * within2s) / Math.max(1, f.served.length + f.shed.length))} % |`)
  const slowBySecond: Record<number, number> = {}
  for (const at of f.slowAt) slowBySecond[at] = (slowBySecond[at] ?? 0) + 1
  console.log(`| answers over 2 s, by the second they were sent | ${JSON.stringify(slowBySecond)} |`)
  console.log(`| connections opened, connect p50 / p99 / max ms | ${f.connectMs.length}: ${lat(f.connectMs)} |`)
  console.log(`| goodput | ${fmt(goodput)} served/s = ${fmt((100 * goodput) / maxRps)} % of the maximum |`)
  console.log(`| server RSS start / peak / end | ${fmt(startMB)} / ${fmt(peakMB)} / ${fmt(endMB)} MB |`)
} finally {
  await server.stop()
}
