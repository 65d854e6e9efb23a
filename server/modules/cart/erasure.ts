import { eq } from 'drizzle-orm'
import type { AccountEraser } from '../../lib/erasure.ts'
import { carts } from './schema.ts'

// Erasure (decision 081): the account's carts go; their items, lab items, patients and prescriptions cascade.
export const cartEraser: AccountEraser = {
  module: 'cart',
  erases: ['carts', 'cart_items', 'lab_cart_items', 'lab_cart_item_patients'],
  async erase(tx, { userId }) {
    await tx.delete(carts).where(eq(carts.userId, userId))
  },
}
