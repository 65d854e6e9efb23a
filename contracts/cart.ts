import { z } from 'zod'
import { CART_MAX_LINES, CART_MAX_QUANTITY_PER_SKU, CART_QUANTITY_DEFAULT } from '../core/constants.ts'
import { PRODUCT_CART_TYPES } from '../core/cart/cart-types.ts'
import { CP_ADDED_SOURCES } from '../core/care-plan/plans.ts'
import { envelope, type Refusal } from './http.ts'
import { CartWidgetSchema, LabsCartWidgetSchema } from './widgets.ts'

// The wire of the cart calls (spec 2 §3 'Cart add payload', 'Pharmacy cart brief response', 'Labs cart brief'; spec 2
// §7). Money on the wire is in rupees (a number with at most two decimals); behind it, paise (server/lib/money.ts).
// Every cart answer is wrapped as { is_success: true, data } (decision 007): spec 2 §7 reads is_success and data.*
// from the labs replace, and one envelope for all cart calls lets the client unwrap them alike.

const MAX_DB_INT = 2_147_483_647
/** A database id, as a number or a string of digits. */
const id = (field: string) =>
  z.union([
    z
      .number()
      .int(`${field} must be a whole number`)
      .min(1, `${field} must be positive`)
      .max(MAX_DB_INT, `${field} is too large`),
    z
      .string()
      .regex(/^\d{1,10}$/, `${field} must be a number`)
      .transform(Number)
      .pipe(z.number().min(1, `${field} must be positive`).max(MAX_DB_INT, `${field} is too large`)),
  ])

/** spec 2 §5: cart quantity defaults to 1 when not a number. */
export const QuantitySchema = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'number' && Number.isFinite(v) ? v : CART_QUANTITY_DEFAULT))
  .pipe(
    z
      .number()
      .int('quantity must be a whole number')
      .min(1, 'quantity must be at least 1')
      .max(CART_MAX_QUANTITY_PER_SKU, `You can add at most ${CART_MAX_QUANTITY_PER_SKU} of an item at once`),
  )

// ---- Requests ----

/** spec 1 §3 / spec 2 §3 'Cart add payload' (POST /api/v4/carts/skus). */
export const CartAddSchema = z.object({
  skus: z
    .array(z.object({ sku_id: id('sku_id'), quantity: QuantitySchema }), { error: 'skus must be a list' })
    .min(1, 'skus must name at least one item')
    .max(CART_MAX_LINES, `At most ${CART_MAX_LINES} items at once`),
  types: z.literal('pharmacy', { error: "types must be 'pharmacy'" }).default('pharmacy'),
  page_source: z.string().max(64, 'page_source is too long').optional(),
  response_type: z.literal('brief', { error: "response_type must be 'brief'" }).default('brief'),
  is_recommendation_required: z.boolean({ error: 'is_recommendation_required must be true or false' }).optional(),
})
/** What a client sends (quantity may be left out: it becomes 1). */
export type CartAddBody = z.input<typeof CartAddSchema>

/** GET /api/v4/carts/details?types=pharmacy&response_type=brief (spec 2 §7: cart_oos=true, city from the cookie). */
export const PharmacyDetailsQuerySchema = z.object({
  types: z.literal('pharmacy', { error: "types must be 'pharmacy'" }),
  /** 'brief' (the header's count; the default) or 'full' (the cart page's widgets, spec 2 §3 'Full response'). */
  response_type: z.enum(['brief', 'full'], { error: "response_type must be 'brief' or 'full'" }).default('brief'),
  cart_oos: z.enum(['true', 'false'], { error: 'cart_oos must be true or false' }).optional(),
  city: z.string().max(80, 'city is too long').optional(),
})

/** GET /api/v4/carts/details?types=labs&response_type=full: the labs cart page's widgets (spec 2 §3 'Full'). */
export const LabsDetailsQuerySchema = z.object({
  types: z.literal('labs', { error: "types must be 'labs'" }),
  response_type: z.literal('full', { error: "response_type must be 'full' for the labs cart" }).default('full'),
  city: z.string().max(80, 'city is too long').optional(),
})

/**
 * The query of GET /api/v4/carts/details as one description (the OpenAPI document): types=pharmacy is read by
 * PharmacyDetailsQuerySchema, types=labs by LabsDetailsQuerySchema (response_type=full only).
 */
export const CartDetailsQuerySchema = z.object({
  types: z.enum(['pharmacy', 'labs'], { error: "types must be 'pharmacy' or 'labs'" }),
  response_type: z.enum(['brief', 'full']).default('brief'),
  cart_oos: z.enum(['true', 'false']).optional(),
  city: z.string().max(80).optional(),
})

