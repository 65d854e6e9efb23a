import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { NOT_MATCHED } from '../../../core/insurer/policy.ts'
import { ErrorBodySchema } from '../../../contracts/http.ts'
import { InsurerBenefitsAnswerSchema } from '../../../contracts/insurer.ts'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'
import { seededCatalog, shop } from '../../../tests/integration/shop.ts'
import type { Db } from '../../db/client.ts'
import {
  auditLog,
  insurerActivations,
  insurerBenefitUses,
  insurerMembers,
  labOffers,
  labs,
  orderLines,
  orders,
  users,
} from '../../db/schema.ts'
import { userOwner } from '../cart/owner.ts'
import { removeOrderLines } from '../orders/index.ts'
import { ACTIVATION_TRIES, TOO_MANY_TRIES } from './service.ts'

// Issue 27 §4 (decision 087): activating an insurer's benefits with the policy number AND the date of birth, refused
// with one message naming no field, tries limited per account and per policy number, idempotent for the same account,
// one policy to one account; the member list uploaded by staff as CSV, checked row by row and written all or nothing.

let clock = new Date('2026-11-30T10:00:00+05:30')
let f: ApiFixture
let db: Db
beforeAll(async () => {
  f = await createApiFixture({ now: () => clock })
  db = f.database.db
})
afterAll(() => f?.close())

const { customer, fill, member } = shop(() => f, { prefix: '72710', name: 'Policy Holder' })
const catalog = seededCatalog(() => db)
beforeAll(() => catalog.load())
let staffId = 0
beforeAll(async () => {
  const [s] = await db
    .insert(users)
    .values({ name: 'Partner Desk Test', phone: '7271099999', phoneVerified: true, roles: ['ROLE_ADMIN'] })
    .returning({ id: users.id })
  staffId = s!.id
})

const LIST = [
  'policy_number,name,date_of_birth,cover_until',
  'TI0000000001,Kavya Nair,1984-02-29,',
  'TI0000000002,Rahul Bose,12/07/1979,2027-12-31',
  'TI0000000003,Ended Cover,1970-01-01,2026-01-31',
  'TI0000000004,Rate Limited,1966-06-06,',
  'TI0000000005,Idempotent,1999-09-09,',
  'TI0000000006,Other Policy,1988-08-08,',
  'TI0000000011,Cart One,1980-01-01,',
  'TI0000000012,Cart Two,1980-01-02,',
  'TI0000000013,Cart Three,1980-01-03,',
  'TI0000000014,Lab Cart,1980-01-04,',
  'TI0000000015,Cover Ends,1980-01-05,',
  'TI0000000016,Part Approved,1980-01-06,',
].join('\n')

beforeAll(async () => {
  const answer = await f.services.insurer.upload(staffId, { name: 'members.csv', text: LIST })
  expect(answer).toEqual({ ok: true, rows: 12, added: 12, updated: 0 })
})

/** A customer with a session cookie for the HTTP calls. */
async function holder() {
  const c = await customer()
  const session = await f.services.sessions.create(c.userId)
  const cookie = `sid=${session.token}`
  const csrf = await f.services.sessions.csrfToken({ sessionIdHash: session.idHash })
  return {
    c,
    benefits: () => f.json('/pwa-api/api/v4/insurer/benefits', { headers: { cookie } }),
    activate: (policy_number: unknown, date_of_birth: unknown) =>
      f.json('/pwa-api/api/v4/insurer/activate', {
        method: 'POST',
        headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' },
        body: JSON.stringify({ policy_number, date_of_birth }),
      }),
  }
}

