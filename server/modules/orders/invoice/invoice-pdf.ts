/**
 * The tax invoice of an order as an A4 PDF (pdfkit, its built-in Helvetica only).
 *
 * Public API:
 * - `renderInvoicePdf(invoice, { compress? }) → Promise<Uint8Array>`: the PDF's bytes. The same invoice always gives
 *   the same bytes: the document's dates are the invoice date and pdfkit derives the file ID from them (no clock,
 *   no random id). `compress: false` leaves the content streams readable (tests read the text from them).
 *
 * What Rule 46 of the CGST Rules, 2017 asks of a tax invoice is on it: the supplier's name, address and GSTIN, the
 * serial number and date, the recipient's name and delivery address, HSN codes, description, quantity, value,
 * taxable value, rate and amount of CGST/SGST or IGST, and the place of supply with its state; plus the drug
 * licence numbers and each batch with its expiry, which a pharmacy's bill carries (Drugs and Cosmetics Rules, 1945).
 * Helvetica has no '₹', so amounts are plain figures under headings that say 'Rs.'.
 */
import PDFDocument from 'pdfkit'
import type { Paise } from '../../../../core/money.ts'
import { formatIndianAmount } from './amount-in-words.ts'
import type { Invoice, InvoiceAddress, InvoiceLine } from './gst.ts'
import { pdfBytes, printable, put, wrap, type Align, type Doc } from './pdf-primitives.ts'

export interface RenderInvoiceOptions {
  /** Deflate the page streams (default true); false keeps the text readable in the bytes. */
  compress?: boolean
}

const MARGIN = 36
const PAGE_WIDTH = 595.28 // A4 in points
const PAGE_HEIGHT = 841.89
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN
const FOOTER_HEIGHT = 28
const BOTTOM = PAGE_HEIGHT - MARGIN - FOOTER_HEIGHT
const PAD = 2
const TABLE_FONT_SIZE = 7
const LINE_HEIGHT = 9
const REGULAR = 'Helvetica'
const BOLD = 'Helvetica-Bold'
const RULE_COLOUR = '#999999'
const HEADER_FILL = '#e8e8e8'

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000

/** '24-11-2026': the calendar date in India. */
function istDate(date: Date): string {
  const [y, m, d] = new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10).split('-')
  return `${d}-${m}-${y}`
}

const money = (amount: Paise | null) => (amount === null ? '' : formatIndianAmount(amount))

interface Column {
  title: string
  width: number
  align: Align
  value: (line: InvoiceLine) => string
}

/** The line table's columns: they fill the content width exactly, CGST and SGST giving way to IGST across states. */
function columnsFor(intraState: boolean): Column[] {
  const tax: Column[] = intraState
    ? [
        { title: 'CGST', width: 36, align: 'right', value: (l) => money(l.cgst) },
        { title: 'SGST', width: 36, align: 'right', value: (l) => money(l.sgst) },
      ]
    : [{ title: 'IGST', width: 72, align: 'right', value: (l) => money(l.igst) }]
  const columns: Column[] = [
    { title: 'S.No', width: 20, align: 'center', value: (l) => String(l.sNo) },
    { title: 'Item', width: 96, align: 'left', value: (l) => (l.pack ? `${l.name} (${l.pack})` : l.name) },
    { title: 'HSN/SAC', width: 36, align: 'left', value: (l) => l.hsn },
    { title: 'Batch', width: 40, align: 'left', value: (l) => l.batch ?? '' },
    {
      title: 'Expiry',
      width: 26,
      align: 'center',
      value: (l) => (l.expiry ? `${l.expiry.slice(5)}/${l.expiry.slice(2, 4)}` : ''),
    },
    { title: 'Qty', width: 18, align: 'right', value: (l) => String(l.quantity) },
    { title: 'MRP', width: 36, align: 'right', value: (l) => money(l.mrp) },
    { title: 'Rate', width: 36, align: 'right', value: (l) => money(l.unitPrice) },
    // Rate × Qty − Disc. = Amount: the coupon's share of the line, so each row reconciles on its own.
    { title: 'Disc.', width: 32, align: 'right', value: (l) => money(l.discount) },
    { title: 'Taxable', width: 42, align: 'right', value: (l) => money(l.taxableValue) },
    { title: 'GST%', width: 26, align: 'right', value: (l) => String(l.ratePercent) },
    ...tax,
    { title: 'Amount', width: 0, align: 'right', value: (l) => money(l.total) },
  ]
  const last = columns[columns.length - 1] as Column
  last.width = CONTENT_WIDTH - columns.reduce((sum, c) => sum + c.width, 0)
  return columns
}

function rule(doc: Doc, y: number): void {
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT_WIDTH, y)
    .lineWidth(0.5)
    .strokeColor(RULE_COLOUR)
    .stroke()
}

/** Lines of text from (x, y) down, wrapped to `width`; returns the y below them. */
function block(doc: Doc, lines: string[], x: number, y: number, width: number, size = 8): number {
  doc.font(REGULAR).fontSize(size)
  for (const text of lines) {
    for (const part of wrap(doc, printable(text), width)) {
      put(doc, part, x, y, width)
      y += size + 2
    }
  }
  return y
}

