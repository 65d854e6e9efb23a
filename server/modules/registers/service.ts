import { and, asc, gte, lte } from 'drizzle-orm'
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

export function createRegisterService(db: Db, deps: { now: Clock }) {
  /** The lines dispensed between two of India's days, both included, in serial order. */
  async function rows(register: RegisterName, from: string, to: string): Promise<unknown[][]> {
    if (register === 'rx') {
      const lines = await db
        .select()
        .from(rxRegister)
        .where(and(gte(rxRegister.dispensedOn, from), lte(rxRegister.dispensedOn, to)))
        .orderBy(asc(rxRegister.id))
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
    const lines = await db
      .select()
      .from(h1Register)
      .where(and(gte(h1Register.dispensedOn, from), lte(h1Register.dispensedOn, to)))
      .orderBy(asc(h1Register.id))
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
   * The register as CSV for an inspector, with its file name; every export is audited (who, which register, which
   * days, how many lines).
   */
  async function exportCsv(staffId: number, register: RegisterName, from: string, to: string) {
    const data = await rows(register, from, to)
    await db.transaction(async (t) => {
      await auditStaffAction(t, deps.now, {
        actorUserId: staffId,
        action: 'register.export',
        subject: { register, from, to },
        after: { lines: data.length },
      })
    })
    return {
      filename: `medwise-${register === 'rx' ? 'prescription-register' : 'h1-register'}-${from}-to-${to}.csv`,
      csv: toCsv(register === 'rx' ? RX_HEADER : H1_HEADER, data),
      lines: data.length,
    }
  }

  return { rows, exportCsv }
}
export type RegisterService = ReturnType<typeof createRegisterService>
