import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { buildInvoice } from './gst.ts'
import { invoiceInput, LINES, MUMBAI_HOME, SELLER_GSTIN } from '../../../../tests/helpers/invoice-fixture.ts'
import { renderInvoicePdf } from './invoice-pdf.ts'

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1')

/** The content streams of a PDF, inflated when they are deflated. */
function contentStreams(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf)
  const streams: string[] = []
  const text = latin1(pdf)
  const re = /<<([^]*?)>>\s*stream\r?\n/g
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const start = m.index + m[0].length
    const end = text.indexOf('endstream', start)
    const body = raw.subarray(start, end)
    streams.push(/\/FlateDecode/.test(m[1] as string) ? inflateSync(body).toString('latin1') : body.toString('latin1'))
  }
  return streams
}

/** The text shown by the streams, one line per text-showing operator (pdfkit writes hex strings in TJ arrays). */
function shownText(pdf: Uint8Array): string {
  const lines: string[] = []
  for (const stream of contentStreams(pdf)) {
    for (const m of stream.matchAll(/\[((?:<[0-9a-f]*>|[-\d.\s])*)\]\s*TJ/g)) {
      const hex = [...(m[1] as string).matchAll(/<([0-9a-f]*)>/g)].map((h) => h[1]).join('')
      lines.push(Buffer.from(hex, 'hex').toString('latin1'))
    }
  }
  return lines.join('\n')
}

const pageCount = (pdf: Uint8Array) => latin1(pdf).match(/\/Type \/Page\b(?!s)/g)?.length ?? 0

describe('renderInvoicePdf', () => {
  it('writes a PDF whose text holds everything the invoice needs', async () => {
    const invoice = buildInvoice(invoiceInput())
    const pdf = await renderInvoicePdf(invoice, { compress: false })
    expect(latin1(pdf.subarray(0, 5))).toBe('%PDF-')
    const text = shownText(pdf)
    for (const expected of [
      'TAX INVOICE',
      'MW/26-27/0000123',
      `GSTIN: ${SELLER_GSTIN}`,
      'Drug Licence No.: KA-B20-123456, KA-B21-123457',
      ': 24-11-2026',
      ': MW1234567',
      ': Karnataka (29)',
      'Ananya Rao',
      'Phone: 9876543210',
      '3004',
      '3401',
      '9619',
      '996813',
      'DOBS3975',
      '03/28',
      'CGST',
      'SGST',
      '1,046.20',
      'Rupees One Thousand Forty-Six and Twenty Paise Only',
      'This is a computer generated invoice',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected)
    }
    expect(text).not.toContain('IGST')
    expect(text).not.toContain('₹')
  })

  it('shows IGST for a delivery to another state', async () => {
    const input = invoiceInput()
    const invoice = buildInvoice({ ...input, buyer: { ...input.buyer, shippingAddress: MUMBAI_HOME } })
    const text = shownText(await renderInvoicePdf(invoice, { compress: false }))
    expect(text).toContain('IGST')
    expect(text).not.toContain('CGST')
    expect(text).toContain(': Maharashtra (27)')
    expect(text).toContain('Bandra West')
  })

  it('flows 60 lines onto further pages, repeating the table header on each', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({
      ...(LINES[i % LINES.length] as (typeof LINES)[number]),
      skuId: 1000 + i,
      name: `Line item number ${i + 1} with a name long enough to wrap`,
    }))
    const invoice = buildInvoice(invoiceInput({ lines }))
    const pdf = await renderInvoicePdf(invoice, { compress: false })
    const pages = pageCount(pdf)
    expect(pages).toBeGreaterThan(1)
    const text = shownText(pdf)
    expect(text).toContain('Line item number 60 with')
    expect(text).toContain(`Page ${pages} of ${pages}`)
    expect(text.match(/^HSN\/SAC$/gm)?.length).toBeGreaterThanOrEqual(pages - 1) // the last page may hold only totals
    expect(text.match(/\(continued\)$/gm)?.length).toBe(pages - 1)
    expect(text).toContain(invoice.amountInWords.slice(0, 30))
  })

  it('gives the same bytes for the same invoice, compressed or not', async () => {
    const invoice = buildInvoice(invoiceInput())
    const [a, b] = await Promise.all([renderInvoicePdf(invoice), renderInvoicePdf(invoice)])
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true)
    const [c, d] = [await renderInvoicePdf(invoice, { compress: false }), await renderInvoicePdf(invoice, { compress: false })]
    expect(Buffer.from(c).equals(Buffer.from(d))).toBe(true)
    expect(a.byteLength).toBeLessThan(c.byteLength)
    expect(shownText(a)).toBe(shownText(c)) // the deflated streams say the same
  })

  it('dates the document by the invoice, not the clock', async () => {
    const pdf = await renderInvoicePdf(buildInvoice(invoiceInput()), { compress: false })
    const body = latin1(pdf)
    const ref = /\/CreationDate (\d+) 0 R/.exec(body)?.[1]
    expect(body).toContain(`\n${ref} 0 obj\n(D:20261124044500Z)`) // 10:15 IST
    const later = await renderInvoicePdf(buildInvoice(invoiceInput({ invoiceDate: new Date('2026-11-25T10:15:00+05:30') })))
    const first = await renderInvoicePdf(buildInvoice(invoiceInput()))
    expect(Buffer.from(later).equals(Buffer.from(first))).toBe(false)
  })
})
