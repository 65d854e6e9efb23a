import { eq } from 'drizzle-orm'
import type { AccountEraser } from '../../lib/erasure.ts'
import { insurerActivations, insurerBenefitUses } from './schema.ts'

// Erasure (decision 081, 087): the account's activation and what its benefits were used for go; the policy can then
// be activated by another account. The partner's member list is the partner's (no account's row): it stays.
export const insurerEraser: AccountEraser = {
  module: 'insurer',
  erases: ['insurer_activations', 'insurer_benefit_uses'],
  async erase(tx, { userId }) {
    await tx.delete(insurerBenefitUses).where(eq(insurerBenefitUses.userId, userId))
    await tx.delete(insurerActivations).where(eq(insurerActivations.userId, userId))
  },
}
