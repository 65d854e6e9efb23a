import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { SurveyQuestion } from '../../../contracts/content-pages.ts'
import {
  type CampaignQuestionBody,
  FormKeySchema,
  type LeadFilter,
  type LeadUpdate,
  type PartnershipLeadBody,
  type QuestionMove,
} from '../../../contracts/partnerships.ts'
import {
  COMPANY_SIZE_LABELS,
  FORM_TEXTS,
  LEAD_LIMITS,
  LEAD_STATUS_LABELS,
  QUESTION_LIMITS,
  leadSource,
  toCsv,
  type CompanySize,
  type LeadStatus,
  type QuestionStatus,
} from '../../../core/partnerships/leads.ts'
import { checkSurveyAnswers, surveyPhone, type SurveyAnswers } from '../../../core/partnerships/survey.ts'
import { truncateIp } from '../../../core/records/share.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { users } from '../auth/index.ts'
import type { Notifier } from '../notify/index.ts'
import { appendAudit, type RateLimiter } from '../platform/index.ts'
import type { CaptchaService } from '../support/index.ts'
import { campaignQuestions, partnershipLeads, surveyResponses } from './schema.ts'

// Issue 27 §2 and §5 (decision 084): the forms anyone may send from the content pages (a business's lead, a question
// to the pharmacists, the survey) and the staff's work on them. Every form is refused for a bot (the self-hosted
// captcha) and a flood (per network, then per phone once the captcha is solved); every staff change is audited.

export interface Sender {
  /** The client's address; its network (/24, /48) is what the limit counts. */
  clientIp: string
}

export interface LeadRow {
  id: number
  name: string
  company: string
  email: string
  phone: string
  city: string
  companySize: CompanySize
  message: string
  source: string
  status: LeadStatus
  ownerId: number | null
  owner: string | null
  notes: string
  createdAt: Date
  updatedAt: Date
}

export interface QuestionRow {
  id: number
  question: string
  medicine: string | null
  askerName: string
  askerPhone: string | null
  status: QuestionStatus
  answer: string | null
  answeredById: number | null
  answeredBy: string | null
  createdAt: Date
}

export interface PublishedQuestion {
  id: number
  question: string
  medicine: string | null
  answer: string
  publishedAt: Date
}

const NO_LEAD = AppError.notFound(FORM_TEXTS.noSuchLead, 'no_such_lead')
const NO_QUESTION = AppError.notFound(FORM_TEXTS.noSuchQuestion, 'no_such_question')

