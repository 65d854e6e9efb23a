import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { grievancesAction, grievanceLoader, grievancesLoader } from '../../app/grievances/grievances.server.ts'
import { staffGrievancesAction, staffGrievancesLoader } from '../../app/grievances/staff-grievances.server.ts'
import { GRIEVANCE_TEXTS } from '../../core/grievances/rules.ts'
import { GrievanceAnswerSchema, GrievanceListAnswerSchema } from '../../contracts/grievances.ts'
import { createApiFixture, type ApiFixture } from './app-fixture.ts'
import { browserClient } from './browser-client.ts'
import { formPost, pageContext, shop } from './shop.ts'
import type { Db } from '../../server/db/client.ts'
import { auditLog, grievances, outboxMessages, users } from '../../server/db/schema.ts'

// Issue 26 §6 (decision 082): a grievance is numbered GRV-{year}-{id}, due 90 days after filing (a fake clock), shown
// to its person only (anyone else: 404), worked by customer care only (anyone else: the 404 page), every move audited,
// and the person told of the answer they then read.

const clock = new Date('2026-11-25T08:10:00+05:30')
const DAY = 86_400_000
const ORIGIN = 'http://localhost'
let f: ApiFixture
let db: Db
const people = shop(() => f, { prefix: '74682', name: 'Meena Pillai' })

beforeAll(async () => {
  f = await createApiFixture({ now: () => clock })
  db = f.database.db
})
afterAll(() => f?.close())

type Customer = Awaited<ReturnType<typeof people.customer>>

async function browserOf(c: Customer) {
  const session = await f.services.sessions.create(c.userId)
  const b = browserClient(f)
  b.jar.set('sid', session.token)
  b.csrf = await f.services.sessions.csrfToken({ sessionIdHash: session.idHash })
  return b
}

const MESSAGE = 'Please tell me which of my data you hold and who it was shared with.'
const fileFor = (c: Customer, fields: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  browserOf(c).then((b) => b.post('/pwa-api/api/v4/grievances', { category: 'access', message: MESSAGE, ...fields }, headers))

let staffSerial = 0
async function staffMember(roles: string[]) {
  const phone = `74683${String(++staffSerial).padStart(5, '0')}`
  const [u] = await db.insert(users).values({ name: 'Grievance Desk', phone, phoneVerified: true, roles }).returning()
  return {
    id: u!.id,
    session: {
      idHash: `grv-staff-${phone}`,
      user: { id: u!.id, name: 'Grievance Desk', email: null, phone, roles, isDoctor: false, isMerchant: false },
      actingAs: null,
      expiresAt: new Date('2099-01-01'),
    },
  }
}

describe('filing', () => {
  test('numbered GRV-{year}-{six digits}, due 90 days later, audited, the person told; a retry with the key is the same', async () => {
    const c = await people.customer()
    const key = 'grv-key-0001'
    const res = await fileFor(c, { reference: 'MW-2026-000042', idempotency_key: key })
    expect(res.status).toBe(201)
    const g = GrievanceAnswerSchema.parse(res.body).data
    const [row] = await db.select().from(grievances).where(eq(grievances.userId, c.userId))
    expect(g.number).toBe(`GRV-2026-${String(row!.id).padStart(6, '0')}`)
    expect(g).toMatchObject({ category: 'access', message: MESSAGE, reference: 'MW-2026-000042', status: 'open', answer: null })
    expect(new Date(g.due_at).getTime() - new Date(g.filed_at).getTime()).toBe(90 * DAY)
    expect(g.filed_at).toBe(clock.toISOString())

    const again = await fileFor(c, { reference: 'MW-2026-000042', idempotency_key: key })
    expect(again.status).toBe(200)
    expect(again.body.data.number).toBe(g.number)
    const byHeader = await fileFor(c, {}, { 'idempotency-key': 'grv-key-0002' })
    const byHeaderAgain = await fileFor(c, {}, { 'idempotency-key': 'grv-key-0002' })
    expect(byHeaderAgain.body.data.number).toBe(byHeader.body.data.number)
    expect(await db.select().from(grievances).where(eq(grievances.userId, c.userId))).toHaveLength(2)

    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, c.userId), eq(auditLog.action, 'grievance.file')))
    expect(audit).toHaveLength(2)
    expect(audit[0]!.detail).toMatchObject({ number: g.number, category: 'access' })
    const told = await db
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.text, `%${g.number}%`))
    expect(told).toEqual([expect.objectContaining({ channel: 'sms', to: `+91${c.phone}` })])
    expect(told[0]!.text).toContain('We will answer it by 23 February 2027')
  })

  test('bad input is a 400 with the form’s message; a guest a 401', async () => {
    const c = await people.customer()
    expect(await fileFor(c, { category: 'billing' })).toMatchObject({ status: 400, body: { message: GRIEVANCE_TEXTS.category } })
    expect(await fileFor(c, { message: 'Too short' })).toMatchObject({
      status: 400,
      body: { message: GRIEVANCE_TEXTS.messageShort },
    })
    expect(await fileFor(c, { reference: '<script>' })).toMatchObject({
      status: 400,
      body: { message: GRIEVANCE_TEXTS.reference },
    })
    const guest = await browserClient(f).start()
    expect((await guest.post('/pwa-api/api/v4/grievances', { category: 'other', message: MESSAGE })).status).toBe(401)
    expect((await guest.get('/pwa-api/api/v4/grievances')).status).toBe(401)
  })
})

