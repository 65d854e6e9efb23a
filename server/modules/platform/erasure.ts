import { eq, like, or } from 'drizzle-orm'
import type { AccountEraser } from '../../lib/erasure.ts'
import { idempotencyKeys, rateLimits } from './schema.ts'

// Erasure (decision 081): the rate limits counted on the account, its phone or e-mail and the stored answers of its
// idempotent requests go. The audit log is kept: security logs are kept a year (DPDP Rules 2025, rule 6(1)(e)), and
// its rows hold ids and masked phones and e-mails only.

export const platformEraser: AccountEraser = {
  module: 'platform',
  erases: ['rate_limits', 'idempotency_keys'],
  keeps: ['audit_log'],
  async erase(tx, { userId, phone, email }) {
    const keys = [`%:account:${userId}`, `%:user:${userId}`]
    if (phone) keys.push(`%:phone:${phone}`)
    if (email) keys.push(`%:email:${email}`)
    await tx.delete(rateLimits).where(or(...keys.map((k) => like(rateLimits.key, k))))
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.owner, `user:${userId}`))
  },
}
