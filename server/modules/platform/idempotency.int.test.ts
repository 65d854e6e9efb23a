import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openTestDatabase } from '../../../tests/setup/test-db.ts'
import type { Database } from '../../db/client.ts'
import { idempotencyKeys } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { createMaintenance } from './maintenance.ts'
import {
  IDEMPOTENCY_LEASE_SECONDS,
  IDEMPOTENCY_TTL_SECONDS,
  canonicalJson,
  createIdempotency,
  requestHash,
  type Idempotency,
} from './idempotency.ts'

// Anything a client may retry carries an idempotency key: the same key and payload get the same answer, another
// payload a 422, a retry while the first runs a 409; a failure keeps nothing; keys expire.

let database: Database
let idem: Idempotency
let clock = new Date('2026-11-23T10:00:00Z')
const advance = (s: number) => (clock = new Date(clock.getTime() + s * 1000))
let keys = 0
const newKey = () => `key-${++keys}-abcdefgh`

beforeAll(async () => {
  database = await openTestDatabase()
  idem = createIdempotency(database.db, () => clock)
})
afterAll(() => database?.close())

const place = (key: string, payload: unknown, owner = 'user:1') => ({ key, owner, scope: 'order.place', payload })

describe('idempotency keys', () => {
  test('the same key and payload run once and answer the same, marked replayed', async () => {
    let runs = 0
    const key = newKey()
    const work = async () => ({ status: 201, body: { order: ++runs } })
    const first = await idem.run(place(key, { cart: 7, total: 100 }), work)
    const again = await idem.run(place(key, { total: 100, cart: 7 }), work) // key order does not matter
    expect(first).toEqual({ status: 201, body: { order: 1 }, replayed: false })
    expect(again).toEqual({ status: 201, body: { order: 1 }, replayed: true })
    expect(runs).toBe(1)
  })

  test('the same key with another payload or operation is a 422', async () => {
    const key = newKey()
    await idem.run(place(key, { cart: 1 }), async () => ({ status: 200, body: 'ok' }))
    const other = await idem.run(place(key, { cart: 2 }), async () => ({ status: 200, body: 'no' })).catch((e: unknown) => e)
    expect(other).toBeInstanceOf(AppError)
    expect(other).toMatchObject({ status: 422, code: 'idempotency_key_reused' })
    const scope = await idem
      .run({ ...place(key, { cart: 1 }), scope: 'payment.refund' }, async () => ({ status: 200, body: 'no' }))
      .catch((e: unknown) => e)
    expect(scope).toMatchObject({ status: 422 })
  })

  test('a retry while the first is still running is a 409; the first then completes', async () => {
    const key = newKey()
    let release!: () => void
    let started!: () => void
    const began = new Promise<void>((r) => (started = r))
    const running = idem.run(place(key, {}), () => {
      started() // the key is claimed before the work begins
      return new Promise<{ status: number; body: string }>((r) => (release = () => r({ status: 200, body: 'done' })))
    })
    await began
    await expect(idem.run(place(key, {}), async () => ({ status: 200, body: 'twice' }))).rejects.toMatchObject({
      status: 409,
      code: 'idempotency_in_progress',
      retryAfterSeconds: 1,
    })
    release()
    expect((await running).body).toBe('done')
  })

  test('a request that fails keeps nothing: the same key may be tried again', async () => {
    const key = newKey()
    await expect(
      idem.run(place(key, {}), async () => {
        throw AppError.unavailable('gateway down')
      }),
    ).rejects.toThrow('gateway down')
    expect(await idem.run(place(key, {}), async () => ({ status: 200, body: 'second try' }))).toMatchObject({
      body: 'second try',
      replayed: false,
    })
  })

  test('owners never share keys', async () => {
    const key = newKey()
    await idem.run(place(key, { a: 1 }, 'user:1'), async () => ({ status: 200, body: 'one' }))
    expect(await idem.run(place(key, { a: 2 }, 'visitor:x'), async () => ({ status: 200, body: 'two' }))).toMatchObject({
      body: 'two',
      replayed: false,
    })
  })

  test('an answer is kept 24 hours; after that the key is new again and the purge removes it', async () => {
    const key = newKey()
    await idem.run(place(key, {}), async () => ({ status: 200, body: 'old' }))
    advance(IDEMPOTENCY_TTL_SECONDS - 1)
    expect((await idem.run(place(key, {}), async () => ({ status: 200, body: 'new' }))).body).toBe('old')
    advance(2)
    expect((await idem.run(place(key, {}), async () => ({ status: 200, body: 'new' }))).body).toBe('new')
    advance(IDEMPOTENCY_TTL_SECONDS + 1)
    const removed = await createMaintenance(database.db, () => clock).purge()
    expect(removed.idempotencyKeys).toBeGreaterThan(0)
    expect(await database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([])
  })

  test('a first request that died with its process frees the key after the lease', async () => {
    const key = newKey()
    await database.db.insert(idempotencyKeys).values({
      key,
      owner: 'user:1',
      scope: 'order.place',
      requestHash: requestHash('order.place', {}),
      createdAt: clock,
      expiresAt: new Date(clock.getTime() + IDEMPOTENCY_TTL_SECONDS * 1000),
    })
    await expect(idem.run(place(key, {}), async () => ({ status: 200, body: 'x' }))).rejects.toMatchObject({ status: 409 })
    advance(IDEMPOTENCY_LEASE_SECONDS + 1)
    expect((await idem.run(place(key, {}), async () => ({ status: 200, body: 'x' }))).replayed).toBe(false)
  })

  test("an answer kept in the work's own transaction commits with it: a process that dies after the commit is not run again", async () => {
    const key = newKey()
    let runs = 0
    const died = await idem
      .run(place(key, { cart: 9 }), async (keep) => {
        runs++
        await database.db.transaction((tx) => keep(tx, { status: 201, body: { order: runs } }))
        throw new Error('died after the commit') // as if nothing after the transaction ran
      })
      .catch((e: unknown) => e)
    expect(died).toMatchObject({ message: 'died after the commit' })
    advance(IDEMPOTENCY_LEASE_SECONDS + 1)
    const again = await idem.run(place(key, { cart: 9 }), async () => ({ status: 201, body: { order: ++runs } }))
    expect(again).toEqual({ status: 201, body: { order: 1 }, replayed: true })
    expect(runs).toBe(1)
    // Kept in a transaction that rolled back: nothing was done, so the key is free at once.
    const other = newKey()
    await expect(
      idem.run(place(other, {}), (keep) =>
        database.db.transaction(async (tx) => {
          await keep(tx, { status: 201, body: 'undone' })
          throw new Error('rolled back')
        }),
      ),
    ).rejects.toThrow('rolled back')
    expect(await idem.run(place(other, {}), async () => ({ status: 200, body: 'done' }))).toEqual({
      status: 200,
      body: 'done',
      replayed: false,
    })
  })

  test.each(['', 'short', 'has space in it', 'x'.repeat(129), 'ümlaut-keys'])('a malformed key %j is a 400', async (key) => {
    await expect(idem.run(place(key, {}), async () => ({ status: 200, body: 'x' }))).rejects.toMatchObject({ status: 400 })
  })

  test.each<[unknown, string]>([
    [{ b: 1, a: [2, { d: null, c: 'x' }] }, '{"a":[2,{"c":"x","d":null}],"b":1}'],
    [{ a: undefined, b: 1 }, '{"b":1}'],
    ['text', '"text"'],
    [null, 'null'],
  ])('canonicalJson(%j)', (value, json) => expect(canonicalJson(value)).toBe(json))
})
