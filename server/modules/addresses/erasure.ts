import { eq } from 'drizzle-orm'
import type { AccountEraser } from '../../lib/erasure.ts'
import { addresses } from './schema.ts'

// Erasure (decision 081): the address book goes (an invoiced order keeps the address it billed, in its own snapshot).
export const addressesEraser: AccountEraser = {
  module: 'addresses',
  erases: ['addresses'],
  async erase(tx, { userId }) {
    await tx.delete(addresses).where(eq(addresses.userId, userId))
  },
}
