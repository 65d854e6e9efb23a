import { and, asc, gt, gte, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { h1Register, rxRegister } from './schema.ts'
import type { Clock } from '../../lib/clock.ts'
import { auditStaffAction } from '../staff/index.ts'

// The legal registers (issue 10 §5): lines appended by the pharmacist's approval (Rule 65; the separate Schedule H1
// register) and the CSV an inspector reads. Append-only in the database (the migration's triggers); corrections are
// new lines (corrections.ts).

/** Rule 65(3)(9): the Schedule H1 register is kept three years. */
export const H1_KEEP_YEARS = 3
/** Rule 65(4): the prescription register (and the prescriptions it cites) at least two years from the last entry. */
export const RX_KEEP_YEARS = 2

export type RxRegisterLine = Omit<typeof rxRegister.$inferInsert, 'id'>
export type H1RegisterLine = Omit<typeof h1Register.$inferInsert, 'id' | 'rxRegisterId' | 'keepUntil'>

/** The day `years` after a YYYY-MM-DD day (29 February becomes 28 February). */
export function yearsAfter(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const target = new Date(Date.UTC(y + years, m - 1, 1))
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(d, last))
  return target.toISOString().slice(0, 10)
}

/**
 * Appends a dispensing to the Rule 65 register and, for a Schedule H1 medicine, to the H1 register (kept 3 years).
 * Inside the approval's transaction. Answers the register line's id.
 */
export async function appendDispensing(tx: Db, line: RxRegisterLine): Promise<number> {
  const [row] = await tx.insert(rxRegister).values(line).returning({ id: rxRegister.id })
  if (line.schedule.trim().toUpperCase() === 'H1') {
    await tx.insert(h1Register).values({
      at: line.at,
      dispensedOn: line.dispensedOn,
      rxRegisterId: row!.id,
      orderId: line.orderId,
      prescriberName: line.prescriberName,
      prescriberAddress: line.prescriberAddress,
      patientName: line.patientName,
      patientAddress: line.patientAddress,
      medicine: line.medicine,
      quantity: line.quantity,
      keepUntil: yearsAfter(line.dispensedOn, H1_KEEP_YEARS),
    })
  }
  return row!.id
}

// ---- CSV (RFC 4180) ----

/**
 * One CSV cell: quoted when it holds a comma, a quote or a line break (quotes doubled); a cell a spreadsheet would run
 * as a formula (starting with = + - @, or a tab or carriage return) is prefixed with ' (OWASP CSV injection). Numbers
 * are written as they are: a negative quantity (a return) stays a number.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return String(value)
  let s = value instanceof Date ? value.toISOString() : String(value)
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

/** Rows joined with CRLF, a CRLF after the last (RFC 4180). */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string {
  return [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

const RX_HEADER = [
  'Serial',
  'Date',
  'Memo number',
  'Prescriber',
  'Prescriber address',
  'Patient',
  'Patient address',
  'Medicine',
  'Schedule',
  'Quantity',
  'Batch',
  'Expiry',
  'Pharmacist',
  'Pharmacist registration',
  'Order',
  'Prescription',
  'Note',
] as const

const H1_HEADER = [
  'Serial',
  'Date',
  'Prescriber',
  'Prescriber address',
  'Patient',
  'Patient address',
  'Medicine',
  'Quantity',
  'Keep until',
  'Register line',
] as const

export type RegisterName = 'rx' | 'h1'

/** Lines a page of the export reads at a time: the most rows in memory while a register streams out. */
export const EXPORT_PAGE = 1000

export function createRegisterService(db: Db, deps: { now: Clock; exportPage?: number }) {
  const pageSize = deps.exportPage ?? EXPORT_PAGE
  const tableOf = (register: RegisterName) => (register === 'rx' ? rxRegister : h1Register)

  /**
   * The serial numbers of the lines dispensed between two of India's days, both included: the first, the last and how
   * many, from the (dispensed_on, id) index alone (decision 051).
   */
  async function span(register: RegisterName, from: string, to: string) {
    const t = tableOf(register)
    const [row] = await db
      .select({
        first: sql<number | null>`min(${t.id})`,
        last: sql<number | null>`max(${t.id})`,
        lines: sql<number>`count(*)::int`,
      })
      .from(t)
      .where(and(gte(t.dispensedOn, from), lte(t.dispensedOn, to)))
    return { first: row?.first ?? null, last: row?.last ?? null, lines: row?.lines ?? 0 }
  }

  /** One page of the range's lines in serial order after the serial `after`, up to `last`, as CSV rows. */
  async function page(register: RegisterName, from: string, to: string, after: number, last: number): Promise<unknown[][]> {
    const inRange = (t: typeof rxRegister | typeof h1Register) =>
      and(gt(t.id, after), lte(t.id, last), gte(t.dispensedOn, from), lte(t.dispensedOn, to))
    if (register === 'rx') {
      const lines = await db.select().from(rxRegister).where(inRange(rxRegister)).orderBy(asc(rxRegister.id)).limit(pageSize)
      return lines.map((l) => [
        l.id,
        l.dispensedOn,
        l.memoNumber,
        l.prescriberName,
        l.prescriberAddress,
        l.patientName,
        l.patientAddress,
        l.medicine,
        l.schedule,
        l.quantity,
        l.batchNo,
        l.expiresOn,
        l.pharmacistName,
        l.pharmacistRegNo,
        l.orderId,
        l.prescriptionId,
        l.note,
      ])
    }
    const lines = await db.select().from(h1Register).where(inRange(h1Register)).orderBy(asc(h1Register.id)).limit(pageSize)
    return lines.map((l) => [
      l.id,
      l.dispensedOn,
      l.prescriberName,
      l.prescriberAddress,
      l.patientName,
      l.patientAddress,
      l.medicine,
      l.quantity,
      l.keepUntil,
      l.rxRegisterId,
    ])
  }

  /**
   * The register as CSV for an inspector, with its file name: a stream that reads a page of lines each time the
   * reader wants more, so a year of a large register never sits in memory whole (decision 051). Every export is
   * audited before it starts (who, which register, which days, how many lines).
   */
  async function exportCsv(staffId: number, register: RegisterName, from: string, to: string) {
    const { first, last, lines } = await span(register, from, to)
    await db.transaction(async (t) => {
      await auditStaffAction(t, deps.now, {
        actorUserId: staffId,
        action: 'register.export',
        subject: { register, from, to },
        after: { lines },
      })
    })
    const encoder = new TextEncoder()
    let after = first === null ? null : first - 1
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(toCsv(register === 'rx' ? RX_HEADER : H1_HEADER, [])))
      },
      async pull(controller) {
        if (after === null || last === null) return controller.close()
        const rows = await page(register, from, to, after, last)
        if (rows.length) controller.enqueue(encoder.encode(rows.map((r) => r.map(csvCell).join(',') + '\r\n').join('')))
        if (rows.length < pageSize) return controller.close()
        after = rows.at(-1)![0] as number
      },
    })
    return {
      filename: `medwise-${register === 'rx' ? 'prescription-register' : 'h1-register'}-${from}-to-${to}.csv`,
      body,
      lines,
    }
  }

  return { exportCsv }
}
export type RegisterService = ReturnType<typeof createRegisterService>
