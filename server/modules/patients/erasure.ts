import { eq } from 'drizzle-orm'
import type { AccountEraser } from '../../lib/erasure.ts'
import { patients } from './schema.ts'

// Erasure (decision 081): the account's family members go; rows that named them keep only their own blanked copies.
export const patientsEraser: AccountEraser = {
  module: 'patients',
  erases: ['patients'],
  async erase(tx, { userId }) {
    await tx.delete(patients).where(eq(patients.userId, userId))
  },
}
