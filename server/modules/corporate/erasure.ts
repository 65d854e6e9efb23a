import { and, eq, gte, isNull, or } from 'drizzle-orm'
import type { AccountEraser } from '../../lib/erasure.ts'
import { indiaDay } from '../prescriptions/index.ts'
import { corporateAdmins, corporateEmployees, corporates } from './schema.ts'

// Erasure (decision 081): an account a corporate sponsors (an employee covered today) or runs (an HR admin) is not
// erased from the profile: the employer holds the roster and the benefit, so the person asks their HR to end the cover
// first. An account whose cover has ended is unlinked from the roster row, which stays the employer's record.

export const corporateEraser: AccountEraser = {
  module: 'corporate',
  erases: ['corporate_admins'],
  keeps: ['corporate_employees'],
  async blockers(db, { userId, now }) {
    const today = indiaDay(now)
    const covered = await db
      .select({ name: corporates.name })
      .from(corporateEmployees)
      .innerJoin(corporates, eq(corporates.id, corporateEmployees.corporateId))
      .where(
        and(
          eq(corporateEmployees.userId, userId),
          or(isNull(corporateEmployees.coverUntil), gte(corporateEmployees.coverUntil, today)),
        ),
      )
    const admin = await db
      .select({ name: corporates.name })
      .from(corporateAdmins)
      .innerJoin(corporates, eq(corporates.id, corporateAdmins.corporateId))
      .where(eq(corporateAdmins.userId, userId))
    return [
      ...covered.map((c) => `${c.name} sponsors this account: ask your HR team to end your cover first.`),
      ...admin.map((c) => `You run ${c.name}'s corporate console: ask us to hand it to another admin first.`),
    ]
  },
  async erase(tx, { userId }) {
    await tx.update(corporateEmployees).set({ userId: null, linkedAt: null }).where(eq(corporateEmployees.userId, userId))
  },
}
