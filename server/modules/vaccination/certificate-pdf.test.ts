import { describe, expect, test } from 'vitest'
import { pdfText } from '../../../tests/integration/pdf-text.ts'
import { renderCertificatePdf, type VaccinationCertificate } from './certificate-pdf.ts'

// Issue 27 §6: the vaccination certificate: who, which vaccine and dose, when (India time), the vial's batch and
// expiry, the cold-chain reading, the end of the observation and the next dose.

const certificate = (more: Partial<VaccinationCertificate> = {}): VaccinationCertificate => ({
  certificateNumber: 'VC-MW10000042',
  bookingNumber: 'MW10000042',
  person: { name: 'Aarav Mehta', dateOfBirth: '2014-06-15', gender: 'male' },
  vaccine: 'HPV vaccine',
  dose: 1,
  doseOf: 2,
  givenAt: new Date('2026-12-01T05:05:00Z'),
  batchNumber: 'HPV-2611A',
  expiry: '2027-06-30',
  coldChainC: 5.2,
  observedAt: new Date('2026-12-01T05:36:00Z'),
  city: 'New Delhi',
  nextDose: { dose: 2, dueOn: '2027-06-01' },
  ...more,
})

describe('renderCertificatePdf', () => {
  test('a PDF whose text holds the person, the dose, the vial, the cold chain, the observation and the next dose', async () => {
    const pdf = await renderCertificatePdf(certificate(), { compress: false })
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
    const text = pdfText(pdf)
    for (const expected of [
      'CERTIFICATE OF VACCINATION',
      'Certificate No. VC-MW10000042',
      'Aarav Mehta',
      '15 June 2014',
      'Male',
      'HPV vaccine',
      '1 of 2',
      // Given 10:35 and observed until 11:06 in India.
      '1 December 2026, 10:35',
      'HPV-2611A',
      '30 June 2027',
      // (the en dash is WinAnsi's 0x96, which the test's latin1 reading does not name)
      '5.2 °C (within 2',
      '1 December 2026, 11:06',
      'At home, New Delhi',
      'Dose 2 due from 1 June 2027',
    ]) {
      expect(text, expected).toContain(expected)
    }
  })

  test('the same certificate gives the same bytes; a completed series says so', async () => {
    const a = await renderCertificatePdf(certificate())
    const b = await renderCertificatePdf(certificate())
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true)
    const done = pdfText(await renderCertificatePdf(certificate({ dose: 2, nextDose: null }), { compress: false }))
    expect(done).toContain('None: the series is complete')
    expect(done).toContain('2 of 2')
  })
})
