import { sql } from 'drizzle-orm'
import { paise } from '../../core/money.ts'
import { queryRows, type Db } from '../../server/db/client.ts'
import { addresses, sessions, users, walletEntries } from '../../server/db/schema.ts'
import { createSessionService, newSessionToken, sha256 } from '../../server/modules/auth/sessions.ts'
import { createSecrets } from '../../server/modules/platform/secrets.ts'

// Customers written straight into a database that a server process (tests/e2e/server-process.ts) then serves: an
// account, a default address, a signed-in session and, when asked, MedWise Cash. For tests and benchmarks that drive
// the process over HTTP as many people at once (the crash test, `npm run bench`), where signing each in through
// one-time codes would only measure the sign-in. The session cookie is `sid` (the process runs outside production).

export interface SeededCustomer {
  userId: number
  phone: string
  /** The session cookie's value. */
  token: string
  /** The session's CSRF token (x-csrf-token on writes). */
  csrf: string
  /** `sid=…`, for the cookie header. */
  cookie: string
}

export const DELHI = { city: 'New Delhi', state: 'Delhi', pincode: '110001' }

/**
 * `count` customers with 10-digit numbers `prefix` + a serial (prefix: 1–4 digits starting 6–9); `credit(i)` paise of
 * MedWise Cash each (an 'adjustment' entry), none when 0.
 */
export async function seedCustomers(
  db: Db,
  opts: { count: number; prefix: string; credit?: (i: number) => number; city?: typeof DELHI },
): Promise<SeededCustomer[]> {
  const city = opts.city ?? DELHI
  const digits = 10 - opts.prefix.length
  const planned = Array.from({ length: opts.count }, (_, i) => ({
    i,
    phone: `${opts.prefix}${String(i).padStart(digits, '0')}`,
    token: newSessionToken(),
  }))
  const made: Array<{ id: number; phone: string | null }> = []
  // In slices: one statement per 500 rows keeps within PostgreSQL's parameter limit.
  for (let at = 0; at < planned.length; at += 500) {
    made.push(
      ...(await db
        .insert(users)
        .values(planned.slice(at, at + 500).map((p) => ({ name: 'Test Customer', phone: p.phone, phoneVerified: true })))
        .returning({ id: users.id, phone: users.phone })),
    )
  }
  const idOf = new Map(made.map((u) => [u.phone, u.id]))
  const people = planned.map((p) => ({ ...p, userId: idOf.get(p.phone)!, idHash: sha256(p.token) }))
  const expiresAt = new Date(Date.now() + 7 * 86_400_000)
  for (let at = 0; at < people.length; at += 500) {
    const slice = people.slice(at, at + 500)
    await db.insert(addresses).values(
      slice.map((p) => ({
        userId: p.userId,
        recipientName: 'Test Customer',
        phone: p.phone,
        address: '12, Janpath Road, Connaught Place',
        pincode: city.pincode,
        city: city.city,
        state: city.state,
        addressType: 'home',
        addressName: 'Home',
        isDefault: true,
      })),
    )
    await db.insert(sessions).values(slice.map((p) => ({ idHash: p.idHash, userId: p.userId, expiresAt })))
    const credited = slice.filter((p) => (opts.credit?.(p.i) ?? 0) > 0)
    if (credited.length) {
      await db.insert(walletEntries).values(
        credited.map((p) => ({
          userId: p.userId,
          amountPaise: paise(opts.credit!(p.i)),
          kind: 'adjustment',
          reference: `test-credit:${p.userId}`,
          note: 'Test credit',
          createdAt: new Date(),
        })),
      )
    }
  }
  const sessionsOf = createSessionService(db, createSecrets(db))
  const out: SeededCustomer[] = []
  for (const p of people) {
    out.push({
      userId: p.userId,
      phone: p.phone,
      token: p.token,
      csrf: await sessionsOf.csrfToken({ sessionIdHash: p.idHash }),
      cookie: `sid=${p.token}`,
    })
  }
  return out
}

/**
 * Everyday products (no prescription, ₹10–₹400) with at least `minUnits` sellable units in the centres serving `city`,
 * lowest ids first: small carts of them never run a batch dry.
 */
export async function stockedSkus(db: Db, opts: { city?: string; limit: number; minUnits?: number }): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select p.id from products p
        join stock_batches b on b.sku_id = p.id
        join centre_cities cc on cc.centre_id = b.centre_id
        join cities ci on ci.id = cc.city_id and ci.name = ${opts.city ?? DELHI.city}
        where not p.rx_required and not p.synthetic and p.schedule <> 'X' and p.price_paise between 1000 and 40000
          and b.expires_on > current_date + 120
        group by p.id having sum(b.on_hand) >= ${opts.minUnits ?? 300}
        order by p.id limit ${opts.limit}`,
  )
  return rows.map((r) => r.id)
}
