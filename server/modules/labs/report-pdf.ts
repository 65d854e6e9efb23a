/**
 * A patient's lab report as an A4 PDF (issue 11 §6), drawn with the invoice's pdfkit primitives (its built-in
 * Helvetica only): who the patient is, the lab, the booking, when the sample was collected and the report made, then
 * each test with its parameter rows; a value outside its reference range is printed in bold on a tinted row with its
 * flag ('High', 'Low', 'Abnormal') and a '*' after the value.
 *
 * Public API: `renderLabReportPdf(report, { compress? }) → Promise<Uint8Array>`. The same report gives the same bytes
 * (the document's dates are the report's). `compress: false` leaves the text readable (tests read it).
 */
import PDFDocument from 'pdfkit'
import { pdfBytes, printable, put, wrap, type Align, type Doc } from '../orders/index.ts'
import { FLAG_WORDS, rangeLabel, type ReferenceRange, type ResultFlag } from './results-rules.ts'

export interface LabReportRow {
  name: string
  value: string
  unit: string
  range: ReferenceRange
  flag: ResultFlag | null
}

export interface LabReportTest {
  name: string
  rows: LabReportRow[]
}

export interface LabReport {
  bookingNumber: string
  labName: string
  patient: { name: string; age: number | null; gender: string | null }
  collectedAt: Date | null
  reportedAt: Date
  tests: LabReportTest[]
}

const MARGIN = 40
const PAGE_WIDTH = 595.28
const PAGE_HEIGHT = 841.89
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN
const BOTTOM = PAGE_HEIGHT - MARGIN - 30
const PAD = 3
const LINE = 11
const REGULAR = 'Helvetica'
const BOLD = 'Helvetica-Bold'
const RULE = '#999999'
const HEAD_FILL = '#e8e8e8'
const FLAG_FILL = '#fde2e2'

const IST_MS = 330 * 60_000

/** '25-11-2026 07:42' in India. */
export function istDateTime(at: Date): string {
  const iso = new Date(at.getTime() + IST_MS).toISOString()
  const [y, m, d] = iso.slice(0, 10).split('-')
  return `${d}-${m}-${y} ${iso.slice(11, 16)}`
}

const GENDER_WORDS: Record<string, string> = { male: 'Male', female: 'Female', other: 'Other' }

interface Column {
  title: string
  width: number
  align: Align
  value: (row: LabReportRow) => string
}

const COLUMNS: Column[] = [
  { title: 'Parameter', width: 170, align: 'left', value: (r) => r.name },
  { title: 'Result', width: 90, align: 'right', value: (r) => (r.flag ? `${r.value} *` : r.value) },
  { title: 'Flag', width: 55, align: 'center', value: (r) => (r.flag ? FLAG_WORDS[r.flag] : '') },
  { title: 'Unit', width: 70, align: 'left', value: (r) => r.unit },
  { title: 'Reference range', width: 0, align: 'left', value: (r) => rangeLabel(r.range) },
]
;(COLUMNS[COLUMNS.length - 1] as Column).width = CONTENT_WIDTH - COLUMNS.reduce((s, c) => s + c.width, 0)

function rule(doc: Doc, y: number) {
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT_WIDTH, y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke()
}

function drawHead(doc: Doc, r: LabReport): number {
  doc.font(BOLD).fontSize(16).fillColor('black')
  put(doc, 'LABORATORY REPORT', MARGIN, MARGIN, CONTENT_WIDTH, 'center')
  doc.font(REGULAR).fontSize(9)
  put(doc, `${r.labName} · booked through MedWise`, MARGIN, MARGIN + 22, CONTENT_WIDTH, 'center')
  let y = MARGIN + 44
  const half = CONTENT_WIDTH / 2
  const who = [r.patient.age === null ? null : `${r.patient.age} years`, r.patient.gender ? GENDER_WORDS[r.patient.gender] : null]
  const left: Array<[string, string]> = [
    ['Patient', r.patient.name],
    ['Age / Gender', who.filter(Boolean).join(' / ') || 'Not given'],
    ['Lab', r.labName],
  ]
  const right: Array<[string, string]> = [
    ['Booking No.', r.bookingNumber],
    ['Collected at', r.collectedAt ? istDateTime(r.collectedAt) : 'Not recorded'],
    ['Reported at', istDateTime(r.reportedAt)],
  ]
  for (let i = 0; i < 3; i++) {
    for (const [col, [label, value]] of [
      [0, left[i]!],
      [1, right[i]!],
    ] as const) {
      const x = MARGIN + col * half
      doc.font(BOLD).fontSize(9)
      put(doc, label, x, y, 80)
      doc.font(REGULAR).fontSize(9)
      put(doc, `: ${wrap(doc, printable(value), half - 90)[0] ?? ''}`, x + 80, y, half - 90)
    }
    y += 13
  }
  y += 4
  rule(doc, y)
  return y + 10
}

