import { z } from 'zod'

// Server-driven widgets (issue 9; architecture note 'one registry'): the cart's full response, the labs cart, the
// order-placed widget and the membership savings page are lists of typed widgets. Each widget type is a Zod schema
// here, gathered into one discriminated union per page; the browser renders them through one registry
// (app/widgets/registry.tsx: type → component) that skips a type it does not know, with a log line, so a server that
// is newer than the page never breaks it. Money on the wire is in rupees (two decimals at most).

export const rupees = z.number().multipleOf(0.01)

export const TextSchema = z.object({ text: z.string() })

// ---- cart_items (spec 2 §3 'Full response: widgets of type cart_items (grouped_items with items whose cta.details
// hold sku_id and quantity)') ----

export const CartSubstituteSchema = z.object({
  sku_id: z.number().int(),
  name: z.string(),
  pack: z.string(),
  manufacturer: z.string(),
  url: z.string(),
  price: rupees,
  mrp: rupees,
  /** What the line would cost less with the substitute at the same quantity. */
  saving: rupees,
})
export type CartSubstitute = z.infer<typeof CartSubstituteSchema>

export const CartLineSchema = z.object({
  sku_id: z.number().int(),
  name: z.string(),
  pack: z.string(),
  manufacturer: z.string(),
  url: z.string(),
  rx_required: z.boolean(),
  prices: z.object({ mrp: rupees, price: rupees, discount_percent: z.number().int() }),
  /** Price times quantity. */
  line_total: rupees,
  quantity: z.number().int().positive(),
  /** The stepper's ceiling: the per-item cap, or fewer when fewer are in stock. */
  max_quantity: z.number().int().nonnegative(),
  /** cart_oos=true: whether the city's centres can deliver it, and what to tell when they cannot fully. */
  availability: z.object({ available: z.boolean(), text: z.string().nullable() }),
  /** The cheapest available product of the same salts and strengths, when it costs less. */
  substitute: CartSubstituteSchema.nullable(),
  cta: z.object({ details: z.object({ sku_id: z.number().int(), quantity: z.number().int().positive() }) }),
})
export type CartLine = z.infer<typeof CartLineSchema>

export const CartItemsWidgetSchema = z.object({
  type: z.literal('cart_items'),
  header: TextSchema,
  grouped_items: z.array(
    z.object({
      /** 'available' or 'unavailable' (not deliverable to the city). */
      group_id: z.enum(['available', 'unavailable']),
      header: TextSchema.nullable(),
      items: z.array(CartLineSchema),
    }),
  ),
})
export type CartItemsWidget = z.infer<typeof CartItemsWidgetSchema>

// ---- coupon ----

export const CouponOfferSchema = z.object({ code: z.string(), description: z.string() })
export type CouponOffer = z.infer<typeof CouponOfferSchema>

export const CouponWidgetSchema = z.object({
  type: z.literal('coupon'),
  header: TextSchema,
  /** The code on the cart, whether it applies now (discount > 0) or why not (message). */
  applied: z.object({ code: z.string(), description: z.string(), discount: rupees, message: z.string().nullable() }).nullable(),
  /** Coupons running now, to pick from. */
  offers: z.array(CouponOfferSchema),
  /** Coupons belong to accounts (per-account limits, first order): a guest is asked to log in first. */
  login_required: z.boolean(),
})
export type CouponWidget = z.infer<typeof CouponWidgetSchema>

// ---- bill_summary (spec 2 §3 'bill_summary (payable_amount)') ----

export const BillRowSchema = z.object({
  /** The labs cart's bill has 'collection_fee' (home collection below the minimum order) instead of delivery. */
  id: z.enum([
    'mrp_total',
    'item_discount',
    'coupon_discount',
    'care_plan_discount',
    /** The insurer's medicines discount (issue 27 §4), in place of the care plan's when better (decision 087). */
    'insurer_discount',
    'delivery_fee',
    'collection_fee',
    'care_plan_fee',
  ]),
  label: z.string(),
  /** Signed: discounts are negative. */
  value: rupees,
  sub_text: z.string().nullable(),
})
export type BillRow = z.infer<typeof BillRowSchema>

