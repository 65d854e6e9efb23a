/**
 * A vaccination certificate as an A4 PDF (issue 27 §6; decision 086), drawn with the invoice's pdfkit primitives (the
 * lab report's writer: orders' `put`, `wrap`, `printable`, `pdfBytes`, built-in Helvetica only): who was vaccinated,
 * the vaccine and dose, when, the vial's batch and expiry, the cold-chain reading, the end of the observation and the
 * next dose when one is due.
 *
 * Public API: `renderCertificatePdf(certificate, { compress? }) → Promise<Uint8Array>`. The same certificate gives the
 * same bytes (the document's dates are the dose's). `compress: false` leaves the text readable (tests read it).
 */
import PDFDocument from 'pdfkit'
import { longDate } from '../../../core/vaccination/vaccines.ts'
import { pdfBytes, printable, put, wrap } from '../orders/index.ts'

export interface VaccinationCertificate {
  certificateNumber: string
  bookingNumber: string
  person: { name: string; dateOfBirth: string | null; gender: string | null }
  vaccine: string
  dose: number
  doseOf: number | null
  givenAt: Date
  batchNumber: string
  expiry: string
  coldChainC: number
  observedAt: Date
  city: string
  nextDose: { dose: number; dueOn: string } | null
}

const MARGIN = 50
const PAGE_WIDTH = 595.28
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN
const REGULAR = 'Helvetica'
const BOLD = 'Helvetica-Bold'
const IST_MS = 330 * 60_000
const GENDER_WORDS: Record<string, string> = { male: 'Male', female: 'Female', other: 'Other' }

/** '30 November 2026, 10:42' in India. */
function istDateTime(at: Date): string {
  const iso = new Date(at.getTime() + IST_MS).toISOString()
  return `${longDate(iso.slice(0, 10))}, ${iso.slice(11, 16)}`
}

export function renderCertificatePdf(c: VaccinationCertificate, options: { compress?: boolean } = {}): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    compress: options.compress ?? true,
    info: {
      Title: `Vaccination certificate ${c.certificateNumber} ${printable(c.person.name)}`,
      Author: 'MedWise',
      Subject: `Vaccination at home ${c.bookingNumber}`,
      Creator: 'MedWise',
      CreationDate: c.observedAt,
      ModDate: c.observedAt,
    },
  })
  const done = pdfBytes(doc)
  doc.font(BOLD).fontSize(18).fillColor('black')
  put(doc, 'CERTIFICATE OF VACCINATION', MARGIN, MARGIN, CONTENT_WIDTH, 'center')
  doc.font(REGULAR).fontSize(10)
  put(
    doc,
    `Certificate No. ${c.certificateNumber} · given at home by a MedWise nurse`,
    MARGIN,
    MARGIN + 26,
    CONTENT_WIDTH,
    'center',
  )
  let y = MARGIN + 60
  const rows: Array<[string, string]> = [
    ['Name', c.person.name],
    ['Date of birth', c.person.dateOfBirth ? longDate(c.person.dateOfBirth) : 'Not given'],
    ['Gender', c.person.gender ? (GENDER_WORDS[c.person.gender] ?? c.person.gender) : 'Not given'],
    ['Vaccine', c.vaccine],
    ['Dose', c.doseOf ? `${c.dose} of ${c.doseOf}` : `${c.dose}`],
    ['Given on', istDateTime(c.givenAt)],
    ['Batch number', c.batchNumber],
    ['Vial expiry', longDate(c.expiry)],
    ['Cold chain at the visit', `${c.coldChainC.toFixed(1)} °C (within 2–8 °C)`],
    ['Observation ended', `${istDateTime(c.observedAt)} (30 minutes or more after the dose)`],
    ['Place', `At home, ${c.city}`],
    ['Booking No.', c.bookingNumber],
    ['Next dose', c.nextDose ? `Dose ${c.nextDose.dose} due from ${longDate(c.nextDose.dueOn)}` : 'None: the series is complete'],
  ]
  for (const [label, value] of rows) {
    doc.font(BOLD).fontSize(11)
    put(doc, label, MARGIN, y, 170)
    doc.font(REGULAR).fontSize(11)
    const lines = wrap(doc, printable(value), CONTENT_WIDTH - 180)
    lines.forEach((text, i) => put(doc, text, MARGIN + 180, y + i * 14, CONTENT_WIDTH - 180))
    y += Math.max(1, lines.length) * 14 + 8
  }
  y += 16
  doc.font(REGULAR).fontSize(9)
  for (const text of wrap(
    doc,
    'Keep this certificate with your vaccination card and show it to your doctor. Issued by MedWise from the record the nurse made at the visit.',
    CONTENT_WIDTH,
  )) {
    put(doc, text, MARGIN, y, CONTENT_WIDTH)
    y += 12
  }
  doc.end()
  return done
}