export function createPartnershipsService(deps: {
  db: Db
  notifier: Notifier
  rateLimiter: Pick<RateLimiter, 'hit'>
  captcha: Pick<CaptchaService, 'verify'>
  now: () => Date
  /** Where the partnerships team hears of a new lead. */
  teamEmail: string
  logger?: { warn(msg: string, fields: Record<string, unknown>): void }
}) {
  const { db, notifier, rateLimiter, captcha, now } = deps

  async function limit(key: string, max: number, field?: string) {
    const decision = await rateLimiter.hit(key, max, LEAD_LIMITS.windowSeconds)
    if (!decision.allowed) throw AppError.tooManyRequests(FORM_TEXTS.rateLimited, decision.retryAfterSeconds, field)
  }

  /**
   * The robot and flood checks of a form: the network's limit counts every well-formed attempt, captcha or not; the
   * phone's only attempts with a solved captcha, so nobody uses up another's number without doing the work.
   */
  async function guard(form: string, sender: Sender, token: string, phone: string | null | undefined) {
    const network = truncateIp(sender.clientIp) ?? sender.clientIp
    await limit(`${form}:net:${network}`, LEAD_LIMITS.perNetwork)
    if (!(await captcha.verify(token))) throw AppError.invalid(FORM_TEXTS.captchaInvalid, 'captcha', 'captcha_invalid')
    if (phone) await limit(`${form}:phone:${phone}`, LEAD_LIMITS.perPhone, 'phone')
  }

  /** A failed message never undoes what was stored. */
  async function tell(channel: 'sms' | 'email', to: string, text: string) {
    try {
      await notifier.send({ channel, to, text })
    } catch (error) {
      deps.logger?.warn('partnerships message not sent', { channel, err: String(error) })
    }
  }

  const ownerName = sql<string | null>`(select name from users o where o.id = ${partnershipLeads.ownerId})`

  function leadWhere(filter: LeadFilter): SQL | undefined {
    const parts: SQL[] = []
    if (filter.status) parts.push(eq(partnershipLeads.status, filter.status))
    if (filter.owner === 'none') parts.push(isNull(partnershipLeads.ownerId))
    else if (typeof filter.owner === 'number') parts.push(eq(partnershipLeads.ownerId, filter.owner))
    if (filter.q) {
      const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      parts.push(
        or(
          ilike(partnershipLeads.company, like),
          ilike(partnershipLeads.name, like),
          ilike(partnershipLeads.email, like),
          ilike(partnershipLeads.phone, like),
          ilike(partnershipLeads.city, like),
        )!,
      )
    }
    return parts.length ? and(...parts) : undefined
  }

  async function leads(filter: LeadFilter, max: number): Promise<LeadRow[]> {
    const rows = await db
      .select({ l: partnershipLeads, owner: ownerName })
      .from(partnershipLeads)
      .where(leadWhere(filter))
      .orderBy(desc(partnershipLeads.id))
      .limit(max)
    return rows.map(({ l, owner }) => ({
      ...l,
      companySize: l.companySize as CompanySize,
      status: l.status as LeadStatus,
      owner,
    }))
  }

  /**
   * Stores a form's row once per key (decision 084): a retry (a double submit, a client's retry) is answered with the
   * row of the first attempt, before the robot check (its captcha was used by the first attempt); two attempts racing
   * with one key store one row (the key's unique index), the loser answering the winner's.
   */
  async function storeOnce(
    table: typeof partnershipLeads | typeof campaignQuestions | typeof surveyResponses,
    key: string | null,
    check: () => Promise<void>,
    insert: (idempotencyKey: string | null) => Promise<Array<{ id: number }>>,
  ): Promise<{ id: number; created: boolean }> {
    const earlier = async () =>
      key === null ? undefined : (await db.select({ id: table.id }).from(table).where(eq(table.idempotencyKey, key)))[0]
    const first = await earlier()
    if (first) return { id: first.id, created: false }
    await check()
    const [row] = await insert(key)
    if (row) return { id: row.id, created: true }
    const other = await earlier()
    if (!other) throw new Error('partnerships: a form stored with a key was lost, and no row holds the key')
    return { id: other.id, created: false }
  }

  return {
    // ---- Leads ----

    /** A business's lead from the form: stored as new, the team told. */
    async submitLead(body: PartnershipLeadBody, sender: Sender): Promise<{ id: number; created: boolean }> {
      const stored = await storeOnce(
        partnershipLeads,
        body.idempotency_key ?? null,
        () => guard('lead', sender, body.recaptcha_response_field, body.phone),
        async (idempotencyKey) => {
          const at = now()
          return db
            .insert(partnershipLeads)
            .values({
              name: body.name,
              company: body.company,
              email: body.email.toLowerCase(),
              phone: body.phone,
              city: body.city,
              companySize: body.company_size,
              message: body.message,
              source: leadSource(body.source),
              idempotencyKey,
              createdAt: at,
              updatedAt: at,
            })
            .onConflictDoNothing()
            .returning({ id: partnershipLeads.id })
        },
      )
      if (!stored.created) return stored
      const id = stored.id
      await tell(
        'email',
        deps.teamEmail,
        `New partnership lead #${id}: ${body.company} (${COMPANY_SIZE_LABELS[body.company_size]}, ${body.city}) from ${body.name}. See /staff/leads.`,
      )
      return { id, created: true }
    },

    leads,

    /** Who may own a lead: the staff with ROLE_ADMIN. */
    async leadOwners(): Promise<{ id: number; name: string }[]> {
      const rows = await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(sql`'ROLE_ADMIN' = any(${users.roles})`)
        .orderBy(users.name, users.id)
        .limit(200)
      return rows.map((r) => ({ id: r.id, name: r.name ?? `Staff #${r.id}` }))
    },

    /** A staff change to a lead (status, owner, notes): one audit row with what changed, in the same transaction. */
    async updateLead(staffId: number, update: LeadUpdate): Promise<LeadRow> {
      const at = now()
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(partnershipLeads).where(eq(partnershipLeads.id, update.lead_id)).for('update')
        if (!row) throw NO_LEAD
        if (update.owner !== null && update.owner !== row.ownerId) {
          const [owner] = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, update.owner), sql`'ROLE_ADMIN' = any(${users.roles})`))
          if (!owner) throw AppError.invalid('Choose an owner from the list.', 'owner', 'no_such_owner')
        }
        const changed: Record<string, { from: unknown; to: unknown }> = {}
        if (row.status !== update.status) changed.status = { from: row.status, to: update.status }
        if (row.ownerId !== update.owner) changed.owner = { from: row.ownerId, to: update.owner }
        if (row.notes !== update.notes) changed.notes = { from: row.notes.length, to: update.notes.length }
        if (Object.keys(changed).length === 0) return
        await tx
          .update(partnershipLeads)
          .set({ status: update.status, ownerId: update.owner, notes: update.notes, updatedAt: at })
          .where(eq(partnershipLeads.id, row.id))
        await appendAudit(tx, { at, actorUserId: staffId, action: 'lead.update', detail: { leadId: row.id, changed } })
      })
      const [lead] = await db
        .select({ l: partnershipLeads, owner: ownerName })
        .from(partnershipLeads)
        .where(eq(partnershipLeads.id, update.lead_id))
      return {
        ...lead!.l,
        companySize: lead!.l.companySize as CompanySize,
        status: lead!.l.status as LeadStatus,
        owner: lead!.owner,
      }
    },

    /** The queue's leads as CSV (the filters applied), every cell safe against formula injection. */
    async leadsCsv(staffId: number, filter: LeadFilter): Promise<string> {
      const rows = await leads(filter, 10_000)
      await appendAudit(db, { at: now(), actorUserId: staffId, action: 'lead.export', detail: { filter, rows: rows.length } })
      return toCsv([
        [
          'Lead',
          'Received',
          'Name',
          'Company',
          'Work e-mail',
          'Phone',
          'City',
          'Company size',
          'Message',
          'Page',
          'Status',
          'Owner',
          'Notes',
        ],
        ...rows.map((r) => [
          r.id,
          r.createdAt.toISOString(),
          r.name,
          r.company,
          r.email,
          `+91 ${r.phone}`,
          r.city,
          COMPANY_SIZE_LABELS[r.companySize] ?? r.companySize,
          r.message,
          r.source,
          LEAD_STATUS_LABELS[r.status] ?? r.status,
          r.owner ?? '',
          r.notes,
        ]),
      ])
    },

    // ---- The campaign's questions ----

    /** A question from /trust/sawaaluthao: into the pharmacists' queue. */
    async askQuestion(body: CampaignQuestionBody, sender: Sender): Promise<{ id: number; created: boolean }> {
      return storeOnce(
        campaignQuestions,
        body.idempotency_key ?? null,
        () => guard('question', sender, body.recaptcha_response_field, body.phone),
        (idempotencyKey) =>
          db
            .insert(campaignQuestions)
            .values({
              question: body.question,
              medicine: body.medicine ?? null,
              askerName: body.name,
              askerPhone: body.phone ?? null,
              idempotencyKey,
              createdAt: now(),
            })
            .onConflictDoNothing()
            .returning({ id: campaignQuestions.id }),
      )
    },

    /** The pharmacists' queue: unanswered first, then answered awaiting review; oldest first within each. */
    async questionQueue(max = 100): Promise<QuestionRow[]> {
      const answerer = sql<string | null>`(select name from users a where a.id = ${campaignQuestions.answeredBy})`
      const rows = await db
        .select({ q: campaignQuestions, answeredBy: answerer })
        .from(campaignQuestions)
        .where(sql`${campaignQuestions.status} in ('new', 'answered')`)
        .orderBy(sql`case ${campaignQuestions.status} when 'new' then 0 else 1 end`, campaignQuestions.id)
        .limit(max)
      return rows.map(({ q, answeredBy }) => ({
        id: q.id,
        question: q.question,
        medicine: q.medicine,
        askerName: q.askerName,
        askerPhone: q.askerPhone,
        status: q.status as QuestionStatus,
        answer: q.answer,
        answeredById: q.answeredBy,
        answeredBy,
        createdAt: q.createdAt,
      }))
    },

    /**
     * A pharmacist answers (again, while not published), a second pharmacist or an admin approves (published, the
     * asker told by SMS when they left a phone) or rejects. Nobody approves their own answer. Each move is audited.
     */
    async moveQuestion(staffId: number, move: QuestionMove): Promise<{ id: number; status: QuestionStatus }> {
      const at = now()
      const result = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(campaignQuestions).where(eq(campaignQuestions.id, move.question_id)).for('update')
        if (!row) throw NO_QUESTION
        if (row.status === 'published' || row.status === 'rejected') {
          throw AppError.conflict(FORM_TEXTS.alreadyPublished, undefined, 'question_closed')
        }
        let status: QuestionStatus
        if (move.intent === 'answer') {
          status = 'answered'
          await tx
            .update(campaignQuestions)
            .set({ status, answer: move.answer, answeredBy: staffId, answeredAt: at })
            .where(eq(campaignQuestions.id, row.id))
        } else {
          if (move.intent === 'approve') {
            if (row.status !== 'answered') throw AppError.conflict(FORM_TEXTS.notAnswered, undefined, 'not_answered')
            if (row.answeredBy === staffId) throw AppError.conflict(FORM_TEXTS.ownAnswer, undefined, 'own_answer')
          }
          status = move.intent === 'approve' ? 'published' : 'rejected'
          await tx
            .update(campaignQuestions)
            .set({ status, reviewedBy: staffId, publishedAt: status === 'published' ? at : null })
            .where(eq(campaignQuestions.id, row.id))
        }
        await appendAudit(tx, { at, actorUserId: staffId, action: `question.${move.intent}`, detail: { questionId: row.id } })
        return { id: row.id, status, phone: row.askerPhone }
      })
      if (result.status === 'published' && result.phone) {
        await tell(
          'sms',
          `+91${result.phone}`,
          `MedWise: a pharmacist has answered your question. Read it at /trust/sawaaluthao#question-${result.id}`,
        )
      }
      return { id: result.id, status: result.status }
    },

    /** The published questions and answers, newest first, a page at a time (no asker's name or phone). */
    async publishedQuestions(page: number): Promise<{ items: PublishedQuestion[]; page: number; pages: number }> {
      const size = QUESTION_LIMITS.pageSize
      const [total] = await db.select({ n: count() }).from(campaignQuestions).where(eq(campaignQuestions.status, 'published'))
      const pages = Math.max(1, Math.ceil(Number(total?.n ?? 0) / size))
      const current = Math.min(Math.max(1, page), pages)
      const rows = await db
        .select({
          id: campaignQuestions.id,
          question: campaignQuestions.question,
          medicine: campaignQuestions.medicine,
          answer: campaignQuestions.answer,
          publishedAt: campaignQuestions.publishedAt,
        })
        .from(campaignQuestions)
        .where(eq(campaignQuestions.status, 'published'))
        .orderBy(desc(campaignQuestions.publishedAt), desc(campaignQuestions.id))
        .limit(size)
        .offset((current - 1) * size)
      return {
        items: rows.map((r) => ({ ...r, answer: r.answer ?? '', publishedAt: r.publishedAt ?? new Date(0) })),
        page: current,
        pages,
      }
    },

    // ---- The survey ----

    /**
     * A survey's answers, checked against the questions of the published page; stored with a snapshot of those
     * questions. A refusal names each question's message (field = the question's id).
     */
    async answerSurvey(
      slug: string,
      questions: readonly SurveyQuestion[],
      input: Record<string, unknown>,
      sender: Sender,
    ): Promise<{ id: number }> {
      const check = checkSurveyAnswers(questions, input)
      if (!check.ok) {
        const errors = Object.entries(check.errors).map(([field, message]) => ({ field, message }))
        throw new AppError({ code: 'invalid_input', status: 400, message: errors[0]!.message, field: errors[0]!.field, errors })
      }
      const phone = surveyPhone(questions, check.answers)
      const key = FormKeySchema.safeParse(input.idempotency_key)
      if (!key.success) throw AppError.invalid('Please reload the page and send the form again.', 'idempotency_key')
      return storeOnce(
        surveyResponses,
        key.data ?? null,
        async () => {
          const token = typeof input.recaptcha_response_field === 'string' ? input.recaptcha_response_field : ''
          if (!token) throw AppError.invalid(FORM_TEXTS.captchaMissing, 'captcha', 'captcha_missing')
          await guard('survey', sender, token.slice(0, 4096), phone)
        },
        (idempotencyKey) =>
          db
            .insert(surveyResponses)
            .values({ slug, questions, answers: check.answers, phone, idempotencyKey, createdAt: now() })
            .onConflictDoNothing()
            .returning({ id: surveyResponses.id }),
      )
    },

    /**
     * A survey's answers as CSV: one column per question id met in any snapshot (in the order first met, newest
     * snapshot first), headed by its label then.
     */
    async surveyCsv(staffId: number, slug: string): Promise<string> {
      const rows = await db
        .select()
        .from(surveyResponses)
        .where(eq(surveyResponses.slug, slug))
        .orderBy(desc(surveyResponses.id))
        .limit(50_000)
      await appendAudit(db, { at: now(), actorUserId: staffId, action: 'survey.export', detail: { slug, rows: rows.length } })
      const columns = new Map<string, string>()
      for (const r of rows) {
        for (const q of r.questions as SurveyQuestion[]) if (!columns.has(q.id)) columns.set(q.id, q.label)
      }
      const ids = [...columns.keys()]
      return toCsv([
        ['Response', 'Received', ...ids.map((id) => columns.get(id)!)],
        ...rows.map((r) => {
          const answers = r.answers as SurveyAnswers
          return [r.id, r.createdAt.toISOString(), ...ids.map((id) => answers[id] ?? '')]
        }),
      ])
    },
  }
}
export type PartnershipsService = ReturnType<typeof createPartnershipsService>