describe('owner only', () => {
  test('the person lists and reads theirs; another account, a wrong year or a made-up number is a 404', async () => {
    const c = await people.customer()
    const other = await people.customer()
    const g = (await fileFor(c)).body.data
    const mine = GrievanceListAnswerSchema.parse((await (await browserOf(c)).get('/pwa-api/api/v4/grievances')).body)
    expect(mine.data.items.map((i) => i.number)).toEqual([g.number])
    expect((await (await browserOf(c)).get(`/pwa-api/api/v4/grievances/${g.number}`)).status).toBe(200)

    const theirs = await browserOf(other)
    const res = await theirs.get(`/pwa-api/api/v4/grievances/${g.number}`)
    expect(res).toMatchObject({ status: 404, body: { message: GRIEVANCE_TEXTS.noSuchGrievance } })
    expect((await theirs.get('/pwa-api/api/v4/grievances')).body.data.items).toEqual([])
    const wrongYear = g.number.replace('GRV-2026-', 'GRV-2025-')
    expect((await (await browserOf(c)).get(`/pwa-api/api/v4/grievances/${wrongYear}`)).status).toBe(404)
    expect((await (await browserOf(c)).get('/pwa-api/api/v4/grievances/GRV-2026-x')).status).toBe(400)

    // The page: the owner's, else the 404 page.
    const page = await grievanceLoader(
      new Request(`${ORIGIN}/profile/grievances/${g.number}?filed=1`),
      pageContext(f, other.owner, other.session),
      g.number,
    ).catch((e) => e)
    expect(page).toMatchObject({ init: { status: 404 } })
    const own = await grievanceLoader(
      new Request(`${ORIGIN}/profile/grievances/${g.number}?filed=1`),
      pageContext(f, c.owner, c.session),
      g.number,
    )
    expect(own).toMatchObject({ filed: true, grievance: { number: g.number, status: 'open' } })
  })

  test('the page files through its form and sends the person to the confirmation; a guest sees the officer', async () => {
    const c = await people.customer()
    const ctx = pageContext(f, c.owner, c.session)
    const loaded = await grievancesLoader(ctx)
    expect(loaded).toMatchObject({ signedIn: true, items: [], operator: { grievance: { name: expect.any(String) } } })
    const res = (await grievancesAction(
      formPost(`${ORIGIN}/profile/grievances`, {
        category: 'erasure',
        message: 'Please erase the address I saved for my old flat.',
        reference: '',
        idempotency_key: loaded.idempotencyKey,
      }),
      ctx,
    )) as Response
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toMatch(/^\/profile\/grievances\/GRV-2026-\d{6}\?filed=1$/)
    const refused = (await grievancesAction(
      formPost(`${ORIGIN}/profile/grievances`, { category: 'erasure', message: 'x' }),
      ctx,
    )) as unknown as {
      data: { ok: false; message: string }
    }
    expect(refused.data).toMatchObject({ ok: false, message: GRIEVANCE_TEXTS.messageShort })
    const guest = await grievancesLoader(pageContext(f, { kind: 'visitor', visitorId: 'g'.repeat(32) } as never, null))
    expect(guest).toMatchObject({ signedIn: false, items: [] })
  })
})