/** GET /api/v4/carts/brief?types=labs, and the query of PUT carts/replace. */
export const LabsBriefQuerySchema = z.object({ types: z.literal('labs', { error: "types must be 'labs'" }) })

/** spec 2 §7 PUT carts/replace?types=labs: sku_ids is a list of { test_id }. */
export const LabsReplaceSchema = z.object({
  sku_ids: z
    .array(z.object({ test_id: id('test_id') }), { error: 'sku_ids must be a list' })
    .max(CART_MAX_LINES, `At most ${CART_MAX_LINES} tests`),
})
export type LabsReplaceBody = z.input<typeof LabsReplaceSchema>

// ---- Answers ----

const rupees = z.number().nonnegative().multipleOf(0.01)

export const PharmacyBriefItemSchema = z.object({
  sku_id: z.number().int(),
  quantity: z.number().int().positive(),
  sku_name: z.string(),
})
export type PharmacyBriefItem = z.infer<typeof PharmacyBriefItemSchema>

export const CarePlanHeaderSchema = z.object({
  text: z.string(),
  is_member: z.boolean(),
  /** What the plan saves (or would) on the lines, in rupees: its discount and the delivery fee it waives. */
  saving: rupees,
  /** The member's savings page, or the plans to compare. */
  url: z.string(),
})
export type CarePlanHeader = z.infer<typeof CarePlanHeaderSchema>

export const PharmacyBriefSchema = z.object({
  items: z.array(PharmacyBriefItemSchema),
  /** What the visitor pays: the selling prices times quantities, in rupees. */
  to_be_paid: rupees,
  total_quantity: z.number().int().nonnegative(),
  /** null until the visitor adds something. */
  cart_id: z.number().int().nullable(),
  /** The MRP total, in rupees. */
  total_amount: rupees,
  /**
   * The care-plan banner of the cart (issue 23 §6): what the account's plan saves on these lines, or what the cheapest
   * plan would; null for a guest, an empty cart, or nothing to save.
   */
  care_plan_header: CarePlanHeaderSchema.nullable(),
})
export type PharmacyBrief = z.infer<typeof PharmacyBriefSchema>

export const LabsPriceSchema = z.object({ mrp: rupees, discounted_price: rupees, discount_percent: z.number().int() })
export type LabsPrice = z.infer<typeof LabsPriceSchema>

export const LabsBriefItemSchema = z.object({
  id: z.number().int(),
  heading: z.string(),
  sub_heading: z.string(),
  icon_url: z.string(),
  price: LabsPriceSchema,
  /** spec 2 §3: the patients of the line; 1 until patients are chosen. */
  patient_count: z.number().int().positive(),
  patient_ids: z.array(z.number().int()),
  recommendation_type: z.string().nullable(),
  mix_panel_data: z.object({ test_id: z.number().int(), test_name: z.string(), category: z.string(), price: rupees }),
})
export type LabsBriefItem = z.infer<typeof LabsBriefItemSchema>

export const LabsBriefSchema = z.object({
  items: z.array(LabsBriefItemSchema),
  cart_count: z.number().int().nonnegative(),
  cart_id: z.number().int().nullable(),
  lab_id: z.number().int().nullable(),
  /** The amount to pay (discounted prices times patients), in rupees. */
  cart_value: rupees,
  /** The category of the first test, lowercased (spec 2 §4); '' when empty. */
  category: z.string(),
  is_partial_cart: z.boolean(),
})
export type LabsBrief = z.infer<typeof LabsBriefSchema>

export const LabsReplaceResultSchema = z.object({
  analytics_data: z.object({
    test_ids: z.array(z.number().int()),
    test_names: z.array(z.string()),
    cart_value: rupees,
    lab_name: z.string().nullable(),
  }),
  is_partial_cart: z.boolean(),
  lab_id: z.number().int().nullable(),
  lab_name: z.string().nullable(),
})
export type LabsReplaceResult = z.infer<typeof LabsReplaceResultSchema>

/** spec 2 §3 'Full response' (response_type=full): the cart page's widgets, and whether it can go on to checkout. */
export const PharmacyDetailsSchema = z.object({
  cart_id: z.number().int().nullable(),
  total_quantity: z.number().int().nonnegative(),
  /** Lines that need a prescription (schedule H, H1, G): checkout goes through the prescription step. */
  has_rx_items: z.boolean(),
  can_checkout: z.boolean(),
  /** Why not, in words the Proceed button shows ('Your cart is empty', 'Only 3 of … can be delivered: …'). */
  checkout_blocker: z.string().nullable(),
  payable_amount: rupees,
  widgets: z.array(CartWidgetSchema),
})
export type PharmacyDetails = z.infer<typeof PharmacyDetailsSchema>

