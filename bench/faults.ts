// `npm run bench:faults` (issue 30 §5; decision 091): the table of faults. One built instance on a PostgreSQL server of
// its own (scripts/pg-server.ts), its providers local fakes that can be switched to failing or hanging while it runs
// (tests/fakes/: MSG91 for SMS, an SMTP server, Razorpay, S3), a steady load of real pages, sign-in codes, prescription
// uploads and orders placed by signed-in customers (each retrying its one Idempotency-Key until a definite answer),
// and the faults one after another with a recovery gap: overload (1,000 connections on the home page), PostgreSQL
// restarted and unreachable, the SMS, e-mail, payment and storage providers failing or hanging, the local disk full and
// read-only, slow clients. Per fault one row: what was injected and how long, requests answered, errors by kind,
// orders placed, lost and doubled (checked in the database at the end), messages delivered once, time to recover and
// the instance's memory; then a verdict per measured goal of the issue. It measures what happens and assumes nothing
// of the behaviours under test, so it runs before and after them.
//
// Options: --short (every fault a few seconds), --only overload,pg-restart,… (the faults' names below), --seconds N
// (each fault's length). BUILD_DIR picks the build; BENCH_PORT the instance's port (the disk fault's instance the
// next); BENCH_PG_PORT the PostgreSQL server's. The table is printed and written to var/bench-faults.md.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { openDatabase, queryRows } from '../server/db/client.ts'
import { startPgServer, type PgServer } from '../scripts/pg-server.ts'
import { ensureBuild } from '../scripts/ensure-build.ts'
import { HTTP_LIMIT_DEFAULTS } from '../server/config.ts'
import { startServer, type ServerProcess } from '../tests/e2e/server-process.ts'
import { seedCustomers, stockedSkus, type SeededCustomer } from '../tests/integration/seed-customers.ts'
import { prescriptionPdf } from '../tests/helpers/prescriptions-fixture.ts'
import type { FaultMode } from '../tests/fakes/fault-mode.ts'
import { startMsg91Fake } from '../tests/fakes/msg91-fake.ts'
import { startRazorpayFake } from '../tests/fakes/razorpay-fake.ts'
import { startS3Fake } from '../tests/fakes/s3-fake.ts'
import { startSmtpFake } from '../tests/fakes/smtp-fake.ts'
import { fillCart } from './checkout.ts'
import {
  deliveredOnce,
  errorRate,
  errorsByKind,
  lostAndDoubled,
  recovery,
  seconds as secs,
  SLOW_MS,
  type OrderAttempt,
  type Sample,
} from './faults-measure.ts'
import { load, type LoadResult } from './load.ts'
import { residentMB } from './memory.ts'

const args = process.argv.slice(2)
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const short = args.includes('--short')
const only = option('--only')?.split(',')
const faultSeconds = Number(option('--seconds') ?? (short ? 5 : 30))
const overloadSeconds = Number(option('--seconds') ?? (short ? 5 : 60))
const gapSeconds = short ? 5 : 20
const warmupSeconds = short ? 3 : 10
const drainSeconds = short ? 10 : 30
const buildDir = process.env.BUILD_DIR ?? 'build'
const port = Number(process.env.BENCH_PORT ?? 3986)
const pgPort = Number(process.env.BENCH_PG_PORT ?? 54344)
const root = new URL('..', import.meta.url).pathname
/** The bench's own time-out: a request without an answer by then counts as 'no answer'. */
const CLIENT_TIMEOUT_MS = 15_000
const RATES = { page: 10, order: 2, otpSms: 1, otpEmail: 0.5, upload: 0.5, diskPage: 2, diskUpload: 0.5 }

const FAULTS = ['overload', 'pg-restart', 'pg-down', 'sms', 'email', 'gateway', 'storage', 'disk', 'slow-clients'] as const
type FaultName = (typeof FAULTS)[number]
for (const name of only ?? []) {
  if (!FAULTS.includes(name as FaultName)) throw new Error(`--only: no fault '${name}' (one of ${FAULTS.join(', ')})`)
}
const chosen = FAULTS.filter((f) => !only || only.includes(f))

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
const t0 = performance.now()
const now = () => performance.now() - t0

ensureBuild(buildDir)

// ---- The providers, the database and the instance ----

let stopping = false
/** What the bench started, stopped in reverse order at the end or on a failure (the server before its database). */
const cleanups: Array<() => unknown> = []
async function cleanUp() {
  for (const step of cleanups.reverse()) {
    try {
      await step()
    } catch (e) {
      console.error('cleaning up:', (e as Error).message)
    }
  }
}

