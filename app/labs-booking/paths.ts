import type { LabsCartType } from '../../core/cart/cart-types.ts'
import { cartUrlPrefix } from '../../core/cart/cart-types.ts'

// Where the labs cart's patient step sits among the labs checkout pages (spec 2 §2 route table): the cart, this
// page, then the collection address. The care-plan cart's pages are the same under /cp_labs (spec 1 §2.10).

export function patientPagePaths(cartType: LabsCartType) {
  const prefix = cartUrlPrefix(cartType)
  return {
    cart: `${prefix}/cart`,
    page: `${prefix}/cart/patient-page`,
    /** The next step: the collection address. */
    next: `${prefix}/cart/address-page`,
  }
}

/** The inputs of the add-patient form, in the order they are shown (focus goes to the first one refused). */
export const PATIENT_FORM_FIELDS = ['name', 'age', 'gender', 'relation'] as const
export type PatientFormField = (typeof PATIENT_FORM_FIELDS)[number]

/**
 * The labs carts' checkout pages after the patient step (issue 11 §5; spec 2 §2 route table), under the cart's prefix
 * (/labs, or /cp_labs for the care-plan twin: spec 1 §2.10).
 */
export function labCheckoutPaths(cartType: LabsCartType) {
  const prefix = cartUrlPrefix(cartType)
  return {
    cart: `${prefix}/cart`,
    patients: `${prefix}/cart/patient-page`,
    address: `${prefix}/cart/address-page`,
    summary: `${prefix}/cart/summary-page`,
    payment: `${prefix}/cart/payment`,
    /** The online payment of a placed booking (the pharmacy's /order-payment/ for the labs carts). */
    orderPayment: `${prefix}/cart/order-payment`,
    success: `${prefix}/cart/checkout/success`,
  }
}
