import { z } from 'zod'
import { envelope } from './http.ts'
import { rupees } from './widgets.ts'
import { SELF_SERVE_TOKEN, SELF_SERVE_UUID } from '../core/corporate/labs.ts'
import { CORPORATE_SLUG, CORPORATE_SLUG_MAX } from '../core/corporate/vocabulary.ts'

// The corporate health check (issue 25 §5–6, decision 068): covered members, the year's package and add-ons, the
// booking placed through the labs line of sale, the per-member progress; HR's self-serve links and the /ppmc
// endpoints a self-serve booking uses. Money on the wire in rupees, the expected total in paise (as the labs booking).

const MAX_DB_INT = 2_147_483_647
const id = (what: string) =>
  z.coerce
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .positive(`${what} must be positive`)
    .max(MAX_DB_INT, `${what} is too large`)

export const CorporateSlugParamsSchema = z.object({
  slug: z
    .string()
    .max(CORPORATE_SLUG_MAX, 'A corporate’s address has at most 40 characters')
    .regex(CORPORATE_SLUG, 'A corporate’s address is lower-case letters, digits and hyphens'),
})

/** A member of the booking: 'employee' or 'dependant-{id}'. */
export const MEMBER_KEY = /^(employee|dependant-\d{1,10})$/
const memberKey = z.string({ error: 'Please choose who the health check is for' }).regex(MEMBER_KEY, 'Unknown member')

export const CorporateLabMemberSchema = z.object({
  key: z.string(),
  name: z.string(),
  relation: z.string(),
  /** The year's health check covers them. */
  covered: z.boolean(),
  health_check: z.object({
    status: z.string(),
    label: z.string(),
    order_number: z.string().nullable(),
  }),
})
export type CorporateLabMember = z.infer<typeof CorporateLabMemberSchema>

export const CorporateLabTestSchema = z.object({
  test_id: z.number().int(),
  name: z.string(),
  mrp: rupees,
  /** What the employee pays for it (0 for the covered package). */
  price: rupees,
  fasting: z.boolean(),
})

export const CorporateLabPackagesSchema = z.object({
  year: z.number().int(),
  corporate: z.object({ slug: z.string(), name: z.string() }),
  package: CorporateLabTestSchema.extend({ includes: z.array(z.string()) }).nullable(),
  lab: z.object({ id: z.number().int(), name: z.string(), city: z.string() }).nullable(),
  add_ons: z.array(CorporateLabTestSchema),
  /** Why nothing can be booked (no package this year, no address, no lab in the city). */
  problem: z.string().nullable(),
})
export type CorporateLabPackages = z.infer<typeof CorporateLabPackagesSchema>

/** GET /pwa-api/corporate/{slug}/labs/packages: the lab of this address's city (the default address when left out). */
export const CorporateLabPackagesQuerySchema = z.object({ address_id: id('address_id').optional() })

export const CorporateLabMembersAnswerSchema = envelope(z.object({ members: z.array(CorporateLabMemberSchema) }))
export const CorporateLabPackagesAnswerSchema = envelope(CorporateLabPackagesSchema)

/** POST /pwa-api/corporate/{slug}/labs/bookings (Idempotency-Key header). */
export const PlaceCorporateLabBookingSchema = z.object({
  members: z
    .array(
      z.object({
        key: memberKey,
        add_ons: z.array(id('An add-on test id')).max(20, 'At most 20 add-on tests per person').default([]),
      }),
      { error: 'Please choose who the health check is for' },
    )
    .min(1, 'Please choose who the health check is for')
    .max(6, 'One home visit collects samples from at most 6 people'),
  address_id: id('address_id').optional(),
  slot_id: id('slot_id'),
  payment: z.enum(['online', 'wallet'], { error: "Please choose how to pay: 'online' or 'wallet'" }).default('online'),
  use_wallet: z.boolean({ error: 'use_wallet must be true or false' }).default(false),
  expected_total: z.coerce
    .number({ error: 'expected_total must be a number' })
    .int('expected_total must be whole paise')
    .min(0, 'expected_total must not be negative')
    .max(100_000_000, 'expected_total is too large'),
})
export type PlaceCorporateLabBookingBody = z.input<typeof PlaceCorporateLabBookingSchema>

