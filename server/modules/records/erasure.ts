import { eq } from 'drizzle-orm'
import type { AccountEraser } from '../../lib/erasure.ts'
import { healthRecords } from './schema.ts'

// Erasure (decision 081): every health record of the account goes (its observations cascade), uploads' files after
// the commit. The law keeps none of them: what must be kept (invoices, prescriptions, registers) is kept at its source.
export const recordsEraser: AccountEraser = {
  module: 'records',
  erases: ['health_records', 'health_record_observations'],
  async erase(tx, { userId }, notes) {
    const gone = await tx
      .delete(healthRecords)
      .where(eq(healthRecords.userId, userId))
      .returning({ key: healthRecords.storageKey })
    notes.files.push(...gone.flatMap((r) => (r.key ? [r.key] : [])))
  },
}
