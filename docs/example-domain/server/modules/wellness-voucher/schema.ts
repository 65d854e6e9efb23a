// file: server/modules/wellness-voucher/schema.ts
// The module's own tables; server/db/schema.ts gathers them for the one migration journal (`npm run db:generate`).
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

export const wellnessVouchers = pgTable('wellness_vouchers', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull(),
  userId: integer('user_id').notNull(),
  kind: text('kind').notNull(),
  validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
})
