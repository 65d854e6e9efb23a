import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadSavingsPage, savingsAction } from '../../app/care-plan/savings.server.ts'
import { carePlanDeskAction, carePlanDeskLoader } from '../../app/staff/care-plan.server.ts'
import { REASON_REQUIRED } from '../../core/care-plan/cancellation.ts'
import { paise } from '../../core/money.ts'
import type { Db } from '../../server/db/client.ts'
import { auditLog, memberships } from '../../server/db/schema.ts'
import { visitorOwner } from '../../server/modules/cart/owner.ts'
import { createApiFixture, type ApiFixture } from './app-fixture.ts'
import { formPost, pageContext, seededCatalog, shop } from './shop.ts'

// Issue 23, /subscription-plan/myplan's server side (app/care-plan/savings.server.ts) as the server process calls it:
// a guest and an account without a term sent to the plans page with the query kept (spec 2 §8); the sheets the URL
// names; the cancel flow without JavaScript (the reason sheet's GET, the confirm sheet's POST, the success sheet).

const clock = new Date('2026-11-29T10:00:00+05:30')
const ORIGIN = 'http://localhost'
const PAGE = `${ORIGIN}/subscription-plan/myplan`
let f: ApiFixture
let db: Db
const people = shop(() => f, { prefix: '74360', name: 'Plan Page Tester' })
const catalog = seededCatalog(() => db)
beforeAll(async () => {
  f = await createApiFixture({ now: () => clock })
  db = f.database.db
  await catalog.load()
})
afterAll(() => f?.close())

