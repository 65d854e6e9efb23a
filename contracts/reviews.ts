import { z } from 'zod'
import {
  decodeReviewCursor,
  HIDE_REASON_MAX,
  normaliseReviewText,
  RATING_MAX,
  RATING_MIN,
  REVIEW_SUBJECTS,
  REVIEW_TEXTS,
  reviewTextProblem,
} from '../core/reviews/rules.ts'
import { formSchema, text } from './form.ts'
import { envelope } from './http.ts'

// Reviews and ratings (issue 26 §7; decision 076): the wire of /pwa-api/api/v4/reviews…, the /review-rating page's
// form and the staff page's hide and unhide. Request schemas are forms: their messages are shown as they are.

const MAX_DB_INT = 2_147_483_647

/** A database id from JSON or a form: a whole number from 1 up. */
const idOf = (field: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v.trim()) : v),
    z
      .number({ error: `${field} must be a number` })
      .int(`${field} must be a whole number`)
      .min(1, `${field} must be a positive number`)
      .max(MAX_DB_INT, `${field} is not a known id`),
  )

/** 1 to 5 whole stars, from JSON or a form's radio. */
export const ratingSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: REVIEW_TEXTS.rating })
    .int(REVIEW_TEXTS.rating)
    .min(RATING_MIN, REVIEW_TEXTS.rating)
    .max(RATING_MAX, REVIEW_TEXTS.rating),
)

/** The review's text: optional, normalised (core/reviews/rules.ts), then 10 to 2,000 characters or empty. */
export const reviewTextSchema = z
  .preprocess((v) => (v === null || v === undefined ? '' : v), z.string({ error: 'The review must be text' }))
  .transform((s) => normaliseReviewText(s))
  .superRefine((s, ctx) => {
    const problem = reviewTextProblem(s)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })

/** POST /api/v4/reviews and the page's form: rate (and review) one thing; a second time changes the first. */
export const ReviewBodySchema = formSchema(
  z.object({
    subject: z.enum(REVIEW_SUBJECTS, { error: 'subject must be product or lab_test' }),
    subject_id: idOf('subject_id'),
    rating: ratingSchema,
    text: reviewTextSchema,
  }),
)
export type ReviewBody = z.infer<typeof ReviewBodySchema>

export const ProductReviewsParamsSchema = z.object({ id: idOf('id') })
export const ProductReviewsQuerySchema = z.object({
  /** The keyset cursor of the last review shown (`next` of the previous page). */
  after: z
    .string()
    .max(40, 'after is not a cursor this API gave')
    .refine((c) => decodeReviewCursor(c) !== null, 'after is not a cursor this API gave')
    .optional(),
})

/** A review as others see it: who (first name and initial), how many stars, what they wrote, when. */
export const PublicReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  author: z.string(),
  verified_purchase: z.literal(true),
  created_at: z.string(),
  updated_at: z.string(),
})
export type PublicReview = z.infer<typeof PublicReviewSchema>

/** A product's (or lab test's) rating: the average as shown ('4.3', '' with none), the count, a page of reviews. */
export const ReviewSummarySchema = z.object({
  average: z.string(),
  count: z.number().int().min(0),
  reviews: z.array(PublicReviewSchema),
  /** The cursor of the next page, null at the end. */
  next: z.string().nullable(),
})
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>

/** One thing the signed-in person may rate, with their review of it if any. */
export const RateableSchema = z.object({
  subject: z.enum(REVIEW_SUBJECTS),
  subject_id: z.number().int(),
  name: z.string(),
  /** The product's or the test's page. */
  url: z.string(),
  /** When it was delivered or the report was ready. */
  received_at: z.string(),
  review: z
    .object({
      id: z.number().int(),
      rating: z.number().int(),
      text: z.string(),
      hidden: z.boolean(),
      updated_at: z.string(),
    })
    .nullable(),
})
export type Rateable = z.infer<typeof RateableSchema>

export const MyReviewsSchema = z.object({ items: z.array(RateableSchema) })
export type MyReviews = z.infer<typeof MyReviewsSchema>

export const ReviewSavedSchema = z.object({
  id: z.number().int(),
  subject: z.enum(REVIEW_SUBJECTS),
  subject_id: z.number().int(),
  rating: z.number().int(),
  text: z.string(),
  /** true when this changed the person's earlier review of the same thing (one review each, decision 076). */
  edited: z.boolean(),
})
export type ReviewSaved = z.infer<typeof ReviewSavedSchema>

export const ReviewSummaryAnswerSchema = envelope(ReviewSummarySchema)
export const MyReviewsAnswerSchema = envelope(MyReviewsSchema)
export const ReviewSavedAnswerSchema = envelope(ReviewSavedSchema)

// ---- The staff page's forms (/staff/reviews) ----

export const ReviewModerationSchema = formSchema(
  z.discriminatedUnion(
    'intent',
    [
      z.object({
        intent: z.literal('hide'),
        review_id: idOf('review_id'),
        reason: text(
          z
            .string()
            .transform((s) => normaliseReviewText(s).replace(/\n/g, ' '))
            .pipe(z.string().min(1, REVIEW_TEXTS.reasonRequired).max(HIDE_REASON_MAX, REVIEW_TEXTS.reasonLong)),
        ),
      }),
      z.object({ intent: z.literal('unhide'), review_id: idOf('review_id') }),
    ],
    { error: 'intent must be hide or unhide' },
  ),
)
export type ReviewModeration = z.infer<typeof ReviewModerationSchema>
