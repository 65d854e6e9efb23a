import { z } from 'zod'
import { OFFER_ELIGIBILITY, OFFER_KINDS } from '../core/partner-offers/rules.ts'
import { idempotencyKeyField } from './idempotency.ts'
import { envelope } from './http.ts'

// Partner offers (issue 27 §3; decision 085): the wire of /pwa-api/api/v4/partner-offers… (the list, an offer's
// detail, claiming a code) and spec 2 §7 PUT /api/v4/partnerships/partnership_reminder_set (notify me). The card is
// spec 2 §3's offer card, built by core/partner-offers/rules.ts.

const MAX_DB_INT = 2_147_483_647

/** A database id from JSON, a path or a form: a whole number from 1 up. */
const idOf = (field: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v.trim()) : v),
    z
      .number({ error: `${field} must be a number` })
      .int(`${field} must be a whole number`)
      .min(1, `${field} must be a positive number`)
      .max(MAX_DB_INT, `${field} is not a known id`),
  )

// ---- The offer card (spec 2 §3) ----

const CardTextSchema = z.object({ text: z.string(), color: z.string() })
export const OfferCardCtaSchema = z.object({
  label: z.string(),
  ga_details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  /** Lowercased: 'link' (to the detail page), 'notify_me' (calls function_map), 'none' (a disabled state). */
  action: z.string().regex(/^[a-z_]+$/),
  url: z.object({ web: z.string() }),
  function_map: z.string().nullable(),
  disabled: z.boolean(),
  notification_set_label: z.string().nullable(),
})
export const PartnerOfferCardSchema = z.object({
  type: z.enum(['offer', 'more_offers', 'dummy_card']),
  partnership_id: z.number().int().nullable(),
  partner_id: z.number().int().nullable(),
  icon: z.object({ url: z.string(), alt: z.string() }),
  name: CardTextSchema,
  heading: CardTextSchema,
  sub_heading: CardTextSchema,
  cta: OfferCardCtaSchema.nullable(),
  disabled: z.boolean(),
  isExpired: z.boolean(),
})
export type PartnerOfferCard = z.infer<typeof PartnerOfferCardSchema>

// ---- The list and the detail ----

export const PartnerOffersListSchema = z.object({ cards: z.array(PartnerOfferCardSchema) })
export type PartnerOffersList = z.infer<typeof PartnerOffersListSchema>
export const PartnerOffersListAnswerSchema = envelope(PartnerOffersListSchema)

export const OfferDetailParamsSchema = z.object({ partnerId: idOf('partner_id'), offerId: idOf('partnership_benefit_id') })

export const PartnerOfferDetailSchema = z.object({
  card: PartnerOfferCardSchema,
  partner: z.object({ id: z.number().int(), name: z.string(), about: z.string(), website: z.string().nullable() }),
  offer: z.object({
    id: z.number().int(),
    title: z.string(),
    summary: z.string(),
    kind: z.enum(OFFER_KINDS),
    eligibility: z.enum(OFFER_ELIGIBILITY),
    /** Who may claim it, in words. */
    eligibility_text: z.string(),
    phase: z.enum(['upcoming', 'live', 'expired']),
    starts_at: z.iso.datetime({ offset: true }),
    ends_at: z.iso.datetime({ offset: true }),
    validity_text: z.string(),
    /** The terms, a paragraph each. */
    terms: z.array(z.string()),
    how_to_use: z.string(),
    /** Seeded sample offers say so. */
    sample: z.boolean(),
    codes_left: z.number().int(),
  }),
  /** The person's code when they claimed one (shown again, never another). */
  claimed: z.object({ code: z.string(), claimed_at: z.iso.datetime({ offset: true }) }).nullable(),
  reminded: z.boolean(),
  /** Why this person may not claim now (null when they may, or are a guest who will be asked to log in). */
  refusal: z.string().nullable(),
})
export type PartnerOfferDetail = z.infer<typeof PartnerOfferDetailSchema>
export const PartnerOfferDetailAnswerSchema = envelope(PartnerOfferDetailSchema)

// ---- Claiming a code ----

export const ClaimParamsSchema = z.object({ offerId: idOf('partnership_benefit_id') })
export const OfferClaimSchema = z.object({
  partnership_id: z.number().int(),
  code: z.string(),
  claimed_at: z.iso.datetime({ offset: true }),
  /** False when the person had claimed before: the same code again. */
  first_claim: z.boolean(),
})
export type OfferClaim = z.infer<typeof OfferClaimSchema>
export const OfferClaimAnswerSchema = envelope(OfferClaimSchema)

/** The detail page's claim form (the key rendered with the page). */
export const ClaimFormSchema = z.object({ intent: z.literal('claim'), idempotencyKey: idempotencyKeyField })
export const RemindFormSchema = z.object({ intent: z.literal('remind') })

// ---- Notify me (spec 2 §7 PUT api/v4/partnerships/partnership_reminder_set) ----

export const PartnershipReminderBodySchema = z.object({ partnership_id: idOf('partnership_id') })
export const PartnershipReminderSchema = z.object({
  partnership_id: z.number().int(),
  /** When the SMS goes: when the offer opens. */
  remind_at: z.iso.datetime({ offset: true }),
  message: z.string(),
})
export type PartnershipReminder = z.infer<typeof PartnershipReminderSchema>
export const PartnershipReminderAnswerSchema = envelope(PartnershipReminderSchema)