async function thrown(run: () => Promise<unknown>): Promise<Response> {
  try {
    await run()
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
  throw new Error('expected a redirect')
}

async function member() {
  const c = await people.customer()
  const plan = (await f.services.carePlan.plans())[0]!
  await f.services.wallet.credit(db, c.userId, paise(300_000), { kind: 'recharge', reference: `t:${c.userId}`, note: 'test' })
  const { total } = await people.fill(c, [[catalog.otc(0), 2]])
  await f.services.cartDetails.setCarePlan(c.owner, plan.id)
  const reading = await f.services.cartDetails.read(c.owner, { city: c.city, checkStock: true })
  expect(reading.bill.payable).toBeGreaterThan(total)
  await f.services.orders.place(
    c.userId,
    { cartType: 'pharmacy', payment: 'wallet', useWallet: true, expectedTotal: reading.bill.payable },
    `plan-page-${c.userId}-key`,
  )
  return { c, plan, context: pageContext(f, c.owner, c.session) }
}

describe('/subscription-plan/myplan', () => {
  test('a guest and an account without a term go to the plans page, keeping the query', async () => {
    const guest = pageContext(f, visitorOwner('b'.repeat(32)), null)
    const away = await thrown(() => loadSavingsPage(new Request(`${PAGE}?utm_source=app&x=1`), guest))
    expect(away.status).toBe(302)
    expect(away.headers.get('location')).toBe('/subscription-plan/subscriptions?utm_source=app&x=1')
    const c = await people.customer()
    const none = await thrown(() => loadSavingsPage(new Request(`${PAGE}?from=header`), pageContext(f, c.owner, c.session)))
    expect(none.headers.get('location')).toBe('/subscription-plan/subscriptions?from=header')
  })

  test('a member: the page, the breakdown through the URL, and the cancel flow as plain forms', async () => {
    const { c, plan, context } = await member()
    const page = await loadSavingsPage(new Request(PAGE), context)
    expect(page.sheet).toBeNull()
    expect(page.page.data.data.map((w) => w.type)).toContain('savings')
    const breakdown = await loadSavingsPage(new Request(`${PAGE}?sheet=detailed_savings`), context)
    expect(breakdown.sheet).toBe('detailed_savings')
    expect(breakdown.breakdown?.rows.length).toBeGreaterThan(0)
    // An unknown sheet is none.
    expect((await loadSavingsPage(new Request(`${PAGE}?sheet=nope`), context)).sheet).toBeNull()

    // The reason sheet's GET without a choice: the reason sheet again, with spec 2 §5's message.
    const noReason = await loadSavingsPage(new Request(`${PAGE}?sheet=cancel_bottomsheet_confirm_info&reason=`), context)
    expect(noReason).toMatchObject({ sheet: 'cancel_membership_bottom_info', reasonError: REASON_REQUIRED })
    const chosen = await loadSavingsPage(new Request(`${PAGE}?sheet=cancel_bottomsheet_confirm_info&reason=2`), context)
    expect(chosen).toMatchObject({ sheet: 'cancel_bottomsheet_confirm_info', reason: 'The savings are less than I expected' })

    // The confirm sheet's POST: without a reason refused; with one, cancelled and on to the success sheet.
    const refused = (await savingsAction(formPost(PAGE, { intent: 'cancel', plan_name: plan.name }), context)) as unknown as {
      init: { status: number }
      data: { message: string }
    }
    expect(refused.init.status).toBe(400)
    expect(refused.data.message).toBe(REASON_REQUIRED)
    const done = await thrown(() =>
      savingsAction(
        formPost(PAGE, { intent: 'cancel', cancellation_reason: 'The savings are less than I expected', plan_name: plan.name }),
        context,
      ),
    )
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe('/subscription-plan/myplan?sheet=successful_cancellation')
    const [term] = await db.select().from(memberships).where(eq(memberships.userId, c.userId))
    expect(term).toMatchObject({ state: 'cancelled', cancelReason: 'The savings are less than I expected' })
    const after = await loadSavingsPage(new Request(`${PAGE}?sheet=successful_cancellation`), context)
    expect(after.sheet).toBe('successful_cancellation')
    expect(after.page.data.bottom_sheets.successful_cancellation?.header).toBe('Your Care Plan is cancelled')
    // A second post: the refusal shown on the confirm sheet.
    const again = (await savingsAction(
      formPost(PAGE, { intent: 'cancel', cancellation_reason: '2', plan_name: plan.name }),
      context,
    )) as unknown as { init: { status: number } }
    expect(again.init.status).toBe(409)
  })
})

describe('/staff/care-plan (issue 23 §7)', () => {
  const staffOf = (roles: string[]) => ({
    idHash: `cp-staff-${roles.join('-')}`,
    user: { id: 1, name: 'Customer Care', email: null, phone: '9810000099', roles, isDoctor: false, isMerchant: false },
    actingAs: null,
    expiresAt: new Date('2099-01-01'),
  })
  const DESK = `${ORIGIN}/staff/care-plan`

  test("customer care sees a member's terms, savings rows and reminders, and cancels with a refund, audited as staff", async () => {
    const { c, plan } = await member()
    const staff = pageContext(f, { kind: 'user', userId: 1 }, staffOf(['ROLE_CCARE']))
    const page = await carePlanDeskLoader(new Request(`${DESK}?phone=${c.phone}`), staff)
    expect(page.record?.user.phone).toBe(c.phone)
    expect(page.record?.terms).toEqual([
      expect.objectContaining({ planName: plan.name, state: 'active', fee: plan.pricePaise / 100, codLocked: false }),
    ])
    expect(page.record!.terms[0]!.saved).toBeGreaterThan(0)
    expect(page.record!.rows.map((r) => r.benefit)).toContain('member_discount')
    expect(page.record!.reminders.map((j) => [j.kind, j.status])).toEqual([
      ['care_plan.renewal_reminder', 'waiting'],
      ['care_plan.renewal_reminder', 'waiting'],
    ])

    // A reason is required (spec 2 §5).
    const bare = await carePlanDeskAction(
      formPost(DESK, { user_id: c.userId, phone: c.phone, plan_name: plan.name, cancellation_reason: '' }),
      staff,
    )
    expect(bare).toMatchObject({ data: { message: REASON_REQUIRED } })
    const done = await thrown(() =>
      carePlanDeskAction(
        formPost(DESK, { user_id: c.userId, phone: c.phone, plan_name: plan.name, cancellation_reason: 'Other reasons' }),
        staff,
      ),
    )
    expect(done.status).toBe(303)
    const [term] = await db.select().from(memberships).where(eq(memberships.userId, c.userId))
    expect(term!.state).toBe('cancelled')
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, c.userId), eq(auditLog.action, 'care_plan.cancel')))
    expect(audit).toMatchObject({ actorUserId: 1 })
    const after = await carePlanDeskLoader(new Request(`${DESK}?phone=${c.phone}`), staff)
    expect(after.record!.reminders.map((j) => j.status)).toEqual(['cancelled', 'cancelled'])
  })

  test('anyone without an admin role gets the 404 page; a bad number is told so', async () => {
    const { c } = await member()
    for (const session of [null, c.session, staffOf(['ROLE_PHARMACIST'])]) {
      const ctx = pageContext(f, c.owner, session)
      await expect(carePlanDeskLoader(new Request(`${DESK}?phone=${c.phone}`), ctx)).rejects.toMatchObject({
        init: { status: 404 },
      })
    }
    const staff = pageContext(f, { kind: 'user', userId: 1 }, staffOf(['ROLE_ADMIN']))
    expect(await carePlanDeskLoader(new Request(`${DESK}?phone=12345`), staff)).toMatchObject({
      problem: 'Please enter a valid number',
      record: null,
    })
    expect(await carePlanDeskLoader(new Request(`${DESK}?phone=6999999999`), staff)).toMatchObject({ notFound: true })
  })
})
