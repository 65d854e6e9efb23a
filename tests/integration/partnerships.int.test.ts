import { and, eq, like } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { solveCaptchaPayload } from '../../app/auth/captcha.ts'
import { requestContext, servicesContext } from '../../app/context.server.ts'
import { contentFormAction, sawaalUthaoLoader } from '../../app/partnerships/forms.server.ts'
import {
  staffLeadsAction,
  staffLeadsCsvLoader,
  staffLeadsLoader,
  staffQuestionsAction,
  staffQuestionsLoader,
  staffSurveyCsvLoader,
} from '../../app/partnerships/staff.server.ts'
import { AUTH_PATHS } from '../../core/auth/paths.ts'
import { FORM_TEXTS } from '../../core/partnerships/leads.ts'
import type { CaptchaChallenge } from '../../contracts/support.ts'
import type { Db } from '../../server/db/client.ts'
import { auditLog, campaignQuestions, outboxMessages, partnershipLeads, surveyResponses, users } from '../../server/db/schema.ts'
import { createApiFixture, type ApiFixture } from './app-fixture.ts'
import { browserClient } from './browser-client.ts'
import { formPost } from './shop.ts'

// Issue 27 §2 and §5 (decision 084): a business's lead (the API and the page's plain form) is stored, the team told,
// refused without a solved captcha and when flooded; staff work it at /staff/leads (audited) and export it as CSV,
// formula-safe. A question from /trust/sawaaluthao is answered by a pharmacist, approved by a second one (never by the
// same), published without who asked, and the asker told. The survey's answers are checked against its questions,
// stored with their snapshot and exported.

let f: ApiFixture
let db: Db
const ORIGIN = 'http://localhost'

beforeAll(async () => {
  f = await createApiFixture()
  db = f.database.db
})
afterAll(() => f?.close())

async function captcha(): Promise<string> {
  const b = browserClient(f)
  const challenge = (await b.get(`/pwa-api/${AUTH_PATHS.captchaChallenge}`)).body as CaptchaChallenge
  return (await solveCaptchaPayload(challenge))!
}

let staffSerial = 0
async function staff(name: string, roles: string[]) {
  const phone = `97219${String(++staffSerial).padStart(5, '0')}`
  const [u] = await db.insert(users).values({ name, phone, phoneVerified: true, roles }).returning()
  return {
    id: u!.id,
    session: {
      idHash: `forms-staff-${phone}`,
      user: { id: u!.id, name, email: null, phone, roles, isDoctor: false, isMerchant: false },
      actingAs: null,
      expiresAt: new Date('2099-01-01'),
    },
  }
}
type Staff = Awaited<ReturnType<typeof staff>>

function context(opts: { clientIp?: string; who?: Staff | null } = {}) {
  const c = new RouterContextProvider()
  c.set(servicesContext, f.services)
  c.set(requestContext, {
    cspNonce: 'n',
    requestId: 'test',
    csrfToken: 't',
    session: (opts.who?.session ?? null) as never,
    cart: null as never,
    clientIp: opts.clientIp ?? '203.0.113.7',
  })
  return c
}

const LEAD = {
  name: 'Asha Rao',
  company: 'Nilgiri Textiles Pvt Ltd',
  email: 'asha.rao@nilgiri.example',
  phone: '9721100001',
  city: 'Coimbatore',
  company_size: '201-1000',
  message: 'We want health benefits for 600 employees.',
}

/** An action's answer: a refusal (data() with a status) unwrapped to its body and status. */
async function outcome(p: Promise<unknown>): Promise<Record<string, unknown>> {
  const r = (await p) as { type?: string; data?: Record<string, unknown>; init?: { status?: number } }
  return r?.type === 'DataWithResponseInit' ? { ...r.data, status: r.init?.status } : (r as Record<string, unknown>)
}

const { company_size: _size, ...LEAD_ROW } = LEAD

async function status(p: Promise<unknown>): Promise<number> {
  try {
    const r = await p
    return (r as { init?: { status?: number } }).init?.status ?? 200
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? 500
  }
}

