import { and, asc, count, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm'
import { BENEFITS, policyYearOf, type Benefit } from '../../../core/corporate/vocabulary.ts'
import { fromRupees, toRupees, ZERO_PAISE, type Paise } from '../../../core/money.ts'
import { istInstant } from '../../../core/time/ist.ts'
import type {
  HealthCheckCompletion,
  Policy,
  PolicyForm,
  TopUp,
  TopUpForm,
  Utilisation,
} from '../../../contracts/corporate-admin.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import { labTests } from '../labs/index.ts'
import { appendAudit } from '../platform/index.ts'
import {
  corporateDependants,
  corporateEmployees,
  corporateHealthChecks,
  corporatePolicies,
  corporateWalletEntries,
} from './schema.ts'
import type { CorporateRow, CorporateService, PolicyRow } from './service.ts'
import type { CorporateWallet } from './wallet.ts'

// The HR console's money and figures (issue 25 §8; decision 066): the policy per year, wallet top-ups (through the
// OPD wallet's credit, keyed by the client's idempotency key so a retried top-up credits once), utilisation by benefit
// and month (sums of the wallet's ledger), health-check completion (counts of corporate_health_checks by status).
// HR reads aggregates and statuses only: nothing here reads an order's lines, a prescription, a report or a diagnosis.

export interface AdminDeps {
  now: Clock
  corporate: CorporateService
  wallet: CorporateWallet
}

export function toPolicy(p: PolicyRow): Policy {
  return {
    year: p.year,
    pharmacy: toRupees(p.pharmacyPaise),
    labs: toRupees(p.labsPaise),
    consultation: toRupees(p.consultationPaise),
    family_cover: p.familyCover,
    health_check_test_id: p.healthCheckTestId,
    health_check_for: p.healthCheckFor,
  }
}

/** Employees whose cover holds on `today`. */
const coveredOn = (today: string) =>
  and(
    lte(corporateEmployees.coverFrom, today),
    or(isNull(corporateEmployees.coverUntil), gte(corporateEmployees.coverUntil, today)),
  )

export function createCorporateAdmin(db: Db, deps: AdminDeps) {
  const today = () => deps.corporate.today()
  const thisYear = () => policyYearOf(today())

  async function policy(corporate: CorporateRow, year: number): Promise<Policy | null> {
    const row = await deps.corporate.policyFor(corporate.id, year)
    return row && toPolicy(row)
  }

  /** Sets the policy of a year (a new one or a change): a health check package must be a package of the lab catalog. */
  async function setPolicy(corporate: CorporateRow, actorUserId: number, year: number, form: PolicyForm): Promise<Policy> {
    const at = deps.now()
    if (form.health_check_test_id !== undefined) {
      const [test] = await db.select({ kind: labTests.kind }).from(labTests).where(eq(labTests.id, form.health_check_test_id))
      if (test?.kind !== 'package') throw AppError.invalid('Choose a health check package', 'health_check_test_id')
    }
    if (form.health_check_for === 'employee_and_family' && !form.family_cover)
      throw AppError.invalid('Family members can take the health check only with family cover', 'health_check_for')
    const values = {
      pharmacyPaise: fromRupees(form.pharmacy),
      labsPaise: fromRupees(form.labs),
      consultationPaise: fromRupees(form.consultation),
      familyCover: form.family_cover,
      healthCheckTestId: form.health_check_test_id ?? null,
      healthCheckFor: form.health_check_for,
      updatedAt: at,
    }
    return db.transaction(async (tx) => {
      const before = await deps.corporate.policyFor(corporate.id, year, tx)
      const [row] = await tx
        .insert(corporatePolicies)
        .values({ corporateId: corporate.id, year, ...values })
        .onConflictDoUpdate({ target: [corporatePolicies.corporateId, corporatePolicies.year], set: values })
        .returning()
      await appendAudit(tx, {
        at,
        actorUserId,
        action: 'corporate.policy.set',
        targetUserId: null,
        detail: { subject: { corporateId: corporate.id, year }, before: before && toPolicy(before), after: toPolicy(row!) },
      })
      return toPolicy(row!)
    })
  }

  /**
   * Credits the sub-wallets of every employee covered today, or of one, with the form's amounts. The key is the
   * client's: the same key again credits nothing more (replayed), whoever retries.
   */
  async function topUp(corporate: CorporateRow, actorUserId: number, form: TopUpForm, key: string): Promise<TopUp> {
    const day = today()
    const amounts = Object.fromEntries(BENEFITS.map((b) => [b, fromRupees(form[b] ?? 0)])) as Record<Benefit, Paise>
    return db.transaction(async (tx) => {
      const where =
        form.target === 'all'
          ? and(eq(corporateEmployees.corporateId, corporate.id), coveredOn(day))
          : and(eq(corporateEmployees.corporateId, corporate.id), eq(corporateEmployees.employeeCode, form.employee_id!))
      const employees = await tx
        .select({ id: corporateEmployees.id, coverFrom: corporateEmployees.coverFrom, coverUntil: corporateEmployees.coverUntil })
        .from(corporateEmployees)
        .where(where)
        .orderBy(asc(corporateEmployees.id))
      if (form.target === 'one') {
        const e = employees[0]
        if (!e) throw AppError.invalid(`Employee id ${form.employee_id} is not on your roster`, 'employee_id')
        if (!(e.coverFrom <= day && (e.coverUntil === null || day <= e.coverUntil)))
          throw AppError.invalid(`Employee ${form.employee_id} is not covered today`, 'employee_id')
      }
      if (employees.length === 0) throw AppError.invalid('No employee is covered today', 'target')
      const credited: Record<Benefit, Paise> = { pharmacy: ZERO_PAISE, labs: ZERO_PAISE, consultation: ZERO_PAISE }
      let wrote = false
      for (const e of employees)
        for (const benefit of BENEFITS) {
          if (amounts[benefit] <= 0) continue
          const did = await deps.wallet.credit(tx, {
            corporateId: corporate.id,
            employeeId: e.id,
            benefit,
            amount: amounts[benefit],
            kind: 'top_up',
            reference: `topup:${key}`,
            note: `Top-up from ${corporate.name}`,
          })
          if (did) {
            wrote = true
            credited[benefit] = (credited[benefit] + amounts[benefit]) as Paise
          }
        }
      const answer: TopUp = {
        employees: employees.length,
        credited: {
          pharmacy: toRupees(credited.pharmacy),
          labs: toRupees(credited.labs),
          consultation: toRupees(credited.consultation),
        },
        replayed: !wrote,
      }
      if (wrote)
        await appendAudit(tx, {
          at: deps.now(),
          actorUserId,
          action: 'corporate.wallet.top_up',
          targetUserId: null,
          detail: {
            subject: { corporateId: corporate.id, key, target: form.target, employee: form.employee_id ?? null },
            after: answer,
          },
        })
      return answer
    })
  }

  /** What moved through the corporate's wallets in a year, by month (India) and benefit. */
  async function utilisation(corporate: CorporateRow, year: number): Promise<Utilisation> {
    const month = sql<string>`to_char(${corporateWalletEntries.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM')`
    const rows = await db
      .select({
        month,
        benefit: corporateWalletEntries.benefit,
        kind: corporateWalletEntries.kind,
        sum: sql<number>`sum(${corporateWalletEntries.amountPaise})::bigint`.mapWith(Number),
      })
      .from(corporateWalletEntries)
      .where(
        and(
          eq(corporateWalletEntries.corporateId, corporate.id),
          gte(corporateWalletEntries.createdAt, istInstant(`${year}-01-01`, 0)),
          lt(corporateWalletEntries.createdAt, istInstant(`${year + 1}-01-01`, 0)),
        ),
      )
      .groupBy(month, corporateWalletEntries.benefit, corporateWalletEntries.kind)
    const table = new Map<string, Utilisation['rows'][number]>()
    for (const r of rows) {
      const key = `${r.month}|${r.benefit}`
      const row = table.get(key) ?? { month: r.month, benefit: r.benefit, topped_up: 0, spent: 0, refunded: 0, withdrawn: 0 }
      const rupees = toRupees(Math.abs(r.sum) as Paise)
      if (r.kind === 'top_up') row.topped_up = rupees
      else if (r.kind === 'payment') row.spent = rupees
      else if (r.kind === 'refund') row.refunded = rupees
      else row.withdrawn = rupees
      table.set(key, row)
    }
    const order = (b: Benefit) => BENEFITS.indexOf(b)
    return {
      year,
      rows: [...table.values()].sort((a, b) => a.month.localeCompare(b.month) || order(a.benefit) - order(b.benefit)),
    }
  }

  /** How many of the people who may take this year's health check have booked, given samples, or have reports. */
  async function healthChecks(corporate: CorporateRow, year: number): Promise<HealthCheckCompletion> {
    const day = year === thisYear() ? today() : `${year}-12-31`
    const counts = await db
      .select({ status: corporateHealthChecks.status, n: count() })
      .from(corporateHealthChecks)
      .where(and(eq(corporateHealthChecks.corporateId, corporate.id), eq(corporateHealthChecks.year, year)))
      .groupBy(corporateHealthChecks.status)
    const by = (s: string) => counts.find((c) => c.status === s)?.n ?? 0
    const policyRow = await deps.corporate.policyFor(corporate.id, year)
    let eligible = 0
    if (policyRow?.healthCheckTestId) {
      const [employees] = await db
        .select({ n: count() })
        .from(corporateEmployees)
        .where(and(eq(corporateEmployees.corporateId, corporate.id), coveredOn(day)))
      eligible = employees?.n ?? 0
      if (policyRow.familyCover && policyRow.healthCheckFor === 'employee_and_family') {
        const [family] = await db
          .select({ n: count() })
          .from(corporateDependants)
          .innerJoin(corporateEmployees, eq(corporateEmployees.id, corporateDependants.employeeId))
          .where(
            and(
              eq(corporateEmployees.corporateId, corporate.id),
              eq(corporateEmployees.coverage, 'self_and_family'),
              coveredOn(day),
            ),
          )
        eligible += family?.n ?? 0
      }
    }
    const live = by('booked') + by('sample_collected') + by('report_ready')
    return {
      year,
      eligible,
      booked: by('booked'),
      sample_collected: by('sample_collected'),
      report_ready: by('report_ready'),
      cancelled: by('cancelled'),
      not_booked: Math.max(0, eligible - live),
    }
  }

  /** The health check packages a policy may name (the lab catalog's packages). */
  async function packages(): Promise<{ id: number; name: string }[]> {
    return db
      .select({ id: labTests.id, name: labTests.name })
      .from(labTests)
      .where(eq(labTests.kind, 'package'))
      .orderBy(asc(labTests.name))
  }

  return { policy, setPolicy, topUp, utilisation, healthChecks, packages, thisYear, today }
}
export type CorporateAdmin = ReturnType<typeof createCorporateAdmin>
