import { eq, inArray, sql } from 'drizzle-orm'
import { noteKept, type AccountEraser } from '../../lib/erasure.ts'
import { orders } from '../orders/index.ts'
import { h1Register, rxRegister } from './schema.ts'

// Erasure (decision 081): the registers are kept whole. The Drugs and Cosmetics Rules 1945 (rule 65(4)–(5) and the
// Schedule H1 register, rule 65(3A)) want the patient's and prescriber's names and addresses written there and the
// lines kept for years (RX_KEEP_YEARS, H1_KEEP_YEARS); the lines hold no account id, phone or e-mail. This eraser
// only counts them for the person's confirmation; it runs before the orders are detached from the account.

export const registersEraser: AccountEraser = {
  module: 'registers',
  erases: [],
  keeps: ['rx_register', 'h1_register'],
  async erase(tx, { userId }, notes) {
    const mine = tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId))
    const count = sql<number>`count(*)::int`
    const [rx] = await tx.select({ n: count }).from(rxRegister).where(inArray(rxRegister.orderId, mine))
    const [h1] = await tx.select({ n: count }).from(h1Register).where(inArray(h1Register.orderId, mine))
    noteKept(notes, 'register lines', (rx?.n ?? 0) + (h1?.n ?? 0))
  },
}
