import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { SQL } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as schema from './schema.ts'
import { createCircuit, type Circuit } from './circuit.ts'
import { CIRCUIT_THRESHOLD, POOL_DEFAULTS, queryTimeoutMs, type PoolSettings } from './pool-settings.ts'
import { CIRCUIT_OPEN, isServerAway } from './unavailable.ts'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** The embedded database itself (dumps, tests); absent on a server. */
  pglite?: PGlite
  /** The 'database down' circuit of the pool (a server only): its state tells whether requests are refused now. */
  circuit?: Circuit
  close(): Promise<void>
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/**
 * Opens the embedded database (PGlite under dataDir, or in memory for 'memory://') or,
 * when a URL is given, a PostgreSQL server; then applies the migrations.
 */
export async function openDatabase(opts: {
  url?: string
  dataDir: string
  loadDataDir?: Blob
  onIdleError?: (err: Error) => void
  /** Sees every SQL statement the app sends (tests that compare query paths). */
  onQuery?: (sql: string) => void
  /** The pool's time-outs and size (a server only); POOL_DEFAULTS for what is not given. */
  pool?: Partial<PoolSettings>
  /** The circuit opened (the server is away) or closed again: for the log. */
  onCircuit?: (state: 'open' | 'closed') => void
}): Promise<Database> {
  const onQuery = opts.onQuery
  const logger = onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined
  if (opts.url) {
    // The migrations on a connection of their own, without the sessions' statement time-out (an index on a big table
    // may take longer).
    const migrator = new pg.Pool({ connectionString: opts.url, max: 1 })
    try {
      await migratePg(drizzlePg({ client: migrator, schema }), { migrationsFolder })
    } finally {
      await migrator.end()
    }
    const { pool, circuit } = guardedPool(opts.url, { ...POOL_DEFAULTS, ...opts.pool }, opts.onCircuit)
    // An idle connection the server ends (restart, failover, admin command) must not crash the process:
    // the pool drops it and opens a new one on the next query.
    pool.on('error', (err) => opts.onIdleError?.(err))
    const db = drizzlePg({ client: pool as pg.Pool, schema, logger }) as unknown as Db
    return { db, kind: 'postgres', circuit, close: () => endWithin(pool, CLOSE_TIMEOUT_MS) }
  }
  if (!opts.dataDir.startsWith('memory://')) mkdirSync(opts.dataDir, { recursive: true })
  const client = await PGlite.create(opts.dataDir, {
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    // The embedded server's buffer cache lives in WebAssembly memory, which never shrinks: 32 MB instead of 128 (the
    // files are in the OS's page cache anyway). Issue 12 §7: an instance under 512 MB resident.
    postgresqlconf: PGLITE_SETTINGS,
  })
  await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder })
  const pgliteDb = drizzlePglite({ client, schema, logger })
  return { db: pgliteDb as unknown as Db, kind: 'pglite', pglite: client, close: () => client.close() }
}

/** How long closing the pool waits for connections still checked out (one a server cut may have left behind). */
const CLOSE_TIMEOUT_MS = 5000

/** pool.end(), which waits for every checked-out connection to be released, or gives up after `ms`. */
async function endWithin(pool: pg.Pool, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const gaveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))
  await Promise.race([pool.end(), gaveUp])
  clearTimeout(timer)
}

/**
 * A pool that does not hang while the server is away (issue 30 §2, decision 089): connections open within
 * connectTimeoutMs or fail, answers come within the statement time-out, TCP keepalive notices a silent peer, and a
 * circuit refuses at once (CIRCUIT_OPEN) while connections keep failing, letting one request probe every downRetryMs.
 * The pool itself reconnects: a connection that failed is dropped and the next request opens a new one.
 */
function guardedPool(url: string, settings: PoolSettings, onCircuit?: (state: 'open' | 'closed') => void) {
  const circuit = createCircuit({ threshold: CIRCUIT_THRESHOLD, openMs: settings.downRetryMs })
  let wasOpen = false
  const observe = (err: unknown) => {
    if (err == null) {
      circuit.succeeded()
    } else if (isServerAway(err)) {
      circuit.failed()
    } else {
      return
    }
    const open = circuit.state().kind !== 'closed'
    if (open !== wasOpen) onCircuit?.(open ? 'open' : 'closed')
    wasOpen = open
  }

  // Every query's outcome feeds the circuit; a query the client gave up on ends its connection (its answer may still
  // come and would be taken for the next query's), so the pool drops it.
  class ObservedClient extends pg.Client {
    constructor(config: pg.ClientConfig) {
      // The pool's connectionTimeoutMillis is the wait for a free connection; opening one has its own limit.
      super({ ...config, connectionTimeoutMillis: settings.connectTimeoutMs })
      // A connection checked out of the pool but between two queries (inside a transaction, while the handler does
      // other work) has no listener of the pool's: the server ending it (57P01 at a restart) would be an uncaught
      // exception and end the process. Here it only feeds the circuit; the next query on it fails ('not queryable'),
      // the transaction with it, and the pool drops the connection when it is released.
      this.on('error', observe)
    }
    override query(...args: unknown[]): any {
      const seen = (err: unknown) => {
        if (err instanceof Error && err.message === 'Query read timeout') {
          ;(this as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy()
        }
        observe(err)
      }
      const last = args.at(-1)
      if (typeof last === 'function') {
        args[args.length - 1] = (err: unknown, res: unknown) => {
          seen(err)
          ;(last as (e: unknown, r: unknown) => void)(err, res)
        }
        return (super.query as (...a: unknown[]) => unknown)(...args)
      }
      const result = (super.query as (...a: unknown[]) => unknown)(...args)
      if (result && typeof (result as Promise<unknown>).then === 'function') {
        ;(result as Promise<unknown>).then(() => seen(null), seen)
      }
      return result
    }
  }

  class GuardedPool extends pg.Pool {
    override connect(
      callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
    ): any {
      let attempt: Promise<pg.PoolClient>
      if (circuit.admit() === 'refuse') {
        const err = Object.assign(new Error('The database is unavailable (recent connections failed)'), {
          code: CIRCUIT_OPEN,
          retryAfterSeconds: circuit.retryAfterSeconds(),
        })
        attempt = Promise.reject(err)
      } else {
        attempt = (super.connect() as Promise<pg.PoolClient>).then(
          (client) => {
            observe(null)
            return client
          },
          (err: unknown) => {
            observe(err)
            throw err
          },
        )
      }
      if (!callback) return attempt
      attempt.then(
        (client) => callback(undefined, client, (release?: unknown) => client.release(release as Error | undefined)),
        (err: Error) => callback(err, undefined, () => {}),
      )
      return undefined
    }
  }

  const pool = new GuardedPool({
    connectionString: url,
    max: settings.max,
    Client: ObservedClient as unknown as typeof pg.Client,
    connectionTimeoutMillis: settings.poolWaitMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    statement_timeout: settings.statementTimeoutMs,
    query_timeout: queryTimeoutMs(settings),
    idle_in_transaction_session_timeout: settings.idleInTransactionTimeoutMs,
  })
  return { pool, circuit }
}

/** postgresql.conf lines of the embedded database. */
export const PGLITE_SETTINGS = ['shared_buffers = 32MB', 'wal_buffers = 1MB']

/** Raw SQL with typed rows; PGlite and node-postgres both answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}
