import { z } from 'zod'
import { CANCELLATION_TYPE, readCancelReason, REASON_REQUIRED } from '../core/care-plan/cancellation.ts'
import { SAVING_KINDS } from '../core/care-plan/plans.ts'
import { withoutControls } from '../core/fields/free-text.ts'
import { formSchema } from './form.ts'
import { envelope } from './http.ts'

// The care plan's savings page (spec 2 §3 'Savings page response', §7 /api/v4/savings, /api/v4/detailed_savings,
// /api/v4/subscriptions/cancel). Field names are the spec's; money is rupees on the wire (a number with at most two
// decimals) beside the text the page shows. The page is built by core/care-plan/savings-page.ts.

// ---- Parts ----

const TextSchema = z.object({ text: z.string(), color: z.string().optional() })
/** Images are our own assets (public/images/care-plan); alt '' marks a decorative one. */
const ImageSchema = z.object({ url: z.string(), alt: z.string(), width: z.number().int(), height: z.number().int() })
/** Analytics labels (spec 2 §3 ga_details): event and label, free strings the tracker reads. */
export const GaDetailsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))

export const SHEET_NAMES = [
  'membership_details',
  'cancel_membership_bottom_info',
  'cancel_bottomsheet_confirm_info',
  'successful_cancellation',
  'view_consultation_details',
  'view_lab_details',
  'revised_plan_bottom_info',
  'book_lab_test',
] as const
/** The page's modals besides the sheets (spec 2 §2, §4): the breakdown, and the generic error popup. */
export const MODAL_NAMES = [...SHEET_NAMES, 'detailed_savings', 'error_popup'] as const
export type ModalName = (typeof MODAL_NAMES)[number]

/**
 * A call to action. `url.web`: a link; `action`: what the page does instead ('open_bottom_sheet' the sheet named in
 * `bottom_sheet`, 'view_breakdown' the detailed_savings call, 'remind_me' an early sale's reminder).
 */
export const CtaSchema = z.object({
  label: z.string(),
  url: z.object({ web: z.string() }).optional(),
  disabled: z.boolean().optional(),
  type: z.enum(['filled', 'outlined', 'underlined']).optional(),
  action: z.enum(['link', 'open_bottom_sheet', 'view_breakdown', 'remind_me', 'close']).optional(),
  bottom_sheet: z.enum(SHEET_NAMES).optional(),
  sub_text: z.string().optional(),
  renew_label: z.string().optional(),
  ga_details: GaDetailsSchema.optional(),
})
export type Cta = z.infer<typeof CtaSchema>

// ---- Benefit items (spec 2 §3 'Benefit item types', 'Benefit card') ----

export const BENEFIT_ITEM_TYPES = {
  pharmacy: ['coupon_savings', 'neu_coins', 'free_shippings', 'rapid_savings', 'quick_processing'],
  consultation: ['consultation_neucoins', 'doctor_consultations'],
  labs: ['lab_neucoins', 'lab_savings'],
  other: ['exclusive_offer', 'premium_support', 'early_sale'],
} as const
const BenefitItemTypeSchema = z.enum([
  ...BENEFIT_ITEM_TYPES.pharmacy,
  ...BENEFIT_ITEM_TYPES.consultation,
  ...BENEFIT_ITEM_TYPES.labs,
  ...BENEFIT_ITEM_TYPES.other,
])
export type BenefitItemType = z.infer<typeof BenefitItemTypeSchema>

export const BenefitCardSchema = z.object({
  type: BenefitItemTypeSchema,
  section: z.enum(['pharmacy', 'consultation', 'labs', 'other']),
  header: TextSchema,
  subtext: TextSchema,
  description: TextSchema,
  image: ImageSchema,
  usage_details: z
    .object({
      bg_color: z.string(),
      text: z.string(),
      cta: CtaSchema.optional(),
      disabled: z.boolean(),
      ga_details: GaDetailsSchema.optional(),
    })
    .optional(),
  cta: CtaSchema.optional(),
})
export type BenefitCard = z.infer<typeof BenefitCardSchema>

