import { and, eq, gt, inArray } from 'drizzle-orm'
import type { AccountEraser } from '../../lib/erasure.ts'
import { carePlanSavings, memberships } from './schema.ts'

// Erasure (decision 081): a membership still running (paid or awaiting payment, not yet ended) blocks the erasure:
// the person cancels it first on the care plan's page (its refund goes by the plan's terms), so nobody loses a paid
// term by surprise. Ended, cancelled and void terms go, with the savings ledger.

export const carePlanEraser: AccountEraser = {
  module: 'care-plan',
  erases: ['memberships', 'care_plan_savings'],
  async blockers(db, { userId, now }) {
    const running = await db
      .select({ plan: memberships.planName, endsAt: memberships.endsAt })
      .from(memberships)
      .where(
        and(
          eq(memberships.userId, userId),
          inArray(memberships.state, ['active', 'pending_payment']),
          gt(memberships.endsAt, now),
        ),
      )
    return running.map(
      (m) => `Your ${m.plan} membership is still running: cancel it first from the care plan's page (Care plan savings).`,
    )
  },
  async erase(tx, { userId }) {
    await tx.delete(carePlanSavings).where(eq(carePlanSavings.userId, userId))
    await tx.delete(memberships).where(eq(memberships.userId, userId))
  },
}
