// A listener connection that goes silent (a NAT or firewall forgets it: no FIN, no RST) looks idle for ever; the ping
// must notice and replace it. Played with a TCP proxy on loopback between the listener and the server that can
// freeze the connections going through it. Needs a PostgreSQL server (TEST_DATABASE_URL).
import { createServer, connect, type Server, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createLogger } from '../../lib/logger.ts'
import { startPgListener } from './pg-listener.ts'
import { within } from '../../../tests/helpers/within.ts'

const PG_URL = process.env.TEST_DATABASE_URL
const WAIT_MS = 10_000

/** Forwards TCP to the server; `freeze()` stops every connection open now from passing bytes, without closing it. */
function freezingProxy(target: URL) {
  const pairs: [Socket, Socket][] = []
  let connections = 0
  const server: Server = createServer((down) => {
    connections++
    const up = connect(Number(target.port || 5432), target.hostname)
    down.pipe(up)
    up.pipe(down)
    down.on('error', () => up.destroy())
    up.on('error', () => down.destroy())
    pairs.push([down, up])
  })
  return {
    connections: () => connections,
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      return (server.address() as AddressInfo).port
    },
    freeze() {
      for (const [down, up] of pairs) {
        down.unpipe(up)
        up.unpipe(down)
        down.pause()
        up.pause()
      }
    },
    async close() {
      for (const [down, up] of pairs.splice(0)) {
        down.destroy()
        up.destroy()
      }
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

describe.skipIf(!PG_URL)('the listener on a PostgreSQL server', () => {
  let proxy: ReturnType<typeof freezingProxy>
  let viaProxy: string
  let notifier: pg.Client
  beforeAll(async () => {
    proxy = freezingProxy(new URL(PG_URL!))
    const url = new URL(PG_URL!)
    url.host = `127.0.0.1:${await proxy.listen()}`
    viaProxy = url.toString()
    notifier = new pg.Client({ connectionString: PG_URL })
    await notifier.connect()
  })
  afterAll(async () => {
    await notifier?.end()
    await proxy?.close()
  })

  test('a connection gone silent is caught by the ping and replaced; then notifications flow again', async () => {
    const channel = `listener_test_${process.pid}`
    const got: string[] = []
    let waiting: ((p: string) => void) | undefined
    let reconnected!: () => void
    const reconnect = new Promise<void>((resolve) => (reconnected = resolve))
    const lines: string[] = []
    const listener = await startPgListener({
      connectionString: viaProxy,
      channel,
      onNotification: (p) => {
        got.push(p)
        waiting?.(p)
      },
      onReconnect: () => reconnected(),
      log: createLogger('info', {}, (l) => lines.push(l)),
      backoff: { baseMs: 20, maxMs: 200 },
      pingMs: 200,
    })
    try {
      const next = () => within(new Promise<string>((resolve) => (waiting = resolve)), WAIT_MS, `a notification on ${channel}`)
      let arrived = next()
      await notifier.query('select pg_notify($1, $2)', [channel, 'before'])
      expect(await arrived).toBe('before')
      expect(proxy.connections()).toBe(1)

      proxy.freeze()
      await within(reconnect, WAIT_MS, 'a reconnect after the connection went silent')
      expect(proxy.connections()).toBe(2)
      expect(lines.map((l) => JSON.parse(l))).toContainEqual(
        expect.objectContaining({
          level: 'warn',
          msg: 'event listener connection lost; reconnecting',
          err: 'no answer to a ping in 200 ms',
        }),
      )

      arrived = next()
      await notifier.query('select pg_notify($1, $2)', [channel, 'after'])
      expect(await arrived).toBe('after')
      expect(got).toEqual(['before', 'after'])
    } finally {
      await listener.close()
    }
  })
})

test('the first connection failing is an error at start, not a retry loop', async () => {
  await expect(
    startPgListener({
      connectionString: 'postgres://postgres@127.0.0.1:1/postgres', // nothing listens on port 1
      channel: 'listener_test',
      onNotification: () => {},
      onReconnect: () => {},
      log: createLogger('silent'),
    }),
  ).rejects.toThrow(/ECONNREFUSED/)
})
