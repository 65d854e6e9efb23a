import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm'
import { parseRoster, type RosterDependant, type RosterEmployee, type RosterProblem } from '../../../core/corporate/roster.ts'
import { coverHolds } from '../../../core/corporate/vocabulary.ts'
import type { AdminEmployee, EmployeeForm, RosterImport, RosterPage } from '../../../contracts/corporate-admin.ts'
import { ROSTER_PAGE_SIZE } from '../../../contracts/corporate-admin.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import { appendAudit } from '../platform/index.ts'
import { corporateDependants, corporateEmployees } from './schema.ts'
import type { CorporateRow, EmployeeRow } from './service.ts'

// The roster as HR keeps it (issue 25 §1, §8; decision 066): the CSV import (all or nothing, in one transaction,
// upserted by the employer's employee id; an employee missing from a full upload is left as they are: leaving is
// an explicit end of cover), the console's page of it, and adding, editing and ending one employee's cover. Each
// write is audited (platform audit_log) as the HR admin who made it.

/** Rows written per statement: 13 parameters a row stays far below PostgreSQL's 65,535. */
const CHUNK = 2_000

export interface RosterDeps {
  now: Clock
  today: () => string
}

export function rosterInvalid(problems: RosterProblem[], problemCount: number): AppError {
  const message =
    problemCount === 1
      ? '1 row of the file needs fixing; nothing was imported'
      : `${problemCount.toLocaleString('en-IN')} rows of the file need fixing; nothing was imported`
  return new AppError({
    code: 'roster_invalid',
    status: 400,
    message,
    field: 'roster',
    errors: problems.map((p) => ({ message: `Line ${p.line}: ${p.reason}`, field: 'roster' })),
    details: { problems, problem_count: problemCount },
  })
}

export function toAdminEmployee(e: EmployeeRow, dependants: number, today: string): AdminEmployee {
  return {
    id: e.id,
    employee_id: e.employeeCode,
    name: e.name,
    gender: e.gender,
    date_of_birth: e.birthDate,
    work_email: e.workEmail,
    phone: e.phone,
    coverage: e.coverage,
    cover_from: e.coverFrom,
    cover_until: e.coverUntil,
    covered: coverHolds(e.coverFrom, e.coverUntil, today),
    linked: e.userId !== null,
    dependants,
  }
}

