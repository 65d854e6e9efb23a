import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

// The partnerships module's tables (issue 27 §2 and §5; decision 084): the leads businesses send, the campaign's
// questions and their reviewed answers, and the survey's answers with the questions they answered. No account ids:
// the senders need no account; erasure (erasure.ts) finds a person's rows by phone and e-mail.

/** A business's lead from the partnership form, worked in /staff/leads. */
export const partnershipLeads = pgTable(
  'partnership_leads',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    company: text('company').notNull(),
    email: text('email').notNull(),
    /** 10 digits (spec 1 §5), shown with +91. */
    phone: text('phone').notNull(),
    city: text('city').notNull(),
    companySize: text('company_size').notNull(),
    message: text('message').notNull(),
    /** The page the form was sent from. */
    source: text('source').notNull(),
    /** new | contacted | qualified | won | lost (core/partnerships/leads.ts). */
    status: text('status').notNull().default('new'),
    /** The staff account working the lead (auth's users), or none. */
    ownerId: integer('owner_id'),
    notes: text('notes').notNull().default(''),
    /** The sender's key: a retried form (a double submit, a client's retry) answers the lead stored the first time. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('partnership_leads_queue_idx').on(t.status, t.id),
    uniqueIndex('partnership_leads_key_idx')
      .on(t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
)

/** A question to the pharmacists from /trust/sawaaluthao; its answer is published after a second review. */
export const campaignQuestions = pgTable(
  'campaign_questions',
  {
    id: serial('id').primaryKey(),
    question: text('question').notNull(),
    medicine: text('medicine'),
    /** Never published. */
    askerName: text('asker_name').notNull(),
    /** Never published; told when the answer is published. */
    askerPhone: text('asker_phone'),
    /** new | answered | published | rejected (core/partnerships/leads.ts). */
    status: text('status').notNull().default('new'),
    answer: text('answer'),
    answeredBy: integer('answered_by'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The sender's key: a retried form stores one question. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('campaign_questions_queue_idx').on(t.status, t.id),
    index('campaign_questions_published_idx').on(t.publishedAt),
    uniqueIndex('campaign_questions_key_idx')
      .on(t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
)

/** A survey's answers, with a snapshot of the questions as they were asked (staff may change them later). */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: serial('id').primaryKey(),
    /** The content page the survey was on ('survey-form'). */
    slug: text('slug').notNull(),
    questions: jsonb('questions').notNull(),
    answers: jsonb('answers').notNull(),
    /** The first phone answer (whom to call back; what an erasure finds). */
    phone: text('phone'),
    /** The sender's key: a retried form stores one response. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('survey_responses_slug_idx').on(t.slug, t.id),
    uniqueIndex('survey_responses_key_idx')
      .on(t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
)
