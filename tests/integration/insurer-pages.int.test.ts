import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { insurerPageAction, insurerPageLoader } from '../../app/insurer/insurer.server.ts'
import { insurerDeskAction, insurerDeskLoader } from '../../app/staff/insurer.server.ts'
import { NOT_MATCHED } from '../../core/insurer/policy.ts'
import type { Db } from '../../server/db/client.ts'
import { insurerMembers, users } from '../../server/db/schema.ts'
import { createApiFixture, type ApiFixture } from './app-fixture.ts'
import { formPost, pageContext, shop } from './shop.ts'

// Issue 27 §4 (decision 087): the insurer page as a browser without JavaScript uses it (a plain form's POST), and the
// staff page where ROLE_ADMIN uploads the member list (anyone else: the 404 page).

const ORIGIN = 'http://localhost'
const PAGE = `${ORIGIN}/tata-aia-shubhhealthplus`
let f: ApiFixture
let db: Db
const people = shop(() => f, { prefix: '72720', name: 'Page Holder' })

beforeAll(async () => {
  f = await createApiFixture({ now: () => new Date('2026-11-30T10:00:00+05:30') })
  db = f.database.db
})
afterAll(() => f?.close())

let staffSerial = 0
async function staffMember(roles: string[]) {
  const phone = `72721${String(++staffSerial).padStart(5, '0')}`
  const [u] = await db.insert(users).values({ name: 'Partner Desk', phone, phoneVerified: true, roles }).returning()
  const session = {
    idHash: `ins-staff-${phone}`,
    user: { id: u!.id, name: 'Partner Desk', email: null, phone, roles, isDoctor: false, isMerchant: false },
    actingAs: null,
    expiresAt: new Date('2099-01-01'),
  }
  return pageContext(f, { kind: 'user', userId: u!.id }, session)
}

function upload(text: string, name = 'members.csv') {
  const body = new FormData()
  body.set('members', new File([text], name, { type: 'text/csv' }))
  return new Request(`${ORIGIN}/staff/insurer`, { method: 'POST', body })
}

describe('the staff page', () => {
  test('customer care, a customer and a guest get the 404 page', async () => {
    const c = await people.customer()
    const ccare = await staffMember(['ROLE_CCARE'])
    for (const ctx of [pageContext(f, c.owner, null), pageContext(f, c.owner, c.session), ccare]) {
      await expect(insurerDeskLoader(ctx)).rejects.toMatchObject({ init: { status: 404 } })
      await expect(
        insurerDeskAction(upload('policy_number,date_of_birth\nTP0000000001,1990-01-01\n'), ctx),
      ).rejects.toMatchObject({ init: { status: 404 } })
    }
    expect(await db.select().from(insurerMembers).where(eq(insurerMembers.policyNumber, 'TP0000000001'))).toEqual([])
  })

  test('an admin’s upload with bad rows lists them and imports nothing; a good one imports', async () => {
    const admin = await staffMember(['ROLE_ADMIN'])
    const bad = await insurerDeskAction(
      upload('policy_number,date_of_birth\nTP0000000002,1990-01-01\nnope,1990-01-01\nTP0000000003,\n'),
      admin,
    )
    expect(bad).toMatchObject({
      ok: false,
      message: 'Nothing was imported: 2 rows need fixing.',
      problems: [
        { line: 3, reason: 'The policy number is not two letters and ten digits (like TA1234567890)' },
        { line: 4, reason: 'The date of birth is missing' },
      ],
    })
    expect(await db.select().from(insurerMembers).where(eq(insurerMembers.policyNumber, 'TP0000000002'))).toEqual([])
    const empty = await insurerDeskAction(upload('', ''), admin)
    expect(empty).toMatchObject({ data: { message: 'Please choose the member list (a CSV file)' } })
    const good = await insurerDeskAction(upload('policy_number,date_of_birth\nTP0000000002,1990-01-01\n', 'list.csv'), admin)
    expect(good).toEqual({ ok: true, rows: 1, added: 1, updated: 0 })
    expect((await insurerDeskLoader(admin)).uploads[0]).toMatchObject({ fileName: 'list.csv', rows: 1 })
  })
})

describe('the insurer page without JavaScript', () => {
  test('a guest reads the sample content and is sent to sign in to activate', async () => {
    const guest = pageContext(f, { kind: 'visitor', visitorId: 'a'.repeat(32) }, null)
    const d = await insurerPageLoader(new Request(PAGE), guest)
    expect(d).toMatchObject({ signedIn: false, benefits: null, page: { slug: 'tata-aia-shubhhealthplus', sample: true } })
    expect(d.page.blocks.some((b) => b.type === 'form' && b.form === 'insurer_activation')).toBe(true)
    const sent = await insurerPageAction(
      formPost(PAGE, { policy_number: 'TP0000000002', date_of_birth: '1990-01-01' }),
      guest,
    ).catch((r: unknown) => r)
    expect(sent).toBeInstanceOf(Response)
    expect((sent as Response).status).toBe(303)
    expect((sent as Response).headers.get('location')).toBe('/tata-aia-shubhhealthplus?login=true')
  })

  test('a wrong date of birth is refused with the one message; the right one activates and shows what is left', async () => {
    await f.services.insurer.upload(1, { name: null, text: 'policy_number,date_of_birth\nTP0000000010,1977-03-04\n' })
    const c = await people.customer()
    const ctx = pageContext(f, c.owner, c.session)
    expect(await insurerPageLoader(new Request(PAGE), ctx)).toMatchObject({ signedIn: true, benefits: { active: false } })
    const refused = await insurerPageAction(formPost(PAGE, { policy_number: 'TP0000000010', date_of_birth: '1977-03-05' }), ctx)
    expect(refused).toMatchObject({
      data: { ok: false, message: NOT_MATCHED, policyNumber: 'TP0000000010' },
      init: { status: 400 },
    })
    expect((refused as { data: object }).data).not.toHaveProperty('field')
    const done = await insurerPageAction(
      formPost(PAGE, { policy_number: 'TP0000000010', date_of_birth: '1977-03-04' }),
      ctx,
    ).catch((r: unknown) => r)
    expect((done as Response).status).toBe(303)
    expect((done as Response).headers.get('location')).toBe('/tata-aia-shubhhealthplus?activated=1#insurer-benefits')
    const after = await insurerPageLoader(new Request(`${PAGE}?activated=1`), ctx)
    expect(after).toMatchObject({
      activated: true,
      benefits: {
        active: true,
        policy_number: '••••••••0010',
        benefits: { medicine_left_this_year: 1000, consultations_left: 1 },
      },
    })
  })
})