/**
 * spec 2 §3 'Add-test error dialog' (type, header, description, icon, confirm_cta text, cancel_cta text): adding a
 * test the cart's lab does not offer. Confirm moves the cart to the lab that does every test (PUT carts/replace with
 * `switch_to.test_ids`); cancel keeps the cart's lab and books this test at `keep_at` (a partial cart). When no lab
 * in the city does them all, type is 'no_lab_does_all' and there is no confirm.
 */
export const AddTestDialogSchema = z.object({
  type: z.enum(['switch_lab', 'no_lab_does_all']),
  header: z.string(),
  description: z.string(),
  icon: z.string(),
  confirm_cta: z.object({ text: z.string() }).nullable(),
  cancel_cta: z.object({ text: z.string() }),
  test_id: z.number().int(),
  test_name: z.string(),
  current_lab: z.object({ lab_id: z.number().int(), lab_name: z.string() }),
  switch_to: z
    .object({
      lab_id: z.number().int(),
      lab_name: z.string(),
      /** What the whole cart costs there (discounted prices × patients). */
      cart_value: rupees,
      test_ids: z.array(z.number().int()),
    })
    .nullable(),
  keep_at: z.object({ lab_id: z.number().int(), lab_name: z.string(), price: rupees }),
})
export type AddTestDialog = z.infer<typeof AddTestDialogSchema>

/** One lab of a labs cart and what its tests cost (a partial cart has several: 'Your tests are at 2 labs'). */
export const LabsCartLabSchema = z.object({
  lab_id: z.number().int(),
  lab_name: z.string(),
  test_ids: z.array(z.number().int()),
  amount: rupees,
})

/** The labs cart in full (GET carts/details?types=labs&response_type=full): the cart page's widgets. */
export const LabsDetailsSchema = z.object({
  cart_id: z.number().int().nullable(),
  cart_count: z.number().int().nonnegative(),
  lab_id: z.number().int().nullable(),
  lab_name: z.string().nullable(),
  is_partial_cart: z.boolean(),
  /** The labs the tests are at, the cart's lab first. */
  labs: z.array(LabsCartLabSchema),
  payable_amount: rupees,
  widgets: z.array(LabsCartWidgetSchema),
})
export type LabsDetails = z.infer<typeof LabsDetailsSchema>

export const PharmacyBriefAnswerSchema = envelope(PharmacyBriefSchema)
export const LabsDetailsAnswerSchema = envelope(LabsDetailsSchema)
export const PharmacyDetailsAnswerSchema = envelope(PharmacyDetailsSchema)
export const LabsBriefAnswerSchema = envelope(LabsBriefSchema)
export const LabsReplaceAnswerSchema = envelope(LabsReplaceResultSchema)
/** GET /api/v4/carts/details answers the brief (response_type=brief, the default) or the full cart (response_type=full). */
export const PharmacyCartAnswerSchema = z.union([PharmacyBriefAnswerSchema, PharmacyDetailsAnswerSchema])
/** Every answer of GET /api/v4/carts/details: the pharmacy brief or full cart, or the labs cart in full. */
export const CartDetailsAnswerSchema = z.union([PharmacyBriefAnswerSchema, PharmacyDetailsAnswerSchema, LabsDetailsAnswerSchema])
export type { Envelope as CartEnvelope } from './http.ts'

// ---- The cart action (app/routes/cart.tsx): every cart change a page makes, as a form with a named intent ----

/** spec 2 §5: a quantity that is not a number becomes 1. */
const formQuantity = z.preprocess(
  (v) => (v === undefined || v === '' || !Number.isFinite(Number(v)) ? CART_QUANTITY_DEFAULT : Number(v)),
  z
    .number()
    .int('quantity must be a whole number')
    .min(1, 'quantity must be at least 1')
    .max(CART_MAX_QUANTITY_PER_SKU, `You can add at most ${CART_MAX_QUANTITY_PER_SKU} of an item at once`),
)
const formId = (field: string) => z.preprocess((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v), id(field))
/**
 * Which cart a cart page's change is for (issue 9 §10): the pharmacy cart, or the buy-now cart on its own pages
 * (/pharmacy-buy-now/cart, whose forms carry it). Left out: the pharmacy cart.
 */
const formCartType = z.enum(PRODUCT_CART_TYPES, { error: 'Unknown cart type' }).default('pharmacy')

/**
 * One schema for the cart form (Epic Stack habit: the page builds the form from its type, the action parses it with
 * this). Checkout adds its intents here (coupon, address, …).
 */
