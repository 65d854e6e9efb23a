// The roster CSV (issue 25 §1; decision 066): HR's upload of its employees and their dependants, parsed and checked
// row by row. Pure: no I/O. Every bad row is reported with its line and reason, and a file with any bad row imports
// nothing (the caller imports only `{ ok: true }`).
//
// The file: RFC 4180 (commas, double quotes around a field that holds commas, quotes or line breaks, "" for a quote;
// CRLF or LF), UTF-8 with or without a BOM, a header row naming its columns in any order (case and spaces ignored).
// An employee's row fills employee_id, name, coverage and a phone or work e-mail; a dependant's row fills relation,
// the employee_id of its employee (an employee row of the same file covered for self and family), and name.

import { EMAIL_PATTERN, NAME_PATTERN, dobCalendarDate } from '../fields/validation.ts'
import { PHONE_PATTERN } from '../fields/phone.ts'
import { COVERAGES, DEPENDANT_RELATIONS, type Coverage, type DependantRelation } from './vocabulary.ts'

export const ROSTER_COLUMNS = [
  'employee_id',
  'name',
  'gender',
  'date_of_birth',
  'work_email',
  'phone',
  'coverage',
  'cover_from',
  'relation',
  // The export's column: read on upload and ignored (an upload never ends cover: the console's 'End cover' does).
  'cover_until',
] as const
export type RosterColumn = (typeof ROSTER_COLUMNS)[number]
/** Columns the header must name. */
export const REQUIRED_COLUMNS: readonly RosterColumn[] = ['employee_id', 'name', 'coverage']

/** The largest file: 100,000 rows and 20 MB (the bench imports 50,000 rows). */
export const ROSTER_MAX_ROWS = 100_000
export const ROSTER_MAX_BYTES = 20 * 1024 * 1024
/** At most this many problems are answered (the count says how many there were). */
export const ROSTER_MAX_PROBLEMS = 500

export const GENDERS = ['male', 'female', 'other'] as const
export type Gender = (typeof GENDERS)[number]

export const EMPLOYEE_CODE = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/

export interface RosterEmployee {
  line: number
  employeeCode: string
  name: string
  gender: Gender | null
  birthDate: string | null
  /** Lower-cased. */
  workEmail: string | null
  /** 10 digits without +91. */
  phone: string | null
  coverage: Coverage
  /** A calendar date, or null: from the day of the import (or unchanged for an employee already on the roster). */
  coverFrom: string | null
}

export interface RosterDependant {
  line: number
  employeeCode: string
  name: string
  relation: DependantRelation
  gender: Gender | null
  birthDate: string | null
}

export interface RosterProblem {
  /** The file's line (1 is the header); a quoted field with line breaks counts its lines. */
  line: number
  reason: string
}

export type RosterParse =
  | { ok: true; employees: RosterEmployee[]; dependants: RosterDependant[] }
  | { ok: false; problems: RosterProblem[]; problemCount: number }

// ---- RFC 4180 ----

export interface CsvRecord {
  line: number
  fields: string[]
}

/**
 * The records of a CSV text with the line each starts on; blank lines are skipped. Throws a RosterProblem for an
 * unterminated quote or a quote inside an unquoted field.
 */
export function* csvRecords(text: string): Generator<CsvRecord> {
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0
  let line = 1
  const n = text.length
  while (i < n) {
    const start = line
    const fields: string[] = []
    for (;;) {
      let value = ''
      if (text[i] === '"') {
        i++
        for (;;) {
          if (i >= n) throw { line: start, reason: 'A quoted field is not closed (a " is missing)' } satisfies RosterProblem
          const ch = text[i]!
          if (ch === '"') {
            if (text[i + 1] === '"') {
              value += '"'
              i += 2
              continue
            }
            i++
            break
          }
          if (ch === '\n') line++
          value += ch
          i++
        }
        if (i < n && text[i] !== ',' && text[i] !== '\n' && text[i] !== '\r')
          throw { line, reason: 'Text after a closing quote: put the whole field in quotes' } satisfies RosterProblem
      } else {
        const from = i
        while (i < n && text[i] !== ',' && text[i] !== '\n' && text[i] !== '\r') i++
        value = text.slice(from, i)
        if (value.includes('"'))
          throw {
            line,
            reason: 'A quote inside an unquoted field: put the field in quotes and double its quotes',
          } satisfies RosterProblem
      }
      fields.push(value)
      if (i < n && text[i] === ',') {
        i++
        continue
      }
      break
    }
    // The end of the record: CRLF, LF, a lone CR, or the end of the text.
    if (text[i] === '\r') i++
    if (text[i] === '\n') i++
    const record = { line: start, fields }
    line++
    if (!(fields.length === 1 && fields[0]!.trim() === '')) yield record
  }
}