/** A 'use your benefits' row (type user_benefit): one per area, how many times it is left and where to use it. */
export const UserBenefitSchema = z.object({
  type: z.literal('user_benefit'),
  area: z.enum(['pharmacy', 'consult', 'lab']),
  header: z.string(),
  times_remaining: z.string(),
  subtext: z.string(),
  icon: ImageSchema,
  cta: CtaSchema,
})

// ---- Widgets (spec 2 §2 slots: 0 savings, 2 renew information, 4 use your benefits, 6 pharmacy benefits, 7 benefits
// list, 8 FAQ, 9 renew, 10 cancellation; partnership offers sit between 4 and 6, in slot 5) ----

const slot = <N extends number>(n: N) => z.literal(n)

export const MembershipInfoWidgetSchema = z.object({
  type: z.literal('membership_info'),
  slot: slot(0),
  header: z.object({ prefix_text: z.string(), image: ImageSchema, suffix_text: z.string() }),
  status_info: z.object({ text: z.string(), day: z.string(), color: z.string(), subtext: z.string() }),
  bg_gradient: z.array(z.string()),
  cta: CtaSchema,
  description: z.object({ bg_color: z.string(), text: z.string(), color: z.string() }),
})
/** A term that is not running (ended, cancelled, awaiting payment): what it is now, in a sentence. */
export const MembershipStatusWidgetSchema = z.object({
  type: z.literal('membership_status'),
  slot: slot(0),
  state: z.enum(['expired', 'cancelled', 'pending_payment']),
  description: TextSchema,
})
/** spec 2 §3 'Savings widget: heading, amount from header_subtext, icon, description'. */
export const SavingsWidgetSchema = z.object({
  type: z.literal('savings'),
  slot: slot(0),
  heading: z.string(),
  header_subtext: z.string(),
  amount: z.number().nonnegative(),
  icon: ImageSchema,
  description: z.string(),
  cta: CtaSchema.optional(),
})
/** A plan bought with a cash-on-delivery order: its benefits wait for the delivery (spec 2 §6). */
export const CodBenefitWidgetSchema = z.object({
  type: z.literal('cod_benefit'),
  slot: slot(0),
  header: TextSchema,
  subtext: TextSchema,
  order_number: z.string(),
  cta: CtaSchema,
})
export const RenewInfoWidgetSchema = z.object({
  type: z.literal('renew_info'),
  slot: slot(2),
  header: TextSchema,
  subtext: TextSchema,
  cta: CtaSchema.optional(),
})
export const UseBenefitsWidgetSchema = z.object({
  type: z.literal('use_benefits'),
  slot: slot(4),
  header: TextSchema,
  data: z.array(UserBenefitSchema),
})
export const OfferCardSchema = z.object({
  type: z.enum(['offer', 'more_offers', 'dummy_card']),
  partnership_id: z.number().int().nullable(),
  icon: ImageSchema,
  name: TextSchema,
  heading: TextSchema,
  sub_heading: TextSchema,
  cta: CtaSchema.optional(),
  disabled: z.boolean(),
  isExpired: z.boolean(),
})
export const PartnershipOffersWidgetSchema = z.object({
  type: z.literal('partnership_offers'),
  slot: slot(5),
  header: z.object({ logo: ImageSchema, title: z.object({ text: z.string(), bg_color: z.string() }) }),
  cta: CtaSchema.optional(),
  bg_gradient: z.array(z.string()),
  partnership_cards: z.array(OfferCardSchema),
})
/** Slot 6: the pharmacy benefits; slot 7: the benefits list (consultation, labs, other). */
export const BenefitsWidgetSchema = z.object({
  type: z.literal('benefits'),
  slot: z.union([slot(6), slot(7)]),
  header: TextSchema.optional(),
  header_pharmacy: TextSchema.optional(),
  header_consultation: TextSchema.optional(),
  header_labs: TextSchema.optional(),
  header_other_benefits: TextSchema.optional(),
  header_additional_benefits: TextSchema.optional(),
  /** spec 2 §6: pharmacy and other benefits locked behind cash on delivery. */
  benefits_locked: z.boolean(),
  data: z.array(BenefitCardSchema),
})
export const FaqWidgetSchema = z.object({
  type: z.literal('faq'),
  slot: slot(8),
  header: TextSchema,
  data: z.array(z.object({ title: z.string(), content: z.string() })),
})
export const RenewWidgetSchema = z.object({
  type: z.literal('renew'),
  slot: slot(9),
  header: TextSchema,
  subtext: TextSchema,
  data: z.array(z.string()),
  cta: CtaSchema,
  bg_color: z.string(),
  image: ImageSchema,
  revised_plan_info: z.object({ text: z.string(), url: z.string(), cta: CtaSchema }).optional(),
})
export const CancelWidgetSchema = z.object({
  type: z.literal('cancel_membership'),
  slot: slot(10),
  header: TextSchema,
  subtext: TextSchema,
  cta: CtaSchema,
})

