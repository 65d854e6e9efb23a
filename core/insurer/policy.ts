// The insurer's policyholders (issue 27 §4; decision 087): pure rules for the policy number, matching a policyholder
// and the member list the partner sends as CSV. No I/O.
//
// SAMPLE: the policy number's format below is ours, chosen until the partner gives us theirs: two capital letters and
// ten digits ('TA' then 10 digits on the sample list, e.g. TA1234567890). People write it with spaces, hyphens or in
// lower case; we compare its normalised form.

import { csvRecords, rosterDate, type RosterProblem } from '../corporate/roster.ts'

/** SAMPLE format of a policy number (normalised): two letters and ten digits. */
export const POLICY_NUMBER_PATTERN = /^[A-Z]{2}\d{10}$/
export const POLICY_NUMBER_EXAMPLE = 'TA1234567890'

/** A policy number as typed (' ta-1234 567 890 ') in its normalised form ('TA1234567890'), or null when it is not one. */
export function normalisePolicyNumber(value: string): string | null {
  const text = value.replace(/[\s\-./]/g, '').toUpperCase()
  return POLICY_NUMBER_PATTERN.test(text) ? text : null
}

/** A policyholder on the partner's member list. */
export interface Policyholder {
  policyNumber: string
  /** YYYY-MM-DD. */
  birthDate: string
  /** The last day of cover (YYYY-MM-DD, IST), or null when the list gives none. */
  coverUntil: string | null
}

/**
 * Whether what a person typed names this policyholder: the policy number AND the date of birth both match, and the
 * cover has not ended by `today` (YYYY-MM-DD, IST). Either wrong is the same 'no'.
 */
export function matchesPolicyholder(
  holder: Policyholder,
  typed: { policyNumber: string; birthDate: string },
  today: string,
): boolean {
  const number = normalisePolicyNumber(typed.policyNumber)
  const birth = rosterDate(typed.birthDate)
  if (number === null || birth === null) return false
  if (holder.coverUntil !== null && holder.coverUntil < today) return false
  return holder.policyNumber === number && holder.birthDate === birth
}

/** The one answer to a policy number or date of birth that does not match: it never says which one was wrong. */
export const NOT_MATCHED =
  'We could not find a policy with these details. Check the policy number and date of birth on your policy document and try again.'

// ---- The member list (CSV) ----

export const MEMBER_COLUMNS = ['policy_number', 'name', 'date_of_birth', 'cover_until'] as const
export const MEMBER_REQUIRED_COLUMNS = ['policy_number', 'date_of_birth'] as const
export const MEMBER_LIST_MAX_ROWS = 50_000
export const MEMBER_LIST_MAX_BYTES = 5 * 1024 * 1024
export const MEMBER_LIST_MAX_PROBLEMS = 200

export interface MemberRow extends Policyholder {
  line: number
  name: string | null
}

export type MemberListParse = { ok: true; members: MemberRow[] } | { ok: false; problems: RosterProblem[]; problemCount: number }

const headerKey = (value: string) => value.trim().toLowerCase().replace(/\s+/g, '_')

/**
 * The partner's member list checked row by row: every bad row is reported with its line and reason; a list with any
 * bad row imports nothing (the caller imports only `{ ok: true }`). A policy number twice in one file is a problem.
 */
export function parseMemberList(text: string, today: string): MemberListParse {
  const problems: RosterProblem[] = []
  let problemCount = 0
  const problem = (line: number, reason: string) => {
    problemCount++
    if (problems.length < MEMBER_LIST_MAX_PROBLEMS) problems.push({ line, reason })
  }
  const members: MemberRow[] = []
  const seen = new Map<string, number>()
  let columns: Map<string, number> | null = null
  try {
    for (const record of csvRecords(text)) {
      if (!columns) {
        columns = new Map(record.fields.map((f, i) => [headerKey(f), i]))
        const missing = MEMBER_REQUIRED_COLUMNS.filter((c) => !columns!.has(c))
        if (missing.length) {
          problem(record.line, `The first line must name the columns ${missing.join(' and ')}`)
          break
        }
        continue
      }
      if (members.length + problemCount >= MEMBER_LIST_MAX_ROWS) {
        problem(record.line, `A list holds at most ${MEMBER_LIST_MAX_ROWS.toLocaleString('en-IN')} rows`)
        break
      }
      const field = (name: string) => {
        const i = columns!.get(name)
        return i === undefined ? '' : (record.fields[i] ?? '').trim()
      }
      const reasons: string[] = []
      const number = normalisePolicyNumber(field('policy_number'))
      if (number === null)
        reasons.push(
          field('policy_number') === ''
            ? 'The policy number is missing'
            : `The policy number is not two letters and ten digits (like ${POLICY_NUMBER_EXAMPLE})`,
        )
      const birth = field('date_of_birth') === '' ? null : rosterDate(field('date_of_birth'))
      if (field('date_of_birth') === '') reasons.push('The date of birth is missing')
      else if (birth === null || birth > today) reasons.push('The date of birth is not a real date (YYYY-MM-DD or DD/MM/YYYY)')
      const untilText = field('cover_until')
      const until = untilText === '' ? null : rosterDate(untilText)
      if (untilText !== '' && until === null) reasons.push('The cover end date is not a real date (YYYY-MM-DD or DD/MM/YYYY)')
      const name = field('name')
      if (name.length > 100) reasons.push('The name is longer than 100 characters')
      if (number !== null && seen.has(number)) reasons.push(`The policy number is also on line ${seen.get(number)}`)
      if (reasons.length) {
        problem(record.line, reasons.join('; '))
        continue
      }
      seen.set(number!, record.line)
      members.push({ line: record.line, policyNumber: number!, birthDate: birth!, coverUntil: until, name: name || null })
    }
  } catch (error) {
    const p = error as RosterProblem
    if (typeof p?.line === 'number') problem(p.line, p.reason)
    else throw error
  }
  if (!columns) problem(1, 'The file is empty: the first line must name the columns')
  else if (!members.length && !problemCount) problem(1, 'The file has no policyholders')
  return problemCount ? { ok: false, problems, problemCount } : { ok: true, members }
}
