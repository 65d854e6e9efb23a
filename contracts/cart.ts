// The wire shapes of the cart calls (spec 2 §3 'Pharmacy cart brief response', 'Labs cart brief'; spec 2 §7).
// Money on the wire is in rupees (a number with at most two decimals); the database keeps paise.
// Every cart answer is wrapped as { is_success: true, data }: spec 2 §7 reads is_success and data.* from the labs
// replace, and one envelope for all cart calls lets the client unwrap them alike. Errors are { message } with a 4xx.

export interface PharmacyBriefItem {
  sku_id: number
  quantity: number
  sku_name: string
}

export interface PharmacyBrief {
  items: PharmacyBriefItem[]
  /** What the visitor pays: the selling prices times quantities, in rupees. */
  to_be_paid: number
  total_quantity: number
  /** null until the visitor adds something. */
  cart_id: number | null
  /** The MRP total, in rupees. */
  total_amount: number
  /** The care-plan banner of the cart; none until memberships land. */
  care_plan_header: null
}

export interface LabsPrice {
  mrp: number
  discounted_price: number
  discount_percent: number
}

export interface LabsBriefItem {
  id: number
  heading: string
  sub_heading: string
  icon_url: string
  price: LabsPrice
  patient_count: number
  patient_ids: number[]
  recommendation_type: string | null
  mix_panel_data: { test_id: number; test_name: string; category: string; price: number }
}

export interface LabsBrief {
  items: LabsBriefItem[]
  cart_count: number
  cart_id: number | null
  lab_id: number | null
  /** The amount to pay (discounted prices times patients), in rupees. */
  cart_value: number
  /** The category of the first test, lowercased (spec 2 §4); '' when empty. */
  category: string
  is_partial_cart: boolean
}

export interface LabsReplaceResult {
  analytics_data: { test_ids: number[]; test_names: string[]; cart_value: number; lab_name: string | null }
  is_partial_cart: boolean
  lab_id: number | null
  lab_name: string | null
}

export interface CartEnvelope<T> {
  is_success: true
  data: T
}