function newPage(doc: Doc, r: LabReport): number {
  doc.addPage()
  doc.font(BOLD).fontSize(9).fillColor('black')
  put(doc, `LABORATORY REPORT ${r.bookingNumber} · ${r.patient.name} (continued)`, MARGIN, MARGIN, CONTENT_WIDTH)
  return MARGIN + 18
}

function tableHeader(doc: Doc, y: number): number {
  const height = LINE + 2 * PAD
  doc.rect(MARGIN, y, CONTENT_WIDTH, height).fillColor(HEAD_FILL).fill()
  doc.fillColor('black').font(BOLD).fontSize(8)
  let x = MARGIN
  for (const c of COLUMNS) {
    put(doc, c.title, x + PAD, y + PAD + 1, c.width - 2 * PAD, c.align)
    x += c.width
  }
  return y + height
}

function drawTest(doc: Doc, r: LabReport, test: LabReportTest, y: number): number {
  // The test's name and header stay with at least its first row.
  if (y + 3 * (LINE + 2 * PAD) + 16 > BOTTOM) y = newPage(doc, r)
  doc.font(BOLD).fontSize(10).fillColor('black')
  put(doc, test.name, MARGIN, y, CONTENT_WIDTH)
  y = tableHeader(doc, y + 15)
  for (const row of test.rows) {
    const font = row.flag ? BOLD : REGULAR
    doc.font(font).fontSize(8)
    const cells = COLUMNS.map((c) => wrap(doc, printable(c.value(row)), c.width - 2 * PAD))
    const height = Math.max(...cells.map((c) => c.length)) * LINE + 2 * PAD
    if (y + height > BOTTOM) y = tableHeader(doc, newPage(doc, r))
    if (row.flag) doc.rect(MARGIN, y, CONTENT_WIDTH, height).fillColor(FLAG_FILL).fill()
    doc.fillColor('black').font(font).fontSize(8)
    let x = MARGIN
    COLUMNS.forEach((c, i) => {
      ;(cells[i] as string[]).forEach((text, k) => put(doc, text, x + PAD, y + PAD + 1 + k * LINE, c.width - 2 * PAD, c.align))
      x += c.width
    })
    y += height
    rule(doc, y)
  }
  return y + 14
}

function drawFooters(doc: Doc, r: LabReport) {
  const { start, count } = doc.bufferedPageRange()
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i)
    const y = PAGE_HEIGHT - MARGIN - 14
    rule(doc, y - 6)
    doc.font(REGULAR).fontSize(7).fillColor('black')
    put(
      doc,
      'Values marked * with High, Low or Abnormal are outside the reference range. Please discuss the report with your doctor.',
      MARGIN,
      y,
      CONTENT_WIDTH - 90,
    )
    put(doc, `${r.bookingNumber} · Page ${i - start + 1} of ${count}`, MARGIN, y, CONTENT_WIDTH, 'right')
  }
}

/** Renders the patient's report (see the file's header). */
export function renderLabReportPdf(report: LabReport, options: { compress?: boolean } = {}): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    compress: options.compress ?? true,
    info: {
      Title: `Lab report ${report.bookingNumber} ${printable(report.patient.name)}`,
      Author: printable(report.labName),
      Subject: `Lab booking ${report.bookingNumber}`,
      Creator: 'MedWise',
      CreationDate: report.reportedAt,
      ModDate: report.reportedAt,
    },
  })
  const done = pdfBytes(doc)
  let y = drawHead(doc, report)
  for (const test of report.tests) y = drawTest(doc, report, test, y)
  drawFooters(doc, report)
  doc.end()
  return done
}