/** One field for a CSV file (RFC 4180), quoted when it must be; a leading =, +, - or @ is kept from spreadsheets' formulas. */
export function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvLine(values: readonly (string | number | null)[]): string {
  return values.map(csvField).join(',') + '\r\n'
}

// ---- Field rules ----

const clean = (value: string) => value.trim()

/** A phone as written on a roster (+91 98765 43210, 098765-43210) as its 10 digits, or null when it is not one. */
export function rosterPhone(value: string): string | null {
  let digits = value.replace(/[\s\-().]/g, '')
  if (digits.startsWith('+91')) digits = digits.slice(3)
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2)
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1)
  return PHONE_PATTERN.test(digits) ? digits : null
}

const DMY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/

/** A date as HR writes it: 2026-04-01 or 01/04/2026 (day first, as in India), as YYYY-MM-DD, or null. */
export function rosterDate(value: string): string | null {
  const text = value.trim()
  const dmy = DMY.exec(text)
  const iso = dmy ? `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}` : text
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) ? dobCalendarDate(iso) : null
}

function rosterCoverage(value: string): Coverage | null {
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
    .replace(/&/g, 'and')
  if (key === 'family' || key === 'self_+_family' || key === 'self_family') return 'self_and_family'
  return (COVERAGES as readonly string[]).includes(key) ? (key as Coverage) : null
}

function rosterRelation(value: string): DependantRelation | null {
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
  return (DEPENDANT_RELATIONS as readonly string[]).includes(key) ? (key as DependantRelation) : null
}

function rosterGender(value: string): Gender | null | undefined {
  const key = value.trim().toLowerCase()
  if (key === '') return null
  if (key === 'm') return 'male'
  if (key === 'f') return 'female'
  if (key === 'o') return 'other'
  return (GENDERS as readonly string[]).includes(key) ? (key as Gender) : undefined
}

function nameProblem(name: string): string | null {
  if (name === '') return 'Name is missing'
  if (!NAME_PATTERN.test(name)) return `Name "${name.slice(0, 40)}" may have only letters, digits, spaces and dots`
  if (name.length < 3) return 'Name must be at least 3 characters'
  if (name.length > 100) return 'Name must be at most 100 characters'
  return null
}

// ---- The roster ----

/** The header's column names as roster columns (Employee ID, employee-id → employee_id). */
function columnKey(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
}

/**
 * The roster of a CSV text, or every problem (up to ROSTER_MAX_PROBLEMS, with their count). `today` (YYYY-MM-DD, India)
 * bounds dates of birth.
 */
