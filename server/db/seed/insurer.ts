import type { Db } from '../client.ts'
import { insurerMembers } from '../schema.ts'

/**
 * The insurer's SAMPLE policyholders (issue 27 §4; decision 087): development and tests only (seedIfEmpty's `demo`),
 * never production, where the member list is the partner's, uploaded by staff at /staff/insurer. The policy numbers
 * follow our sample format (core/insurer/policy.ts); the people are invented.
 */
export const DEMO_POLICYHOLDERS = [
  { policyNumber: 'TA1234567890', name: 'Asha Rao (sample)', birthDate: '1980-05-17', coverUntil: null },
  { policyNumber: 'TA2345678901', name: 'Vikram Sethi (sample)', birthDate: '1972-11-02', coverUntil: null },
  // An ended policy: activation is refused like a wrong one.
  { policyNumber: 'TA3456789012', name: 'Meera Iyer (sample)', birthDate: '1990-01-30', coverUntil: '2025-03-31' },
  // tests/e2e/insurer.e2e.ts's own policyholders (no other file activates them).
  { policyNumber: 'TA0000097212', name: 'Insurer e2e (sample)', birthDate: '1985-08-15', coverUntil: null },
  { policyNumber: 'TA0000097213', name: 'Insurer e2e, no JavaScript (sample)', birthDate: '1979-02-10', coverUntil: null },
] as const

export async function seedDemoPolicyholders(db: Db): Promise<void> {
  const at = new Date()
  await db
    .insert(insurerMembers)
    .values(DEMO_POLICYHOLDERS.map((p) => ({ ...p, source: 'sample', uploadId: null, updatedAt: at })))
    .onConflictDoNothing()
}
