import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseTrustedProxies } from './http/client-address.ts'
import { createApp } from './app.ts'
import { createLoadShedder } from './http/load-shed.ts'
import { startNodeServer } from './http/node-server.ts'
import { loadPages } from './pages.ts'
import { ConfigError, loadConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { demoAccountsRefusal } from './db/seed/demo-accounts.ts'
import { seedIfEmpty } from './db/seed/index.ts'
import { createLogger } from './lib/logger.ts'
import { createServices } from './services.ts'
import { openEventBus } from './modules/events/index.ts'
import { PURGE_EVERY_MS } from './modules/platform/index.ts'

/** How often unpaid holds and pending refunds are looked at. */
const ORDER_SWEEP_EVERY_MS = 60_000

const root = fileURLToPath(new URL('..', import.meta.url))

async function main() {
  let config
  try {
    config = loadConfig()
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`${e.message}\n`)
      process.exit(78) // EX_CONFIG
    }
    throw e
  }
  const logger = createLogger(config.LOG_LEVEL, { service: 'web' })
  const started = performance.now()
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onIdleError: (err) => logger.warn('database connection lost', { err }),
    pool: {
      max: config.DB_POOL_MAX,
      connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
      poolWaitMs: config.DB_POOL_WAIT_MS,
      statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      downRetryMs: config.DB_DOWN_RETRY_MS,
    },
    // issue 30 §2: the moments the database server went away and came back (requests answer 503 in between).
    onCircuit: (state) =>
      state === 'open'
        ? logger.warn('database unavailable: answering 503 until it is back', {})
        : logger.info('database available again', {}),
  })
  logger.info('database ready', { kind: database.kind })
  const production = config.APP_ENV === 'production'
  // Production seeds reference data only; demo and staff accounts exist only outside it.
  await seedIfEmpty(database.db, { demo: !production, skus: config.SEED_SKUS, log: (m, f) => logger.info(m, f) })
  const refusal = production ? await demoAccountsRefusal(database.db) : null
  if (refusal) {
    process.stderr.write(`${refusal}\n`)
    await database.close().catch(() => {})
    process.exit(78) // EX_CONFIG
  }
  // Events (order status to open pages) over LISTEN/NOTIFY: the embedded database itself, or a connection of its own.
  const events = await openEventBus(database, { url: config.DATABASE_URL, log: logger.child({ component: 'events' }) })
  const services = createServices(database.db, config, logger, { events })
  // Aborted on SIGTERM: the server-sent event streams end, so that shutdown does not wait for them.
  const streams = new AbortController()

  const buildDir = resolve(root, config.BUILD_DIR)
  const buildFile = `${buildDir}/server/index.js`
  if (!existsSync(buildFile)) throw new Error('No build found: run `npm run build` (npm start does it for you)')
  const pages = await loadPages(buildFile, config.APP_ENV === 'production' ? 'production' : 'development')
  const app = createApp({
    services,
    logger,
    pages,
    clientDir: `${buildDir}/client`,
    production,
    shutdown: streams.signal,
    trustedProxies: parseTrustedProxies(config.TRUSTED_PROXIES),
    // issue 30 §1 (decision 088): beyond MAX_IN_FLIGHT, browsing is answered 503 at once; orders and payments keep
    // PRIORITY_IN_FLIGHT_HEADROOM more.
    loadShedder: createLoadShedder({
      maxInFlight: config.MAX_IN_FLIGHT,
      priorityHeadroom: config.PRIORITY_IN_FLIGHT_HEADROOM,
      maxLagMs: config.MAX_EVENT_LOOP_LAG_MS,
      retryAfterSeconds: config.SHED_RETRY_AFTER_SECONDS,
      logger: logger.child({ component: 'load-shed' }),
      testArming: !production,
    }),
    maxJsonBodyBytes: config.MAX_JSON_BODY_BYTES,
  })
  await services.catalog.warmUp()
  // issue 26 §1: health records of what existed before the records store (idempotent: each run files only what is not
  // filed yet), a minute after start so that it does not compete with the first requests.
  setTimeout(
    () =>
      void services.recordsFiling
        .backfill()
        .then((filed) => logger.info('health records backfilled', filed))
        .catch((err: unknown) => logger.warn('health records backfill failed', { err: String(err) })),
    60_000,
  ).unref()

  // Expired sessions, flows, codes and rate-limit windows go at start and hourly (any instance may run it).
  const purge = () =>
    services.maintenance
      .purge()
      .then((removed) => logger.info('purged expired rows', removed))
      .catch((err: unknown) => logger.warn('purge failed', { err: String(err) }))
  // The embedded database has no autovacuum: its planner statistics are refreshed at start and hourly (maintenance.ts).
  const analyze = () =>
    database.kind === 'pglite'
      ? services.maintenance
          .refreshStatistics()
          .catch((err: unknown) => logger.warn('statistics refresh failed', { err: String(err) }))
      : Promise.resolve()
  void purge().then(analyze)
  setInterval(() => void purge().then(analyze), PURGE_EVERY_MS).unref()
  // Unpaid online orders whose hold ran out give their stock back; refunds the gateway has not taken are sent again.
  // First, attempts left waiting after a gateway's time-out or a lost webhook are asked of the gateway (decision 090),
  // so that a payment made is found before its order's hold runs out.
  const sweep = () =>
    services.payments
      .checkPending()
      .catch((err: unknown) => logger.warn('payment status check failed', { err: String(err) }))
      .then(() => Promise.all([services.orders.expireHolds(), services.payments.retryRefunds()]))
      .then(([expired]) => expired && logger.info('expired unpaid orders', { count: expired }))
      .catch((err: unknown) => logger.warn('order sweep failed', { err: String(err) }))
  setInterval(sweep, ORDER_SWEEP_EVERY_MS).unref()
  // Durable jobs that are due run on whichever instance claims them first (decision 053): one round at a time here.
  let jobsRound: Promise<void> | null = null
  const runJobs = () => {
    jobsRound ??= services.jobRunner
      .runDue()
      .then((took) => void (took && logger.info('ran jobs', { count: took })))
      .catch((err: unknown) => logger.warn('job round failed', { err: String(err) }))
      .finally(() => (jobsRound = null))
  }
  const jobsTimer = setInterval(runJobs, config.JOBS_POLL_MS)
  jobsTimer.unref()

  // issue 30 §4: slow and oversized requests are cut off (408, 431) by the server's own limits.
  const { server, listening } = startNodeServer({
    fetch: app.fetch,
    hostname: config.HOST,
    port: config.PORT,
    limits: {
      headersTimeoutMs: config.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: config.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      maxHeaderBytes: config.HTTP_MAX_HEADER_BYTES,
    },
  })
  void listening.then(
    (port) => logger.info('listening', { url: `http://localhost:${port}`, startMs: Math.round(performance.now() - started) }),
    (err: unknown) => {
      logger.error('could not listen', { err: String(err) })
      process.exit(1)
    },
  )

  // SIGTERM: stop taking connections, end the event streams, stop polling for jobs, let requests and the job round in
  // flight finish, then close the event bus and the database.
  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info('shutting down', { signal })
    const force = setTimeout(() => {
      logger.warn('forcing open connections closed')
      server.closeAllConnections()
    }, config.SHUTDOWN_TIMEOUT_MS)
    force.unref()
    streams.abort()
    clearInterval(jobsTimer)
    server.close(async () => {
      // A round in flight finishes (its handlers' provider calls time out in seconds) before the database closes; a
      // job cut off after that runs again once its lease is over.
      const waited = new Promise<void>((r) => setTimeout(r, config.SHUTDOWN_TIMEOUT_MS).unref())
      await Promise.race([jobsRound, waited])
      await events.close().catch(() => {})
      await database.close().catch(() => {})
      logger.info('stopped')
      process.exit(0)
    })
    server.closeIdleConnections()
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}

main().catch((e) => {
  process.stderr.write(`${JSON.stringify({ level: 'error', msg: 'failed to start', err: String(e?.stack ?? e) })}\n`)
  process.exit(1)
})
