import { eq } from 'drizzle-orm'
import type { AccountEraser } from '../../lib/erasure.ts'
import { healthRecordAbha, healthRecords, healthRecordShares } from './schema.ts'

// Erasure (decision 081): every health record of the account goes (its observations cascade), uploads' files after
// the commit; so do its share links (their view logs cascade: who opened them, from where) and the members' ABHA
// numbers and addresses. The law keeps none of them: what must be kept (invoices, prescriptions, registers) is kept at
// its source.
export const recordsEraser: AccountEraser = {
  module: 'records',
  erases: [
    'health_records',
    'health_record_observations',
    'health_record_shares',
    'health_record_share_views',
    'health_record_abha',
  ],
  async erase(tx, { userId }, notes) {
    await tx.delete(healthRecordShares).where(eq(healthRecordShares.userId, userId))
    await tx.delete(healthRecordAbha).where(eq(healthRecordAbha.userId, userId))
    const gone = await tx
      .delete(healthRecords)
      .where(eq(healthRecords.userId, userId))
      .returning({ key: healthRecords.storageKey })
    notes.files.push(...gone.flatMap((r) => (r.key ? [r.key] : [])))
  },
}
