import { eq, sql } from 'drizzle-orm'
import { paise } from '../../../core/money.ts'
import { BENEFITS } from '../../../core/corporate/vocabulary.ts'
import type { Db } from '../client.ts'
import {
  corporateAdmins,
  corporateDependants,
  corporateEmployees,
  corporatePolicies,
  corporates,
  corporateWalletEntries,
  corporateWallets,
  labTests,
  users,
} from '../schema.ts'

/**
 * Two sample corporates (issue 25), development and tests only, marked `demo`: Acme Technologies, whose HR admin and
 * one employee are demo accounts (README.md), and Globex Pharma, whose HR must see nothing of Acme's. Roster phones in
 * the 98200000xx block are people without an account (self-serve links); e-mails at example.com (RFC 2606).
 */
export const DEMO_CORPORATES = [
  {
    slug: 'acme',
    name: 'Acme Technologies',
    hrPhone: '9810000014',
    roster: [
      {
        employeeCode: 'ACM-1001',
        name: 'Ravi Menon',
        gender: 'male',
        birthDate: '1988-04-12',
        workEmail: 'ravi.menon@example.com',
        phone: '9810000015',
        coverage: 'self_and_family' as const,
      },
      {
        employeeCode: 'ACM-1002',
        name: 'Sunita Das',
        gender: 'female',
        birthDate: '1991-09-03',
        workEmail: 'sunita.das@example.com',
        phone: '9820000001',
        coverage: 'self' as const,
      },
      {
        employeeCode: 'ACM-1003',
        name: 'Arjun Pillai',
        gender: 'male',
        birthDate: '1985-01-22',
        workEmail: 'arjun.pillai@example.com',
        phone: '9820000002',
        coverage: 'self_and_family' as const,
      },
    ],
  },
  {
    slug: 'globex',
    name: 'Globex Pharma',
    hrPhone: '9810000016',
    roster: [
      {
        employeeCode: 'GLX-01',
        name: 'Tara Bose',
        gender: 'female',
        birthDate: '1993-06-30',
        workEmail: 'tara.bose@example.com',
        phone: '9820000003',
        coverage: 'self' as const,
      },
    ],
  },
] as const

/** The sample policy: ₹3,000 medicines, ₹5,000 lab tests, ₹2,000 consultations, family cover, the essential checkup. */
export const DEMO_POLICY = { pharmacy: paise(300_000), labs: paise(500_000), consultation: paise(200_000) }

/** Seeds the sample corporates once (idempotent: databases seeded before they existed get them on the next start). */
export async function seedDemoCorporates(db: Db, at: Date = new Date()): Promise<void> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(corporates)
  if ((row?.n ?? 0) > 0) return
  const [checkup] = await db.select({ id: labTests.id }).from(labTests).where(eq(labTests.name, 'Full Body Checkup Essential'))
  const year = Number(at.toISOString().slice(0, 4))
  for (const c of DEMO_CORPORATES) {
    const [corporate] = await db
      .insert(corporates)
      .values({ slug: c.slug, name: c.name, logoUrl: `/corporate-logos/${c.slug}.svg`, demo: true, createdAt: at })
      .returning({ id: corporates.id })
    const [hr] = await db.select({ id: users.id }).from(users).where(eq(users.phone, c.hrPhone))
    if (hr) await db.insert(corporateAdmins).values({ corporateId: corporate!.id, userId: hr.id, createdAt: at })
    await db.insert(corporatePolicies).values({
      corporateId: corporate!.id,
      year,
      pharmacyPaise: DEMO_POLICY.pharmacy,
      labsPaise: DEMO_POLICY.labs,
      consultationPaise: DEMO_POLICY.consultation,
      familyCover: true,
      healthCheckTestId: checkup?.id ?? null,
      healthCheckFor: 'employee_and_family',
      updatedAt: at,
    })
    for (const e of c.roster) {
      const [employee] = await db
        .insert(corporateEmployees)
        .values({ corporateId: corporate!.id, ...e, coverFrom: `${year}-01-01`, createdAt: at, updatedAt: at })
        .returning({ id: corporateEmployees.id })
      if (e.employeeCode === 'ACM-1001') {
        await db.insert(corporateDependants).values({
          employeeId: employee!.id,
          name: 'Lakshmi Menon',
          relation: 'spouse',
          gender: 'female',
          birthDate: '1990-02-14',
          createdAt: at,
        })
      }
      for (const benefit of BENEFITS) {
        const amount = DEMO_POLICY[benefit]
        await db.insert(corporateWallets).values({ employeeId: employee!.id, benefit, balancePaise: amount, updatedAt: at })
        await db.insert(corporateWalletEntries).values({
          corporateId: corporate!.id,
          employeeId: employee!.id,
          benefit,
          amountPaise: amount,
          kind: 'top_up',
          reference: `seed:${year}`,
          balanceAfterPaise: amount,
          note: `${year} benefit from ${c.name}`,
          createdAt: at,
        })
      }
    }
  }
}
