import { eq } from 'drizzle-orm'
import type { AccountEraser } from '../../lib/erasure.ts'
import { partnerOfferClaims } from './schema.ts'

// Erasure (decision 081): the account's claims go. Their codes stay claimed (the partner may have honoured them, and a
// code is never given to a second person); nothing in the pool names the account.
export const partnerOffersEraser: AccountEraser = {
  module: 'partner-offers',
  erases: ['partner_offer_claims'],
  async erase(tx, { userId }) {
    await tx.delete(partnerOfferClaims).where(eq(partnerOfferClaims.userId, userId))
  },
}
