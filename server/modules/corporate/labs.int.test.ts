import { and, eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createHash } from 'node:crypto'
import { PPMC_HEADERS, SELF_SERVE_TEXTS } from '../../../core/corporate/labs.ts'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'
import { browserClient } from '../../../tests/integration/browser-client.ts'
import { shop } from '../../../tests/integration/shop.ts'
import type { Db } from '../../db/client.ts'
import { paise } from '../../../core/money.ts'
import {
  corporateEmployees,
  corporateHealthChecks,
  corporates,
  corporateSelfServeLinks,
  labBookings,
  orders,
  payments,
  users,
} from '../../db/schema.ts'
import { AUTH_PATHS } from '../../../core/auth/paths.ts'
import { istInstant } from '../../../core/time/ist.ts'

// issue 25 §5–6 (decision 068): the corporate health check booked for the employee and a dependant through the labs
// line (two health-check rows, the employer's part a corporate_sponsor payment, the order's money adding up), a second
// booking of the same person and year refused, the rows following the labs desk's moves; HR's self-serve links (only
// the corporate's HR, the token hashed at rest, 6 hours, used once even by two uses at once) and the /ppmc checks.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.

// Wednesday 25 November 2026, 08:10 in India; the visit is tomorrow at 07:00 (the package needs fasting).
let clock = new Date('2026-11-25T08:10:00+05:30')
const TOMORROW = '2026-11-26'
let f: ApiFixture
let db: Db
let keys = 0
const people = shop(() => f, { prefix: '74361', name: 'Kavya Rao' })

beforeAll(async () => {
  f = await createApiFixture({ now: () => clock })
  db = f.database.db
})
afterAll(() => f?.close())

/** A customer linked to Acme's roster with a spouse, signed in through a browser of their own. */
async function employee() {
  const c = await people.customer()
  await f.services.corporateDev.enrol({
    slug: 'acme',
    phone: c.phone,
    coverage: 'self_and_family',
    dependants: [{ name: 'Meera Rao', relation: 'spouse' }],
  })
  const session = await f.services.sessions.create(c.userId)
  const browser = browserClient(f)
  browser.jar.set('sid', session.token)
  browser.csrf = await f.services.sessions.csrfToken({ sessionIdHash: session.idHash })
  return { ...c, browser }
}

async function slotAt(labId: number, city: string, minute: number) {
  const rows = await f.services.labSlots.dayRows(db, labId, city, TOMORROW)
  return rows.find((r) => r.startsAt.getTime() === istInstant(TOMORROW, minute).getTime())!
}

const book = (browser: ReturnType<typeof browserClient>, body: unknown) =>
  browser.call('POST', '/pwa-api/corporate/acme/labs/bookings', body, { 'idempotency-key': `corp-labs-${++keys}` })

async function signedIn(phone: string) {
  const [u] = await db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), eq(users.phoneVerified, true)))
  const session = await f.services.sessions.create(u!.id)
  const browser = browserClient(f)
  browser.jar.set('sid', session.token)
  browser.csrf = await f.services.sessions.csrfToken({ sessionIdHash: session.idHash })
  return browser
}

