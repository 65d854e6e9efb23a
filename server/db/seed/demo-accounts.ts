import { eq, sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { pharmacists, users } from '../schema.ts'

/**
 * Accounts that reach every branch of the sign-in popup, and two staff accounts (listed in README.md). Development
 * and tests only: production seeds reference data alone and refuses to start while any of these exists (a staff
 * role on a seeded number would hand Super Login over every customer to whoever holds that SIM). Numbers in the
 * 98100000xx block, e-mails at example.com (RFC 2606). Each row is marked `demo`.
 */
export const DEMO_ACCOUNTS: (typeof users.$inferInsert)[] = [
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
  // A registered pharmacist (issue 10): the prescription queue. Registration in DEMO_PHARMACISTS.
  { name: 'Pooja Nair', phone: '9810000010', phoneVerified: true, email: 'pharmacist@example.com', roles: ['ROLE_PHARMACIST'] },
  // The labs' operations staff (issue 11 §6): the labs desk only.
  { name: 'Lab Desk', phone: '9810000011', phoneVerified: true, email: 'labs@example.com', roles: ['ROLE_LAB_OPS'] },
  // Customer care for the care plan's back office (issue 23 §7).
  { name: 'Care Plan Desk', phone: '9810000012', phoneVerified: true, email: 'careplan@example.com', roles: ['ROLE_CCARE'] },
  // A second registered pharmacist: the e2e files sign each seeded identifier in from one file only (the OTP cooldown),
  // and Pooja's phone and e-mail are both taken (the consultation journey's gate signs this one in).
  {
    name: 'Farhan Ali',
    phone: '9810000013',
    phoneVerified: true,
    email: 'pharmacist.two@example.com',
    roles: ['ROLE_PHARMACIST'],
  },
  // The corporate side (issue 25, server/db/seed/corporate.ts): Acme's HR admin and one Acme employee on its roster
  // (linked when he signs in), and Globex's HR admin, who must see nothing of Acme's.
  { name: 'Acme HR', phone: '9810000014', phoneVerified: true, email: 'hr.acme@example.com' },
  { name: 'Ravi Menon', phone: '9810000015', phoneVerified: true, email: 'ravi.menon@example.com' },
  { name: 'Globex HR', phone: '9810000016', phoneVerified: true, email: 'hr.globex@example.com' },
  // Customer care answering grievances (issue 26 §6): the grievance e2e's own staff identity (every other admin's phone
  // and e-mail are signed in from another e2e file).
  {
    name: 'Grievance Desk',
    phone: '9810000017',
    phoneVerified: true,
    email: 'grievance.desk@example.com',
    roles: ['ROLE_CCARE'],
  },
  // The content desk (issue 27 §1): edits, previews, publishes and rolls back content pages; signed in only from
  // tests/e2e/content-pages.e2e.ts.
  { name: 'Content Desk', phone: '9810000018', phoneVerified: true, email: 'content.desk@example.com', roles: ['ROLE_ADMIN'] },
  // issue 27 §2, §5 (decision 084): the partnership-forms e2e's own staff (Sanjay on 9810000033: 9810000021–32 are the sample doctors'): the leads queue's admin, and two registered
  // pharmacists (one answers a campaign question, the other approves it). Signed in from that file only.
  {
    name: 'Partnerships Desk',
    phone: '9810000019',
    phoneVerified: true,
    email: 'partnerships.desk@example.com',
    roles: ['ROLE_ADMIN'],
  },
  {
    name: 'Meera Iyer',
    phone: '9810000020',
    phoneVerified: true,
    email: 'pharmacist.meera@example.com',
    roles: ['ROLE_PHARMACIST'],
  },
  {
    name: 'Sanjay Gupta',
    phone: '9810000033',
    phoneVerified: true,
    email: 'sanjay.gupta@example.com',
    roles: ['ROLE_PHARMACIST'],
  },
  // The vaccination desk (issue 27 §6, decision 086): records doses, signed in only from tests/e2e/vaccination.e2e.ts.
  {
    name: 'Vaccination Desk',
    phone: '9810000034',
    phoneVerified: true,
    email: 'vaccination.desk@example.com',
    roles: ['ROLE_LAB_OPS'],
  },
]

/** The pharmacist's registration (sample: not a real council number), by the demo account's phone. */
export const DEMO_PHARMACISTS = [
  { phone: '9810000010', name: 'Pooja Nair', registrationNumber: 'DPC/2019/48213', council: 'Delhi Pharmacy Council' },
  { phone: '9810000013', name: 'Farhan Ali', registrationNumber: 'DPC/2021/51377', council: 'Delhi Pharmacy Council' },
  { phone: '9810000020', name: 'Meera Iyer', registrationNumber: 'KSPC/2018/30412', council: 'Karnataka State Pharmacy Council' },
  {
    phone: '9810000033',
    name: 'Sanjay Gupta',
    registrationNumber: 'MSPC/2020/77105',
    council: 'Maharashtra State Pharmacy Council',
  },
] as const

/** Seeds the demo accounts into a database without accounts (idempotent: databases seeded before they existed). */
export async function seedDemoAccounts(db: Db): Promise<void> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users)
  if ((row?.n ?? 0) > 0) return
  const rows = await db
    .insert(users)
    .values(DEMO_ACCOUNTS.map((a) => ({ ...a, demo: true })))
    .returning({ id: users.id, phone: users.phone })
  const byPhone = new Map(rows.map((r) => [r.phone, r.id]))
  await db.insert(pharmacists).values(
    DEMO_PHARMACISTS.map(({ phone, ...p }) => {
      const userId = byPhone.get(phone)
      if (userId === undefined) throw new Error(`Seed: no demo account for the pharmacist ${phone}`)
      return { userId, ...p }
    }),
  )
}

/** The seeded demo accounts a database holds (production must hold none). */
export async function findDemoAccounts(db: Db): Promise<Array<{ id: number; roles: string[] }>> {
  return db.select({ id: users.id, roles: users.roles }).from(users).where(eq(users.demo, true)).orderBy(users.id)
}

/**
 * Why a production start must stop, or null: production refuses a database that holds seeded demo accounts (it was
 * seeded for development, or seeded before production stopped seeding them).
 */
export async function demoAccountsRefusal(db: Db): Promise<string | null> {
  const found = await findDemoAccounts(db)
  if (found.length === 0) return null
  const staff = found.filter((a) => a.roles.length > 0).length
  return (
    `Refusing to start in production: the database holds ${found.length} seeded demo account(s)` +
    `${staff ? `, ${staff} with staff roles` : ''} (users.demo = true, ids ${found.map((a) => a.id).join(', ')}). ` +
    'They are for development only. Point DATABASE_URL at the production database, or delete them: ' +
    'DELETE FROM sessions WHERE user_id IN (SELECT id FROM users WHERE demo); DELETE FROM users WHERE demo;'
  )
}
