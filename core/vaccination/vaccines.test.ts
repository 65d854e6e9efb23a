import { describe, expect, test } from 'vitest'
import { administrationRefusal, observationRefusal } from './administration.ts'
import {
  addMonths,
  ageLabel,
  eligibility,
  monthsBetween,
  nextDoseDue,
  VACCINE_CODES,
  VACCINES,
  type VaccineCode,
} from './vaccines.ts'

describe('calendar months', () => {
  test.each([
    ['2014-05-31', '2014-06-30', 0],
    ['2014-05-31', '2014-07-01', 1],
    ['2014-11-30', '2026-11-30', 144],
    ['2014-12-01', '2026-11-30', 143],
  ])('monthsBetween(%s, %s) = %i', (a, b, n) => expect(monthsBetween(a, b)).toBe(n))
  test.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2027-12-31', 2, '2028-02-29'],
    ['2026-11-30', 6, '2027-05-30'],
    ['2026-11-30', 12, '2027-11-30'],
  ])('addMonths(%s, %i) = %s', (d, n, r) => expect(addMonths(d, n)).toBe(r))
  test.each([
    [8, '8 months'],
    [12, '1 year'],
    [15, '1 year 3 months'],
    [144, '12 years'],
    [600, '50 years'],
  ])('ageLabel(%i) = %s', (m, s) => expect(ageLabel(m)).toBe(s))
})

const ON = '2026-11-30'
type Row = [VaccineCode, string, string[], ReturnType<typeof eligibility> extends infer E ? Partial<E & object> : never]

describe('eligibility: first doses by age band', () => {
  test.each<[VaccineCode, string, boolean, number | null]>([
    ['hpv', '2014-11-30', true, 2], // 12 years: two doses
    ['hpv', '2017-12-01', false, null], // 8 years 11 months
    ['hpv', '2017-11-30', true, 2], // 9 today
    ['hpv', '2011-12-01', true, 2], // 14 years 11 months
    ['hpv', '2011-11-30', true, 3], // 15 today: three doses
    ['hpv', '1999-12-01', true, 3], // 26 years 11 months
    ['hpv', '1999-11-30', false, null], // 27 today
    ['hpv', '1976-11-30', false, null], // 50
    ['influenza', '2026-06-01', false, null], // 5 months
    ['influenza', '2026-05-30', true, null], // 6 months: yearly
    ['hepatitis_b', '2026-11-30', true, 3], // born today
    ['typhoid_conjugate', '1981-12-01', true, 1], // 44
    ['typhoid_conjugate', '1980-11-30', false, null], // 46
    ['pneumococcal', '1977-11-30', false, null], // 49
    ['pneumococcal', '1976-11-30', true, 1], // 50
    ['varicella', '2025-12-01', false, null], // 11 months
    ['varicella', '2020-01-01', true, 2],
  ])('%s for a person born %s: %s', (code, dob, ok, of) => {
    const e = eligibility(VACCINES[code], dob, ON, [])
    expect(e.ok).toBe(ok)
    if (e.ok) expect([e.dose, e.of]).toEqual([1, of])
  })

  test('a 50-year-old is refused the HPV vaccine with the age rule', () => {
    expect(eligibility(VACCINES.hpv, '1976-06-15', ON, [])).toEqual({
      ok: false,
      code: 'age',
      reason: 'HPV vaccine is given from 9 to 26 years of age. This person is 50 years old.',
    })
  })
})

