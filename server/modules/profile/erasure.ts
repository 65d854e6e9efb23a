import { eq } from 'drizzle-orm'
import type { AccountEraser } from '../../lib/erasure.ts'
import { communicationPreferences, consentEvents, profileDetails } from './schema.ts'

// Erasure (decision 081): the profile's details, preferences and consent history go with the account.
export const profileEraser: AccountEraser = {
  module: 'profile',
  erases: ['profile_details', 'communication_preferences', 'consent_events'],
  async erase(tx, { userId }) {
    await tx.delete(profileDetails).where(eq(profileDetails.userId, userId))
    await tx.delete(communicationPreferences).where(eq(communicationPreferences.userId, userId))
    await tx.delete(consentEvents).where(eq(consentEvents.userId, userId))
  },
}
