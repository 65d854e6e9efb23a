import { z } from 'zod'
import { formSchema } from './form.ts'
import { idempotencyKeyField } from './idempotency.ts'
import { envelope } from './http.ts'
import { LABS_CART_TYPES } from '../core/cart/cart-types.ts'
import { rupees } from './widgets.ts'

// Lab bookings (issue 11 §5; decision 035): placing the labs cart as a booking (an order of source DIAGNOSTICS with
// its lab, slot and tests per patient), and the account's bookings. POST /pwa-api/labs/bookings carries an
// Idempotency-Key header like the pharmacy placement; money on the wire in rupees, the expected total in paise.

/** How a booking is paid: online (the rest after the wallet), or all from MedWise Cash. No cash at the door. */
export const LAB_PAYMENT_CHOICES = ['online', 'wallet'] as const

/** POST /pwa-api/labs/bookings (JSON, or a page's form of strings). */
export const PlaceLabBookingSchema = formSchema(
  z.object({
    cart_type: z.enum(LABS_CART_TYPES, { error: "cart_type must be 'labs' or 'cp_labs'" }).default('labs'),
    /** The collection address (the account's); the cart's chosen address, else the default, when left out. */
    address_id: z.coerce
      .number({ error: 'address_id must be a number' })
      .int('address_id must be a whole number')
      .positive('address_id must be positive')
      .max(2_147_483_647, 'address_id is too large')
      .optional(),
    payment: z.enum(LAB_PAYMENT_CHOICES, { error: "Please choose how to pay: 'online' or 'wallet'" }),
    use_wallet: z
      .union([z.boolean(), z.enum(['on', 'true', 'false'])], { error: 'use_wallet must be true or false' })
      .optional()
      .transform((v) => v === true || v === 'on' || v === 'true'),
    /** issue 25 §4: the corporate wallet's sub-wallet pays first (covered people only; the rest by `payment`). */
    use_corporate_wallet: z
      .union([z.boolean(), z.enum(['on', 'true', 'false'])], { error: 'use_corporate_wallet must be true or false' })
      .optional()
      .transform((v) => v === true || v === 'on' || v === 'true'),
    /** The amount to pay the person was shown, in paise. */
    expected_total: z.coerce
      .number({ error: 'expected_total must be a number' })
      .int('expected_total must be whole paise')
      .min(0, 'expected_total must not be negative')
      .max(100_000_000, 'expected_total is too large'),
  }),
)
export type PlaceLabBookingBody = z.input<typeof PlaceLabBookingSchema>

/** The labs payment page's form adds the idempotency key it was rendered with (a retried submit sends the same one). */
export const PlaceLabBookingFormSchema = formSchema(PlaceLabBookingSchema.extend({ idempotency_key: idempotencyKeyField }))

export const PlacedLabBookingSchema = z.object({
  order_id: z.number().int(),
  number: z.string(),
  /** The order's status (pending_payment, confirmed). */
  status: z.string(),
  /** The booking's status (labs/booking-states.ts: pending_payment, booked). */
  booking_status: z.string(),
  total: rupees,
  wallet_part: rupees,
  /** What the corporate wallet paid (issue 25 §4). */
  corporate_part: rupees,
  online_part: rupees,
  /** When an unpaid booking lets its slot go (ISO); null once paid. */
  hold_expires_at: z.string().nullable(),
  /** Where the browser goes next: the payment of what is left online, or the labs success page. */
  next_url: z.string(),
})
export type PlacedLabBookingAnswer = z.infer<typeof PlacedLabBookingSchema>
export const PlaceLabBookingAnswerSchema = envelope(PlacedLabBookingSchema)

/** GET /pwa-api/labs/bookings/:number: the booking's order number as the pages show it (MW10000001). */
export const LabBookingNumberParamsSchema = z.object({
  number: z.string().regex(/^MW\d{8}$/, 'A booking number is MW and 8 digits, as in MW10000001'),
})

export const LabBookingSchema = z.object({
  number: z.string(),
  cart_type: z.string(),
  status: z.string(),
  status_label: z.string(),
  order_status: z.string(),
  lab: z.object({ id: z.number().int(), name: z.string() }),
  city: z.string(),
  slot: z.object({ id: z.number().int(), starts_at: z.string(), ends_at: z.string(), label: z.string() }),
  reschedule_count: z.number().int(),
  total: rupees,
  collection_fee: rupees,
  placed_at: z.string(),
  hold_expires_at: z.string().nullable(),
  /** The tests per patient, in the order they were booked. */
  patients: z.array(
    z.object({
      patient_id: z.number().int().nullable(),
      name: z.string(),
      age: z.number().int().nullable(),
      gender: z.string().nullable(),
      tests: z.array(z.object({ test_id: z.number().int(), name: z.string(), mrp: rupees, price: rupees })),
    }),
  ),
})
export type LabBookingWire = z.infer<typeof LabBookingSchema>
export const LabBookingAnswerSchema = envelope(LabBookingSchema)
export const LabBookingListAnswerSchema = envelope(z.object({ bookings: z.array(LabBookingSchema) }))

/** POST /pwa-api/labs/bookings/:number/reschedule (JSON, or the my-bookings page's form): the free slot to move to. */
export const RescheduleLabBookingSchema = formSchema(
  z.object({
    slot_id: z.coerce
      .number({ error: 'Please choose a collection slot' })
      .int('Please choose a collection slot')
      .positive('Please choose a collection slot')
      .max(2_147_483_647, 'Please choose a collection slot'),
  }),
)
export type RescheduleLabBookingBody = z.input<typeof RescheduleLabBookingSchema>