export const BillSummaryWidgetSchema = z.object({
  type: z.literal('bill_summary'),
  header: TextSchema,
  rows: z.array(BillRowSchema),
  payable_amount: rupees,
  savings: rupees,
  /**
   * 'Add items worth ₹X more for free delivery' below the threshold (the labs cart: 'Add tests worth ₹X more to save
   * the collection fee'); null when delivery (collection) is free.
   */
  free_delivery_text: z.string().nullable(),
})
export type BillSummaryWidget = z.infer<typeof BillSummaryWidgetSchema>

/** Every widget the pharmacy cart page may get. */
// ---- care_plan (spec 2 §2 'Loading layouts: Cart page … care-plan upsell'; issue 23 §6) ----

export const CarePlanOfferSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: rupees,
  mrp: rupees,
  duration_text: z.string(),
  benefits: z.array(z.string()),
  /** Seeded sample plans say so. */
  sample: z.boolean(),
})
export type CarePlanOffer = z.infer<typeof CarePlanOfferSchema>

export const CarePlanCartWidgetSchema = z.object({
  type: z.literal('care_plan'),
  /**
   * member: the account's plan applies; added: a plan is ticked to buy with this order (its benefits apply to it);
   * offer: what the cheapest plan would save on this cart; pending: a plan bought earlier awaits its payment.
   */
  state: z.enum(['member', 'added', 'offer', 'pending']),
  header: TextSchema,
  /** What the plan saves on this cart: its discount and the delivery fee it waives. */
  saving: rupees,
  plan: CarePlanOfferSchema.nullable(),
  login_required: z.boolean(),
})
export type CarePlanCartWidget = z.infer<typeof CarePlanCartWidgetSchema>

export const CartWidgetSchema = z.discriminatedUnion('type', [
  CartItemsWidgetSchema,
  CouponWidgetSchema,
  CarePlanCartWidgetSchema,
  BillSummaryWidgetSchema,
])
export type CartWidget = z.infer<typeof CartWidgetSchema>

// ---- list_tests_cart (spec 2 §3 'Labs cart brief … Full: widget list_tests_cart (items with sku_id, header, image,
// prices with mrp, discounted_price, discount, patients_data; lab_id) plus bill_summary') ----

export const LabsCartLineSchema = z.object({
  /** The test's id. */
  sku_id: z.number().int(),
  header: z.string(),
  /** Sample type and fasting, or what a package includes. */
  sub_header: z.string(),
  image: z.object({ url: z.string(), alt: z.string() }),
  /** Per patient, at the line's lab; discount is the percent off MRP. */
  prices: z.object({ mrp: rupees, discounted_price: rupees, discount: z.number().int() }),
  /** The patients the test is booked for (chosen on the patient page); none chosen yet counts one. */
  patients_data: z.object({ count: z.number().int().positive(), patient_ids: z.array(z.number().int()), text: z.string() }),
  /** The lab that does this line: the cart's lab, or another one on a partial cart (null: a line kept from before labs
   * priced per lab, at the reference price). */
  lab_id: z.number().int().nullable(),
  lab_name: z.string(),
  /** Discounted price × patients. */
  line_total: rupees,
})
export type LabsCartLine = z.infer<typeof LabsCartLineSchema>

export const ListTestsCartWidgetSchema = z.object({
  type: z.literal('list_tests_cart'),
  header: TextSchema,
  /** The cart's lab. */
  lab_id: z.number().int().nullable(),
  items: z.array(LabsCartLineSchema),
})
export type ListTestsCartWidget = z.infer<typeof ListTestsCartWidgetSchema>

/** Every widget the labs cart page may get. */
export const LabsCartWidgetSchema = z.discriminatedUnion('type', [ListTestsCartWidgetSchema, BillSummaryWidgetSchema])
export type LabsCartWidget = z.infer<typeof LabsCartWidgetSchema>
