import { eq } from 'drizzle-orm'
import type { AccountEraser } from '../../lib/erasure.ts'
import { reviews } from './schema.ts'

// Erasure (decision 081): the account's reviews and ratings go (averages are read from the rows that remain).
export const reviewsEraser: AccountEraser = {
  module: 'reviews',
  erases: ['reviews'],
  async erase(tx, { userId }) {
    await tx.delete(reviews).where(eq(reviews.userId, userId))
  },
}