describe('partnership leads', () => {
  test('the API stores a lead with a solved captcha and tells the team; without one it is refused', async () => {
    const b = await browserClient(f).start()
    const missing = await b.post('/pwa-api/api/v4/partnerships/leads', { ...LEAD })
    expect(missing.status).toBe(400)
    expect(missing.body.data.errors[0]).toMatchObject({ field: 'captcha', message: FORM_TEXTS.captchaMissing })
    const bogus = await b.post('/pwa-api/api/v4/partnerships/leads', { ...LEAD, recaptcha_response_field: 'e30=' })
    expect(bogus.status).toBe(400)
    expect(bogus.body.data.errors[0]).toMatchObject({ field: 'captcha', message: FORM_TEXTS.captchaInvalid })
    expect(await db.select().from(partnershipLeads).where(eq(partnershipLeads.phone, LEAD.phone))).toHaveLength(0)

    const ok = await b.post('/pwa-api/api/v4/partnerships/leads', {
      ...LEAD,
      source: '/partnerships/products/employers',
      recaptcha_response_field: await captcha(),
    })
    expect(ok.status).toBe(201)
    expect(ok.body).toEqual({
      is_success: true,
      data: { id: expect.any(Number), message: FORM_TEXTS.leadReceived, created: true },
    })
    const [row] = await db.select().from(partnershipLeads).where(eq(partnershipLeads.id, ok.body.data.id))
    expect(row).toMatchObject({
      ...LEAD_ROW,
      companySize: '201-1000',
      source: '/partnerships/products/employers',
      status: 'new',
      ownerId: null,
    })
    const mail = await db
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.text, `New partnership lead #${row!.id}:%`))
    expect(mail).toHaveLength(1)
    expect(mail[0]!.text).toContain('Nilgiri Textiles Pvt Ltd')
  })

  test('a retry with the same key (header or field) answers the lead stored the first time, once', async () => {
    const b = await browserClient(f).start()
    const body = { ...LEAD, phone: '9721100060' }
    const first = await b.post(
      '/pwa-api/api/v4/partnerships/leads',
      { ...body, recaptcha_response_field: await captcha() },
      { 'idempotency-key': 'lead-key-0001' },
    )
    expect(first.status).toBe(201)
    // The retry's captcha is the used one: the key answers before the robot check.
    const again = await b.post(
      '/pwa-api/api/v4/partnerships/leads',
      { ...body, recaptcha_response_field: 'e30=' },
      { 'idempotency-key': 'lead-key-0001' },
    )
    expect(again.status).toBe(200)
    expect(again.body.data).toEqual({ id: first.body.data.id, message: FORM_TEXTS.leadReceived, created: false })
    const byField = { ...body, idempotency_key: 'lead-key-0002' }
    const page = async () =>
      contentFormAction(
        formPost(`${ORIGIN}/partnerships`, { form: 'partnership_lead', ...byField, recaptcha_response_field: await captcha() }),
        context({ clientIp: '192.0.2.60' }),
      )
    await page()
    await page()
    expect(await db.select().from(partnershipLeads).where(eq(partnershipLeads.phone, '9721100060'))).toHaveLength(2)
    const bad = await b.post(
      '/pwa-api/api/v4/partnerships/leads',
      { ...body, recaptcha_response_field: 'x' },
      { 'idempotency-key': 'bad key!' },
    )
    expect(bad.status).toBe(400)
  })

  test('bad fields are refused with their messages', async () => {
    const b = await browserClient(f).start()
    const res = await b.post('/pwa-api/api/v4/partnerships/leads', {
      ...LEAD,
      phone: '5876543210',
      recaptcha_response_field: 'x',
    })
    expect(res.status).toBe(400)
    expect(res.body.data.errors[0]).toMatchObject({ field: 'phone', message: 'Please enter a valid number' })
    const size = await b.post('/pwa-api/api/v4/partnerships/leads', {
      ...LEAD,
      company_size: 'huge',
      recaptcha_response_field: 'x',
    })
    expect(size.body.data.errors[0]).toMatchObject({ field: 'company_size' })
  })

  test('the page form (no JavaScript) stores a lead; a flood from one phone, then one network, is refused', async () => {
    const phone = '9721100002'
    const post = async (fields: Record<string, string>, clientIp = '198.51.100.20') =>
      contentFormAction(
        formPost(`${ORIGIN}/partnerships`, { form: 'partnership_lead', ...LEAD, phone, ...fields }),
        context({ clientIp }),
      )
    for (let i = 0; i < 3; i++) {
      expect(await post({ recaptcha_response_field: await captcha() })).toEqual({
        ok: true,
        form: 'partnership_lead',
        message: FORM_TEXTS.leadReceived,
      })
    }
    const flooded = (await post({ recaptcha_response_field: await captcha() }, '192.0.2.21')) as unknown as {
      init: { status: number }
      data: { message: string; field: string; values: Record<string, string> }
    }
    expect(flooded.init.status).toBe(429)
    expect(flooded.data).toMatchObject({
      message: FORM_TEXTS.rateLimited,
      field: 'phone',
      values: { company: LEAD.company, phone },
    })
    const rows = await db.select().from(partnershipLeads).where(eq(partnershipLeads.phone, phone))
    expect(rows).toHaveLength(3)
    expect(rows.every((r) => r.source === '/partnerships')).toBe(true)

    // The network's limit counts every attempt, captcha or not (this network has used 3 of 10).
    for (let i = 0; i < 7; i++)
      expect(await status(post({ phone: `97211000${10 + i}`, recaptcha_response_field: 'e30=' }))).toBe(400)
    const blocked = (await post(
      { phone: '9721100099', recaptcha_response_field: await captcha() },
      '198.51.100.99',
    )) as unknown as {
      init: { status: number }
    }
    expect(blocked.init.status).toBe(429)
    // A page without the lead form takes no lead.
    expect(await status(contentFormAction(formPost(`${ORIGIN}/trust`, { form: 'partnership_lead', ...LEAD }), context()))).toBe(
      404,
    )
  })

  test('/staff/leads: ROLE_ADMIN only; filters; a change is audited; the CSV is formula-safe', async () => {
    const desk = await staff('Partnerships Desk', ['ROLE_ADMIN'])
    const pharmacist = await staff('Not Admin', ['ROLE_PHARMACIST'])
    const get = (q: string, who: Staff | null) => staffLeadsLoader(new Request(`${ORIGIN}/staff/leads${q}`), context({ who }))
    expect(await status(get('', pharmacist))).toBe(404)
    expect(await status(get('', null))).toBe(404)

    const [inserted] = await db
      .insert(partnershipLeads)
      .values({
        ...LEAD_ROW,
        company: '=HYPERLINK("http://evil")',
        phone: '9721100050',
        companySize: '1-10',
        source: '/partnerships',
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .returning()
    const id = inserted!.id
    const page = await get('?q=HYPERLINK', desk)
    expect(page.rows.map((r) => r.id)).toEqual([id])
    expect(page.owners.some((o) => o.id === desk.id)).toBe(true)

    const save = await staffLeadsAction(
      formPost(`${ORIGIN}/staff/leads`, { lead_id: id, status: 'contacted', owner: desk.id, notes: 'Called; wants a demo.' }),
      context({ who: desk }),
    )
    expect(save).toMatchObject({ ok: true, leadId: id })
    const [row] = await db.select().from(partnershipLeads).where(eq(partnershipLeads.id, id))
    expect(row).toMatchObject({ status: 'contacted', ownerId: desk.id, notes: 'Called; wants a demo.' })
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lead.update'), eq(auditLog.actorUserId, desk.id)))
    expect(audit).toHaveLength(1)
    expect(audit[0]!.detail).toMatchObject({
      leadId: id,
      changed: { status: { from: 'new', to: 'contacted' }, owner: { from: null, to: desk.id } },
    })
    const badOwner = await staffLeadsAction(
      formPost(`${ORIGIN}/staff/leads`, { lead_id: id, status: 'won', owner: pharmacist.id, notes: '' }),
      context({ who: desk }),
    )
    expect((badOwner as unknown as { init: { status: number } }).init.status).toBe(400)

    const mine = await get(`?status=contacted&owner=${desk.id}`, desk)
    expect(mine.rows.map((r) => r.id)).toContain(id)
    expect((await get('?status=lost', desk)).rows.map((r) => r.id)).not.toContain(id)

    const csv = await staffLeadsCsvLoader(new Request(`${ORIGIN}/staff/leads/export.csv?q=HYPERLINK`), context({ who: desk }))
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const text = await csv.text()
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`)
    expect(text).toContain("'+91 9721100050")
    expect(text.split('\r\n')[0]).toContain('Company,Work e-mail,Phone')
    expect(await status(staffLeadsCsvLoader(new Request(`${ORIGIN}/staff/leads/export.csv`), context({ who: pharmacist })))).toBe(
      404,
    )
  })
})

describe('the campaign’s questions', () => {
  test('asked → answered → approved by a second pharmacist → published without who asked; the asker told', async () => {
    const question = 'Is my Dolo 650 strip genuine? The batch number looks smudged.'
    const asked = await contentFormAction(
      formPost(`${ORIGIN}/trust/sawaaluthao`, {
        form: 'campaign_question',
        question,
        medicine: 'Dolo 650',
        name: 'Ravi Kumar',
        phone: '9721100201',
        recaptcha_response_field: await captcha(),
      }),
      context({ clientIp: '198.51.100.200' }),
    )
    expect(asked).toEqual({ ok: true, form: 'campaign_question', message: FORM_TEXTS.questionReceived })
    const [row] = await db.select().from(campaignQuestions).where(eq(campaignQuestions.askerPhone, '9721100201'))
    expect(row).toMatchObject({ question, medicine: 'Dolo 650', askerName: 'Ravi Kumar', status: 'new' })

    const meera = await staff('Meera Iyer', ['ROLE_PHARMACIST'])
    const sanjay = await staff('Sanjay Gupta', ['ROLE_PHARMACIST'])
    const admin = await staff('Desk Admin', ['ROLE_ADMIN'])
    const customer = await staff('A Customer', [])
    expect(await status(staffQuestionsLoader(context({ who: customer })))).toBe(404)
    const queue = await staffQuestionsLoader(context({ who: meera }))
    expect(queue.rows.find((r) => r.id === row!.id)).toMatchObject({ askerName: 'Ravi Kumar', status: 'new' })

    const move = (who: Staff, fields: Record<string, string | number>) =>
      outcome(staffQuestionsAction(formPost(`${ORIGIN}/staff/questions`, { question_id: row!.id, ...fields }), context({ who })))
    const answer = 'Check the batch number and expiry printed on the strip against the carton; ask us to verify it.'
    expect(await move(admin, { intent: 'answer', answer })).toMatchObject({ ok: false })
    expect(await move(meera, { intent: 'approve' })).toMatchObject({ ok: false })
    expect(await move(meera, { intent: 'answer', answer })).toMatchObject({ ok: true, status: 'answered' })
    expect(await move(meera, { intent: 'approve' })).toMatchObject({ ok: false, status: 409, message: FORM_TEXTS.ownAnswer })
    // Not yet on the page.
    const before = await sawaalUthaoLoader(new Request(`${ORIGIN}/trust/sawaaluthao`), context())
    expect(before.answers.items.some((a) => a.id === row!.id)).toBe(false)

    expect(await move(sanjay, { intent: 'approve' })).toMatchObject({ ok: true, status: 'published' })
    const after = await sawaalUthaoLoader(new Request(`${ORIGIN}/trust/sawaaluthao`), context())
    const shown = after.answers.items.find((a) => a.id === row!.id)
    expect(shown).toMatchObject({ question, medicine: 'Dolo 650', answer })
    expect(JSON.stringify(after)).not.toContain('Ravi Kumar')
    expect(JSON.stringify(after)).not.toContain('9721100201')
    const sms = await db.select().from(outboxMessages).where(eq(outboxMessages.to, '+919721100201'))
    expect(sms.map((m) => m.text)).toEqual([expect.stringContaining('a pharmacist has answered your question')])
    expect(await move(admin, { intent: 'reject' })).toMatchObject({ ok: false })
    const audit = await db.select().from(auditLog).where(like(auditLog.action, 'question.%'))
    expect(audit.filter((a) => (a.detail as { questionId: number }).questionId === row!.id).map((a) => a.action)).toEqual([
      'question.answer',
      'question.approve',
    ])
  })

  test('newest first, ten a page', async () => {
    const now = Date.now()
    await db.insert(campaignQuestions).values(
      Array.from({ length: 12 }, (_, i) => ({
        question: `Paged question number ${i}`,
        askerName: 'Someone',
        status: 'published',
        answer: `Paged answer ${i}`,
        createdAt: new Date(now),
        publishedAt: new Date(now + (i + 1) * 60_000),
      })),
    )
    const first = await sawaalUthaoLoader(new Request(`${ORIGIN}/trust/sawaaluthao`), context())
    expect(first.answers.items).toHaveLength(10)
    expect(first.answers.items[0]!.question).toBe('Paged question number 11')
    const second = await sawaalUthaoLoader(new Request(`${ORIGIN}/trust/sawaaluthao?page=2`), context())
    expect(second.answers.page).toBe(2)
    expect(second.answers.items.length).toBeGreaterThan(0)
    const bogus = await sawaalUthaoLoader(new Request(`${ORIGIN}/trust/sawaaluthao?page=x`), context())
    expect(bogus.answers.page).toBe(1)
  })
})

describe('the question and survey forms’ keys (decision 084)', () => {
  test('a double submit of one page view stores one question and one response; the retry is not re-checked', async () => {
    const ask = async (recaptcha: string) =>
      contentFormAction(
        formPost(`${ORIGIN}/trust/sawaaluthao`, {
          form: 'campaign_question',
          question: 'Can I keep my insulin pens outside the fridge while travelling?',
          name: 'Twice Sent',
          phone: '9721100401',
          idempotency_key: 'question-view-0001',
          recaptcha_response_field: recaptcha,
        }),
        context({ clientIp: '198.51.100.40' }),
      )
    expect(await ask(await captcha())).toEqual({ ok: true, form: 'campaign_question', message: FORM_TEXTS.questionReceived })
    // The retry carries the first attempt's (used) captcha: the key answers before the robot check.
    expect(await ask('e30=')).toEqual({ ok: true, form: 'campaign_question', message: FORM_TEXTS.questionReceived })
    expect(await db.select().from(campaignQuestions).where(eq(campaignQuestions.askerPhone, '9721100401'))).toHaveLength(1)

    const answer = async (recaptcha: string) =>
      contentFormAction(
        formPost(`${ORIGIN}/survey-form`, {
          form: 'survey',
          name: 'Twice Sent',
          phone: '9721100402',
          pincode: '560001',
          interest: 'Lab tests',
          idempotency_key: 'survey-view-0001',
          recaptcha_response_field: recaptcha,
        }),
        context({ clientIp: '198.51.100.41' }),
      )
    const [first, retry] = await Promise.all([answer(await captcha()), answer(await captcha())])
    expect(first).toEqual({ ok: true, form: 'survey', message: FORM_TEXTS.surveyReceived })
    expect(retry).toEqual(first)
    expect(await db.select().from(surveyResponses).where(eq(surveyResponses.phone, '9721100402'))).toHaveLength(1)
    const bad = (await outcome(
      contentFormAction(
        formPost(`${ORIGIN}/survey-form`, {
          form: 'survey',
          name: 'Bad Key',
          phone: '9721100403',
          pincode: '560001',
          interest: 'Lab tests',
          idempotency_key: 'bad key!',
          recaptcha_response_field: 'x',
        }),
        context({ clientIp: '198.51.100.42' }),
      ),
    )) as { status?: number }
    expect(bad.status).toBe(400)
  })
})

describe('the survey', () => {
  test('answers are checked against the questions, stored with their snapshot, and exported', async () => {
    const post = async (fields: Record<string, string>) =>
      contentFormAction(formPost(`${ORIGIN}/survey-form`, { form: 'survey', ...fields }), context({ clientIp: '198.51.100.150' }))
    const bad = (await post({
      name: '',
      phone: '5555555555',
      pincode: '12345',
      interest: 'Cars',
      experience: '9',
      recaptcha_response_field: 'x',
    })) as unknown as {
      init: { status: number }
      data: { errors: Record<string, string> }
    }
    expect(bad.init.status).toBe(400)
    expect(bad.data.errors).toEqual({
      name: 'Please answer this question',
      phone: 'Please enter a valid number',
      pincode: 'Enter a valid pincode',
      interest: 'Please choose one of the options',
      experience: 'Please choose a rating from 1 to 5',
    })
    const noCaptcha = (await post({
      name: 'Lata',
      phone: '9721100301',
      pincode: '560001',
      interest: 'Lab tests',
    })) as unknown as {
      data: { field: string }
    }
    expect(noCaptcha.data.field).toBe('captcha')

    const good = await post({
      name: '@Lata Menon',
      phone: '9721100301',
      pincode: '560001',
      interest: 'Lab tests',
      experience: '4',
      recaptcha_response_field: await captcha(),
    })
    expect(good).toEqual({ ok: true, form: 'survey', message: FORM_TEXTS.surveyReceived })
    const [row] = await db.select().from(surveyResponses).where(eq(surveyResponses.phone, '9721100301'))
    expect(row!.answers).toEqual({
      name: '@Lata Menon',
      phone: '9721100301',
      pincode: '560001',
      interest: 'Lab tests',
      experience: '4',
    })
    expect((row!.questions as { id: string }[]).map((q) => q.id)).toEqual(['name', 'phone', 'pincode', 'interest', 'experience'])

    const desk = await staff('Survey Desk', ['ROLE_ADMIN'])
    const csv = await (await staffSurveyCsvLoader(new Request(`${ORIGIN}/staff/leads/survey.csv`), context({ who: desk }))).text()
    const [head, ...lines] = csv.replace(/^\uFEFF/, '').split('\r\n')
    expect(head).toBe(
      'Response,Received,Your name,Mobile number,Pincode,What are you looking for?,How easy is it to buy medicines today?',
    )
    expect(lines.some((l) => l.includes("'@Lata Menon,9721100301,560001,Lab tests,4"))).toBe(true)
  })

  test('answers to a later version of the questions export beside the earlier ones, each under its label', async () => {
    const slug = 'survey-later'
    const at = new Date()
    await db.insert(surveyResponses).values([
      { slug, questions: [{ id: 'name', kind: 'text', label: 'Name', required: true }], answers: { name: 'Old' }, createdAt: at },
      {
        slug,
        questions: [
          { id: 'name', kind: 'text', label: 'Your full name', required: true },
          { id: 'city', kind: 'text', label: 'City', required: false },
        ],
        answers: { name: 'New', city: 'Pune' },
        createdAt: at,
      },
    ])
    const desk = await staff('Survey Desk Two', ['ROLE_ADMIN'])
    const csv = await (
      await staffSurveyCsvLoader(new Request(`${ORIGIN}/staff/leads/survey.csv?survey=${slug}`), context({ who: desk }))
    ).text()
    const [head, newer, older] = csv.replace(/^\uFEFF/, '').split('\r\n')
    expect(head).toBe('Response,Received,Your full name,City')
    expect(newer).toMatch(/,New,Pune$/)
    expect(older).toMatch(/,Old,$/)
  })
})
