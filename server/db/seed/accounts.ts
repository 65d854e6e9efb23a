import { sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { users } from '../schema.ts'

/**
 * Accounts that reach every branch of the sign-in popup (listed in README.md 'Seeded accounts'). Numbers in the
 * 98100000xx block, e-mails at example.com (RFC 2606). Idempotent: added to databases seeded before they existed.
 */
export const SEED_ACCOUNTS: (typeof users.$inferInsert)[] = [
  // Direct sign-in by phone or e-mail.
  { name: 'Asha Verma', phone: '9810000001', phoneVerified: true, email: 'asha.verma@example.com' },
  // Two older e-mail accounts sharing one unverified phone: the conflict list.
  { name: 'Rahul Sharma', phone: '9810000002', email: 'rahul.sharma@example.com', migrated: true },
  { name: 'Rahul Sharma', phone: '9810000002', email: 'rahul.office@example.com', migrated: true },
  { name: 'Anil Kumar', phone: '9810000003', email: 'anil.kumar@example.com', migrated: true },
  { name: 'Anil Kumar', phone: '9810000003', email: 'anil.k@example.com', migrated: true },
  // A migrated e-mail account without a phone: e-mail sign-in asks for a number.
  { name: 'Meera Iyer', email: 'meera.iyer@example.com', migrated: true },
  // Merge: a migrated e-mail account, and another account holding the number its owner enters.
  { name: 'Kiran Rao', email: 'kiran.rao@example.com', migrated: true },
  { name: 'Kiran Rao', phone: '9810000004', phoneVerified: true },
  // No merge: the number already belongs to an account with another e-mail.
  { name: 'Neha Kapoor', email: 'neha.kapoor@example.com', migrated: true },
  { name: 'Vikram Singh', phone: '9810000005', phoneVerified: true, email: 'vikram.singh@example.com' },
  // Merchants (b2b): one complete, one still without an e-mail.
  { name: 'Shree Medicals', phone: '9810000006', phoneVerified: true, email: 'shree.medicals@example.com', isMerchant: true },
  { name: 'Jan Aushadhi Kendra', phone: '9810000007', phoneVerified: true, isMerchant: true },
  // Staff for super-login.
  { name: 'Admin', phone: '9810000008', phoneVerified: true, email: 'admin@example.com', roles: ['ROLE_ADMIN'] },
  { name: 'Customer Care', phone: '9810000009', phoneVerified: true, email: 'ccare@example.com', roles: ['ROLE_CCARE'] },
]

export async function seedAccounts(db: Db): Promise<void> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users)
  if ((row?.n ?? 0) > 0) return
  await db.insert(users).values(SEED_ACCOUNTS)
}