export const SavingsWidgetUnionSchema = z.discriminatedUnion('type', [
  MembershipInfoWidgetSchema,
  MembershipStatusWidgetSchema,
  SavingsWidgetSchema,
  CodBenefitWidgetSchema,
  RenewInfoWidgetSchema,
  UseBenefitsWidgetSchema,
  PartnershipOffersWidgetSchema,
  BenefitsWidgetSchema,
  FaqWidgetSchema,
  RenewWidgetSchema,
  CancelWidgetSchema,
])
export type SavingsPageWidget = z.infer<typeof SavingsWidgetUnionSchema>

// ---- Bottom sheets (spec 2 §3 'Bottom sheets'), by name ----

const DetailItemSchema = z.object({
  icon: ImageSchema,
  header: z.string(),
  sub_header: z.string(),
  sub_text: z.string(),
  status: TextSchema,
  ctas: z.array(CtaSchema.extend({ download: z.boolean().optional() })),
})
const UsageSheetSchema = z.object({
  header: z.string(),
  image: ImageSchema,
  data: z.array(DetailItemSchema),
  /** What the sheet says while `data` is empty (consultations and labs record no usage yet). */
  empty_text: z.string(),
})
export const BottomSheetsSchema = z.object({
  membership_details: z.object({
    header: z.string(),
    details: z.array(z.object({ label: z.string(), value: z.string() })),
    data: z.array(z.object({ url: z.string(), alt: z.string() })),
    /** spec 2 §9: the details list's fixed light orange. */
    bg_color: z.string(),
    ga_details: GaDetailsSchema,
    close_ga_details: GaDetailsSchema,
  }),
  cancel_membership_bottom_info: z
    .object({
      sub_header: z.string(),
      description: z.string(),
      label: z.string(),
      reasons: z.array(z.object({ id: z.number().int(), reason: z.string() })),
      plan_id: z.number().int(),
      plan_name: z.string(),
      cta: CtaSchema,
      bottom_text: z.string(),
    })
    .optional(),
  cancel_bottomsheet_confirm_info: z
    .object({
      heading: z.string(),
      sub_heading: z.string(),
      /** What a cancellation now refunds, by decision 054's rule. */
      refund: z.number().nonnegative(),
      primary_cta: CtaSchema,
      secondary_cta: CtaSchema,
      sub_text: z.string(),
    })
    .optional(),
  successful_cancellation: z
    .object({ header: z.string(), description: z.string(), icon: ImageSchema, cta: CtaSchema })
    .optional(),
  view_consultation_details: UsageSheetSchema,
  view_lab_details: UsageSheetSchema,
  revised_plan_bottom_info: z.object({ header: z.string(), image: ImageSchema, description: z.string() }).optional(),
  /** Left out while there is nothing to book from this page (spec 2 §3 lists its shape; labs offers land later). */
  book_lab_test: z.object({ header: z.string(), sub_text: z.string(), cta_label: z.string() }).optional(),
})
export type BottomSheets = z.infer<typeof BottomSheetsSchema>

// ---- GET /api/v4/savings ----