const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export function createRoster(db: Db, deps: RosterDeps) {
  /** Imports a roster CSV: every row or none (400 roster_invalid with each bad row's line and reason). */
  async function importCsv(corporate: CorporateRow, actorUserId: number, text: string): Promise<RosterImport> {
    const today = deps.today()
    const parsed = parseRoster(text, today)
    if (!parsed.ok) throw rosterInvalid(parsed.problems, parsed.problemCount)
    const at = deps.now()
    return db.transaction(async (tx) => {
      const existing = new Map<string, { id: number; coverFrom: string; coverUntil: string | null }>()
      for (const r of await tx
        .select({
          id: corporateEmployees.id,
          code: corporateEmployees.employeeCode,
          coverFrom: corporateEmployees.coverFrom,
          coverUntil: corporateEmployees.coverUntil,
        })
        .from(corporateEmployees)
        .where(eq(corporateEmployees.corporateId, corporate.id)))
        existing.set(r.code, r)

      // A new start of cover after an ended cover's last day cannot be stored: reported like any bad row.
      const late: RosterProblem[] = []
      for (const e of parsed.employees) {
        const was = existing.get(e.employeeCode)
        if (e.coverFrom && was?.coverUntil && e.coverFrom > was.coverUntil)
          late.push({
            line: e.line,
            reason: `cover_from ${e.coverFrom} is after the end of ${e.employeeCode}'s cover (${was.coverUntil}): extend the cover on the console first`,
          })
      }
      if (late.length) throw rosterInvalid(late.slice(0, 500), late.length)

      const ids = new Map<string, number>()
      let created = 0
      for (let i = 0; i < parsed.employees.length; i += CHUNK) {
        const chunk = parsed.employees.slice(i, i + CHUNK)
        const rows = await tx
          .insert(corporateEmployees)
          .values(chunk.map((e) => employeeValues(corporate.id, e, existing.get(e.employeeCode)?.coverFrom ?? today, at)))
          .onConflictDoUpdate({
            target: [corporateEmployees.corporateId, corporateEmployees.employeeCode],
            set: {
              name: sql`excluded.name`,
              gender: sql`excluded.gender`,
              birthDate: sql`excluded.birth_date`,
              workEmail: sql`excluded.work_email`,
              phone: sql`excluded.phone`,
              coverage: sql`excluded.coverage`,
              coverFrom: sql`excluded.cover_from`,
              updatedAt: at,
            },
          })
          .returning({ id: corporateEmployees.id, code: corporateEmployees.employeeCode })
        for (const r of rows) {
          ids.set(r.code, r.id)
          if (!existing.has(r.code)) created++
        }
      }
      const dependantsAdded = await upsertDependants(tx, parsed.dependants, ids, at)
      const answer: RosterImport = {
        rows: parsed.employees.length + parsed.dependants.length,
        created,
        updated: parsed.employees.length - created,
        dependants_added: dependantsAdded,
      }
      await appendAudit(tx, {
        at,
        actorUserId,
        action: 'corporate.roster.import',
        targetUserId: null,
        detail: { subject: { corporateId: corporate.id }, after: answer },
      })
      return answer
    })
  }

  /** Dependants of the file: matched to the employee's by relation and name (case aside), else added; none removed. */
  async function upsertDependants(tx: Db, list: RosterDependant[], ids: Map<string, number>, at: Date): Promise<number> {
    if (list.length === 0) return 0
    const employeeIds = [...new Set(list.map((d) => ids.get(d.employeeCode)!))]
    const known = new Map<string, number>()
    for (let i = 0; i < employeeIds.length; i += CHUNK) {
      for (const d of await tx
        .select()
        .from(corporateDependants)
        .where(inArray(corporateDependants.employeeId, employeeIds.slice(i, i + CHUNK))))
        known.set(`${d.employeeId}|${d.relation}|${d.name.toLowerCase()}`, d.id)
    }
    let added = 0
    const fresh: (typeof corporateDependants.$inferInsert)[] = []
    for (const d of list) {
      const employeeId = ids.get(d.employeeCode)!
      const key = `${employeeId}|${d.relation}|${d.name.toLowerCase()}`
      const id = known.get(key)
      if (id !== undefined) {
        await tx
          .update(corporateDependants)
          .set({ gender: d.gender, birthDate: d.birthDate })
          .where(eq(corporateDependants.id, id))
      } else {
        known.set(key, -1)
        fresh.push({ employeeId, name: d.name, relation: d.relation, gender: d.gender, birthDate: d.birthDate, createdAt: at })
        added++
      }
    }
    for (let i = 0; i < fresh.length; i += CHUNK) await tx.insert(corporateDependants).values(fresh.slice(i, i + CHUNK))
    return added
  }

  /** A page of the roster, by employee id, searched by name, employee id, phone or e-mail. */
  async function page(corporate: CorporateRow, query: { q?: string; page?: number }): Promise<RosterPage> {
    const pageNo = query.page ?? 1
    const q = query.q?.trim()
    const where = q
      ? and(
          eq(corporateEmployees.corporateId, corporate.id),
          or(
            ilike(corporateEmployees.name, likeText(q)),
            ilike(corporateEmployees.employeeCode, likeText(q)),
            ilike(corporateEmployees.workEmail, likeText(q)),
            ilike(corporateEmployees.phone, likeText(q.replace(/^\+91\s*/, '').replace(/\s/g, ''))),
          ),
        )
      : eq(corporateEmployees.corporateId, corporate.id)
    const [total] = await db.select({ n: count() }).from(corporateEmployees).where(where)
    const rows = await db
      .select({
        employee: corporateEmployees,
        dependants: sql<number>`(select count(*)::int from corporate_dependants d where d.employee_id = "corporate_employees"."id")`,
      })
      .from(corporateEmployees)
      .where(where)
      .orderBy(asc(corporateEmployees.employeeCode))
      .limit(ROSTER_PAGE_SIZE)
      .offset((pageNo - 1) * ROSTER_PAGE_SIZE)
    const today = deps.today()
    return {
      employees: rows.map((r) => toAdminEmployee(r.employee, r.dependants, today)),
      total: total?.n ?? 0,
      page: pageNo,
      page_size: ROSTER_PAGE_SIZE,
    }
  }

  async function employeeOf(corporate: CorporateRow, id: number, q: Db = db): Promise<EmployeeRow> {
    const [row] = await q
      .select()
      .from(corporateEmployees)
      .where(and(eq(corporateEmployees.corporateId, corporate.id), eq(corporateEmployees.id, id)))
    if (!row) throw AppError.notFound('This employee is not on your roster')
    return row
  }

  async function one(corporate: CorporateRow, id: number): Promise<AdminEmployee> {
    const row = await employeeOf(corporate, id)
    const [n] = await db.select({ n: count() }).from(corporateDependants).where(eq(corporateDependants.employeeId, id))
    return toAdminEmployee(row, n?.n ?? 0, deps.today())
  }

  async function codeTaken(tx: Db, corporateId: number, code: string, exceptId: number | null): Promise<boolean> {
    const [row] = await tx
      .select({ id: corporateEmployees.id })
      .from(corporateEmployees)
      .where(and(eq(corporateEmployees.corporateId, corporateId), eq(corporateEmployees.employeeCode, code)))
    return row !== undefined && row.id !== exceptId
  }

  const codeInUse = (code: string) =>
    new AppError({
      code: 'employee_exists',
      status: 409,
      message: `Employee id ${code} is already on your roster`,
      field: 'employee_id',
    })

  /** Adds one employee (409 when the employee id is already on the roster). */
  async function add(corporate: CorporateRow, actorUserId: number, form: EmployeeForm): Promise<AdminEmployee> {
    const at = deps.now()
    const today = deps.today()
    return db.transaction(async (tx) => {
      if (await codeTaken(tx, corporate.id, form.employee_id, null)) throw codeInUse(form.employee_id)
      const [row] = await tx
        .insert(corporateEmployees)
        .values({
          ...formValues(form),
          corporateId: corporate.id,
          coverFrom: form.cover_from ?? today,
          createdAt: at,
          updatedAt: at,
        })
        .returning()
      await appendAudit(tx, {
        at,
        actorUserId,
        action: 'corporate.employee.add',
        targetUserId: null,
        detail: { subject: { corporateId: corporate.id, employeeId: row!.id }, after: formValues(form) },
      })
      return toAdminEmployee(row!, 0, today)
    })
  }

  /** Edits one employee's details (not their cover's end: `endCover`). */
  async function edit(corporate: CorporateRow, actorUserId: number, id: number, form: EmployeeForm): Promise<AdminEmployee> {
    const at = deps.now()
    return db.transaction(async (tx) => {
      const before = await employeeOf(corporate, id, tx)
      if (await codeTaken(tx, corporate.id, form.employee_id, id)) throw codeInUse(form.employee_id)
      const coverFrom = form.cover_from ?? before.coverFrom
      if (before.coverUntil && coverFrom > before.coverUntil)
        throw AppError.invalid('Cover cannot start after it ends', 'cover_from')
      const [row] = await tx
        .update(corporateEmployees)
        .set({ ...formValues(form), coverFrom, updatedAt: at })
        .where(eq(corporateEmployees.id, id))
        .returning()
      await appendAudit(tx, {
        at,
        actorUserId,
        action: 'corporate.employee.edit',
        targetUserId: before.userId,
        detail: { subject: { corporateId: corporate.id, employeeId: id }, before, after: row },
      })
      const [n] = await tx.select({ n: count() }).from(corporateDependants).where(eq(corporateDependants.employeeId, id))
      return toAdminEmployee(row!, n?.n ?? 0, deps.today())
    })
  }

  /** Ends an employee's cover on a day (inclusive; their history stays): not before their cover began. */
  async function endCover(corporate: CorporateRow, actorUserId: number, id: number, coverUntil: string): Promise<AdminEmployee> {
    return db.transaction(async (tx) => {
      const before = await employeeOf(corporate, id, tx)
      if (coverUntil < before.coverFrom)
        throw AppError.invalid(`Cover cannot end before it began (${before.coverFrom})`, 'cover_until')
      return changeCover(tx, corporate, actorUserId, before, coverUntil, 'end_cover')
    })
  }

  /** Sets the employee's last day of cover (null: no end), audited as `action`; the row as HR's console shows it. */
  async function changeCover(
    tx: Db,
    corporate: CorporateRow,
    actorUserId: number,
    before: EmployeeRow,
    coverUntil: string | null,
    action: 'end_cover' | 'restore_cover',
  ): Promise<AdminEmployee> {
    const at = deps.now()
    const [row] = await tx
      .update(corporateEmployees)
      .set({ coverUntil, updatedAt: at })
      .where(eq(corporateEmployees.id, before.id))
      .returning()
    await appendAudit(tx, {
      at,
      actorUserId,
      action: `corporate.employee.${action}`,
      targetUserId: before.userId,
      detail: { subject: { corporateId: corporate.id, employeeId: before.id }, before: before.coverUntil, after: coverUntil },
    })
    const [n] = await tx.select({ n: count() }).from(corporateDependants).where(eq(corporateDependants.employeeId, before.id))
    return toAdminEmployee(row!, n?.n ?? 0, deps.today())
  }

  /**
   * Undoes an end of cover (decision 072): the cover holds again with no end, while the end has not passed (today is at
   * most the last day). After it, the employee has left and their cover stays ended. A cover without an end is
   * answered as it is (a retry changes nothing).
   */
  async function restoreCover(corporate: CorporateRow, actorUserId: number, id: number): Promise<AdminEmployee> {
    const today = deps.today()
    return db.transaction(async (tx) => {
      const before = await employeeOf(corporate, id, tx)
      if (before.coverUntil === null) {
        const [n] = await tx.select({ n: count() }).from(corporateDependants).where(eq(corporateDependants.employeeId, id))
        return toAdminEmployee(before, n?.n ?? 0, today)
      }
      if (before.coverUntil < today)
        throw AppError.invalid(
          `${before.name}’s cover ended on ${before.coverUntil}; an ended cover cannot be restored`,
          undefined,
          'cover_ended',
        )
      return changeCover(tx, corporate, actorUserId, before, null, 'restore_cover')
    })
  }

  /** The roster as CSV, in the upload's columns (plus cover_until): each employee, then their dependants. */
  async function* exportCsv(corporate: CorporateRow): AsyncGenerator<string[]> {
    let after = ''
    for (;;) {
      const rows = await db
        .select()
        .from(corporateEmployees)
        .where(and(eq(corporateEmployees.corporateId, corporate.id), sql`${corporateEmployees.employeeCode} > ${after}`))
        .orderBy(asc(corporateEmployees.employeeCode))
        .limit(CHUNK)
      if (rows.length === 0) return
      const deps_ = await db
        .select()
        .from(corporateDependants)
        .where(
          inArray(
            corporateDependants.employeeId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(corporateDependants.id))
      for (const e of rows) {
        yield [
          e.employeeCode,
          e.name,
          e.gender ?? '',
          e.birthDate ?? '',
          e.workEmail ?? '',
          e.phone ?? '',
          e.coverage,
          e.coverFrom,
          e.coverUntil ?? '',
          '',
        ]
        for (const d of deps_.filter((x) => x.employeeId === e.id))
          yield [e.employeeCode, d.name, d.gender ?? '', d.birthDate ?? '', '', '', '', '', '', d.relation]
      }
      after = rows.at(-1)!.employeeCode
    }
  }

  return { importCsv, page, one, add, edit, endCover, restoreCover, exportCsv }
}
export type Roster = ReturnType<typeof createRoster>

function employeeValues(corporateId: number, e: RosterEmployee, coverFrom: string, at: Date) {
  return {
    corporateId,
    employeeCode: e.employeeCode,
    name: e.name,
    gender: e.gender,
    birthDate: e.birthDate,
    workEmail: e.workEmail,
    phone: e.phone,
    coverage: e.coverage,
    coverFrom: e.coverFrom ?? coverFrom,
    createdAt: at,
    updatedAt: at,
  }
}

function formValues(form: EmployeeForm) {
  return {
    employeeCode: form.employee_id,
    name: form.name,
    gender: form.gender ?? null,
    birthDate: form.date_of_birth ?? null,
    workEmail: form.work_email ?? null,
    phone: form.phone ?? null,
    coverage: form.coverage,
  }
}