describe('activation', () => {
  test('a guest gets 401; an account sees the sample benefits, not active', async () => {
    expect((await f.json('/pwa-api/api/v4/insurer/benefits')).status).toBe(401)
    expect((await f.postJson('/pwa-api/api/v4/insurer/activate', { policy_number: 'x', date_of_birth: 'y' })).status).toBe(401)
    const h = await holder()
    const res = await h.benefits()
    expect(res.status).toBe(200)
    expect(InsurerBenefitsAnswerSchema.parse(res.body).data).toMatchObject({ sample: true, active: false, policy_number: null })
  })

  test('a wrong date of birth and a wrong policy number get the same message, naming no field', async () => {
    const h = await holder()
    const wrongBirth = await h.activate('TI0000000001', '1984-03-01')
    const wrongNumber = await h.activate('TI0000000009', '1984-02-29')
    const notANumber = await h.activate('hello', '1984-02-29')
    const ended = await h.activate('TI0000000003', '1970-01-01')
    for (const res of [wrongBirth, wrongNumber, notANumber, ended]) {
      expect(res.status).toBe(400)
      const body = ErrorBodySchema.parse(res.body)
      expect(body.message).toBe(NOT_MATCHED)
      expect(body.data.errors).toEqual([{ message: NOT_MATCHED }])
    }
    expect(JSON.stringify(wrongBirth.body)).toBe(JSON.stringify(wrongNumber.body))
    expect((await h.benefits()).body.data.active).toBe(false)
  })

  test('empty fields are refused by the form’s own messages', async () => {
    const h = await holder()
    const res = await h.activate('', '')
    expect(res.status).toBe(400)
    expect(ErrorBodySchema.parse(res.body).data.errors.map((e) => e.field)).toEqual(['policy_number', 'date_of_birth'])
  })

  test('the policy number and date of birth activate, typed loosely; again is idempotent', async () => {
    const h = await holder()
    const res = await h.activate(' ti-0000 000 002 ', '12/07/1979')
    expect(res.status).toBe(200)
    const data = InsurerBenefitsAnswerSchema.parse(res.body).data
    expect(data).toMatchObject({
      active: true,
      policy_number: '••••••••0002',
      benefits: { free_consultations: 1, consultations_left: 1, medicine_left_this_year: 1000, medicine_cap_per_order: 200 },
    })
    const again = await h.activate('TI0000000002', '1979-07-12')
    expect(again.status).toBe(200)
    expect(again.body).toEqual(res.body)
    expect(await db.select().from(insurerActivations).where(eq(insurerActivations.userId, h.c.userId))).toHaveLength(1)
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'insurer.activate'))
    expect(audits.filter((a) => a.targetUserId === h.c.userId)).toHaveLength(1)
  })

  test('one policy to one account, one account to one policy', async () => {
    const first = await holder()
    expect((await first.activate('TI0000000005', '1999-09-09')).status).toBe(200)
    const second = await holder()
    const taken = await second.activate('TI0000000005', '1999-09-09')
    expect(taken.status).toBe(409)
    expect(taken.body.message).toMatch(/already active on another MedWise account/)
    const other = await first.activate('TI0000000006', '1988-08-08')
    expect(other.status).toBe(409)
    expect(other.body.message).toMatch(/another policy/)
  })

  test('two accounts activating one policy at once: exactly one gets it', async () => {
    const [a, b] = [await holder(), await holder()]
    const answers = await Promise.all([a.activate('TI0000000006', '1988-08-08'), b.activate('TI0000000006', '1988-08-08')])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
  })

  test('tries are limited per account, and per policy number across accounts', async () => {
    const h = await holder()
    for (let i = 0; i < ACTIVATION_TRIES; i++) expect((await h.activate('TI0000000004', '2000-01-01')).status).toBe(400)
    const limited = await h.activate('TI0000000004', '1966-06-06')
    expect(limited.status).toBe(429)
    expect(limited.body.message).toBe(TOO_MANY_TRIES)
    // Another account guessing the same policy number meets the policy's limit, even with the right date.
    const other = await holder()
    expect((await other.activate('TI0000000004', '1966-06-06')).status).toBe(429)
    // An hour later both limits have ended.
    clock = new Date(clock.getTime() + 61 * 60_000)
    expect((await other.activate('TI0000000004', '1966-06-06')).status).toBe(200)
  })
})

describe('the member list upload', () => {
  test('a list with bad rows writes nothing and lists each row’s problem', async () => {
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(insurerMembers)
    const answer = await f.services.insurer.upload(staffId, {
      name: 'bad.csv',
      text: 'policy_number,date_of_birth\nTI0000000101,1990-01-01\nTI01,1990-01-01\nTI0000000102,31/02/1990\nTI0000000101,1990-01-01\n',
    })
    expect(answer).toEqual({
      ok: false,
      problemCount: 3,
      problems: [
        { line: 3, reason: 'The policy number is not two letters and ten digits (like TA1234567890)' },
        { line: 4, reason: 'The date of birth is not a real date (YYYY-MM-DD or DD/MM/YYYY)' },
        { line: 5, reason: 'The policy number is also on line 2' },
      ],
    })
    const after = await db.select({ n: sql<number>`count(*)::int` }).from(insurerMembers)
    expect(after).toEqual(before)
    expect(await db.select().from(insurerMembers).where(eq(insurerMembers.policyNumber, 'TI0000000101'))).toEqual([])
  })

  test('a good list adds and updates by policy number, audited', async () => {
    const answer = await f.services.insurer.upload(staffId, {
      name: 'update.csv',
      text: 'policy_number,date_of_birth,name\nTI0000000001,1984-02-29,Kavya Nair\nTI0000000201,2001-01-01,New Person\n',
    })
    expect(answer).toEqual({ ok: true, rows: 2, added: 1, updated: 1 })
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'insurer.members.upload'))
    expect(audits.at(-1)).toMatchObject({ actorUserId: staffId, detail: { rows: 2, added: 1, fileName: 'update.csv' } })
  })
})