describe('eligibility: later doses and their intervals', () => {
  test.each<Row>([
    // HPV started at 12: dose 2 six months after dose 1.
    ['hpv', '2014-01-10', ['2026-06-01'], { ok: false, code: 'too_early', dueOn: '2026-12-01' }],
    ['hpv', '2014-01-10', ['2026-05-30'], { ok: true, dose: 2, of: 2 }],
    ['hpv', '2014-01-10', ['2026-01-01', '2026-07-01'], { ok: false, code: 'complete' }],
    // Started at 14 and now 15: still the 2-dose series of the age at the first dose.
    ['hpv', '2011-06-01', ['2026-05-01'], { ok: true, dose: 2, of: 2 }],
    // Started at 20: 0, 1, 6 months (dose 3 six months after dose 1 and three after dose 2).
    ['hpv', '2006-01-01', ['2026-11-01'], { ok: false, code: 'too_early', dueOn: '2026-12-01' }],
    ['hpv', '2006-01-01', ['2026-10-30'], { ok: true, dose: 2, of: 3 }],
    ['hpv', '2006-01-01', ['2026-05-30', '2026-06-30'], { ok: true, dose: 3, of: 3 }],
    ['hpv', '2006-01-01', ['2026-06-01', '2026-09-01'], { ok: false, code: 'too_early', dueOn: '2026-12-01' }],
    // A series started at 26 is finished after the 27th birthday.
    ['hpv', '1999-10-01', ['2026-09-01', '2026-10-01'], { ok: false, code: 'too_early', dueOn: '2027-03-01' }],
    // Hepatitis B 0, 1, 6.
    ['hepatitis_b', '1990-01-01', ['2026-10-30'], { ok: true, dose: 2, of: 3 }],
    ['hepatitis_b', '1990-01-01', ['2026-05-30', '2026-06-30'], { ok: true, dose: 3, of: 3 }],
    ['hepatitis_b', '1990-01-01', ['2026-07-01', '2026-08-01'], { ok: false, code: 'too_early', dueOn: '2027-01-01' }],
    // Flu yearly.
    ['influenza', '1990-01-01', ['2025-12-01'], { ok: false, code: 'too_early', dueOn: '2026-12-01' }],
    ['influenza', '1990-01-01', ['2024-11-01', '2025-11-30'], { ok: true, dose: 3, of: null }],
    // One-dose vaccines.
    ['typhoid_conjugate', '1990-01-01', ['2020-01-01'], { ok: false, code: 'complete' }],
    // Varicella: children 3 months apart, adults 1 month.
    ['varicella', '2020-01-01', ['2026-09-01'], { ok: false, code: 'too_early', dueOn: '2026-12-01' }],
    ['varicella', '1990-01-01', ['2026-10-30'], { ok: true, dose: 2, of: 2 }],
    // Impossible dates.
    ['hepatitis_b', '2027-01-01', [], { ok: false, code: 'bad_dates' }],
    ['hepatitis_b', '2020-01-01', ['2019-01-01'], { ok: false, code: 'bad_dates' }],
    ['hepatitis_b', '2020-01-01', ['2026-12-01'], { ok: false, code: 'bad_dates' }],
  ])('%s, born %s, given %j', (code, dob, given, expected) => {
    expect(eligibility(VACCINES[code], dob, ON, given)).toMatchObject(expected)
  })

  test('a refusal for a dose not yet due names the date', () => {
    const e = eligibility(VACCINES.hpv, '2014-01-10', ON, ['2026-06-01'])
    expect(e.ok ? '' : e.reason).toBe(
      'Dose 2 of the HPV vaccine is due from 1 December 2026 (9–14 years: 2 doses, 6 months apart).',
    )
  })
})

describe('nextDoseDue', () => {
  test.each<[VaccineCode, string, string[], ReturnType<typeof nextDoseDue>]>([
    ['hpv', '2014-11-30', ['2026-11-30'], { dose: 2, of: 2, dueOn: '2027-05-30' }],
    ['hpv', '2014-11-30', ['2026-11-30', '2027-05-30'], null],
    ['hpv', '2006-01-01', ['2026-11-30'], { dose: 2, of: 3, dueOn: '2026-12-30' }],
    ['hpv', '2006-01-01', ['2026-11-30', '2026-12-30'], { dose: 3, of: 3, dueOn: '2027-05-30' }],
    ['hepatitis_b', '2026-01-01', ['2026-11-30'], { dose: 2, of: 3, dueOn: '2026-12-30' }],
    ['influenza', '1980-01-01', ['2026-11-30'], { dose: 2, of: null, dueOn: '2027-11-30' }],
    ['typhoid_conjugate', '1990-01-01', ['2026-11-30'], null],
    ['pneumococcal', '1970-01-01', [], null],
  ])('%s born %s after %j', (code, dob, doses, expected) => {
    expect(nextDoseDue(VACCINES[code], dob, doses)).toEqual(expected)
  })

  test('every vaccine has a sample price, an age rule and at least one band', () => {
    for (const code of VACCINE_CODES) {
      const v = VACCINES[code]
      expect(v.pricePaise).toBeGreaterThan(0)
      expect(v.ageText).not.toBe('')
      expect(v.bands.length).toBeGreaterThan(0)
      for (const b of v.bands) expect(b.gaps.length).toBe(b.doses === null ? 0 : b.doses - 1)
    }
  })
})

describe('administration', () => {
  const ok = { batch: 'HPV-2611A', expiry: '2027-06-30', coldChainC: 5, today: ON }
  test.each([
    [ok, null],
    [{ ...ok, batch: 'x' }, 'batch'],
    [{ ...ok, batch: '<script>' }, 'batch'],
    [{ ...ok, expiry: ON }, 'expired'],
    [{ ...ok, expiry: '2026-11-29' }, 'expired'],
    [{ ...ok, expiry: '2026-12-01' }, null],
    [{ ...ok, coldChainC: 2 }, null],
    [{ ...ok, coldChainC: 8 }, null],
    [{ ...ok, coldChainC: 1.9 }, 'cold_chain'],
    [{ ...ok, coldChainC: 8.1 }, 'cold_chain'],
    [{ ...ok, coldChainC: Number.NaN }, 'cold_chain'],
  ])('%j → %s', (input, code) => {
    expect(administrationRefusal(input)?.code ?? null).toBe(code)
  })

  test.each([
    [0, 'The 30-minute observation is not over: 30 minutes left.'],
    [29 * 60_000 + 1, 'The 30-minute observation is not over: 1 minute left.'],
    [30 * 60_000, null],
    [45 * 60_000, null],
  ])('observation %i ms after the dose', (ms, text) => {
    const given = new Date('2026-11-30T05:00:00Z')
    expect(observationRefusal(given, new Date(given.getTime() + ms))).toBe(text)
  })
})