describe('the corporate health check through /corporate/labs', () => {
  test('the employee and a dependant: two health-check rows, the employer pays the package, the money adds up', async () => {
    const e = await employee()
    const members = await e.browser.call('GET', '/pwa-api/corporate/acme/labs/members')
    expect(members.status).toBe(200)
    expect(members.body.data.members).toMatchObject([
      { key: 'employee', covered: true, health_check: { status: 'not_booked', label: 'Not booked' } },
      { name: 'Meera Rao', relation: 'Spouse', covered: true },
    ])
    const pk = await e.browser.call('GET', '/pwa-api/corporate/acme/labs/packages')
    expect(pk.status).toBe(200)
    const { package: pkg, lab, add_ons } = pk.body.data
    expect(pkg).toMatchObject({ name: 'Full Body Checkup Essential', price: 0 })
    expect(lab.city).toBe('New Delhi')
    const addOn = add_ons.find((a: { fasting: boolean }) => !a.fasting) ?? add_ons[0]
    expect(addOn.price).toBeLessThanOrEqual(Math.round(addOn.mrp * 0.8))
    const slot = await slotAt(lab.id, lab.city, 7 * 60)
    const dependantKey = members.body.data.members[1].key

    const placed = await book(e.browser, {
      members: [{ key: 'employee', add_ons: [addOn.test_id] }, { key: dependantKey }],
      slot_id: slot.id,
      payment: 'online',
      expected_total: Math.round(addOn.price * 100),
    })
    expect(placed.status).toBe(201)
    const answer = placed.body.data
    expect(answer.online_part).toBe(addOn.price)
    expect(answer.next_url).toContain('/order-payment/')

    const [order] = await db.select().from(orders).where(eq(orders.number, answer.number))
    expect(order).toMatchObject({ source: 'CORPORATE_LABS', cartType: 'labs', paymentMethod: 'sponsored_online' })
    const paid = await db.select().from(payments).where(eq(payments.orderId, order!.id))
    const sponsor = paid.find((p) => p.provider === 'corporate_sponsor')!
    expect(sponsor.status).toBe('captured')
    // The order's money: the employer's part plus what the employee pays online is the total.
    expect(sponsor.amountPaise + Math.round(answer.online_part * 100)).toBe(order!.totalPaise)
    expect(Math.round(answer.sponsored * 100)).toBe(sponsor.amountPaise)
    const rows = await db.select().from(corporateHealthChecks).where(eq(corporateHealthChecks.orderId, order!.id))
    expect(rows.map((r) => [r.dependantId === null ? 'employee' : 'dependant', r.status, r.channel]).sort()).toEqual([
      ['dependant', 'booked', 'corporate_labs'],
      ['employee', 'booked', 'corporate_labs'],
    ])
    // The online attempt asks for the employee's part only.
    const attempt = await f.services.payments.start(e.userId, answer.number)
    expect(attempt.amount).toBe(Math.round(addOn.price * 100))

    // A second booking of the same person and year is refused, and says why.
    const again = await book(e.browser, {
      members: [{ key: 'employee' }],
      slot_id: slot.id,
      payment: 'wallet',
      expected_total: 0,
    })
    expect(again.status).toBe(409)
    expect(again.body.message).toMatch(/health check is already booked/)

    // The summary's members show their status and booking.
    const after = await e.browser.call('GET', '/pwa-api/corporate/acme/labs/members')
    expect(after.body.data.members[0].health_check).toMatchObject({ status: 'booked', order_number: answer.number })
  })

  test('the package alone is all the employer’s; the rows follow the labs desk; a cancelled one may be booked again', async () => {
    const e = await employee()
    const pk = (await e.browser.call('GET', '/pwa-api/corporate/acme/labs/packages')).body.data
    const slot = await slotAt(pk.lab.id, pk.lab.city, 7 * 60 + 30)
    const placed = await book(e.browser, {
      members: [{ key: 'employee' }],
      slot_id: slot.id,
      payment: 'wallet',
      expected_total: 0,
    })
    expect(placed.status).toBe(201)
    const { number } = placed.body.data
    expect(placed.body.data.next_url).toBe(`/corporate/labs/summary?order=${number}`)
    const [order] = await db.select().from(orders).where(eq(orders.number, number))
    expect(order).toMatchObject({ status: 'confirmed', paymentMethod: 'sponsored' })
    const [booking] = await db.select().from(labBookings).where(eq(labBookings.orderId, order!.id))
    expect(booking!.status).toBe('booked')

    await f.services.labDesk.collect(e.userId, number)
    const [row] = await db.select().from(corporateHealthChecks).where(eq(corporateHealthChecks.orderId, order!.id))
    expect(row!.status).toBe('sample_collected')
    const progress = await e.browser.call('GET', `/pwa-api/corporate/acme/labs/progress/${pk.package.test_id}`)
    expect(progress.status).toBe(200)
    expect(progress.body.data.people).toEqual([
      expect.objectContaining({ name: 'Kavya Rao', label: 'Sample collected', order_number: number }),
    ])

    // Another one, cancelled by the customer: its row is cancelled and the sponsor's payment goes back to the employer.
    const e2 = await employee()
    const slot2 = await slotAt(pk.lab.id, pk.lab.city, 8 * 60)
    const second = await book(e2.browser, {
      members: [{ key: 'employee' }],
      slot_id: slot2.id,
      payment: 'wallet',
      expected_total: 0,
    })
    expect(second.status).toBe(201)
    const [o2] = await db.select().from(orders).where(eq(orders.number, second.body.data.number))
    await db.transaction((tx) => f.services.orders.applyMove(tx, o2!.id, 'cancel', 'customer', 'test'))
    const [r2] = await db.select().from(corporateHealthChecks).where(eq(corporateHealthChecks.orderId, o2!.id))
    expect(r2!.status).toBe('cancelled')
    const [sp] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, o2!.id), eq(payments.provider, 'corporate_sponsor')))
    expect(sp!.status).toBe('refunded')
    const rebook = await book(e2.browser, {
      members: [{ key: 'employee' }],
      slot_id: slot2.id,
      payment: 'wallet',
      expected_total: 0,
    })
    expect(rebook.status).toBe(201)
  })

  test('the wallet history lists the employer-paid health check once, across its pages, and no balance moves', async () => {
    const e = await employee()
    const before = (await e.browser.call('GET', '/pwa-api/corporate/me')).body.data.balances
    const pk = (await e.browser.call('GET', '/pwa-api/corporate/acme/labs/packages')).body.data
    const members = (await e.browser.call('GET', '/pwa-api/corporate/acme/labs/members')).body.data.members
    const slot = await slotAt(pk.lab.id, pk.lab.city, 9 * 60)
    const placed = await book(e.browser, {
      members: [{ key: 'employee' }, { key: members[1].key }],
      slot_id: slot.id,
      payment: 'wallet',
      expected_total: 0,
    })
    expect(placed.status).toBe(201)
    const { number } = placed.body.data
    const [order] = await db.select().from(orders).where(eq(orders.number, number))
    const [sponsor] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order!.id), eq(payments.provider, 'corporate_sponsor')))
    // A wallet entry after the booking: the health check belongs to the next page's stretch of time.
    const [row] = await db.select().from(corporateEmployees).where(eq(corporateEmployees.phone, e.phone))
    await db.transaction((tx) =>
      f.services.corporateWallet.credit(tx, {
        corporateId: row!.corporateId,
        employeeId: row!.id,
        benefit: 'pharmacy',
        amount: paise(5000),
        kind: 'top_up',
        reference: 'history-test',
        note: 'Top-up',
      }),
    )

    const first = await e.browser.call('GET', '/pwa-api/corporate/wallet/transactions')
    expect(first.status).toBe(200)
    expect(first.body.data.sponsored).toEqual([
      {
        benefit: 'labs',
        amount: sponsor!.amountPaise / 100,
        order_id: order!.id,
        order_number: number,
        people: ['Kavya Rao', 'Meera Rao'],
        at: expect.any(String),
      },
    ])
    expect(first.body.data.transactions.some((t: { order_id: number | null }) => t.order_id === order!.id)).toBe(false)
    const after = (await e.browser.call('GET', '/pwa-api/corporate/me')).body.data.balances
    expect(after).toEqual({ ...before, pharmacy: before.pharmacy + 50 })

    // A page at a time: every entry once, the health check on exactly one page.
    let key: number | null = null
    const seen: number[] = []
    const sponsoredSeen: number[] = []
    do {
      const page = await e.browser.call(
        'GET',
        `/pwa-api/corporate/wallet/transactions?limit=1${key === null ? '' : `&before=${key}`}`,
      )
      expect(page.status).toBe(200)
      seen.push(...page.body.data.transactions.map((t: { id: number }) => t.id))
      sponsoredSeen.push(...page.body.data.sponsored.map((s: { order_id: number }) => s.order_id))
      key = page.body.data.next_before
    } while (key !== null)
    expect(seen).toEqual(first.body.data.transactions.map((t: { id: number }) => t.id))
    expect(sponsoredSeen).toEqual([order!.id])
  })

  test('a plain customer and another corporate’s slug are 404', async () => {
    const plain = await people.customer()
    const session = await f.services.sessions.create(plain.userId)
    const b = browserClient(f)
    b.jar.set('sid', session.token)
    expect((await b.call('GET', '/pwa-api/corporate/acme/labs/members')).status).toBe(404)
    const e = await employee()
    expect((await e.browser.call('GET', '/pwa-api/corporate/globex/labs/members')).status).toBe(404)
    expect((await e.browser.call('GET', '/pwa-api/corporate/NOT%20A%20SLUG/labs/members')).status).toBe(400)
  })
})