describe('the medicines discount in the pharmacy cart', () => {
  let keys = 0
  const key = () => `insurer-order-${++keys}-key`
  /** A product and a quantity whose item total is at least `atLeast` paise. */
  const enough = (atLeast: number) => {
    const p = catalog.all().find((x) => !x.rxRequired && x.pricePaise >= 10_000 && x.pricePaise <= 100_000)!
    return [p, Math.min(20, Math.ceil(atLeast / p.pricePaise))] as const
  }

  test('shows as a line of the bill, is charged through checkout, used when placed and released when cancelled', async () => {
    const h = await holder()
    expect((await h.activate('TI0000000011', '1980-01-01')).status).toBe(200)
    const [p, q] = enough(60_000)
    await fill(h.c, [[p, q]])
    const reading = await f.services.cartDetails.read(h.c.owner, { city: h.c.city, checkStock: true })
    const itemTotal = p.pricePaise * q
    const discount = Math.min(Math.floor(itemTotal / 10), 20_000)
    expect(reading.bill).toMatchObject({ itemTotal, memberDiscount: discount, memberSource: 'insurer' })
    expect(reading.bill.payable).toBe(itemTotal - discount + reading.bill.deliveryFee)
    const billWidget = reading.details.widgets.find((w) => w.type === 'bill_summary')
    expect(billWidget).toMatchObject({
      rows: expect.arrayContaining([
        {
          id: 'insurer_discount',
          label: 'Tata AIA Shubh Health Plus discount',
          value: -discount / 100,
          sub_text: null,
        },
      ]),
    })

    const placed = await f.services.orders.place(
      h.c.userId,
      { cartType: 'pharmacy', payment: 'cod', useWallet: false, expectedTotal: reading.bill.payable },
      key(),
    )
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.body.orderId))
    expect(order).toMatchObject({ memberDiscountPaise: discount, totalPaise: reading.bill.payable })
    const uses = () => db.select().from(insurerBenefitUses).where(eq(insurerBenefitUses.orderId, placed.body.orderId))
    expect(await uses()).toMatchObject([{ kind: 'medicine', amountPaise: discount, state: 'used', userId: h.c.userId }])
    const left = (await h.benefits()).body.data.benefits.medicine_left_this_year
    expect(left).toBe((100_000 - discount) / 100)

    await f.services.orders.cancel(h.c.userId, placed.body.number, 'Changed my mind')
    expect(await uses()).toMatchObject([{ state: 'released' }])
    expect((await h.benefits()).body.data.benefits.medicine_left_this_year).toBe(1000)
  })

  test('an approval in part keeps the discount on the lines that stay, in proportion (not the care plan’s rows)', async () => {
    const h = await holder()
    expect((await h.activate('TI0000000016', '1980-01-06')).status).toBe(200)
    const cheap = catalog.all().filter((x) => !x.rxRequired && x.pricePaise >= 10_000 && x.pricePaise <= 50_000)
    const [a, b] = [cheap[0]!, cheap[1]!]
    const reading = await (async () => {
      await fill(h.c, [
        [a, 2],
        [b, 3],
      ])
      return f.services.cartDetails.read(h.c.owner, { city: h.c.city, checkStock: true })
    })()
    expect(reading.bill.memberSource).toBe('insurer')
    const placed = await f.services.orders.place(
      h.c.userId,
      { cartType: 'pharmacy', payment: 'cod', useWallet: false, expectedTotal: reading.bill.payable },
      key(),
    )
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.body.orderId))
    expect(order!.memberDiscountPaise).toBeGreaterThan(0)
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order!.id))
    const gone = lines.find((l) => l.skuId === b.id)!
    const kept = lines.filter((l) => l.id !== gone.id)
    await db.transaction((tx) => removeOrderLines(tx, order!, kept, [gone.id], clock))
    const [after] = await db.select().from(orders).where(eq(orders.id, order!.id))
    const itemTotal = a.pricePaise * 2
    const expected = Math.floor((order!.memberDiscountPaise * itemTotal) / order!.itemTotalPaise)
    expect(expected).toBeGreaterThan(0)
    expect(after).toMatchObject({
      itemTotalPaise: itemTotal,
      memberDiscountPaise: expected,
      totalPaise: itemTotal - expected + order!.deliveryFeePaise,
    })
  })

  test('capped per order and by what is left of the year', async () => {
    const h = await holder()
    expect((await h.activate('TI0000000012', '1980-01-02')).status).toBe(200)
    const [p, q] = enough(300_000)
    await fill(h.c, [[p, q]])
    const read = () => f.services.cartDetails.read(h.c.owner, { city: h.c.city, checkStock: true })
    expect((await read()).bill.memberDiscount).toBe(20_000)
    // Earlier orders this year used ₹900 of the ₹1,000: ₹100 is left.
    const [activation] = await db.select().from(insurerActivations).where(eq(insurerActivations.userId, h.c.userId))
    await db.insert(insurerBenefitUses).values({
      activationId: activation!.id,
      userId: h.c.userId,
      kind: 'medicine',
      orderId: -h.c.userId,
      orderNumber: 'EARLIER',
      amountPaise: 90_000 as never,
      year: 2026,
      state: 'used',
      createdAt: clock,
    })
    expect((await read()).bill.memberDiscount).toBe(10_000)
  })

  test('a guest and an account without a policy get no insurer discount', async () => {
    const c = await customer()
    await fill(c, [[catalog.otc(0), 1]])
    const reading = await f.services.cartDetails.read(c.owner, { city: c.city, checkStock: true })
    expect(reading.bill).toMatchObject({ memberDiscount: 0, memberSource: null })
    expect(reading.insurer).toBeNull()
  })

  test('with a care plan too, the better of the two applies, never both', async () => {
    const h = await holder()
    await member(h.c)
    const plan = (await f.services.carePlan.plans()).find((x) => x.terms.medicineDiscountPercent > 0)!
    expect((await h.activate('TI0000000013', '1980-01-03')).status).toBe(200)
    const [p, q] = enough(50_000)
    await fill(h.c, [[p, q]])
    const reading = await f.services.cartDetails.read(userOwner(h.c.userId), { city: h.c.city, checkStock: true })
    const itemTotal = reading.bill.itemTotal
    const care = Math.floor((itemTotal * plan.terms.medicineDiscountPercent) / 100)
    const ins = Math.min(Math.floor(itemTotal / 10), 20_000)
    expect(reading.bill.memberDiscount).toBe(Math.max(care, ins))
    expect(reading.bill.memberSource).toBe(ins > care ? 'insurer' : 'care_plan')
    expect(reading.insurer === null).toBe(ins <= care)
    expect(reading.carePlan.discounts.size > 0).toBe(care >= ins)
  })
})

