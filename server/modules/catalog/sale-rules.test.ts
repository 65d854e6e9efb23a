import { describe, expect, test } from 'vitest'
import { notSoldOnline, notSoldOnlineLabel, notSoldOnlineMessage, notSoldOnlineReason } from './sale-rules.ts'

describe('notSoldOnline', () => {
  test('schedule X is never sold online, with or without the NDPS flag', () => {
    expect(notSoldOnline({ schedule: 'X', ndps: false })).toBe(true)
    expect(notSoldOnline({ schedule: 'X', ndps: true })).toBe(true)
    expect(notSoldOnlineReason({ schedule: 'X', ndps: true })).toBe('schedule_x')
  })

  test('an NDPS product is refused whatever its schedule (tramadol and alprazolam are H1)', () => {
    for (const schedule of ['H1', 'H', 'G', 'OTC']) {
      expect(notSoldOnline({ schedule, ndps: true })).toBe(true)
      expect(notSoldOnlineReason({ schedule, ndps: true })).toBe('ndps')
    }
  })

  test('other schedules without NDPS may be sold', () => {
    for (const schedule of ['H', 'H1', 'G', 'OTC']) {
      expect(notSoldOnline({ schedule, ndps: false })).toBe(false)
      expect(notSoldOnlineReason({ schedule, ndps: false })).toBeNull()
      expect(notSoldOnlineMessage({ schedule, ndps: false }, 'Dolo 650')).toBeNull()
      expect(notSoldOnlineLabel({ schedule, ndps: false })).toBeNull()
    }
  })

  test('a lower-case or padded schedule is still X', () => {
    expect(notSoldOnline({ schedule: ' x ', ndps: false })).toBe(true)
  })
})

describe('the customer-facing message', () => {
  test('names the product and the reason', () => {
    expect(notSoldOnlineMessage({ schedule: 'X', ndps: false }, 'Ritalin 10mg')).toBe(
      'Ritalin 10mg is a Schedule X medicine and cannot be sold online. Please buy it at a pharmacy with your prescription.',
    )
    expect(notSoldOnlineMessage({ schedule: 'H1', ndps: true }, 'Ultracet')).toBe(
      'Ultracet is a narcotic or psychotropic medicine under the NDPS Act and cannot be sold online. Please buy it at a pharmacy with your prescription.',
    )
  })

  test('without a name it speaks of this medicine', () => {
    expect(notSoldOnlineMessage({ schedule: 'H1', ndps: true })).toMatch(/^This medicine is a narcotic/)
  })

  test('the label says which rule applies', () => {
    expect(notSoldOnlineLabel({ schedule: 'X', ndps: false })).toBe('Not sold online: a Schedule X medicine')
    expect(notSoldOnlineLabel({ schedule: 'H1', ndps: true })).toBe(
      'Not sold online: a narcotic or psychotropic medicine (NDPS Act)',
    )
  })
})
