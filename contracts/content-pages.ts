import { z } from 'zod'

// Issue 27 §1: the pages staff edit without a release (partnerships, the insurer page, campaigns, the survey) are a
// list of content blocks. This file is their one shape: the store keeps it, the API checks it, the pages render it
// (app/content-pages/blocks.tsx). Rich text is HTML sanitised on the server before it is stored and again when read.

/** A page's address in the store: its path without the leading slash ('partnerships', 'trust/sawaaluthao'). */
export const ContentSlugSchema = z
  .string()
  .max(120)
  .regex(/^[a-z0-9]+(?:[-/][a-z0-9]+)*$/, 'A page address is lower-case letters, digits, - and /')
export type ContentSlug = z.infer<typeof ContentSlugSchema>

const Text = (max: number) => z.string().trim().min(1).max(max)
/** A link inside our site (a path), or an https address. */
const Href = z
  .string()
  .max(500)
  .regex(/^(\/(?!\/)[^\s]*|https:\/\/[^\s]+)$/, 'A link is a path on this site or an https address')

/** The forms a page may carry; each page passes the component that renders its kinds. */
export const FORM_KINDS = ['partnership_lead', 'campaign_question', 'survey', 'insurer_activation'] as const
export type FormKind = (typeof FORM_KINDS)[number]

export const SURVEY_QUESTION_KINDS = ['text', 'choice', 'rating', 'phone', 'pincode'] as const
export const SurveyQuestionSchema = z.object({
  /** Stable within the survey: answers are stored under it. */
  id: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/),
  kind: z.enum(SURVEY_QUESTION_KINDS),
  label: Text(200),
  required: z.boolean(),
  /** 'choice': the options (2 to 10). */
  options: z.array(Text(80)).min(2).max(10).optional(),
  /** 'rating': the top of the scale (1 to max; 5 when absent). */
  max: z.number().int().min(3).max(10).optional(),
})
export type SurveyQuestion = z.infer<typeof SurveyQuestionSchema>

export const ImageSchema = z.object({
  src: Href,
  alt: z.string().max(200),
  width: z.number().int().positive().max(4000),
  height: z.number().int().positive().max(4000),
})

export const ContentBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: Text(160), level: z.union([z.literal(2), z.literal(3)]).default(2) }),
  z.object({ type: z.literal('rich_text'), html: z.string().max(20_000) }),
  z.object({ type: z.literal('image'), image: ImageSchema }),
  z.object({
    type: z.literal('cards'),
    heading: Text(160).optional(),
    cards: z
      .array(z.object({ title: Text(120), text: Text(400), href: Href.optional(), image: ImageSchema.optional() }))
      .min(1)
      .max(24),
  }),
  z.object({
    type: z.literal('faq'),
    heading: Text(160).optional(),
    items: z
      .array(z.object({ question: Text(300), answer_html: z.string().max(5_000) }))
      .min(1)
      .max(40),
  }),
  z.object({ type: z.literal('cta'), label: Text(60), href: Href, text: Text(300).optional() }),
  z.object({
    type: z.literal('form'),
    form: z.enum(FORM_KINDS),
    heading: Text(160).optional(),
    text: Text(400).optional(),
    /** 'survey': the questions (the survey is content). */
    questions: z.array(SurveyQuestionSchema).min(1).max(30).optional(),
  }),
])
export type ContentBlock = z.infer<typeof ContentBlockSchema>
export type FormBlock = Extract<ContentBlock, { type: 'form' }>

export const ContentPageSchema = z.object({
  slug: ContentSlugSchema,
  /** The document title (before ' | MedWise') and the h1. */
  title: Text(120),
  description: Text(300),
  blocks: z.array(ContentBlockSchema).max(80),
  /** Seeded sample content says so on the page until staff publish their own. */
  sample: z.boolean(),
})
export type ContentPage = z.infer<typeof ContentPageSchema>
