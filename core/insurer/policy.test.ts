import { describe, expect, it } from 'vitest'
import { matchesPolicyholder, normalisePolicyNumber, parseMemberList } from './policy.ts'

describe('normalisePolicyNumber (sample format: two letters, ten digits)', () => {
  it.each([
    ['TA1234567890', 'TA1234567890'],
    [' ta-1234 567 890 ', 'TA1234567890'],
    ['TA.123.456.7890', 'TA1234567890'],
    ['T1234567890', null],
    ['TA123456789', null],
    ['TA12345678901', null],
    ['1234567890TA', null],
    ['', null],
  ])('%j → %j', (typed, expected) => {
    expect(normalisePolicyNumber(typed)).toBe(expected)
  })
})

describe('matchesPolicyholder: the policy number AND the date of birth', () => {
  const holder = { policyNumber: 'TA1234567890', birthDate: '1980-05-17', coverUntil: '2027-03-31' }
  const today = '2026-11-30'
  it.each([
    ['both right', 'TA1234567890', '1980-05-17', true],
    ['typed loosely', 'ta 1234-567-890', '17/05/1980', true],
    ['wrong date of birth', 'TA1234567890', '1980-05-18', false],
    ['wrong policy number', 'TA1234567891', '1980-05-17', false],
    ['both wrong', 'TA0000000000', '1990-01-01', false],
    ['not a date', 'TA1234567890', '31/02/1980', false],
    ['not a policy number', 'hello', '1980-05-17', false],
  ])('%s', (_, policyNumber, birthDate, expected) => {
    expect(matchesPolicyholder(holder, { policyNumber, birthDate }, today)).toBe(expected)
  })
  it('refuses a policy whose cover has ended, and takes one without an end', () => {
    const typed = { policyNumber: 'TA1234567890', birthDate: '1980-05-17' }
    expect(matchesPolicyholder({ ...holder, coverUntil: '2026-11-29' }, typed, today)).toBe(false)
    expect(matchesPolicyholder({ ...holder, coverUntil: '2026-11-30' }, typed, today)).toBe(true)
    expect(matchesPolicyholder({ ...holder, coverUntil: null }, typed, today)).toBe(true)
  })
})

describe('parseMemberList', () => {
  const today = '2026-11-30'
  it('reads a good list with columns in any order, a BOM and CRLF', () => {
    const parsed = parseMemberList(
      '\uFEFFName,Date of Birth,Policy Number,cover_until\r\nAsha Rao,17/05/1980,ta-1234567890,2027-03-31\r\n,1975-01-02,TB0000000001,\r\n',
      today,
    )
    expect(parsed).toEqual({
      ok: true,
      members: [
        { line: 2, policyNumber: 'TA1234567890', birthDate: '1980-05-17', coverUntil: '2027-03-31', name: 'Asha Rao' },
        { line: 3, policyNumber: 'TB0000000001', birthDate: '1975-01-02', coverUntil: null, name: null },
      ],
    })
  })
  it.each([
    [
      'a missing column',
      'policy_number,name\nTA1234567890,A',
      [{ line: 1, reason: 'The first line must name the columns date_of_birth' }],
    ],
    ['an empty file', '', [{ line: 1, reason: 'The file is empty: the first line must name the columns' }]],
    ['no rows', 'policy_number,date_of_birth\n', [{ line: 1, reason: 'The file has no policyholders' }]],
    [
      'bad rows, each with its line',
      'policy_number,date_of_birth,cover_until\nTA1234567890,1980-05-17,\nXX1,1980-05-17,\nTA1234567891,2030-01-01,\nTA1234567890,1980-05-17,soon\n,,\n',
      [
        { line: 3, reason: 'The policy number is not two letters and ten digits (like TA1234567890)' },
        { line: 4, reason: 'The date of birth is not a real date (YYYY-MM-DD or DD/MM/YYYY)' },
        {
          line: 5,
          reason: 'The cover end date is not a real date (YYYY-MM-DD or DD/MM/YYYY); The policy number is also on line 2',
        },
        { line: 6, reason: 'The policy number is missing; The date of birth is missing' },
      ],
    ],
    [
      'an open quote',
      'policy_number,date_of_birth\n"TA1234567890,1980-05-17\n',
      [{ line: 2, reason: 'A quoted field is not closed (a " is missing)' }],
    ],
  ])('%s', (_, text, problems) => {
    const parsed = parseMemberList(text, today)
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) {
      expect(parsed.problems).toEqual(problems)
      expect(parsed.problemCount).toBe(problems.length)
    }
  })
})