export function parseRoster(text: string, today: string): RosterParse {
  const problems: RosterProblem[] = []
  let problemCount = 0
  const problem = (line: number, reason: string) => {
    problemCount++
    if (problems.length < ROSTER_MAX_PROBLEMS) problems.push({ line, reason })
  }
  const fail = (): RosterParse => ({ ok: false, problems, problemCount })

  const records = csvRecords(text)
  let header: CsvRecord | undefined
  try {
    header = records.next().value ?? undefined
  } catch (e) {
    problem((e as RosterProblem).line, (e as RosterProblem).reason)
    return fail()
  }
  if (!header) {
    problem(1, 'The file is empty: the first line names the columns (employee_id, name, coverage, phone, work_email…)')
    return fail()
  }
  const index = new Map<string, number>()
  header.fields.forEach((raw, i) => {
    const key = columnKey(raw)
    if (key === '') return
    if (!(ROSTER_COLUMNS as readonly string[]).includes(key))
      problem(header.line, `Unknown column "${raw.trim().slice(0, 40)}" (columns: ${ROSTER_COLUMNS.join(', ')})`)
    else if (index.has(key)) problem(header.line, `The column ${key} appears twice`)
    else index.set(key, i)
  })
  for (const c of REQUIRED_COLUMNS) if (!index.has(c)) problem(header.line, `The column ${c} is missing`)
  if (!index.has('phone') && !index.has('work_email')) problem(header.line, 'The file needs a phone or a work_email column')
  if (problemCount > 0) return fail()
  const width = header.fields.length
  const get = (fields: string[], c: RosterColumn) => {
    const i = index.get(c)
    return i === undefined ? '' : clean(fields[i] ?? '')
  }

  const employees: RosterEmployee[] = []
  const dependants: RosterDependant[] = []
  const codes = new Map<string, { line: number; coverage: Coverage }>()
  const phones = new Map<string, number>()
  const emails = new Map<string, number>()
  let rows = 0
  for (;;) {
    let next: IteratorResult<CsvRecord>
    try {
      next = records.next()
    } catch (e) {
      problem((e as RosterProblem).line, (e as RosterProblem).reason)
      break
    }
    if (next.done) break
    const { line, fields } = next.value
    if (++rows > ROSTER_MAX_ROWS) {
      problem(line, `The file has more than ${ROSTER_MAX_ROWS.toLocaleString('en-IN')} rows: split it`)
      break
    }
    if (fields.length !== width) {
      problem(line, `The row has ${fields.length} fields; the header has ${width}`)
      continue
    }
    const code = get(fields, 'employee_id')
    const reasons: string[] = []
    if (code === '') reasons.push('employee_id is missing')
    else if (!EMPLOYEE_CODE.test(code))
      reasons.push(`employee_id "${code.slice(0, 40)}" may have only letters, digits and . _ / - (at most 40)`)
    const name = get(fields, 'name')
    const nameWrong = nameProblem(name)
    if (nameWrong) reasons.push(nameWrong)
    const genderText = get(fields, 'gender')
    const gender = rosterGender(genderText)
    if (gender === undefined) reasons.push(`Unknown gender "${genderText.slice(0, 20)}" (use male, female or other)`)
    const dobText = get(fields, 'date_of_birth')
    const birthDate = dobText === '' ? null : rosterDate(dobText)
    if (dobText !== '' && (birthDate === null || birthDate > today))
      reasons.push(`Bad date_of_birth "${dobText.slice(0, 20)}" (use YYYY-MM-DD or DD/MM/YYYY, not in the future)`)
    const relationText = get(fields, 'relation')

    if (relationText !== '') {
      // A dependant's row.
      const relation = rosterRelation(relationText)
      if (!relation) reasons.push(`Unknown relation "${relationText.slice(0, 20)}" (use ${DEPENDANT_RELATIONS.join(', ')})`)
      const employee = codes.get(code)
      if (code !== '' && !employee) reasons.push(`No employee row with employee_id ${code} above this dependant`)
      else if (employee && employee.coverage !== 'self_and_family')
        reasons.push(`Employee ${code} (line ${employee.line}) is covered for self only: a dependant needs self_and_family`)
      if (reasons.length) problem(line, reasons.join('; '))
      else dependants.push({ line, employeeCode: code, name, relation: relation!, gender: gender ?? null, birthDate })
      continue
    }

    const coverageText = get(fields, 'coverage')
    const coverage = rosterCoverage(coverageText)
    if (coverageText === '') reasons.push('coverage is missing (self or self_and_family)')
    else if (!coverage) reasons.push(`Unknown coverage "${coverageText.slice(0, 30)}" (use self or self_and_family)`)
    const phoneText = get(fields, 'phone')
    const phone = phoneText === '' ? null : rosterPhone(phoneText)
    if (phoneText !== '' && !phone) reasons.push(`Bad phone "${phoneText.slice(0, 20)}" (an Indian mobile: 10 digits from 6–9)`)
    const emailText = get(fields, 'work_email')
    const workEmail = emailText === '' ? null : emailText.toLowerCase()
    if (emailText !== '' && (emailText.length > 254 || !EMAIL_PATTERN.test(emailText)))
      reasons.push(`Bad work_email "${emailText.slice(0, 60)}"`)
    if (phoneText === '' && emailText === '') reasons.push('A phone or work_email is needed to link the employee')
    const fromText = get(fields, 'cover_from')
    const coverFrom = fromText === '' ? null : rosterDate(fromText)
    if (fromText !== '' && coverFrom === null)
      reasons.push(`Bad cover_from "${fromText.slice(0, 20)}" (use YYYY-MM-DD or DD/MM/YYYY)`)
    if (code !== '') {
      const seen = codes.get(code)
      if (seen) reasons.push(`employee_id ${code} is already on line ${seen.line}`)
    }
    if (phone) {
      const seen = phones.get(phone)
      if (seen) reasons.push(`phone ${phone} is already on line ${seen}`)
    }
    if (workEmail && !reasons.some((r) => r.startsWith('Bad work_email'))) {
      const seen = emails.get(workEmail)
      if (seen) reasons.push(`work_email ${workEmail} is already on line ${seen}`)
    }
    if (code !== '' && !codes.has(code) && coverage) codes.set(code, { line, coverage })
    if (phone && !phones.has(phone)) phones.set(phone, line)
    if (workEmail && !emails.has(workEmail)) emails.set(workEmail, line)
    if (reasons.length) problem(line, reasons.join('; '))
    else
      employees.push({
        line,
        employeeCode: code,
        name,
        gender: gender ?? null,
        birthDate,
        workEmail,
        phone,
        coverage: coverage!,
        coverFrom,
      })
  }
  if (problemCount === 0 && employees.length === 0) problem(header.line + 1, 'The file has no employee rows')
  return problemCount > 0 ? fail() : { ok: true, employees, dependants }
}

/** The header of the roster file HR downloads and uploads back. */
export const ROSTER_EXPORT_COLUMNS = [
  'employee_id',
  'name',
  'gender',
  'date_of_birth',
  'work_email',
  'phone',
  'coverage',
  'cover_from',
  'cover_until',
  'relation',
] as const satisfies readonly RosterColumn[]