const addressLines = (a: InvoiceAddress) => [a.line1, ...(a.line2 ? [a.line2] : []), `${a.city}, ${a.state} - ${a.pincode}`]

/** Title, seller, invoice facts and the two parties; returns the y where the line table starts. */
function drawHead(doc: Doc, invoice: Invoice): number {
  doc.font(BOLD).fontSize(16).fillColor('black')
  put(doc, 'TAX INVOICE', MARGIN, MARGIN, CONTENT_WIDTH, 'center')
  doc.font(REGULAR).fontSize(7)
  put(doc, 'Original for Recipient', MARGIN, MARGIN + 4, CONTENT_WIDTH, 'right')
  let y = MARGIN + 26
  const half = CONTENT_WIDTH / 2 - 6
  const right = MARGIN + CONTENT_WIDTH / 2 + 6
  const { seller } = invoice
  doc.font(BOLD).fontSize(10)
  put(doc, seller.legalName, MARGIN, y, half)
  const sellerEnd = block(
    doc,
    [
      ...addressLines(seller.address),
      `GSTIN: ${seller.gstin}`,
      `Drug Licence No.: ${seller.drugLicenceNumbers.join(', ')}`,
      ...(seller.pharmacistInCharge
        ? [`Pharmacist: ${seller.pharmacistInCharge.name} (Reg. No. ${seller.pharmacistInCharge.registrationNumber})`]
        : []),
    ],
    MARGIN,
    y + 13,
    half,
  )
  const facts: Array<[string, string]> = [
    ['Invoice No.', invoice.invoiceNumber],
    ['Invoice Date', istDate(invoice.invoiceDate)],
    ['Order ID', invoice.orderId],
    ['Place of Supply', `${invoice.placeOfSupply.state} (${invoice.placeOfSupply.code})`],
    ['Payment', invoice.paymentMethod],
    ['Reverse Charge', 'No'],
  ]
  let fy = y
  for (const [label, value] of facts) {
    doc.font(BOLD).fontSize(8)
    put(doc, label, right, fy, 70)
    doc.font(REGULAR).fontSize(8)
    put(doc, `: ${value}`, right + 70, fy, half - 70)
    fy += 10
  }
  y = Math.max(sellerEnd, fy) + 6
  rule(doc, y)
  y += 6
  const { buyer } = invoice
  doc.font(BOLD).fontSize(8)
  put(doc, 'Bill To', MARGIN, y, half)
  put(doc, 'Ship To', right, y, half)
  const billEnd = block(doc, [buyer.name, ...addressLines(buyer.address), `Phone: ${buyer.phone}`], MARGIN, y + 11, half)
  const shipEnd = block(doc, [buyer.name, ...addressLines(buyer.shippingAddress)], right, y + 11, half)
  y = Math.max(billEnd, shipEnd) + 6
  doc.font(REGULAR).fontSize(7)
  put(doc, 'Amounts in Rs.', MARGIN, y, CONTENT_WIDTH, 'right')
  return y + 10
}

/** The table's header row at y (titles wrap like cells); returns the y below it. */
function drawTableHeader(doc: Doc, columns: Column[], y: number): number {
  doc.font(BOLD).fontSize(TABLE_FONT_SIZE)
  const titles = columns.map((c) => wrap(doc, c.title, c.width - 2 * PAD))
  const height = Math.max(...titles.map((t) => t.length)) * LINE_HEIGHT + 2 * PAD
  doc.rect(MARGIN, y, CONTENT_WIDTH, height).fillColor(HEADER_FILL).fill()
  doc.fillColor('black').font(BOLD).fontSize(TABLE_FONT_SIZE)
  let x = MARGIN
  columns.forEach((c, i) => {
    ;(titles[i] as string[]).forEach((t, k) => put(doc, t, x + PAD, y + PAD + 1 + k * LINE_HEIGHT, c.width - 2 * PAD, c.align))
    x += c.width
  })
  return y + height
}

/** A new page with a short head naming the invoice; returns the y below it. */
function newPage(doc: Doc, invoice: Invoice): number {
  doc.addPage()
  doc.font(BOLD).fontSize(9).fillColor('black')
  put(doc, `TAX INVOICE ${invoice.invoiceNumber} (continued)`, MARGIN, MARGIN, CONTENT_WIDTH)
  return MARGIN + 16
}

/** The line table, flowing onto further pages with its header repeated; returns the y below the last row. */
function drawLines(doc: Doc, invoice: Invoice, columns: Column[], y: number): number {
  y = drawTableHeader(doc, columns, y)
  for (const line of invoice.lines) {
    doc.font(REGULAR).fontSize(TABLE_FONT_SIZE)
    // Every cell wraps (a long batch number too), so no text runs into the next column.
    const cells = columns.map((c) => wrap(doc, printable(c.value(line)), c.width - 2 * PAD))
    const height = Math.max(...cells.map((c) => c.length)) * LINE_HEIGHT + 2 * PAD
    if (y + height > BOTTOM) y = drawTableHeader(doc, columns, newPage(doc, invoice))
    doc.font(REGULAR).fontSize(TABLE_FONT_SIZE).fillColor('black')
    let x = MARGIN
    columns.forEach((c, i) => {
      ;(cells[i] as string[]).forEach((text, k) =>
        put(doc, text, x + PAD, y + PAD + 1 + k * LINE_HEIGHT, c.width - 2 * PAD, c.align),
      )
      x += c.width
    })
    y += height
    rule(doc, y)
  }
  return y
}

