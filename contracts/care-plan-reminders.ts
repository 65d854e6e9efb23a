import { z } from 'zod'
import { envelope } from './http.ts'

// The care plan's reminders on the wire (issue 23 §4; spec 2 §7 `GET /api/v4/set_reminder`, whose answer the spec
// does not show): the sale a member will be reminded of, when, and when members may shop.

export const SaleReminderSchema = z.object({
  sale: z.string(),
  /** ISO instants. */
  remind_at: z.string(),
  members_from: z.string(),
})
export type SaleReminder = z.infer<typeof SaleReminderSchema>
export const SaleReminderAnswerSchema = envelope(SaleReminderSchema)
