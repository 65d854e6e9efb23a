// The one LISTEN connection of a process on a PostgreSQL server: a dedicated pg.Client, never one from the pool (a
// pooled connection is handed to other queries and released; LISTEN belongs to a session and must stay open).
import pg from 'pg'
import type { Logger } from '../../lib/logger.ts'
import { DEFAULT_BACKOFF, reconnectDelay, type BackoffOptions } from './backoff.ts'

export interface PgListenerOptions {
  connectionString: string
  /** A lower-case identifier (it is written into LISTEN as it is). */
  channel: string
  onNotification(payload: string): void
  /** The connection was lost and is listening again; whatever was sent in between is lost. */
  onReconnect(): void
  log: Logger
  /** Shown in pg_stat_activity, so an operator can tell the listener from pooled connections. */
  applicationName?: string
  backoff?: BackoffOptions
  /**
   * How often the idle connection is checked with `select 1` (ms; 0: never). A connection cut without a FIN or RST (a
   * NAT or firewall forgetting it) looks idle for ever: this turns it into a reconnect within two periods.
   */
  pingMs?: number
  random?: () => number
}

export interface PgListener {
  close(): Promise<void>
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/
const CLOSE_TIMEOUT_MS = 2000
const CONNECT_TIMEOUT_MS = 5000

/** Connects and LISTENs; rejects when the first connection fails (the process should not start without it). */
export async function startPgListener(opts: PgListenerOptions): Promise<PgListener> {
  if (!IDENTIFIER.test(opts.channel)) throw new TypeError(`Channel ${JSON.stringify(opts.channel)} is not an identifier`)
  const backoff = opts.backoff ?? DEFAULT_BACKOFF
  const random = opts.random ?? Math.random
  const pingMs = opts.pingMs ?? 30_000
  const log = opts.log
  let client: pg.Client | undefined
  let closed = false
  let attempt = 0
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let pingTimer: ReturnType<typeof setInterval> | undefined
  let pinging = false

  async function connect(): Promise<pg.Client> {
    const c = new pg.Client({
      connectionString: opts.connectionString,
      application_name: opts.applicationName ?? 'medwise-events',
      keepAlive: true,
      // A server that does not answer at all (a network cut) fails the attempt, and the next one is scheduled, instead
      // of waiting for the operating system's TCP time-out of minutes.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    })
    c.on('notification', (msg) => {
      if (msg.channel === opts.channel && msg.payload !== undefined) opts.onNotification(msg.payload)
    })
    // Without an 'error' listener a dropped connection would crash the process.
    c.on('error', (err) => dropped(c, err))
    c.on('end', () => dropped(c))
    try {
      await c.connect()
      await c.query(`LISTEN ${opts.channel}`)
      return c
    } catch (err) {
      c.end().catch(() => {})
      throw err
    }
  }

  function dropped(c: pg.Client, err?: Error) {
    if (c !== client || closed) return
    client = undefined
    log.warn('event listener connection lost; reconnecting', { err: err?.message })
    c.end().catch(() => {})
    scheduleReconnect()
  }

  function scheduleReconnect() {
    const delay = reconnectDelay(attempt++, backoff, random)
    retryTimer = setTimeout(async () => {
      retryTimer = undefined
      try {
        const c = await connect()
        if (closed) return void (await c.end().catch(() => {}))
        client = c
        log.info('event listener reconnected', { attempts: attempt })
        attempt = 0
        opts.onReconnect()
      } catch (err) {
        if (closed) return
        log.warn('event listener could not reconnect', { err: (err as Error).message, attempt })
        scheduleReconnect()
      }
    }, delay)
  }

  async function ping() {
    const c = client
    if (!c || pinging) return
    pinging = true
    let timer: ReturnType<typeof setTimeout> | undefined
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer to a ping in ${pingMs} ms`)), pingMs)
      })
      await Promise.race([c.query('select 1'), timeout])
    } catch (err) {
      dropped(c, err as Error)
    } finally {
      clearTimeout(timer)
      pinging = false
    }
  }

  client = await connect()
  if (pingMs > 0) {
    pingTimer = setInterval(() => void ping(), pingMs)
    // A listener alone must not keep the process alive (tests, shutdown).
    pingTimer.unref()
  }
  return {
    async close() {
      if (closed) return
      closed = true
      clearTimeout(retryTimer)
      clearInterval(pingTimer)
      const c = client
      client = undefined
      if (!c) return
      // end() waits for the server to close its side: on a connection gone silent it would wait for ever.
      let timer: ReturnType<typeof setTimeout> | undefined
      const gaveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_TIMEOUT_MS)))
      await Promise.race([c.end().catch(() => {}), gaveUp])
      clearTimeout(timer)
    },
  }
}