try {
  console.log('Starting the fake providers, a PostgreSQL server and one instance…')
  const msg91 = await startMsg91Fake()
  const smtp = await startSmtpFake()
  const razorpay = await startRazorpayFake()
  const s3 = await startS3Fake({ bucket: 'medwise-faults' })
  cleanups.push(() => Promise.all([msg91.close(), smtp.close(), razorpay.close(), s3.close()]))
  const pg: PgServer = startPgServer(pgPort)
  cleanups.push(() => pg.stop())
  const databaseUrl = await pg.createDatabase('medwise_faults')
  const dataDir = mkdtempSync(join(tmpdir(), 'medwise-faults-'))
  cleanups.push(() => {
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(`${dataDir}-files`, { recursive: true, force: true })
  })
  const providerEnv = {
    SMS_PROVIDER: 'msg91',
    MSG91_AUTH_KEY: msg91.authKey,
    MSG91_TEMPLATE_ID: 'faults-flow-template',
    MSG91_OTP_TEMPLATE_ID: 'faults-otp-template',
    MSG91_BASE_URL: msg91.baseUrl,
    SMTP_URL: smtp.url,
    RAZORPAY_KEY_ID: razorpay.keyId,
    RAZORPAY_KEY_SECRET: razorpay.keySecret,
    RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
    RAZORPAY_BASE_URL: razorpay.baseUrl,
  }
  const s3Env = {
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: s3.region,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secret,
  }
  const baseEnv = {
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    BUILD_DIR: buildDir,
    // The whole load comes from 127.0.0.1: lift the per-client OTP cap (the per-number caps stay).
    OTP_CLIENT_SENDS_PER_HOUR: '100000',
    // The production limits of load shedding (the test servers' start lifts the lag limit: tests/e2e/server-process.ts).
    MAX_EVENT_LOOP_LAG_MS: String(HTTP_LIMIT_DEFAULTS.MAX_EVENT_LOOP_LAG_MS),
    ...providerEnv,
  }
  // The server migrates and seeds the empty database on its first start.
  const serverOptions = { port, dataDir, env: { ...baseEnv, ...s3Env } }
  let server = await startServer(serverOptions)
  cleanups.push(() => server.stop())
  /** The instance's resident memory, MB; NaN once it has exited. */
  const rss = () => {
    try {
      return server.child.exitCode === null ? residentMB(server.child.pid!) : NaN
    } catch {
      return NaN
    }
  }

  /** The disk fault's instance: local files on a small file system of their own (tmpfs), no S3. */
  let disk: { server: ServerProcess; dir: string } | undefined
  let diskSkipped: string | undefined
  if (chosen.includes('disk')) {
    const dir = mkdtempSync(join(tmpdir(), 'medwise-faults-disk-'))
    try {
      if (process.getuid?.() !== 0) throw new Error('not root: cannot mount a small file system')
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', dir], { stdio: 'pipe' })
      cleanups.push(() => {
        execFileSync('umount', ['-l', dir], { stdio: 'pipe' })
        rmSync(dir, { recursive: true, force: true })
      })
      const files = join(dir, 'files')
      mkdirSync(files)
      const diskServer = await startServer({
        port: port + 1,
        dataDir: mkdtempSync(join(tmpdir(), 'medwise-faults-d-')),
        env: { ...baseEnv, FILES_DIR: files },
      })
      disk = { server: diskServer, dir }
      cleanups.push(() => diskServer.stop())
    } catch (e) {
      diskSkipped = `skipped: ${(e as Error).message.split('\n')[0]}`
    }
  }

  // ---- Customers, carts and the catalog's pages ----

  const schedule = (f: FaultName) => (f === 'overload' ? overloadSeconds : f === 'pg-restart' ? 3 : faultSeconds) + gapSeconds
  const totalSeconds = warmupSeconds + chosen.reduce((n, f) => n + schedule(f), 0)
  const orderCount = Math.ceil(totalSeconds * RATES.order * 1.3) + 20
  console.log(`Seeding ${orderCount} customers with carts (the bench's orders: one customer and one key each)…`)
  let customers: SeededCustomer[]
  let uploaders: SeededCustomer[]
  const carts = new Map<number, number>()
  {
    const database = await openDatabase({ url: databaseUrl, dataDir: 'unused' })
    try {
      customers = await seedCustomers(database.db, { count: orderCount, prefix: '75' })
      uploaders = await seedCustomers(database.db, { count: 20, prefix: '76' })
      const pool = await stockedSkus(database.db, { limit: 200 })
      let at = 0
      await Promise.all(
        Array.from({ length: 20 }, async () => {
          while (at < customers.length) {
            const c = customers[at++]!
            const lines = [...new Set([pool[c.userId % pool.length]!, pool[(c.userId * 7 + 3) % pool.length]!])]
            carts.set(
              c.userId,
              await fillCart(
                server,
                c,
                lines.map((sku_id) => ({ sku_id, quantity: 1 })),
              ),
            )
          }
        }),
      )
    } finally {
      await database.close()
    }
  }
  const product =
    (
      (await (await fetch(`${server.url}/pwa-api/api/v4/search/autocomplete?q=dolo&types=allopathy`)).json()) as {
        search_results: { url: string }[]
      }
    ).search_results[0]?.url ?? '/'
  const pdf = await prescriptionPdf()

  // The instance's maximum on the home page (20 connections, nothing else running): the overload's goodput is judged
  // against it (issue 30: ≥ 90 % of the maximum at 1,000 connections).
  let baselineMaxRps = NaN
  if (chosen.includes('overload')) {
    const max = await load(`${server.url}/`, { connections: 20, seconds: short ? 3 : 10, warmupSeconds: 1 })
    baselineMaxRps = (max.statuses[200] ?? 0) / max.seconds
    console.log(`The home page at 20 connections: ${baselineMaxRps.toFixed(0)} answers 200 a second (the maximum).`)
  }

  // ---- The steady load ----

  const samples: Sample[] = []

  interface Answer {
    sample: Sample
    res?: Response
    text?: string
  }

  /** One request of the steady load, recorded as a sample: status, the API error's code, Retry-After, or why none came. */
  async function send(traffic: string, url: string, init: RequestInit = {}): Promise<Answer> {
    const at = now()
    const sample: Sample = { traffic, at, ms: 0, status: 0 }
    try {
      const res = await fetch(url, { redirect: 'manual', ...init, signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) })
      const text = await res.text()
      sample.status = res.status
      sample.retryAfter = res.headers.has('retry-after')
      if (res.status >= 400 && (res.headers.get('content-type') ?? '').includes('json')) {
        try {
          const code = (JSON.parse(text) as { code?: unknown }).code
          if (typeof code === 'string') sample.code = code
        } catch {
          // not the error shape
        }
      }
      sample.ms = now() - at
      samples.push(sample)
      return { sample, res, text }
    } catch (e) {
      const name = (e as Error).name
      sample.failure = name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'connection'
      sample.ms = now() - at
      samples.push(sample)
      return { sample }
    }
  }

  /** Calls `work` `rate` times a second (not waiting for the last) until the bench stops. */
  async function every(rate: number, work: (i: number) => Promise<unknown>) {
    const started = now()
    const running: Promise<unknown>[] = []
    for (let i = 0; !stopping; i++) {
      const wait = started + (i * 1000) / rate - now()
      if (wait > 0) await sleep(wait)
      if (stopping) break
      running.push(work(i).catch((e: unknown) => console.error('load error', e)))
    }
    await Promise.all(running)
  }

  const pageUrls = [
    '/',
    product,
    '/pwa-api/api/v4/search/autocomplete?q=paracetamol&types=allopathy,brand,sku&per_page=12',
    '/pwa-api/api/v4/search/autocomplete?q=pan&types=allopathy,brand,sku&per_page=12',
  ]

  const session = (c: SeededCustomer) => ({ cookie: c.cookie, 'x-csrf-token': c.csrf })

  /** A visitor's cookie and CSRF token, as the sign-in popup gets them first. */
  async function visitor(base: string, traffic: string) {
    const { res, text } = await send(traffic, `${base}/pwa-api/auth/csrf-token`)
    if (!res?.ok || !text) return null
    const cookie = /VISITOR-ID=[0-9a-f]{32}/.exec(res.headers.get('set-cookie') ?? '')?.[0]
    return cookie ? { cookie, 'x-csrf-token': (JSON.parse(text) as { csrf_token: string }).csrf_token } : null
  }

  /** Sign-in codes asked for (fresh numbers and addresses each): which got a 2xx, to match against the fakes' logs. */
  const otpAsked: Array<{ traffic: 'otp-sms' | 'otp-email'; to: string; at: number; ok: boolean }> = []
  const stamp = String(Date.now() % 10_000).padStart(4, '0')

  async function askCode(traffic: 'otp-sms' | 'otp-email', i: number) {
    const headers = await visitor(server.url, traffic)
    if (!headers) return
    const to = traffic === 'otp-sms' ? `64${stamp}${String(i).padStart(4, '0')}` : `faults-${stamp}-${i}@example.com`
    const path = traffic === 'otp-sms' ? '/pwa-api/auth/create_token' : '/pwa-api/auth/create_token_email'
    const { sample } = await send(traffic, `${server.url}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(traffic === 'otp-sms' ? { number: to } : { email: to }),
    })
    otpAsked.push({ traffic, to, at: sample.at, ok: sample.status >= 200 && sample.status < 300 })
  }

  /** Orders: one customer and one Idempotency-Key each, retried until 2xx or a 4xx that is an answer, at most 12 tries. */
  const attempts: Array<OrderAttempt & { online: boolean; paid?: boolean; tries: number }> = []
  let nextCustomer = 0
  const retryable = (status: number) => status === 0 || status === 408 || status === 409 || status === 429 || status >= 500

  async function placeOrder(i: number) {
    const c = customers[nextCustomer++]
    if (!c) return
    const online = i % 4 === 3
    const attempt = {
      userId: c.userId,
      key: `faults-${c.userId}-order`,
      startedAt: now(),
      online,
      tries: 0,
    } as (typeof attempts)[number]
    attempts.push(attempt)
    const body = JSON.stringify({
      cart_type: 'pharmacy',
      payment: online ? 'online' : 'cod',
      expected_total: carts.get(c.userId),
    })
    for (let wait = 500; attempt.tries < 12 && !stopping; attempt.tries++) {
      const { sample, text } = await send('order', `${server.url}/pwa-api/api/v4/orders`, {
        method: 'POST',
        headers: { ...session(c), 'content-type': 'application/json', 'idempotency-key': attempt.key },
        body,
      })
      if (sample.status >= 200 && sample.status < 300) {
        attempt.number = (JSON.parse(text!) as { data: { number: string } }).data.number
        break
      }
      if (!retryable(sample.status)) break
      await sleep(wait)
      wait = Math.min(wait * 2, 5000)
    }
    if (online && attempt.number) attempt.paid = await payOnline(c, attempt.number)
  }

  /**
   * The customer pays an online order as Razorpay's Hosted Checkout would have them: 'Pay online' on /order-payment/
   * (a new attempt at the gateway), the payment made at the fake, the browser's return posted to /order-payment/callback,
   * and Razorpay's webhook for the capture delivered until it is taken (Razorpay retries webhooks).
   */
  async function payOnline(c: SeededCustomer, number: string): Promise<boolean> {
    let checkout: string | undefined
    for (let tries = 0; tries < 5 && !checkout && !stopping; tries++) {
      const { res } = await send('payment', `${server.url}/order-payment/?order=${encodeURIComponent(number)}`, {
        method: 'POST',
        headers: { ...session(c), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ _csrf: c.csrf }),
      })
      checkout = /[?&]checkout=([A-Za-z0-9_]+)/.exec(res?.headers.get('location') ?? '')?.[1]
      if (!checkout) await sleep(2000)
    }
    if (!checkout) return false
    const paid = razorpay.pay(checkout, { outcome: 'success', method: 'upi' })
    const fields = {
      razorpay_payment_id: paid.razorpay_payment_id,
      razorpay_order_id: paid.razorpay_order_id,
      razorpay_signature: paid.razorpay_signature,
    }
    await send('payment', `${server.url}/order-payment/callback?attempt=${checkout}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://api.razorpay.com' },
      body: new URLSearchParams(fields),
    })
    const event = razorpay.webhookFor('payment.captured', { orderId: checkout, paymentId: paid.razorpay_payment_id })
    for (let tries = 0; tries < 10 && !stopping; tries++) {
      const { sample } = await send('webhook', `${server.url}/pwa-api/payments/razorpay/webhook`, {
        method: 'POST',
        headers: event.headers,
        body: event.body,
      })
      if (sample.status >= 200 && sample.status < 300) break
      await sleep(3000)
    }
    return true
  }

  async function upload(base: string, traffic: string, i: number) {
    const c = uploaders[i % uploaders.length]!
    const form = new FormData()
    form.set('patient_name', 'Faults Bench')
    form.set('prescription', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), `rx-${i}.pdf`)
    await send(traffic, `${base}/pwa-api/api/v4/prescriptions`, { method: 'POST', headers: session(c), body: form })
  }

  const loadStart = now()
  const loops = [
    every(RATES.page, (i) => send('page', `${server.url}${pageUrls[i % pageUrls.length]}`)),
    every(RATES.order, placeOrder),
    every(RATES.otpSms, (i) => askCode('otp-sms', i)),
    every(RATES.otpEmail, (i) => askCode('otp-email', i)),
    every(RATES.upload, (i) => upload(server.url, 'upload', i)),
  ]
  if (disk) {
    const url = disk.server.url
    loops.push(
      every(RATES.diskPage, (i) => send('disk page', `${url}${pageUrls[i % pageUrls.length]}`)),
      every(RATES.diskUpload, (i) => upload(url, 'disk upload', i)),
    )
  }

  // ---- The faults ----

  interface FaultRun {
    name: FaultName
    injected: string
    /** When the fault was injected and removed, and when its gap ended (ms since the start). */
    start: number
    removed: number
    end: number
    /** The traffic the fault is about: recovery is measured on it. */
    traffic: string[]
    rssBefore: number
    rssPeak: number
    rssAfter: number
    /** Set when the instance exited during the fault or its gap. */
    exited?: string
    extra?: string
    overload?: LoadResult
  }

  const setMode = (fake: { mode: FaultMode }, mode: FaultMode) => {
    fake.mode = mode
  }

  /** Each fault: injects, waits, removes; answers what was injected and what else it saw. */
  const inject: Record<FaultName, () => Promise<{ injected: string; traffic: string[]; extra?: string; overload?: LoadResult }>> =
    {
      async overload() {
        const overload = await load(`${server.url}/`, { connections: 1000, seconds: overloadSeconds, slowMs: SLOW_MS })
        return { injected: '1,000 connections on /', traffic: ['page'], overload }
      },
      async 'pg-restart'() {
        const started = performance.now()
        await pg.restart()
        return {
          injected: `pg_ctl restart -m fast (${secs(performance.now() - started)})`,
          traffic: ['page', 'order', 'otp-sms', 'otp-email', 'upload'],
        }
      },
      async 'pg-down'() {
        await pg.halt()
        await sleep(faultSeconds * 1000)
        await pg.resume()
        return { injected: 'PostgreSQL stopped, then started', traffic: ['page', 'order', 'otp-sms', 'otp-email', 'upload'] }
      },
      async sms() {
        setMode(msg91, 'fail')
        await sleep((faultSeconds * 1000) / 2)
        setMode(msg91, 'hang')
        await sleep((faultSeconds * 1000) / 2)
        setMode(msg91, 'ok')
        return { injected: 'MSG91 answers 503, then never answers', traffic: ['otp-sms'] }
      },
      async email() {
        setMode(smtp, 'fail')
        await sleep(faultSeconds * 1000)
        setMode(smtp, 'ok')
        return { injected: 'the mail server refuses mail (451)', traffic: ['otp-email'] }
      },
      async gateway() {
        setMode(razorpay, 'hang')
        await sleep(faultSeconds * 1000)
        setMode(razorpay, 'ok')
        return { injected: 'Razorpay never answers', traffic: ['payment'] }
      },
      async storage() {
        setMode(s3, 'fail')
        await sleep((faultSeconds * 1000) / 2)
        setMode(s3, 'hang')
        await sleep((faultSeconds * 1000) / 2)
        setMode(s3, 'ok')
        return { injected: 'S3 answers 500, then never answers', traffic: ['upload'] }
      },
      async disk() {
        if (!disk) return { injected: diskSkipped ?? 'skipped', traffic: [] }
        // Full: one file takes what is left of the 4 MB file system.
        const fill = join(disk.dir, 'fill')
        try {
          writeFileSync(fill, Buffer.alloc(8 * 1024 * 1024))
        } catch {
          // ENOSPC: the file system is full, as wanted
        }
        await sleep((faultSeconds * 1000) / 2)
        rmSync(fill, { force: true })
        // Read-only for the second half.
        execFileSync('mount', ['-o', 'remount,ro', disk.dir], { stdio: 'pipe' })
        await sleep((faultSeconds * 1000) / 2)
        execFileSync('mount', ['-o', 'remount,rw', disk.dir], { stdio: 'pipe' })
        return {
          injected: 'FILES_DIR full (a 4 MB tmpfs), then read-only; uploads to a second instance keeping files there',
          traffic: ['disk upload', 'disk page'],
        }
      },
      async 'slow-clients'() {
        const count = short ? 100 : 300
        const sockets: Socket[] = []
        const closed: number[] = []
        let answered408 = 0
        const started = now()
        for (let i = 0; i < count; i++) {
          const socket = connect(port, '127.0.0.1')
          socket.on('error', () => {})
          socket.on('data', (d: Buffer) => {
            if (d.toString('latin1').startsWith('HTTP/1.1 408')) answered408++
          })
          socket.on('close', () => closed.push(now() - started))
          socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n')
          sockets.push(socket)
        }
        const trickle = setInterval(() => {
          for (const s of sockets) if (!s.destroyed) s.write(`X-Slow-${Math.floor(Math.random() * 1e6)}: x\r\n`)
        }, 2000)
        await sleep(faultSeconds * 1000)
        clearInterval(trickle)
        const open = sockets.filter((s) => !s.destroyed).length
        for (const s of sockets) s.destroy()
        closed.sort((a, b) => a - b)
        const median = closed[Math.floor(closed.length / 2)]
        return {
          injected: `${count} sockets sending a header line every 2 s`,
          traffic: ['page'],
          extra: `slow clients: ${count - open} of ${count} closed by the server (${answered408} with 408${median === undefined ? '' : `, median after ${secs(median)}`}), ${open} still open at the end`,
        }
      },
    }

  console.log(`Steady load for ${warmupSeconds} s before the first fault (the baseline)…`)
  await sleep(warmupSeconds * 1000)
  const baselineEnd = now()
  const runs: FaultRun[] = []
  for (const name of chosen) {
    console.log(`Fault: ${name}…`)
    const rssBefore = rss()
    let rssPeak = rssBefore
    const sampler = setInterval(() => {
      const mb = rss()
      if (Number.isFinite(mb)) rssPeak = Math.max(rssPeak, mb)
    }, 500)
    const start = now()
    const result = await inject[name]()
    const removed = now()
    await sleep(gapSeconds * 1000)
    clearInterval(sampler)
    const rssAfter = rss()
    // An instance that exited is a finding of the row; the bench starts it again for the next faults.
    let exited: string | undefined
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      const log = `${root}var/bench-faults-${name}-exit.log`
      mkdirSync(`${root}var`, { recursive: true })
      writeFileSync(log, server.logs.slice(-60).join('\n') + '\n')
      const last =
        server.logs.findLast((l) => /^\s*\w*Error: /.test(l)) ??
        server.logs.findLast((l) => /uncaught|unhandled/i.test(l)) ??
        server.logs.at(-1) ??
        ''
      exited = `the instance EXITED (code ${server.child.exitCode ?? server.child.signalCode}): ${last.trim().slice(0, 200)} (var/bench-faults-${name}-exit.log)`
      console.log(`  ${exited}\n  starting it again for the next faults…`)
      server = await startServer(serverOptions)
    }
    runs.push({ name, ...result, start, removed, end: now(), rssBefore, rssPeak, rssAfter, exited })
  }
  stopping = true
  console.log('Stopping the load, then waiting for retried messages and webhooks…')
  await Promise.all(loops)
  await sleep(drainSeconds * 1000)

  // ---- What the database and the fakes say ----

  const check = await openDatabase({ url: databaseUrl, dataDir: 'unused' })
  const userIds = customers.map((c) => c.userId)
  const orderRows = await queryRows<{ userId: number; number: string; status: string; captured: number }>(
    check.db,
    sql`select o.user_id as "userId", o.number, o.status,
        (select count(*)::int from payments p where p.order_id = o.id and p.status = 'captured') as captured
      from orders o where o.user_id = any(${`{${userIds.join(',')}}`}::int[])`,
  )
  const fileRows = await queryRows<{ key: string; at: Date }>(
    check.db,
    sql`select storage_key as key, created_at as at from prescription_files`,
  )
  await check.close()
  const s3Keys = new Set(s3.keys())
  const localHas = (key: string) => !!disk && existsSync(join(disk.dir, 'files', key))
  const rowsWithoutFile = fileRows.filter((r) => !s3Keys.has(r.key) && !localHas(r.key)).length
  const rowKeys = new Set(fileRows.map((r) => r.key))
  const filesWithoutRow = [...s3Keys].filter((k) => !rowKeys.has(k)).length

  const smsDelivered = msg91.delivered.map((r) => JSON.stringify(r.body ?? r.query))
  const orderSms = (number: string) => smsDelivered.filter((b) => b.includes(number))
  const codeSms = (to: string) => smsDelivered.filter((b) => b.includes(`91${to}`) && /verification code/.test(b))
  const mailTo = (to: string) => smtp.inbox.filter((m) => m.rcptTo.includes(to))

  // ---- The table ----

  const fmtMB = (mb: number) => (Number.isFinite(mb) ? `${Math.round(mb)}` : '—')
  const inWindow = (s: { at: number }, r: FaultRun) => s.at >= r.start && s.at < r.end
  const baseline = samples.filter((s) => s.at >= loadStart && s.at < baselineEnd)
  const baselineRate = errorRate(baseline)
  const header = [
    'fault',
    'injected',
    'for',
    'answered',
    'errors by kind',
    `> ${SLOW_MS / 1000} s`,
    'orders placed of tried / lost / doubled',
    'payments paid / unsettled / doubled',
    'messages once / expected',
    'recovery: first success / error rate',
    'RSS MB before → peak → after',
  ]
  const rows: string[][] = []
  const verdicts: string[] = []
  for (const r of runs) {
    const window = samples.filter((s) => inWindow(s, r))
    const answered = window.filter((s) => s.status > 0).length
    const slow = window.filter((s) => s.ms > SLOW_MS).length
    const orders = attempts.filter((a) => inWindow({ at: a.startedAt }, r))
    const { lost, doubled } = lostAndDoubled(
      orders,
      orderRows.filter((o) => orders.some((a) => a.userId === o.userId)),
    )
    const placed = orders.filter((a) => a.number).length
    const paid = orders.filter((a) => a.paid)
    const unsettled = paid.filter((a) => orderRows.find((o) => o.number === a.number)?.status === 'pending_payment').length
    const chargedTwice = paid.filter((a) => (orderRows.find((o) => o.number === a.number)?.captured ?? 0) > 1).length
    // Messages: each placed order's SMS (an online order's 'waiting for your payment' and, once paid, the next one), and
    // each code answered 2xx; delivered once, whenever (after recovery too).
    const orderMessage = (number: string, text: string) =>
      `${number}:${text.includes('waiting for your payment') ? 'pending' : 'next'}`
    const codes = otpAsked.filter((o) => inWindow(o, r) && o.ok)
    const expected = [
      ...orders.flatMap((a) =>
        !a.number ? [] : a.online ? [`${a.number}:pending`, ...(a.paid ? [`${a.number}:next`] : [])] : [`${a.number}:next`],
      ),
      ...codes.map((o) => o.to),
    ]
    const delivered = [
      ...orders.flatMap((a) => (a.number ? orderSms(a.number).map((text) => orderMessage(a.number!, text)) : [])),
      ...codes.flatMap((o) => (o.traffic === 'otp-sms' ? codeSms(o.to) : mailTo(o.to)).map(() => o.to)),
    ]
    const messages = deliveredOnce(expected, delivered)
    const refusedButSent = otpAsked.filter(
      (o) => inWindow(o, r) && !o.ok && (o.traffic === 'otp-sms' ? codeSms(o.to) : mailTo(o.to)).length > 0,
    ).length
    const affected = window.filter((s) => r.traffic.includes(s.traffic))
    // Buckets that hold a few of the affected requests each (uploads and payments come a few a minute).
    const rate =
      samples.filter((s) => r.traffic.includes(s.traffic) && s.at < baselineEnd).length / ((baselineEnd - loadStart) / 1000)
    const bucketMs = Math.max(1000, Math.ceil(2 / Math.max(rate, 0.1)) * 1000)
    const rec = recovery(affected, r.removed, baselineRate, { bucketMs, settle: bucketMs > 1000 ? 2 : 3 })
    const o = r.overload
    const kinds = errorsByKind(window).text
    rows.push([
      r.name,
      r.injected,
      o
        ? `${Math.round(o.seconds)} s`
        : r.name === 'pg-restart'
          ? secs(r.removed - r.start)
          : `${Math.round((r.removed - r.start) / 1000)} s`,
      String(answered),
      kinds,
      String(slow),
      `${placed} of ${orders.length} / ${lost.length} / ${doubled}`,
      `${paid.length} / ${unsettled} / ${chargedTwice}`,
      `${messages.once} / ${new Set(expected).size}${messages.twice ? ` (${messages.twice} twice)` : ''}${refusedButSent ? ` (${refusedButSent} sent after a refusal)` : ''}`,
      `${secs(rec.firstSuccess)} / ${secs(rec.baseline)}`,
      `${fmtMB(r.rssBefore)} → ${fmtMB(r.rssPeak)} → ${fmtMB(r.rssAfter)}`,
    ])
    if (o) {
      const ok = o.statuses[200] ?? 0
      const shed = o.statuses[503] ?? 0
      rows.push([
        '↳ overload itself',
        '1,000 connections, closed loop',
        `${Math.round(o.seconds)} s`,
        String(o.requests - (o.statuses[0] ?? 0)),
        `${shed}× 503, ${o.statuses[0] ?? 0}× no answer, ${o.errors - shed - (o.statuses[0] ?? 0)}× other`,
        `${o.slow} (${((100 * o.slow) / Math.max(1, o.requests)).toFixed(1)} %)`,
        '',
        '',
        '',
        `goodput ${(ok / o.seconds).toFixed(0)} 200/s, p50 ${o.p50.toFixed(0)} ms, p99 ${o.p99.toFixed(0)} ms`,
        '',
      ])
    }
    if (r.exited) rows.push([`↳ ${r.name}`, r.exited, '', '', '', '', '', '', '', '', ''])
    if (r.extra) rows.push([`↳ ${r.name}`, r.extra, '', '', '', '', '', '', '', '', ''])
    if (r.name === 'storage' || r.name === 'disk') {
      rows.push([
        `↳ ${r.name}`,
        `files: ${rowsWithoutFile} rows without their file, ${filesWithoutRow} files without a row (whole run)`,
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
      ])
    }

    // The issue's measured goals (issue 30 'Measured goals').
    const mark = (pass: boolean) => (pass ? 'PASS' : 'FAIL')
    if (o) {
      const within = o.slow === 0 && (o.statuses[0] ?? 0) === 0
      const goodput = (o.statuses[200] ?? 0) / o.seconds
      const flat = r.rssAfter <= r.rssBefore * 1.2 + 20
      verdicts.push(
        `- Overload, 1,000 connections for ${Math.round(o.seconds)} s: every request answered within 2 s ${mark(within)} ` +
          `(${o.slow} slower, ${o.statuses[0] ?? 0} unanswered); goodput ≥ 90 % of the maximum ${mark(goodput >= 0.9 * baselineMaxRps)} ` +
          `(${goodput.toFixed(0)} of ${baselineMaxRps.toFixed(0)} 200/s); memory flat ${mark(flat)} (${fmtMB(r.rssBefore)} → ${fmtMB(r.rssAfter)} MB).`,
      )
    }
    if (r.name === 'pg-restart') {
      const alive = !r.exited
      verdicts.push(
        `- PostgreSQL restarted under load: recovery within 5 s ${mark(rec.baseline <= 5000)} (${secs(rec.baseline)}); ` +
          `0 lost or doubled orders ${mark(lost.length + doubled === 0)} (${lost.length} lost, ${doubled} doubled); ` +
          `no restart of ours ${mark(alive)}.`,
      )
    }
    if (['sms', 'email', 'gateway', 'storage'].includes(r.name)) {
      const clean = lost.length + doubled + unsettled + chargedTwice === 0
      const once = messages.missing + messages.twice === 0
      verdicts.push(
        `- ${r.name} provider fault: 0 lost or doubled orders or payments ${mark(clean)} ` +
          `(${lost.length} lost, ${doubled} doubled, ${unsettled} paid but unsettled, ${chargedTwice} charged twice); ` +
          `messages delivered once after recovery ${mark(once)} (${messages.once} of ${new Set(expected).size}, ${messages.missing} missing, ${messages.twice} twice).`,
      )
    }
  }

  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)))
  const line = (r: string[]) => '| ' + r.map((v, c) => v.padEnd(widths[c]!)).join(' | ') + ' |'
  const table = [
    `Faults table (${short ? '--short, ' : ''}${new Date().toISOString().slice(0, 16)}Z; baseline error rate ${(100 * baselineRate).toFixed(1)} % over ${baseline.length} requests; ` +
      `steady load: ${RATES.page} pages/s, ${RATES.order} orders/s (1 in 4 online), ${RATES.otpSms} SMS codes/s, ${RATES.otpEmail} e-mail codes/s, ${RATES.upload} uploads/s)`,
    '',
    line(header),
    '|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|',
    ...rows.map(line),
    '',
    ...verdicts,
  ].join('\n')
  // Per traffic, the answers of the whole run: what the rows' errors were made of.
  const byTraffic = new Map<string, Map<string, number>>()
  for (const x of samples) {
    const statuses = byTraffic.get(x.traffic) ?? new Map<string, number>()
    const key = x.status ? `${x.status}${x.code ? ` ${x.code}` : ''}` : (x.failure ?? 'none')
    statuses.set(key, (statuses.get(key) ?? 0) + 1)
    byTraffic.set(x.traffic, statuses)
  }
  const answers = [...byTraffic].map(
    ([traffic, statuses]) =>
      `- ${traffic}: ${[...statuses]
        .sort((a, b) => b[1] - a[1])
        .map(([k, n]) => `${n}× ${k}`)
        .join(', ')}`,
  )
  console.log('\n' + table + '\n\nAnswers by traffic over the whole run:\n' + answers.join('\n'))
  mkdirSync(`${root}var`, { recursive: true })
  writeFileSync(`${root}var/bench-faults.md`, table + '\n')
  console.log(`\n(also written to var/bench-faults.md)`)
  writeFileSync(`${root}var/bench-faults-instance.log`, server.logs.join('\n') + '\n')
} finally {
  stopping = true
  await cleanUp()
}
process.exit(process.exitCode ?? 0)
