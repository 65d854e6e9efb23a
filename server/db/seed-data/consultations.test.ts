import { describe, expect, test } from 'vitest'
import { hoursProblem } from '../../../core/consultations/availability.ts'
import { isLanguage, SPECIALTY_CODE } from '../../../core/consultations/vocabulary.ts'
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.ts'
import { minuteOf, SAMPLE_DOCTORS, specialtySeeds } from './consultations.ts'

// Issue 24 §1: the sample doctors are plainly samples (names, registrations, the demo block of numbers) and consistent
// with the specialties and the rules of a doctor's hours.

describe('the specialties', () => {
  test('codes are unique and in the code form; each has symptoms', () => {
    const codes = specialtySeeds.map((s) => s.code)
    expect(new Set(codes).size).toBe(codes.length)
    for (const s of specialtySeeds) {
      expect(s.code).toMatch(SPECIALTY_CODE)
      expect(s.symptoms.length).toBeGreaterThan(0)
    }
  })
})

describe.each(SAMPLE_DOCTORS.map((d) => [d.name, d] as const))('sample doctor %s', (_name, d) => {
  test('is marked a sample everywhere it shows', () => {
    expect(d.name).toMatch(/\(Sample\)$/)
    expect(d.registrationNumber).toMatch(/^SAMPLE-/)
    expect(d.council).toMatch(/\(sample\)$/)
    expect(d.phone).toMatch(/^98100000\d\d$/)
    expect(d.email).toMatch(/@example\.com$/)
  })
  test('has known specialties and languages, and hours the rules accept', () => {
    const codes = new Set(specialtySeeds.map((s) => s.code))
    for (const code of d.specialties) expect(codes.has(code as never), code).toBe(true)
    for (const l of d.languages) expect(isLanguage(l), l).toBe(true)
    for (const h of d.hours)
      expect(hoursProblem({ fromMinute: minuteOf(h.from), toMinute: minuteOf(h.to), slotMinutes: h.slotMinutes ?? 15 })).toBeNull()
  })
})

test('no sample doctor shares a number or an e-mail with another account of the seed', () => {
  const phones = [...DEMO_ACCOUNTS.map((a) => a.phone), ...SAMPLE_DOCTORS.map((d) => d.phone)].filter(Boolean)
  const emails = [...DEMO_ACCOUNTS.map((a) => a.email), ...SAMPLE_DOCTORS.map((d) => d.email)].filter(Boolean)
  // The two demo accounts that share a number on purpose (the conflict list) are the only repeats.
  expect(phones.length - new Set(phones).size).toBe(2)
  expect(emails.length - new Set(emails).size).toBe(0)
})