export const PlacedCorporateLabBookingSchema = z.object({
  order_id: z.number().int(),
  number: z.string(),
  status: z.string(),
  booking_status: z.string(),
  total: rupees,
  /** What the employer pays (the package for the covered and the home visit). */
  sponsored: rupees,
  wallet_part: rupees,
  online_part: rupees,
  next_url: z.string(),
})
export type PlacedCorporateLabBooking = z.infer<typeof PlacedCorporateLabBookingSchema>
export const PlacedCorporateLabBookingAnswerSchema = envelope(PlacedCorporateLabBookingSchema)

export const CorporateLabProgressSchema = z.object({
  year: z.number().int(),
  test_id: z.number().int(),
  test_name: z.string(),
  people: z.array(
    z.object({
      name: z.string(),
      status: z.string(),
      label: z.string(),
      order_number: z.string(),
      slot_label: z.string(),
      lab: z.string(),
    }),
  ),
})
export type CorporateLabProgress = z.infer<typeof CorporateLabProgressSchema>
export const CorporateLabProgressAnswerSchema = envelope(CorporateLabProgressSchema)
export const CorporateLabTestParamsSchema = CorporateSlugParamsSchema.extend({ test_id: id('test_id') })

// ---- self-serve links (HR) ----

/** POST /pwa-api/corporate/{slug}/admin/self-serve-links */
export const CreateSelfServeLinkSchema = z
  .object({
    employee_code: z
      .string({ error: 'Please give the employee id' })
      .trim()
      .min(1, 'Please give the employee id')
      .max(40, 'An employee id has at most 40 characters'),
    purpose: z.enum(['booking', 'reschedule'], { error: "purpose must be 'booking' or 'reschedule'" }).default('booking'),
    reschedule_reason: z.string().trim().min(3, 'Please give the reason (3 characters or more)').max(200).optional(),
    order_number: z.string().trim().max(40).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.purpose === 'reschedule' && (!v.reschedule_reason || !v.order_number)) {
      ctx.addIssue({
        code: 'custom',
        path: [v.reschedule_reason ? 'order_number' : 'reschedule_reason'],
        message: 'A reschedule link needs the reason and the booking to move',
      })
    }
  })
export type CreateSelfServeLinkBody = z.input<typeof CreateSelfServeLinkSchema>

export const SelfServeLinkCreatedSchema = z.object({
  uuid: z.string(),
  /** The link, answered once: only its hash is kept. */
  url: z.string(),
  expires_at: z.string(),
  purpose: z.string(),
})
export const SelfServeLinkCreatedAnswerSchema = envelope(SelfServeLinkCreatedSchema)

// ---- /ppmc (the self-serve client, spec 2 §7) ----

export const SelfServeHeadersSchema = z.object({
  token: z.string().regex(SELF_SERVE_TOKEN, 'This link has expired or was already used.'),
  uuid: z.string().regex(SELF_SERVE_UUID, 'This link has expired or was already used.'),
})

export const SelfServeContextSchema = z.object({
  corporate: z.string(),
  employee_name: z.string(),
  purpose: z.string(),
  reschedule_reason: z.string().nullable(),
  expires_at: z.string(),
  package: z.object({ test_id: z.number().int(), name: z.string(), fasting: z.boolean() }).nullable(),
  cities: z.array(z.string()),
})
export type SelfServeContext = z.infer<typeof SelfServeContextSchema>
export const SelfServeContextAnswerSchema = envelope(SelfServeContextSchema)

export const SelfServeSlotsQuerySchema = z.object({
  city: z.string().trim().min(2, 'Please choose your city').max(60),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Please choose a day (YYYY-MM-DD)'),
})

/** POST /ppmc/self-serve/booking */
export const SelfServeBookingSchema = z.object({
  slot_id: id('slot_id'),
  address: z.string().trim().min(5, 'Please enter your address (house, street, area)').max(200),
  pincode: z.string().regex(/^[1-9]\d{5}$/, 'Please enter a valid 6-digit pincode'),
})
export type SelfServeBookingBody = z.input<typeof SelfServeBookingSchema>

export const SelfServeBookedSchema = z.object({ number: z.string(), slot_label: z.string(), lab: z.string() })
export type SelfServeBooked = z.infer<typeof SelfServeBookedSchema>
export const SelfServeBookedAnswerSchema = envelope(SelfServeBookedSchema)
