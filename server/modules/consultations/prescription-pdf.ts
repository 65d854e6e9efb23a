/**
 * The e-prescription as an A4 PDF (issue 24 §5; decision 059), drawn with the invoice's pdfkit primitives as the lab
 * report is (its built-in Helvetica only): what the Telemedicine Practice Guidelines 2020 ask a prescription to carry
 * (the doctor's name, qualification, registration number and council, address and contact; the patient's name, age
 * and sex; the date; the diagnosis or provisional diagnosis; each medicine in capitals with strength, dose, frequency,
 * duration and instructions; advice; investigations; follow-up) and the signature's stand-in: the doctor's name and
 * registration, the signing time and the SHA-256 of the prescription's content.
 *
 * `renderPrescriptionPdf(rx, { compress? }) → Promise<Uint8Array>`: the same prescription gives the same bytes.
 */
import PDFDocument from 'pdfkit'
import { pdfBytes, printable, put, wrap, type Doc } from '../orders/index.ts'

export interface PrescriptionDocument {
  number: string
  doctor: { name: string; qualifications: string; registrationNumber: string; council: string; address: string; contact: string }
  patient: { name: string; age: number | null; gender: string | null }
  /** India's date, DD-MM-YYYY, and the consultation's mode ('Video call'). */
  date: string
  mode: string
  complaints: string
  diagnosis: string
  provisional: boolean
  medicines: Array<{
    name: string
    strength: string
    dose: string
    frequency: string
    duration: string
    instructions: string
    quantity: number
  }>
  tests: string[]
  advice: string
  followUp: string
  signedAt: string
  sha256: string
  keepUntil: string
}

const MARGIN = 40
const PAGE_WIDTH = 595.28
const PAGE_HEIGHT = 841.89
const WIDTH = PAGE_WIDTH - 2 * MARGIN
const BOTTOM = PAGE_HEIGHT - MARGIN - 40
const REGULAR = 'Helvetica'
const BOLD = 'Helvetica-Bold'
const GENDER_WORDS: Record<string, string> = { male: 'Male', female: 'Female', other: 'Other' }

function rule(doc: Doc, y: number) {
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke()
}

/** Writes wrapped text at y and answers the next y (a new page when it would pass the bottom). */
function text(doc: Doc, value: string, y: number, opts: { bold?: boolean; size?: number; indent?: number } = {}): number {
  const size = opts.size ?? 9
  const indent = opts.indent ?? 0
  doc
    .font(opts.bold ? BOLD : REGULAR)
    .fontSize(size)
    .fillColor('black')
  const lines = wrap(doc, printable(value), WIDTH - indent)
  for (const line of lines) {
    if (y + size + 3 > BOTTOM) {
      doc.addPage()
      y = MARGIN
      doc.font(opts.bold ? BOLD : REGULAR).fontSize(size)
    }
    put(doc, line, MARGIN + indent, y, WIDTH - indent)
    y += size + 3
  }
  return y
}

function section(doc: Doc, title: string, body: string, y: number): number {
  if (!body.trim()) return y
  y = text(doc, title, y + 4, { bold: true, size: 10 })
  return text(doc, body, y, { indent: 8 })
}

/** Renders the e-prescription (see the file's header). */
export function renderPrescriptionPdf(rx: PrescriptionDocument, options: { compress?: boolean } = {}): Promise<Uint8Array> {
  const signed = new Date(rx.signedAt)
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    compress: options.compress ?? true,
    info: {
      Title: `Prescription ${rx.number} ${printable(rx.patient.name)}`,
      Author: printable(rx.doctor.name),
      Subject: `E-prescription ${rx.number}`,
      Creator: 'MedWise',
      CreationDate: signed,
      ModDate: signed,
    },
  })
  const done = pdfBytes(doc)
  let y = MARGIN
  y = text(doc, rx.doctor.name, y, { bold: true, size: 15 })
  y = text(doc, rx.doctor.qualifications, y)
  y = text(doc, `Reg. No. ${rx.doctor.registrationNumber} · ${rx.doctor.council}`, y)
  y = text(doc, rx.doctor.address, y)
  y = text(doc, `Contact: ${rx.doctor.contact}`, y)
  rule(doc, y + 3)
  y += 10
  const who = [
    rx.patient.age === null ? null : `${rx.patient.age} years`,
    rx.patient.gender ? GENDER_WORDS[rx.patient.gender] : null,
  ]
  y = text(doc, `Patient: ${rx.patient.name} · ${who.filter(Boolean).join(' · ') || 'Age and sex not given'}`, y, { bold: true })
  y = text(doc, `Date: ${rx.date} · Teleconsultation (${rx.mode}) · Prescription No. ${rx.number}`, y)
  y = section(doc, 'Chief complaints', rx.complaints, y)
  y = section(doc, rx.provisional ? 'Provisional diagnosis' : 'Diagnosis', rx.diagnosis, y)
  y = text(doc, 'Rx', y + 6, { bold: true, size: 13 })
  rx.medicines.forEach((m, i) => {
    y = text(doc, `${i + 1}. ${m.name} ${m.strength}`, y + 2, { bold: true })
    const how = [m.dose, m.frequency, `for ${m.duration}`, m.instructions].filter((s) => s.trim()).join(' · ')
    y = text(doc, `${how} · Dispense ${m.quantity} ${m.quantity === 1 ? 'pack' : 'packs'}`, y, { indent: 14 })
  })
  y = section(doc, 'Investigations advised', rx.tests.join(', '), y)
  y = section(doc, 'Advice', rx.advice, y)
  y = section(doc, 'Follow-up', rx.followUp, y)
  rule(doc, y + 6)
  y += 12
  y = text(doc, `Digitally signed by ${rx.doctor.name} (Reg. No. ${rx.doctor.registrationNumber}, ${rx.doctor.council})`, y, {
    bold: true,
  })
  y = text(doc, `Signed at ${rx.signedAt} · Content SHA-256: ${rx.sha256}`, y, { size: 7 })
  text(
    doc,
    `Issued under the Telemedicine Practice Guidelines 2020 through MedWise. Kept until ${rx.keepUntil}. Valid for dispensing for 6 months from the date above.`,
    y,
    { size: 7 },
  )
  const { start, count } = doc.bufferedPageRange()
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i)
    doc.font(REGULAR).fontSize(7).fillColor('black')
    put(doc, `Prescription ${rx.number} · Page ${i - start + 1} of ${count}`, MARGIN, PAGE_HEIGHT - MARGIN - 14, WIDTH, 'right')
  }
  doc.end()
  return done
}