/** spec 2 §7: 'query params' (the page passes its own on): a source tag is read, anything else is ignored. */
export const SavingsQuerySchema = z.object({ source: z.string().max(40).optional() })

export const SavingsPageSchema = z.object({
  data: z.object({ data: z.array(SavingsWidgetUnionSchema), bottom_sheets: BottomSheetsSchema }),
  meta_data: z.object({ title: z.string(), description: z.string() }),
  /** spec 2 §2: a slug sends the browser to another page; null: stay. */
  page_properties: z.object({ slug: z.string().nullable() }),
  ga_details: GaDetailsSchema,
  plan_id: z.number().int(),
})
export type SavingsPage = z.infer<typeof SavingsPageSchema>
export const SavingsAnswerSchema = SavingsPageSchema.extend({ is_success: z.literal(true) })
export type SavingsAnswer = z.infer<typeof SavingsAnswerSchema>

// ---- GET /api/v4/detailed_savings ----

export const SavingKindSchema = z.enum(SAVING_KINDS)
export const DetailedSavingsSchema = z.object({
  header: z.string(),
  total: z.number().nonnegative(),
  total_text: z.string(),
  by_benefit: z.array(z.object({ benefit: SavingKindSchema, label: z.string(), amount: z.number().nonnegative() })),
  rows: z.array(
    z.object({
      order_number: z.string(),
      label: z.string(),
      benefit: SavingKindSchema,
      benefit_label: z.string(),
      amount: z.number().positive(),
      /** 'D Mon YYYY', India. */
      date: z.string(),
    }),
  ),
  /** More rows exist than are listed (the newest 200 are). */
  truncated: z.boolean(),
})
export type DetailedSavings = z.infer<typeof DetailedSavingsSchema>
export const DetailedSavingsAnswerSchema = envelope(DetailedSavingsSchema)

// ---- POST /api/v4/subscriptions/cancel ----

/** Free text the spec's client may send (plan names): controls out, trimmed. */
const planName = z.preprocess(
  (v) => (typeof v === 'string' ? withoutControls(v).trim() : v),
  z.string().min(1, 'plan_name is required').max(100),
)

/** spec 2 §3 'Cancel request'; §5: the reason is required ('Please choose a reason for cancellation'). */
// A form schema: its messages are read as they are (spec 2 §5's text, not 'cancellation_reason: …').
export const CancelMembershipSchema = formSchema(
  z.object({
    cancellation_reason: z.unknown().transform((v, ctx) => {
      const reason = readCancelReason(v)
      if (!reason) {
        ctx.addIssue({ code: 'custom', message: REASON_REQUIRED })
        return z.NEVER
      }
      return reason
    }),
    cancellation_type: z.literal(CANCELLATION_TYPE, { error: "cancellation_type must be 'subscription'" }),
    plan_name: planName,
  }),
)
export type CancelMembership = z.output<typeof CancelMembershipSchema>

export const CancelledMembershipSchema = z.object({
  status: z.literal('cancelled'),
  plan_name: z.string(),
  refund: z.number().nonnegative(),
  refund_text: z.string(),
  /** spec 2 §4: success opens the modal named in the answer. */
  modal_name: z.literal('successful_cancellation'),
  successful_cancellation: BottomSheetsSchema.shape.successful_cancellation.unwrap(),
})
export type CancelledMembership = z.infer<typeof CancelledMembershipSchema>
export const CancelledMembershipAnswerSchema = envelope(CancelledMembershipSchema)

// ---- the early-sale remind-me ----
// The care plan's reminders on the wire (issue 23 §4; spec 2 §7 `GET /api/v4/set_reminder`, whose answer the spec
// does not show): the sale a member will be reminded of, when, and when members may shop.

export const SaleReminderSchema = z.object({
  sale: z.string(),
  /** ISO instants. */
  remind_at: z.string(),
  members_from: z.string(),
})
export type SaleReminder = z.infer<typeof SaleReminderSchema>
export const SaleReminderAnswerSchema = envelope(SaleReminderSchema)
