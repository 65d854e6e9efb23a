import { createHash } from 'node:crypto'
import { and, eq, isNull, lt, or } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { idempotencyKeys } from './schema.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'

// Anything a client may retry (placing an order, paying, booking, a refund) carries an idempotency key (the
// architecture note; Stripe's and the IETF draft's Idempotency-Key). The first answer is kept with the hash of its
// request: the same key and payload get the same answer, another payload a 422, a retry while the first is still
// running a 409. A request that fails keeps nothing (its steps were compensated), so it may be tried again.

/** How long an answer is kept for retries. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60
/** A first request still unfinished after this long died with its process: its key may be claimed again. */
export const IDEMPOTENCY_LEASE_SECONDS = 120
/** Keys are opaque client strings: a UUID fits, an essay does not. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\w-]{8,128}$/

export interface IdempotentRequest {
  key: string
  /** The owner's key (cart/owner.ts ownerKey): keys of different owners never meet. */
  owner: string
  /** The operation ('order.place'): a key used for one operation is not valid for another. */
  scope: string
  /** What was asked; its hash decides 'the same request'. */
  payload: unknown
}

export interface IdempotentAnswer<T> {
  status: number
  body: T
  /** True when this is the stored answer of an earlier request. */
  replayed: boolean
}

/** JSON with object keys sorted, so equal payloads hash alike whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

export const requestHash = (scope: string, payload: unknown) =>
  createHash('sha256')
    .update(`${scope}\u0000${canonicalJson(payload)}`)
    .digest('hex')

/** How often a key left unfinished by a database that went away is tried again, and for how long (ms). */
const FREE_RETRY_MS = 250
const FREE_RETRY_MAX_MS = 2000

/** Tries `free` again every FREE_RETRY_MS (up to FREE_RETRY_MAX_MS apart) until it works or the lease is over. */
function freeLater(free: () => PromiseLike<unknown>) {
  const giveUpAt = Date.now() + IDEMPOTENCY_LEASE_SECONDS * 1000
  const attempt = (delay: number) => {
    if (Date.now() > giveUpAt) return
    setTimeout(() => {
      Promise.resolve(free()).then(
        () => {},
        () => attempt(Math.min(FREE_RETRY_MAX_MS, delay * 2)),
      )
    }, delay).unref()
  }
  attempt(FREE_RETRY_MS)
}

export function createIdempotency(db: Db, now: Clock) {
  const where = (r: Pick<IdempotentRequest, 'owner' | 'key'>) =>
    and(eq(idempotencyKeys.owner, r.owner), eq(idempotencyKeys.key, r.key))

  /** Claims the key for this request: true when this request is the first (it must then run and record). */
  async function claim(request: IdempotentRequest, hash: string): Promise<boolean> {
    const at = now()
    const abandoned = new Date(at.getTime() - IDEMPOTENCY_LEASE_SECONDS * 1000)
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          where(request),
          or(lt(idempotencyKeys.expiresAt, at), and(isNull(idempotencyKeys.status), lt(idempotencyKeys.createdAt, abandoned))),
        ),
      )
    const inserted = await db
      .insert(idempotencyKeys)
      .values({
        key: request.key,
        owner: request.owner,
        scope: request.scope,
        requestHash: hash,
        createdAt: at,
        expiresAt: new Date(at.getTime() + IDEMPOTENCY_TTL_SECONDS * 1000),
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key })
    return inserted.length > 0
  }

  /**
   * Runs `work` once per (owner, key): a repeat with the same scope and payload gets the stored answer; another
   * payload or scope is a 422; a repeat while the first is running is a 409 (try again shortly).
   *
   * Work that writes the database in a transaction records its answer in that transaction with `keep`, so the two
   * commit together. Recorded after the commit instead, a process that dies in between leaves the work done under an
   * unfinished key, which is claimed again once the lease runs out, and the work is done twice (the crash test,
   * tests/integration/crash.int.test.ts, found a second order placed that way).
   */
  async function run<T>(
    request: IdempotentRequest,
    work: (keep: (tx: Db, answer: { status: number; body: T }) => Promise<void>) => Promise<{ status: number; body: T }>,
  ): Promise<IdempotentAnswer<T>> {
    if (!IDEMPOTENCY_KEY_PATTERN.test(request.key)) {
      throw AppError.invalid('Idempotency-Key must be 8 to 128 letters, digits, - or _', 'idempotency_key')
    }
    const hash = requestHash(request.scope, request.payload)
    if (!(await claim(request, hash))) {
      const [row] = await db.select().from(idempotencyKeys).where(where(request))
      if (!row) return run(request, work) // expired and removed in between: claim it afresh
      if (row.scope !== request.scope || row.requestHash !== hash) {
        throw new AppError({
          code: 'idempotency_key_reused',
          status: 422,
          message: 'This Idempotency-Key was already used for a different request.',
        })
      }
      if (row.status === null) {
        throw new AppError({
          code: 'idempotency_in_progress',
          status: 409,
          message: 'This request is still being processed. Please try again in a moment.',
          retryAfterSeconds: 1,
        })
      }
      return { status: row.status, body: row.answer as T, replayed: true }
    }
    const record = (q: Db, answer: { status: number; body: T }) =>
      q
        .update(idempotencyKeys)
        .set({ status: answer.status, answer: answer.body as unknown })
        .where(where(request))
    let kept = false
    let answer: { status: number; body: T }
    try {
      answer = await work(async (tx, value) => {
        await record(tx, value)
        kept = true
      })
    } catch (error) {
      // Only an unfinished key is freed: an answer kept in a transaction that committed stays.
      const free = () => db.delete(idempotencyKeys).where(and(where(request), isNull(idempotencyKeys.status)))
      // The database went away mid-way (issue 30 §2): its transaction rolled back, but the key cannot be freed now
      // either. It is freed as soon as the server answers again, so the client's retry places it then instead of
      // meeting a 409 for the whole lease.
      await free().catch(() => freeLater(free))
      throw error
    }
    if (!kept) await record(db, answer)
    return { ...answer, replayed: false }
  }

  // Expired keys go with the hourly purge (platform/maintenance.ts).
  return { run }
}
export type Idempotency = ReturnType<typeof createIdempotency>