/** The summary by rate (left), the totals (right) and the amount in words; returns the y below them. */
function drawSummary(doc: Doc, invoice: Invoice, y: number): number {
  const { intraState, totals } = invoice
  const taxHeads = intraState ? ['CGST', 'SGST'] : ['IGST']
  const summaryCols = ['GST %', 'Taxable', ...taxHeads, 'Total Tax']
  const summaryWidth = 280
  const colWidth = summaryWidth / summaryCols.length
  const totalRows: Array<[string, Paise | null]> = [
    ['Gross Amount (incl. GST)', totals.gross],
    ['Less: Discount', totals.discount],
    ['Taxable Value', totals.taxableValue],
    ...(intraState
      ? ([
          ['CGST', totals.cgst],
          ['SGST', totals.sgst],
        ] as Array<[string, Paise]>)
      : ([['IGST', totals.igst]] as Array<[string, Paise]>)),
    ['Grand Total (Rs.)', totals.grandTotal],
  ]
  const needed = Math.max((invoice.taxSummary.length + 3) * 11, totalRows.length * 11) + 60
  y = y + needed > BOTTOM ? newPage(doc, invoice) : y + 10
  doc.font(BOLD).fontSize(8).fillColor('black')
  put(doc, 'Tax Summary', MARGIN, y, summaryWidth)
  let sy = y + 12
  doc.fontSize(TABLE_FONT_SIZE)
  summaryCols.forEach((t, i) => put(doc, t, MARGIN + i * colWidth, sy, colWidth - PAD, 'right'))
  sy += 10
  doc.font(REGULAR)
  const rows = [
    ...invoice.taxSummary.map((r) => [
      String(r.ratePercent),
      r.taxableValue,
      ...(intraState ? [r.cgst, r.sgst] : [r.igst]),
      r.tax,
    ]),
    ['Total', totals.taxableValue, ...(intraState ? [totals.cgst, totals.sgst] : [totals.igst]), totals.tax],
  ]
  rows.forEach((row, r) => {
    if (r === rows.length - 1) doc.font(BOLD)
    row.forEach((v, i) => put(doc, typeof v === 'string' ? v : money(v), MARGIN + i * colWidth, sy, colWidth - PAD, 'right'))
    sy += 10
  })
  const labelX = MARGIN + CONTENT_WIDTH - 200
  let ty = y
  for (const [label, value] of totalRows) {
    const last = label.startsWith('Grand')
    doc.font(last ? BOLD : REGULAR).fontSize(last ? 9 : 8)
    put(doc, label, labelX, ty, 110)
    put(doc, label === 'Less: Discount' && value ? `-${money(value)}` : money(value), labelX + 110, ty, 90, 'right')
    ty += 11
  }
  y = Math.max(sy, ty) + 8
  doc.font(BOLD).fontSize(8)
  put(doc, 'Amount in words:', MARGIN, y, CONTENT_WIDTH)
  return block(doc, [invoice.amountInWords], MARGIN + 72, y, CONTENT_WIDTH - 72)
}

/** The footer of every page, written once the page count is known. */
function drawFooters(doc: Doc, invoice: Invoice): void {
  const { start, count } = doc.bufferedPageRange()
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i)
    const y = PAGE_HEIGHT - MARGIN - 12
    doc
      .moveTo(MARGIN, y - 6)
      .lineTo(MARGIN + CONTENT_WIDTH, y - 6)
      .lineWidth(0.5)
      .strokeColor(RULE_COLOUR)
      .stroke()
    doc.font(REGULAR).fontSize(7).fillColor('black')
    put(doc, 'This is a computer generated invoice and needs no signature.', MARGIN, y, CONTENT_WIDTH)
    put(doc, `${invoice.invoiceNumber}  ·  Page ${i - start + 1} of ${count}`, MARGIN, y, CONTENT_WIDTH, 'right')
  }
}

/** Renders the tax invoice (see the file's header). */
export function renderInvoicePdf(invoice: Invoice, options: RenderInvoiceOptions = {}): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    compress: options.compress ?? true,
    info: {
      Title: `Tax Invoice ${invoice.invoiceNumber}`,
      Author: invoice.seller.legalName,
      Subject: `Order ${invoice.orderId}`,
      Creator: 'MedWise',
      CreationDate: invoice.invoiceDate,
      ModDate: invoice.invoiceDate,
    },
  })
  const done = pdfBytes(doc)
  const columns = columnsFor(invoice.intraState)
  const y = drawLines(doc, invoice, columns, drawHead(doc, invoice))
  drawSummary(doc, invoice, y)
  drawFooters(doc, invoice)
  doc.end()
  return done
}
