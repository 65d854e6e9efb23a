// `npm run bench:offer-claims`: issue 27's measured goal for partner offers (decision 085). 200 people claim a code of
// one offer whose pool holds 100 codes, all at once, each claim its own transaction (FOR UPDATE SKIP LOCKED picks a
// free code): exactly 100 claims, no code twice, the other 100 refused with the pool's 409. On PGlite (one
// connection, so the claims queue) and on a PostgreSQL server with a pool of 50 connections, where they overlap.
// BENCH_PG_PORT picks PostgreSQL's port (54341); BENCH_ROUNDS the rounds of each (3).
import { drizzle } from 'drizzle-orm/node-postgres'
import { eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { openDatabase, type Db } from '../server/db/client.ts'
import * as schema from '../server/db/schema.ts'
import { partnerOfferClaims, partnerOfferCodes, partnerOffers, partners, users } from '../server/db/schema.ts'
import { createJobsService } from '../server/modules/jobs/index.ts'
import { createOutboxNotifier } from '../server/modules/notify/index.ts'
import { createPartnerOffers } from '../server/modules/partner-offers/index.ts'
import { createIdempotency } from '../server/modules/platform/index.ts'
import { startPgServer } from '../scripts/pg-server.ts'

const PEOPLE = 200
const CODES = 100
const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 2 : 1) : '-')
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!

interface RaceResult {
  claims: number
  distinctCodes: number
  refused: number
  otherErrors: number
  ms: number
  p50: number
  p99: number
}

/** One round: a new offer with CODES codes and PEOPLE new accounts, all claiming at once. */
async function round(db: Db, n: number): Promise<RaceResult> {
  const at = new Date()
  const [p] = await db
    .insert(partners)
    .values({ slug: `bench-${n}-${at.getTime()}`, name: 'Bench Partner', about: 'Bench.', logoUrl: '/x.svg', createdAt: at })
    .returning()
  const [o] = await db
    .insert(partnerOffers)
    .values({
      partnerId: p!.id,
      title: 'Bench offer',
      summary: 'Bench.',
      kind: 'discount_code',
      eligibility: 'everyone',
      startsAt: new Date(at.getTime() - 86_400_000),
      endsAt: new Date(at.getTime() + 86_400_000),
      terms: ['Bench.'],
      howToUse: 'Bench.',
      createdAt: at,
    })
    .returning()
  await db
    .insert(partnerOfferCodes)
    .values(Array.from({ length: CODES }, (_, i) => ({ offerId: o!.id, code: `B${n}-${String(i).padStart(4, '0')}` })))
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: PEOPLE }, (_, i) => ({
        name: 'Bench Claimer',
        phone: `6${String(n).padStart(3, '0')}${String(i).padStart(6, '0')}`,
        phoneVerified: true,
      })),
    )
    .returning({ id: users.id })
  const offers = createPartnerOffers(db, {
    now: () => new Date(),
    idempotency: createIdempotency(db, () => new Date()),
    jobs: createJobsService(db, () => new Date()),
    notifier: createOutboxNotifier(db, () => {}),
    audienceOf: async () => ({ member: false, corporate: false }),
  })
  const times: number[] = []
  let refused = 0
  let otherErrors = 0
  const started = performance.now()
  await Promise.all(
    people.map(async (u) => {
      const t = performance.now()
      try {
        await offers.claim(u.id, o!.id, `bench-${n}-${u.id}`)
      } catch (e) {
        if ((e as { status?: number }).status === 409) refused++
        else otherErrors++
      }
      times.push(performance.now() - t)
    }),
  )
  const ms = performance.now() - started
  const claims = await db.select().from(partnerOfferClaims).where(eq(partnerOfferClaims.offerId, o!.id))
  const [codes] = await db
    .select({ n: sql<number>`count(distinct ${partnerOfferCodes.code})::int` })
    .from(partnerOfferCodes)
    .innerJoin(partnerOfferClaims, eq(partnerOfferClaims.codeId, partnerOfferCodes.id))
    .where(eq(partnerOfferClaims.offerId, o!.id))
  return { claims: claims.length, distinctCodes: codes!.n, refused, otherErrors, ms, p50: pct(times, 50), p99: pct(times, 99) }
}

function row(name: string, r: RaceResult): string[] {
  const ok = r.claims === CODES && r.distinctCodes === CODES && r.refused === PEOPLE - CODES && r.otherErrors === 0
  return [
    name,
    String(r.claims),
    String(r.distinctCodes),
    String(r.refused),
    fmt(r.ms),
    fmt(r.p50),
    fmt(r.p99),
    ok ? 'ok' : `FAIL (${r.otherErrors} other errors)`,
  ]
}

export async function runOfferClaimsBench(opts: { pgPort: number; rounds: number }): Promise<string[][]> {
  const rows: string[][] = []
  const lite = await openDatabase({ dataDir: 'memory://' })
  try {
    for (let i = 0; i < opts.rounds; i++) rows.push(row(`PGlite, round ${i + 1}`, await round(lite.db, i)))
  } finally {
    await lite.close()
  }
  const server = startPgServer(opts.pgPort)
  try {
    const url = await server.createDatabase('medwise_bench_offer_claims')
    const migrated = await openDatabase({ url, dataDir: 'unused' })
    await migrated.close()
    const pool = new pg.Pool({ connectionString: url, max: 50 })
    // As the server's own pool does (server/db/client.ts): a connection the server ends while idle (here, its stop at
    // the end of the bench) is dropped, not an unhandled 'error' that crashes the process after the table is printed.
    pool.on('error', () => {})
    try {
      const db = drizzle({ client: pool, schema }) as unknown as Db
      // Every connection open before the race, so the transactions overlap from the start.
      const clients = await Promise.all(Array.from({ length: 50 }, () => pool.connect()))
      clients.forEach((c) => c.release())
      for (let i = 0; i < opts.rounds; i++)
        rows.push(row(`PostgreSQL (50 connections), round ${i + 1}`, await round(db, 100 + i)))
    } finally {
      await pool.end()
    }
  } finally {
    server.stop()
  }
  return rows
}

if (import.meta.main) {
  const rows = await runOfferClaimsBench({
    pgPort: Number(process.env.BENCH_PG_PORT ?? 54341),
    rounds: Number(process.env.BENCH_ROUNDS ?? 3),
  })
  console.log(`\n${PEOPLE} people claim at once from a pool of ${CODES} codes (goal: exactly ${CODES} claims, no code twice)\n`)
  console.log('| database | claims | distinct codes | refused (409) | all answered ms | claim p50 ms | claim p99 ms | result |')
  console.log('|---|---|---|---|---|---|---|---|')
  for (const r of rows) console.log(`| ${r.join(' | ')} |`)
}
