import { addressesEraser } from '../addresses/index.ts'
import { authEraser } from '../auth/index.ts'
import { cancerCareEraser } from '../cancer-care/index.ts'
import { carePlanEraser } from '../care-plan/index.ts'
import { cartEraser } from '../cart/index.ts'
import { consultationsEraser } from '../consultations/index.ts'
import { corporateEraser } from '../corporate/index.ts'
import { couponsEraser } from '../coupons/index.ts'
import { doneInOneEraser } from '../done-in-one/index.ts'
import { insurerEraser } from '../insurer/index.ts'
import { labsEraser } from '../labs/index.ts'
import { notifyEraser } from '../notify/index.ts'
import { ordersEraser } from '../orders/index.ts'
import { partnerOffersEraser } from '../partner-offers/index.ts'
import { patientsEraser } from '../patients/index.ts'
import { paymentsEraser } from '../payments/index.ts'
import { partnershipsEraser } from '../partnerships/index.ts'
import { platformEraser } from '../platform/index.ts'
import { prescriptionsEraser } from '../prescriptions/index.ts'
import { profileEraser } from '../profile/index.ts'
import { recordsEraser } from '../records/index.ts'
import { registersEraser } from '../registers/index.ts'
import { reviewsEraser } from '../reviews/index.ts'
import { supportEraser } from '../support/index.ts'
import { vaccinationEraser } from '../vaccination/index.ts'
import { walletEraser } from '../wallet/index.ts'
import type { AccountEraser } from '../../lib/erasure.ts'
import { dataExportEraser } from './export-erasure.ts'

// The erasure's registry (issue 26 §6, decision 081): every module holding a person's data, in the order they run in
// the one transaction. The order matters where rows point at each other: carts and done-in-one requests before the
// prescriptions they link; labs and registers read the account's orders before the orders eraser detaches them;
// consultations and second opinions before the family members they name; auth (sessions, the account row) last.
// A new module that holds a user_id, phone or e-mail column registers here (erasure-registry.int.test.ts fails until
// it does).

export const ACCOUNT_ERASERS: readonly AccountEraser[] = [
  corporateEraser,
  cartEraser,
  doneInOneEraser,
  reviewsEraser,
  partnerOffersEraser,
  couponsEraser,
  walletEraser,
  carePlanEraser,
  insurerEraser,
  registersEraser,
  labsEraser,
  consultationsEraser,
  vaccinationEraser,
  cancerCareEraser,
  ordersEraser,
  prescriptionsEraser,
  recordsEraser,
  dataExportEraser,
  patientsEraser,
  addressesEraser,
  paymentsEraser,
  profileEraser,
  supportEraser,
  partnershipsEraser,
  notifyEraser,
  platformEraser,
  authEraser,
]

/**
 * Tables with a user id, phone or e-mail column that hold no customer's data an erasure could touch, and why. Anything
 * else with such a column must be named by an eraser's `erases` or `keeps`.
 */
export const NOT_A_CUSTOMERS = {
  doctors: 'a doctor’s professional listing; doctor accounts are closed by the back office (the auth eraser refuses them)',
  pharmacists: 'a pharmacist’s registration; staff accounts are closed by the back office',
} as const