describe('the staff queue', () => {
  test('customer care only: a customer, a pharmacist or a guest gets the 404 page', async () => {
    const c = await people.customer()
    const pharmacist = await staffMember(['ROLE_PHARMACIST'])
    for (const session of [null, c.session, pharmacist.session]) {
      const ctx = pageContext(f, c.owner, session)
      await expect(staffGrievancesLoader(new Request(`${ORIGIN}/staff/grievances`), ctx)).rejects.toMatchObject({
        init: { status: 404 },
      })
      await expect(
        staffGrievancesAction(formPost(`${ORIGIN}/staff/grievances`, { intent: 'assign', grievance_id: 1 }), ctx),
      ).rejects.toMatchObject({ init: { status: 404 } })
    }
  })

  test('the clock counts down and shows overdue; take, answer, close are audited; the person reads the answer', async () => {
    const start = clock.getTime()
    const c = await people.customer()
    const g = (await fileFor(c, { category: 'correction', message: 'My date of birth on the invoice is wrong, please fix it.' }))
      .body.data
    const desk = await staffMember(['ROLE_CCARE'])
    const ctx = pageContext(f, { kind: 'user', userId: desk.id }, desk.session)
    const rowOf = async () =>
      (await staffGrievancesLoader(new Request(`${ORIGIN}/staff/grievances`), ctx)).rows.find((r) => r.number === g.number)

    expect((await rowOf())?.clock).toEqual({ daysLeft: 90, overdue: false })
    clock.setTime(start + 89 * DAY)
    expect((await rowOf())?.clock).toEqual({ daysLeft: 1, overdue: false })
    clock.setTime(start + 91 * DAY)
    expect((await rowOf())?.clock).toEqual({ daysLeft: -1, overdue: true })

    const id = (await rowOf())!.id
    const move = (fields: Record<string, string | number>) =>
      staffGrievancesAction(formPost(`${ORIGIN}/staff/grievances`, { grievance_id: id, ...fields }), ctx)
    const early = (await move({ intent: 'close' })) as unknown as { data: { message: string } }
    expect(early.data.message).toBe(GRIEVANCE_TEXTS.notAnswered)
    expect(await move({ intent: 'assign' })).toMatchObject({ ok: true, status: 'in_progress' })
    expect((await rowOf())?.assignedTo).toBe('Grievance Desk')
    const answer = 'We have corrected your date of birth; the next invoice will show it.'
    expect(await move({ intent: 'answer', answer })).toMatchObject({ ok: true, status: 'answered' })
    expect((await rowOf())?.clock).toBeNull()
    expect(await move({ intent: 'close' })).toMatchObject({ ok: true, status: 'closed' })
    expect(await rowOf()).toBeUndefined()
    const all = await staffGrievancesLoader(new Request(`${ORIGIN}/staff/grievances?show=all`), ctx)
    expect(all.rows.find((r) => r.number === g.number)?.status).toBe('closed')
    const closedAgain = (await move({ intent: 'answer', answer: 'More.' })) as unknown as { data: { message: string } }
    expect(closedAgain.data.message).toBe(GRIEVANCE_TEXTS.closed)

    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, desk.id), like(auditLog.action, 'grievance.%')))
    expect(audit.map((a) => a.action)).toEqual(['grievance.assign', 'grievance.answer', 'grievance.close'])
    expect(audit.every((a) => a.targetUserId === c.userId)).toBe(true)

    const seen = (await (await browserOf(c)).get(`/pwa-api/api/v4/grievances/${g.number}`)).body.data
    expect(seen).toMatchObject({ status: 'closed', answer })
    const told = await db
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.text, `Your grievance ${g.number} has been answered%`))
    expect(told).toHaveLength(1)
    clock.setTime(start)
  })
})