describe('the lab discount in the labs cart', () => {
  test('15% off the tests (sample), as its own bill row, once active', async () => {
    const [offer] = await db
      .select({ testId: labOffers.testId, cities: labs.cities })
      .from(labOffers)
      .innerJoin(labs, eq(labs.id, labOffers.labId))
      .limit(1)
    const h = await holder()
    await f.services.cart.replaceLabs(h.c.owner, [offer!.testId], offer!.cities[0]!)
    const billOf = async () => {
      const d = await f.services.cart.labsDetails(h.c.owner)
      const bill = d.widgets.find((w) => w.type === 'bill_summary')!
      return bill.type === 'bill_summary' ? bill : null
    }
    const before = (await billOf())!
    expect(before.rows.find((r) => r.id === 'insurer_discount')).toBeUndefined()
    expect((await h.activate('TI0000000014', '1980-01-04')).status).toBe(200)
    const after = (await billOf())!
    const mrpRow = before.rows.find((r) => r.id === 'mrp_total')!.value
    const discountRow = before.rows.find((r) => r.id === 'item_discount')!.value
    const testsTotal = Math.round((mrpRow + discountRow) * 100)
    expect(after.rows.find((r) => r.id === 'insurer_discount')).toEqual({
      id: 'insurer_discount',
      label: 'Tata AIA Shubh Health Plus discount',
      value: -Math.floor((testsTotal * 15) / 100) / 100,
      sub_text: null,
    })
    expect(after.payable_amount).toBeCloseTo(before.payable_amount - Math.floor((testsTotal * 15) / 100) / 100, 2)
  })
})

describe('a policy whose cover ends', () => {
  test('stops its benefits: no discount in the cart, not active on the page', async () => {
    const h = await holder()
    expect((await h.activate('TI0000000015', '1980-01-05')).status).toBe(200)
    await fill(h.c, [[catalog.otc(0), 2]])
    const read = () => f.services.cartDetails.read(h.c.owner, { city: h.c.city, checkStock: true })
    expect((await read()).bill.memberSource).toBe('insurer')
    const ended = await f.services.insurer.upload(staffId, {
      name: 'ended.csv',
      text: 'policy_number,date_of_birth,cover_until\nTI0000000015,1980-01-05,2026-11-01\n',
    })
    expect(ended).toMatchObject({ ok: true, updated: 1 })
    expect((await read()).bill).toMatchObject({ memberDiscount: 0, memberSource: null })
    expect((await h.benefits()).body.data).toMatchObject({ active: false })
    expect(await f.services.insurer.freeConsultations(h.c.userId)).toEqual({ allowed: 0, left: 0 })
  })
})
