import { describe, expect, test } from 'vitest'
import { EXCLUSIVE_TESTS, LAB_PROFILES, labCentres, labOffers, preparationFor } from './lab-catalog.ts'
import { labs, labTests } from './labs.ts'

describe('the labs sample catalog', () => {
  const offers = labOffers(labs, labTests)
  const labsOf = (test: string) => offers.filter((o) => o.test === test).map((o) => o.lab)

  test('every test is offered by at least one lab, and no lab offers every test', () => {
    for (const t of labTests) expect(labsOf(t.name).length, t.name).toBeGreaterThan(0)
    for (const lab of labs) {
      const count = offers.filter((o) => o.lab === lab.name).length
      expect(count, lab.name).toBeLessThan(labTests.length)
      expect(count, lab.name).toBeGreaterThan(labTests.length / 2)
    }
  })

  test('an exclusive test has exactly its one lab; a test a package includes, every lab', () => {
    for (const [test, lab] of Object.entries(EXCLUSIVE_TESTS)) {
      expect(labTests.some((t) => t.name === test), test).toBe(true)
      expect(labsOf(test)).toEqual([lab])
    }
    expect(labsOf('Complete Blood Count (CBC)')).toHaveLength(labs.length)
    expect(labsOf('Lipid Profile')).toHaveLength(labs.length)
  })

  test('prices stay within 15 % of the reference, in ₹5 steps, never above the MRP; turnaround is positive', () => {
    const byName = new Map(labTests.map((t) => [t.name, t]))
    for (const o of offers) {
      const t = byName.get(o.test)!
      expect(o.price).toBeLessThanOrEqual(o.mrp)
      expect(o.price).toBeGreaterThan(0)
      expect(o.price % 5).toBe(0)
      expect(Math.abs(o.price - t.price)).toBeLessThanOrEqual(Math.ceil(t.price * 0.15) + 5)
      expect(o.turnaroundHours).toBeGreaterThan(0)
    }
    // Labs do not all charge the same: a comparison is worth making.
    expect(new Set(offers.filter((o) => o.test === 'Lipid Profile').map((o) => o.price)).size).toBeGreaterThan(1)
  })

  test('the sample data is the same on every run', () => {
    expect(labOffers(labs, labTests)).toEqual(offers)
  })

  test('every lab has a profile and a walk-in centre in a city it serves, with a 6-digit pincode', () => {
    const centres = labCentres(labs)
    for (const lab of labs) {
      expect(LAB_PROFILES[lab.name]?.accreditations, lab.name).toContain('NABL')
      const own = centres.filter((c) => c.lab === lab.name)
      expect(own.length, lab.name).toBeGreaterThan(0)
      for (const c of own) {
        expect(lab.cities).toContain(c.city)
        expect(c.pincode).toMatch(/^[1-9]\d{5}$/)
      }
    }
  })

  test('preparation says to fast for fasting tests and not otherwise', () => {
    expect(preparationFor({ fasting: true, sampleType: 'Blood', kind: 'test' })).toMatch(/^Fast for 10 to 12 hours/)
    expect(preparationFor({ fasting: false, sampleType: 'Blood', kind: 'test' })).toMatch(/^No fasting is needed/)
    expect(preparationFor({ fasting: false, sampleType: 'Urine', kind: 'test' })).toMatch(/first urine of the morning/)
  })
})
