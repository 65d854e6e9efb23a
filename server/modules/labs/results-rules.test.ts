import { describe, expect, test } from 'vitest'
import {
  bookingPatients,
  flagResult,
  groupCollections,
  missingResults,
  parseNumber,
  parseRangeText,
  rangeLabel,
  templateFor,
  type BookedItem,
} from './results-rules.ts'

// Issue 11 §6: the labs desk's rules: a value against its range, a booking's patients and their keys, what a patient
// still lacks for a report, and the day's collections by slot and area.

const range = (low: number | null, high: number | null, text: string | null = null) => ({ low, high, text })

describe('flagResult: a value against its reference range', () => {
  test('numeric bounds are inclusive: below is Low, above is High, the bounds themselves are within', () => {
    expect(flagResult('11.9', range(12, 16))).toBe('low')
    expect(flagResult('12', range(12, 16))).toBeNull()
    expect(flagResult('16', range(12, 16))).toBeNull()
    expect(flagResult('16.1', range(12, 16))).toBe('high')
    expect(flagResult('1,200', range(150, 410))).toBe('high')
  })

  test('one bound alone judges one side only', () => {
    expect(flagResult('5', range(30, null))).toBe('low')
    expect(flagResult('500', range(30, null))).toBeNull()
    expect(flagResult('250', range(null, 200))).toBe('high')
    expect(flagResult('-3', range(null, 200))).toBeNull()
  })

  test('a text range: a strict bound flags the bound itself; between and inclusive bounds do not', () => {
    expect(flagResult('200', range(null, null, '< 200'))).toBe('high')
    expect(flagResult('199.9', range(null, null, '<200'))).toBeNull()
    expect(flagResult('200', range(null, null, '<= 200'))).toBeNull()
    expect(flagResult('40', range(null, null, '> 40'))).toBe('low')
    expect(flagResult('40', range(null, null, '>= 40'))).toBeNull()
    expect(flagResult('69', range(null, null, '70 - 100'))).toBe('low')
    expect(flagResult('101', range(null, null, '70 to 100'))).toBe('high')
    expect(flagResult('100', range(null, null, '70–100'))).toBeNull()
  })

  test('numbers win over the text, when both are given', () => {
    expect(flagResult('150', range(100, 200, '< 120'))).toBeNull()
  })

  test('a word range: another word is Abnormal, the same word in any case or spacing is not', () => {
    expect(flagResult('Positive', range(null, null, 'Negative'))).toBe('abnormal')
    expect(flagResult(' negative ', range(null, null, 'Negative'))).toBeNull()
    expect(flagResult('Non-reactive', range(null, null, 'Non reactive'))).toBeNull()
  })

  test('nothing to judge by: no flag (a text value against numbers, a number without a range, an empty value)', () => {
    expect(flagResult('Trace', range(0, 5))).toBeNull()
    expect(flagResult('13', range(null, null))).toBeNull()
    expect(flagResult('13', range(null, null, '12'))).toBeNull()
    expect(flagResult('', range(null, null, 'Negative'))).toBeNull()
  })

  test('parseNumber reads how labs write numbers, and nothing else', () => {
    expect([parseNumber('5.6'), parseNumber('1,200'), parseNumber('+0.4'), parseNumber('.5'), parseNumber('-2')]).toEqual([
      5.6, 1200, 0.4, 0.5, -2,
    ])
    expect([parseNumber('5.6 mg'), parseNumber(''), parseNumber('1,20'), parseNumber('Infinity')]).toEqual([
      null,
      null,
      null,
      null,
    ])
  })

  test('parseRangeText and rangeLabel', () => {
    expect(parseRangeText('up to 5')).toMatchObject({ high: 5, highInclusive: true, low: null })
    expect(parseRangeText('Negative')).toMatchObject({ expected: 'Negative', low: null, high: null })
    expect(rangeLabel(range(12, 16))).toBe('12 - 16')
    expect(rangeLabel(range(30, null))).toBe('>= 30')
    expect(rangeLabel(range(null, 4.2))).toBe('<= 4.2')
    expect(rangeLabel(range(null, null, ' < 200 '))).toBe('< 200')
    expect(rangeLabel(range(null, null))).toBe('')
  })
})

const item = (
  id: number,
  position: number,
  patientId: number | null,
  patientName: string,
  testName = `Test ${id}`,
): BookedItem => ({
  id,
  position,
  testId: id * 10,
  testName,
  patientId,
  patientName,
  patientAge: 30,
  patientGender: 'female',
})

describe('bookingPatients and missingResults', () => {
  test('patients in the order of the items, keyed 1, 2, … with their tests; a removed patient goes by name', () => {
    const patients = bookingPatients([
      item(4, 3, null, 'Ravi'),
      item(1, 0, 7, 'Asha'),
      item(2, 1, null, 'Ravi'),
      item(3, 2, 7, 'Asha'),
    ])
    expect(patients.map((p) => [p.key, p.name, p.items.map((i) => i.id)])).toEqual([
      ['1', 'Asha', [1, 3]],
      ['2', 'Ravi', [2, 4]],
    ])
  })

  test('a patient lacks the tests without rows; none once every test has them', () => {
    const [asha] = bookingPatients([item(1, 0, 7, 'Asha'), item(2, 1, 7, 'Asha')])
    expect(missingResults(asha!, new Set([1])).map((i) => i.id)).toEqual([2])
    expect(missingResults(asha!, new Set([1, 2]))).toEqual([])
  })
})

describe('groupCollections: by slot, then area', () => {
  const at = (h: number, m = 0) => new Date(Date.UTC(2026, 10, 26, h, m))
  test('slots earliest first, areas by pincode then city, bookings by number; each slot and area once', () => {
    const groups = groupCollections([
      { number: 'MW10000004', slotStartsAt: at(2), pincode: '110001', city: 'New Delhi' },
      { number: 'MW10000002', slotStartsAt: at(1, 30), pincode: '110017', city: 'New Delhi' },
      { number: 'MW10000003', slotStartsAt: at(1, 30), pincode: '110001', city: 'New Delhi' },
      { number: 'MW10000001', slotStartsAt: at(1, 30), pincode: '110017', city: 'New Delhi' },
      { number: 'MW10000005', slotStartsAt: at(1, 30), pincode: '110001', city: 'Delhi' },
    ])
    expect(
      groups.map((s) => [s.startsAt.toISOString(), s.areas.map((a) => [a.label, a.collections.map((c) => c.number)])]),
    ).toEqual([
      [
        '2026-11-26T01:30:00.000Z',
        [
          ['110001 · Delhi', ['MW10000005']],
          ['110001 · New Delhi', ['MW10000003']],
          ['110017 · New Delhi', ['MW10000001', 'MW10000002']],
        ],
      ],
      ['2026-11-26T02:00:00.000Z', [['110001 · New Delhi', ['MW10000004']]]],
    ])
  })

  test('no collections: no groups', () => {
    expect(groupCollections([])).toEqual([])
  })
})

describe('templateFor', () => {
  test('a common test starts with its parameters; any other with one empty row', () => {
    expect(templateFor('Lipid Profile').map((p) => p.name)).toContain('LDL cholesterol')
    expect(templateFor('Haemoglobin (Hb)')).toEqual([{ name: 'Haemoglobin', unit: 'g/dL', low: 12, high: 16, text: null }])
    expect(templateFor('Something Rare')).toEqual([{ name: '', unit: '', low: null, high: null, text: null }])
  })
})