describe('self-serve links', () => {
  const tokenOf = (url: string) => new URL(url).searchParams.get('token')!

  test('only the corporate’s HR makes one; the token is kept hashed; it books once through /ppmc', async () => {
    const globexHr = await signedIn('9810000016')
    const refused = await globexHr.call('POST', '/pwa-api/corporate/acme/admin/self-serve-links', { employee_code: 'ACM-1003' })
    expect(refused.status).toBe(404)
    const acmeHr = await signedIn('9810000014')
    const made = await acmeHr.call('POST', '/pwa-api/corporate/acme/admin/self-serve-links', { employee_code: 'ACM-1003' })
    expect(made.status).toBe(201)
    const { url, uuid, expires_at } = made.body.data
    expect(new Date(expires_at).getTime() - clock.getTime()).toBe(6 * 60 * 60 * 1000)
    const token = tokenOf(url)
    const [row] = await db.select().from(corporateSelfServeLinks).where(eq(corporateSelfServeLinks.uuid, uuid))
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'))
    expect(JSON.stringify(row)).not.toContain(token)
    // Another corporate's employee code is not on Acme's roster.
    const other = await acmeHr.call('POST', '/pwa-api/corporate/acme/admin/self-serve-links', { employee_code: 'GLX-01' })
    expect(other.status).toBe(404)

    const visitor = browserClient(f)
    visitor.csrf = (await visitor.call('GET', '/pwa-api/auth/csrf-token')).body.csrf_token
    const headers = { [PPMC_HEADERS.token]: token, [PPMC_HEADERS.uuid]: uuid }
    expect((await visitor.call('GET', '/ppmc/self-serve/context')).status).toBe(401)
    expect(
      (await visitor.call('GET', '/ppmc/self-serve/context', undefined, { ...headers, [PPMC_HEADERS.uuid]: crypto.randomUUID() }))
        .status,
    ).toBe(404)
    expect(
      (await visitor.call('GET', '/ppmc/self-serve/context', undefined, { ...headers, [PPMC_HEADERS.token]: 'x'.repeat(43) }))
        .status,
    ).toBe(404)
    const context = await visitor.call('GET', '/ppmc/self-serve/context', undefined, headers)
    expect(context.status).toBe(200)
    expect(context.body.data).toMatchObject({ employee_name: 'Arjun Pillai', corporate: 'Acme Technologies' })
    expect(context.body.data.cities).toContain('New Delhi')
    const slots = await visitor.call('GET', `/ppmc/self-serve/slots?city=New%20Delhi&date=${TOMORROW}`, undefined, headers)
    expect(slots.status).toBe(200)
    const slot = slots.body.data.slots.find((s: { available: boolean }) => s.available)
    const body = { slot_id: slot.id, address: '4 Park Street, Connaught Place', pincode: '110001' }
    const booked = await visitor.call('POST', '/ppmc/self-serve/booking', body, {
      ...headers,
      'idempotency-key': 'self-serve-key-1',
    })
    expect(booked.status).toBe(201)
    expect(booked.body.data.number).toMatch(/^MW/)
    const [check] = await db
      .select()
      .from(corporateHealthChecks)
      .innerJoin(orders, eq(orders.id, corporateHealthChecks.orderId))
      .where(eq(orders.number, booked.body.data.number))
    expect(check!.corporate_health_checks).toMatchObject({ channel: 'self_serve', status: 'booked', dependantId: null })
    // The booking's account is held for the roster phone, unverified.
    const [holder] = await db.select().from(users).where(eq(users.id, check!.orders.userId))
    expect(holder).toMatchObject({ phone: '9820000002', phoneVerified: false, email: null })

    const second = await visitor.call('POST', '/ppmc/self-serve/booking', body, {
      ...headers,
      'idempotency-key': 'self-serve-key-2',
    })
    expect(second.status).toBe(410)
    expect(second.body.message).toBe(SELF_SERVE_TEXTS.spent)
    // A retry of the request that used the link (the same key and body) gets its answer back (decision 072); the same
    // key with another body is a 422; still one booking.
    const replay = await visitor.call('POST', '/ppmc/self-serve/booking', body, {
      ...headers,
      'idempotency-key': 'self-serve-key-1',
    })
    expect(replay.status).toBe(201)
    expect(replay.body.data).toEqual(booked.body.data)
    const altered = await visitor.call(
      'POST',
      '/ppmc/self-serve/booking',
      { ...body, address: '5 Park Street, Connaught Place' },
      { ...headers, 'idempotency-key': 'self-serve-key-1' },
    )
    expect(altered.status).toBe(422)
    const checks = await db
      .select()
      .from(corporateHealthChecks)
      .where(and(eq(corporateHealthChecks.employeeId, check!.corporate_health_checks.employeeId)))
    expect(checks.filter((c) => c.status !== 'cancelled')).toHaveLength(1)

    // A reschedule link: HR names the booking and the reason; the link moves the booking to another slot, once.
    const again = await acmeHr.call('POST', '/pwa-api/corporate/acme/admin/self-serve-links', {
      employee_code: 'ACM-1003',
      purpose: 'reschedule',
      reschedule_reason: 'The lab asked to move the visit',
      order_number: booked.body.data.number,
    })
    expect(again.status).toBe(201)
    const moveHeaders = { [PPMC_HEADERS.token]: tokenOf(again.body.data.url), [PPMC_HEADERS.uuid]: again.body.data.uuid }
    const ctx = await visitor.call('GET', '/ppmc/self-serve/context', undefined, moveHeaders)
    expect(ctx.body.data).toMatchObject({ purpose: 'reschedule', reschedule_reason: 'The lab asked to move the visit' })
    const later = slots.body.data.slots.filter((s: { available: boolean; id: number }) => s.available && s.id !== slot.id)[1]
    const moved = await visitor.call(
      'POST',
      '/ppmc/self-serve/booking',
      { ...body, slot_id: later.id },
      { ...moveHeaders, 'idempotency-key': 'self-serve-move-1' },
    )
    expect(moved.status).toBe(201)
    expect(moved.body.data.number).toBe(booked.body.data.number)
    const [kept] = await db.select().from(labBookings).where(eq(labBookings.orderId, check!.orders.id))
    expect(kept).toMatchObject({ slotId: later.id, rescheduleCount: 1 })
    const spent = await visitor.call('GET', '/ppmc/self-serve/context', undefined, moveHeaders)
    expect(spent.status).toBe(410)
    // The move retried with its key: the same answer, moved once; another key: 410.
    const movedAgain = await visitor.call(
      'POST',
      '/ppmc/self-serve/booking',
      { ...body, slot_id: later.id },
      { ...moveHeaders, 'idempotency-key': 'self-serve-move-1' },
    )
    expect(movedAgain.status).toBe(201)
    expect(movedAgain.body.data).toEqual(moved.body.data)
    const otherMove = await visitor.call(
      'POST',
      '/ppmc/self-serve/booking',
      { ...body, slot_id: slot.id },
      { ...moveHeaders, 'idempotency-key': 'self-serve-move-2' },
    )
    expect(otherMove.status).toBe(410)
    const [still] = await db.select().from(labBookings).where(eq(labBookings.orderId, check!.orders.id))
    expect(still).toMatchObject({ slotId: later.id, rescheduleCount: 1 })
    // A reschedule link for someone else's booking is refused.
    const foreign = await acmeHr.call('POST', '/pwa-api/corporate/acme/admin/self-serve-links', {
      employee_code: 'ACM-1002',
      purpose: 'reschedule',
      reschedule_reason: 'Travelling',
      order_number: booked.body.data.number,
    })
    expect(foreign.status).toBe(404)
  })

  test('a reschedule link moves the booking and is used in one transaction: neither happens without the other', async () => {
    const c = await people.customer()
    const { employeeCode: employee_code } = await f.services.corporateDev.enrol({
      slug: 'acme',
      phone: c.phone,
      coverage: 'self',
      dependants: [],
    })
    const link = await f.services.corporateLabsDev.selfServeLink({ slug: 'acme', employee_code }, 'http://x')
    const row = await f.services.corporateSelfServe.authenticate(tokenOf(link.url), link.uuid)
    const lab = await f.services.corporateLabs.labFor(
      (await f.services.corporateSelfServe.context(row)).package!.test_id,
      'New Delhi',
    )
    const first = await slotAt(lab!.id, lab!.city, 7 * 60 + 30)
    const booked = await f.services.corporateSelfServe.book(
      row,
      { slot_id: first.id, address: '12 Janpath, Connaught Place', pincode: '110001' },
      'self-serve-tx-book',
    )
    const [order] = await db.select().from(orders).where(eq(orders.number, booked.number))
    const [hr] = await db.select().from(users).where(eq(users.phone, '9810000014'))
    const made = await f.services.corporateSelfServe.create(
      hr!.id,
      'acme',
      { employee_code, purpose: 'reschedule', reschedule_reason: 'Travelling', order_number: booked.number },
      'http://x',
    )
    const move = await f.services.corporateSelfServe.authenticate(tokenOf(made.url), made.uuid)
    const body = { address: '12 Janpath, Connaught Place', pincode: '110001' }
    const linkRow = async () =>
      (await db.select().from(corporateSelfServeLinks).where(eq(corporateSelfServeLinks.uuid, made.uuid)))[0]!
    const bookingRow = async () => (await db.select().from(labBookings).where(eq(labBookings.orderId, order!.id)))[0]!

    // The move refused (another lab's slot does not exist here): the link stays live.
    await expect(
      f.services.corporateSelfServe.book(move, { ...body, slot_id: 999_999 }, 'self-serve-tx-move-a'),
    ).rejects.toMatchObject({ status: 404 })
    expect((await linkRow()).usedAt).toBeNull()
    expect(await bookingRow()).toMatchObject({ slotId: first.id, rescheduleCount: 0 })

    // The link spent meanwhile (used by another request in between): nothing moves.
    const target = await slotAt(lab!.id, lab!.city, 8 * 60 + 30)
    await db.update(corporateSelfServeLinks).set({ usedAt: clock }).where(eq(corporateSelfServeLinks.uuid, made.uuid))
    await expect(
      f.services.corporateSelfServe.book(move, { ...body, slot_id: target.id }, 'self-serve-tx-move-b'),
    ).rejects.toMatchObject({ status: 410, code: 'link_spent' })
    expect(await bookingRow()).toMatchObject({ slotId: first.id, rescheduleCount: 0 })

    // Live again, the move and the use commit together.
    await db.update(corporateSelfServeLinks).set({ usedAt: null }).where(eq(corporateSelfServeLinks.uuid, made.uuid))
    const moved = await f.services.corporateSelfServe.book(move, { ...body, slot_id: target.id }, 'self-serve-tx-move-c')
    expect(moved.number).toBe(booked.number)
    expect(await bookingRow()).toMatchObject({ slotId: target.id, rescheduleCount: 1 })
    expect((await linkRow()).usedAt).not.toBeNull()
  })

  test('a self-serve booking in a held account is the person’s once they sign up with that phone', async () => {
    const phone = '7436290001'
    const email = 'held.taken.over@example.com'
    const [acme] = await db.select().from(corporates).where(eq(corporates.slug, 'acme'))
    const at = clock
    await db.insert(corporateEmployees).values({
      corporateId: acme!.id,
      employeeCode: 'EDGE-HELD-1',
      name: 'Nandini Iyer',
      phone,
      coverage: 'self',
      coverFrom: '2026-01-01',
      createdAt: at,
      updatedAt: at,
    })
    const link = await f.services.corporateLabsDev.selfServeLink({ slug: 'acme', employee_code: 'EDGE-HELD-1' }, 'http://x')
    const row = await f.services.corporateSelfServe.authenticate(tokenOf(link.url), link.uuid)
    const lab = await f.services.corporateLabs.labFor(
      (await f.services.corporateSelfServe.context(row)).package!.test_id,
      'New Delhi',
    )
    const slot = await slotAt(lab!.id, lab!.city, 8 * 60)
    const booked = await f.services.corporateSelfServe.book(
      row,
      { slot_id: slot.id, address: '3 Lodhi Estate, Lodhi Road', pincode: '110001' },
      'self-serve-held-1',
    )
    const [order] = await db.select().from(orders).where(eq(orders.number, booked.number))
    const held = order!.userId
    // An account with the same phone unverified that we did not hold (a migrated one, say) is never taken over.
    const [stranger] = await db.insert(users).values({ name: 'Someone Else', phone: '7436290002' }).returning()

    const signUp = async (number: string, address: string) => {
      const b = await browserClient(f).start()
      const codeFor = async (to: string) => (await f.services.outbox.list(50)).find((m) => m.to === to)!.otp!
      expect((await b.auth(AUTH_PATHS.createToken, { number })).status).toBe(200)
      const verified = await b.auth(AUTH_PATHS.verifyToken, { number, verification_token: await codeFor(number) })
      expect(verified.body.data.user_flags).toEqual({ user_type: 'new', is_email_required: true })
      expect((await b.auth(AUTH_PATHS.phoneComplete, { number, email: address })).status).toBe(200)
      const done = await b.auth(AUTH_PATHS.emailVerifyPhoneToken, {
        number,
        email: address,
        verification_token: await codeFor(address),
      })
      expect(done.status).toBe(200)
      expect(done.body.data.user_flags).toEqual({ user_type: 'new' })
      return b
    }
    const b = await signUp(phone, email)
    const [mine] = await db
      .select()
      .from(users)
      .where(and(eq(users.phone, phone), eq(users.phoneVerified, true)))
    expect(mine).toMatchObject({ id: held, email, name: 'Nandini Iyer' })
    const list = await b.call('GET', '/pwa-api/labs/bookings')
    expect(list.status).toBe(200)
    expect(list.body.data.bookings.map((x: { number: string }) => x.number)).toContain(booked.number)
    // The sign-in's roster claim links the row to the same account: one person, one account.
    const [rosterRow] = await db.select().from(corporateEmployees).where(eq(corporateEmployees.employeeCode, 'EDGE-HELD-1'))
    expect(rosterRow!.userId).toBe(held)

    await signUp('7436290002', 'not.held@example.com')
    const [fresh] = await db.select().from(users).where(eq(users.email, 'not.held@example.com'))
    expect(fresh!.id).not.toBe(stranger!.id)
    const [left] = await db.select().from(users).where(eq(users.id, stranger!.id))
    expect(left).toMatchObject({ phone: null, phoneVerified: false, email: null })
  })

  test('a link expires 6 hours after it was made', async () => {
    const link = await f.services.corporateLabsDev.selfServeLink({ slug: 'globex', employee_code: 'GLX-01' }, 'http://x')
    const token = tokenOf(link.url)
    const at = clock
    try {
      clock = new Date(at.getTime() + 6 * 60 * 60 * 1000 - 1000)
      await expect(f.services.corporateSelfServe.authenticate(token, link.uuid)).resolves.toMatchObject({ uuid: link.uuid })
      clock = new Date(at.getTime() + 6 * 60 * 60 * 1000)
      await expect(f.services.corporateSelfServe.authenticate(token, link.uuid)).rejects.toMatchObject({ status: 410 })
    } finally {
      clock = at
    }
  })

  test('two uses of one link at once: one books, the other is refused', async () => {
    const link = await f.services.corporateLabsDev.selfServeLink({ slug: 'globex', employee_code: 'GLX-01' }, 'http://x')
    const row = await f.services.corporateSelfServe.authenticate(tokenOf(link.url), link.uuid)
    const lab = await f.services.corporateLabs.labFor(
      (await f.services.corporateSelfServe.context(row)).package!.test_id,
      'New Delhi',
    )
    const slot = await slotAt(lab!.id, lab!.city, 9 * 60)
    const body = { slot_id: slot.id, address: '9 Lodhi Road, Lodhi Colony', pincode: '110001' }
    const results = await Promise.allSettled([
      f.services.corporateSelfServe.book(row, body, 'self-serve-race-a'),
      f.services.corporateSelfServe.book(row, body, 'self-serve-race-b'),
    ])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult
    expect(refused.reason).toMatchObject({ status: 410, code: 'link_spent' })
    const [used] = await db.select().from(corporateSelfServeLinks).where(eq(corporateSelfServeLinks.uuid, link.uuid))
    expect(used!.usedAt).not.toBeNull()
  })

  test('/ppmc with a live link: whatever the query or body, a 4xx with a message or an answer, never a 5xx', async () => {
    const link = await f.services.corporateLabsDev.selfServeLink({ slug: 'acme', employee_code: 'ACM-1002' }, 'http://x')
    const visitor = browserClient(f)
    visitor.csrf = (await visitor.call('GET', '/pwa-api/auth/csrf-token')).body.csrf_token
    const headers = { [PPMC_HEADERS.token]: tokenOf(link.url), [PPMC_HEADERS.uuid]: link.uuid }
    await fc.assert(
      fc.asyncProperty(fc.anything(), fc.string(), fc.string(), async (body, city, date) => {
        const q = new URLSearchParams({ city, date })
        const slots = await visitor.call('GET', `/ppmc/self-serve/slots?${q}`, undefined, headers)
        expect(slots.status).toBeLessThan(500)
        if (slots.status >= 400) expect(typeof slots.body.message).toBe('string')
        const booked = await visitor.call('POST', '/ppmc/self-serve/booking', body, {
          ...headers,
          'idempotency-key': `ppmc-fuzz-${crypto.randomUUID()}`,
        })
        expect(booked.status).toBeLessThan(500)
        expect(booked.status).not.toBe(201)
        expect(typeof booked.body.message).toBe('string')
      }),
      { numRuns: 60 },
    )
  })
})
