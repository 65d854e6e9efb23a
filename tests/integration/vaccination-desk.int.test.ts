import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { action as deskAction, loader as deskLoader } from '../../app/routes/staff-vaccination.tsx'
import { loader as certificateLoader } from '../../app/routes/staff-vaccination-certificate.ts'
import { paise } from '../../core/money.ts'
import { istInstant } from '../../core/time/ist.ts'
import type { Db } from '../../server/db/client.ts'
import { auditLog, patients } from '../../server/db/schema.ts'
import type { ActiveSession } from '../../server/modules/auth/sessions.ts'
import { visitorOwner } from '../../server/modules/cart/owner.ts'
import { createApiFixture, type ApiFixture } from './app-fixture.ts'
import { formPost, pageContext, shop } from './shop.ts'

// Issue 27 §6: the vaccination desk's page (/staff/vaccination) answers 404 to anyone but the labs desk's roles
// (a customer, a pharmacist, a doctor, a guest), loaders and actions alike; for the desk it lists the day's visits and
// its forms record the dose (refusals shown beside the form, nothing moves) and end the observation (audited); the
// desk's certificate download is a PDF.

let clock = new Date('2026-11-30T04:00:00Z')
let f: ApiFixture
let db: Db
beforeAll(async () => {
  f = await createApiFixture({ now: () => clock })
  db = f.database.db
})
afterAll(() => f?.close())

const people = shop(() => f, { prefix: '72085', name: 'Desk Parent' })
const session = (id: number, roles: string[]): ActiveSession => ({
  idHash: `vac-desk-${id}-${roles.join('-')}`,
  user: { id, name: `Staff ${id}`, email: null, phone: null, roles, isDoctor: false, isMerchant: false },
  actingAs: null,
  expiresAt: new Date('2099-01-01'),
})

async function run<T>(fn: (args: never) => Promise<T>, who: ActiveSession | null, request: Request, params = {}) {
  const args = { request, params, context: pageContext(f, visitorOwner('0'.repeat(32)), who) } as never
  try {
    const answer = await fn(args)
    if (answer instanceof Response) return { status: answer.status, location: answer.headers.get('location'), answer }
    return answer
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('location') }
    const init = (thrown as { init?: { status?: number } }).init
    if (init?.status) return { status: init.status }
    throw thrown
  }
}

async function booked() {
  const c = await people.customer()
  await f.services.wallet.credit(db, c.userId, paise(10_000_00), { kind: 'recharge', reference: `vd:${c.userId}`, note: 't' })
  const [child] = await db
    .insert(patients)
    .values({ userId: c.userId, name: 'Desk Child', birthDate: '2015-03-03', gender: 'female', relation: 'child' })
    .returning({ id: patients.id })
  const day = await f.services.vaccination.slots.availability('New Delhi', '2026-12-01')
  const slot = day.slots.find((s) => s.starts_at === istInstant('2026-12-01', 12 * 60).toISOString())!
  const placed = await f.services.vaccination.book(
    c.userId,
    {
      cartType: 'vaccination',
      payment: 'wallet',
      useWallet: true,
      expectedTotal: paise(4_298_00),
      vaccine: 'hpv',
      patientId: child!.id,
      dateOfBirth: null,
      earlierDoses: [],
      slotId: slot.id,
      addressId: null,
    },
    `vac-desk-${c.userId}-key`,
  )
  return { c, number: placed.body.number }
}

const DESK = 'http://localhost/staff/vaccination'

describe('the vaccination desk page', () => {
  test('anyone but the labs desk’s roles gets 404, loaders and actions alike; nothing moves', async () => {
    const { c, number } = await booked()
    const dose = { _csrf: 't', intent: 'dose', number, batch_number: 'HPV1', expiry: '2027-06-30', cold_chain_c: '5' }
    for (const who of [null, c.session, session(9_000_001, ['ROLE_PHARMACIST']), session(9_000_002, ['ROLE_DOCTOR'])]) {
      expect(await run(deskLoader, who, new Request(DESK))).toEqual({ status: 404 })
      expect(await run(deskAction, who, formPost(DESK, dose))).toEqual({ status: 404 })
      expect(await run(certificateLoader, who, new Request(`${DESK}/${number}/certificate`), { number })).toEqual({
        status: 404,
      })
    }
    expect((await f.services.vaccination.get(c.userId, number)).status).toBe('booked')
  })

  test('the day’s visits; a refused dose stays booked; the dose, the observation and the certificate, audited', async () => {
    const { number } = await booked()
    const ops = session(9_000_003, ['ROLE_LAB_OPS'])
    clock = istInstant('2026-12-01', 12 * 60 + 2)
    const day = (await run(deskLoader, ops, new Request(`${DESK}?date=2026-12-01`))) as Awaited<ReturnType<typeof deskLoader>>
    expect(day.visits.find((v) => v.number === number)).toMatchObject({
      status: 'booked',
      patient: 'Desk Child',
      vaccine: 'HPV vaccine',
      dose: 1,
      doseOf: 2,
    })
    const cold = (await run(
      deskAction,
      ops,
      formPost(DESK, { _csrf: 't', intent: 'dose', number, batch_number: 'HPV1', expiry: '2027-06-30', cold_chain_c: '9' }),
    )) as { data: { message: string; number: string }; init: { status: number } }
    expect(cold.init.status).toBe(400)
    expect(cold.data).toMatchObject({
      number,
      message: 'The carrier reads 9 °C, outside 2–8 °C. Do not give this vial: the cold chain is broken.',
    })
    expect((await f.services.vaccination.desk.get(number)).status).toBe('booked')
    const given = await run(
      deskAction,
      ops,
      formPost(DESK, {
        _csrf: 't',
        intent: 'dose',
        number,
        batch_number: 'HPV1',
        expiry: '2027-06-30',
        cold_chain_c: '4.5',
        date: '2026-12-01',
      }),
    )
    expect(given).toMatchObject({ status: 303, location: '/staff/vaccination?date=2026-12-01&done=dose' })
    const early = (await run(deskAction, ops, formPost(DESK, { _csrf: 't', intent: 'observe', number }))) as {
      init: { status: number }
    }
    expect(early.init.status).toBe(409)
    clock = new Date(clock.getTime() + 30 * 60_000)
    expect(await run(deskAction, ops, formPost(DESK, { _csrf: 't', intent: 'observe', number }))).toMatchObject({
      status: 303,
      location: '/staff/vaccination?done=observe',
    })
    const pdf = (await run(certificateLoader, ops, new Request(`${DESK}/${number}/certificate`), { number })) as {
      status: number
      answer: Response
    }
    expect(pdf.status).toBe(200)
    expect(pdf.answer.headers.get('content-type')).toBe('application/pdf')
    expect(
      Buffer.from(await pdf.answer.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-')
    const audited = await db.select().from(auditLog).where(eq(auditLog.actorUserId, ops.user.id))
    expect(audited.map((a) => a.action).sort()).toEqual(['vaccination.dose', 'vaccination.observed'])
  })
})
