import { describe, expect, test } from 'vitest'
import { pdfText } from '../../../tests/integration/pdf-text.ts'
import { renderLabReportPdf, type LabReport } from './report-pdf.ts'
import { flagResult } from './results-rules.ts'

// Issue 11 §6: a patient's report PDF: who, which lab and booking, when collected, each test with its rows, and the
// values outside their range flagged (the flag word, a '*' after the value).

const row = (name: string, value: string, unit: string, low: number | null, high: number | null, text: string | null = null) => {
  const range = { low, high, text }
  return { name, value, unit, range, flag: flagResult(value, range) }
}

const report = (more: Partial<LabReport> = {}): LabReport => ({
  bookingNumber: 'MW10000042',
  labName: 'Dr Lal PathLabs',
  patient: { name: 'Asha Verma', age: 34, gender: 'female' },
  collectedAt: new Date('2026-11-26T01:40:00Z'),
  reportedAt: new Date('2026-11-26T09:05:00Z'),
  tests: [
    {
      name: 'Haemoglobin (Hb)',
      rows: [row('Haemoglobin', '17.2', 'g/dL', 12, 16)],
    },
    {
      name: 'Lipid Profile',
      rows: [
        row('Total cholesterol', '180', 'mg/dL', null, null, '< 200'),
        row('HDL cholesterol', '32', 'mg/dL', null, null, '> 40'),
        row('Triglycerides', '120', 'mg/dL', null, null, '< 150'),
      ],
    },
  ],
  ...more,
})

describe('renderLabReportPdf', () => {
  test('a PDF whose text holds the patient, the booking, the tests and the flags', async () => {
    const pdf = await renderLabReportPdf(report(), { compress: false })
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
    const text = pdfText(pdf)
    for (const expected of [
      'LABORATORY REPORT',
      ': Asha Verma',
      ': 34 years / Female',
      ': MW10000042',
      ': Dr Lal PathLabs',
      // Collected 07:10 and reported 14:35 in India.
      ': 26-11-2026 07:10',
      ': 26-11-2026 14:35',
      'Haemoglobin (Hb)',
      'Lipid Profile',
      'Reference range',
      '12 - 16',
      '< 200',
      '> 40',
      'mg/dL',
    ]) {
      expect(text, expected).toContain(expected)
    }
    const lines = text.split('\n')
    // Out of range: the value marked and its flag beside it; within range: neither.
    expect(lines).toContain('17.2 *')
    expect(lines).toContain('High')
    expect(lines).toContain('32 *')
    expect(lines).toContain('Low')
    expect(lines).toContain('180')
    expect(lines).toContain('120')
    expect(lines.filter((l) => l === 'High' || l === 'Low')).toHaveLength(2)
    expect(text).toContain('Page 1 of 1')
  })

  test('the same report gives the same bytes; missing facts read as such', async () => {
    const a = await renderLabReportPdf(report())
    const b = await renderLabReportPdf(report())
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true)
    const text = pdfText(
      await renderLabReportPdf(report({ patient: { name: 'Ravi', age: null, gender: null }, collectedAt: null }), {
        compress: false,
      }),
    )
    expect(text).toContain(': Not given')
    expect(text).toContain(': Not recorded')
  })

  test('many rows flow onto more pages, each counted', async () => {
    const rows = Array.from({ length: 60 }, (_, i) => row(`Parameter ${i + 1}`, String(i), 'U/L', 0, 100))
    const text = pdfText(await renderLabReportPdf(report({ tests: [{ name: 'Long panel', rows }] }), { compress: false }))
    expect(text).toContain('Parameter 60')
    expect(text).toContain('Page 2 of 2')
    expect(text).toContain('(continued)')
  })
})