export const CartIntentSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('add'), sku_id: formId('sku_id'), quantity: formQuantity }),
    z.object({ intent: z.literal('set-quantity'), sku_id: formId('sku_id'), quantity: formQuantity, cart_type: formCartType }),
    z.object({ intent: z.literal('remove'), sku_id: formId('sku_id'), cart_type: formCartType }),
    z.object({ intent: z.literal('add-lab-test'), test_id: formId('test_id') }),
    // issue 11 §3: the add-test dialog's answers and the labs cart page's remove.
    z.object({ intent: z.literal('keep-lab-test'), test_id: formId('test_id') }),
    z.object({
      intent: z.literal('replace-labs'),
      test_ids: z
        .string({ error: 'Please choose the tests' })
        .max(11 * CART_MAX_LINES, `At most ${CART_MAX_LINES} tests`)
        .regex(/^\d{1,10}(,\d{1,10})*$/, 'test_ids must be test ids separated by commas')
        .transform((v) => [...new Set(v.split(',').map(Number))])
        .pipe(
          z
            .array(z.number().int().min(1, 'test_ids must be positive').max(MAX_DB_INT, 'test_ids are too large'))
            .max(CART_MAX_LINES, `At most ${CART_MAX_LINES} tests`),
        ),
    }),
    z.object({ intent: z.literal('remove-lab-test'), test_id: formId('test_id') }),
    // issue 9: the cart page's own changes.
    z.object({
      intent: z.literal('substitute'),
      sku_id: formId('sku_id'),
      substitute_id: formId('substitute_id'),
      cart_type: formCartType,
    }),
    z.object({
      intent: z.literal('apply-coupon'),
      code: z
        .string({ error: 'Please enter a coupon code' })
        .trim()
        .min(1, 'Please enter a coupon code')
        .max(20, 'Coupon codes are at most 20 characters'),
      cart_type: formCartType,
    }),
    z.object({ intent: z.literal('remove-coupon'), cart_type: formCartType }),
    // issue 23 §6: the care plan ticked to buy with the order (the cart's upsell, the payment page's checkbox, the plans
    // page), and unticked.
    z.object({
      intent: z.literal('add-care-plan'),
      plan_id: formId('plan_id'),
      source: z.enum(CP_ADDED_SOURCES, { error: 'Unknown source' }).default('cart'),
      cart_type: formCartType,
    }),
    z.object({ intent: z.literal('remove-care-plan'), cart_type: formCartType }),
    // issue 9 §10: a product page's 'Buy now' makes the buy-now cart exactly this line (the pharmacy cart untouched).
    z.object({ intent: z.literal('buy-now'), sku_id: formId('sku_id'), quantity: formQuantity }),
    // /reorder's 'Add all to cart': one of each product (comma-separated ids; what cannot be delivered is left out).
    z.object({
      intent: z.literal('add-many'),
      sku_ids: z
        .string({ error: 'Please choose the items to add' })
        .min(1, 'Please choose the items to add')
        .max(11 * CART_MAX_LINES, `At most ${CART_MAX_LINES} items at once`)
        .regex(/^\d{1,10}(,\d{1,10})*$/, 'sku_ids must be product ids separated by commas')
        .transform((v) => [...new Set(v.split(',').map(Number))])
        .pipe(
          z
            .array(z.number().int().min(1, 'sku_ids must be positive').max(MAX_DB_INT, 'sku_ids are too large'))
            .max(CART_MAX_LINES, `At most ${CART_MAX_LINES} items at once`),
        ),
    }),
  ],
  { error: 'Unknown cart action' },
)
export type CartIntent = z.infer<typeof CartIntentSchema>

/** The plans page's 'Buy' (issue 23 §3): the plan goes in the pharmacy cart, to be paid alone or with its items. */
export const BuyCarePlanFormSchema = z.object({ plan_id: formId('plan_id') })
export type CartIntentName = CartIntent['intent']

/** What the cart action answers a fetcher (a form without JavaScript is redirected back instead). */
export type CartActionData =
  | { ok: true; intent: 'add' | 'set-quantity' | 'remove' | 'substitute'; pharmacy: PharmacyBrief; notice: string }
  | { ok: true; intent: 'apply-coupon' | 'remove-coupon' | 'add-care-plan' | 'remove-care-plan'; notice: string }
  | { ok: true; intent: 'add-lab-test' | 'keep-lab-test' | 'replace-labs'; labs: LabsReplaceResult; notice: string }
  /** The cart's lab does not offer the test: the add-test dialog asks what to do (nothing changed yet). */
  | { ok: true; intent: 'add-lab-test'; labs: null; dialog: AddTestDialog; notice: string }
  | { ok: true; intent: 'remove-lab-test'; notice: string }
  /** The buy-now cart (its brief) and where to go next: its page, /pharmacy-buy-now/cart. */
  | { ok: true; intent: 'buy-now'; pharmacy: PharmacyBrief; next: string; notice: string }
  | { ok: true; intent: 'add-many'; pharmacy: PharmacyBrief; notice: string }
  | Refusal
