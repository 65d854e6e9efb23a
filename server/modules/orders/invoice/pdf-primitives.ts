/**
 * The few pdfkit primitives the invoice draws with: text placed exactly where it is asked for, never wrapped or paged
 * by pdfkit itself (the invoice decides every line break and page break, which keeps the layout deterministic).
 *
 * Public API: `wrap(doc, text, width) → lines`, `put(doc, text, x, y, width, align)`, `printable(text)`,
 * `pdfBytes(doc) → Promise<Uint8Array>`, types `Doc` and `Align`.
 */
import type PDFDocument from 'pdfkit'

export type Doc = InstanceType<typeof PDFDocument>
export type Align = 'left' | 'right' | 'center'

/** Helvetica (WinAnsi) has no rupee sign. */
export const printable = (text: string) => text.replace(/₹\s?/g, 'Rs. ')

/** Greedy word wrap by measured width; a word wider than the line is cut by characters. */
export function wrap(doc: Doc, text: string, width: number): string[] {
  const lines: string[] = []
  let current = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word
    if (doc.widthOfString(candidate) <= width) {
      current = candidate
      continue
    }
    if (current) lines.push(current)
    let rest = word
    while (doc.widthOfString(rest) > width) {
      let cut = rest.length - 1
      while (cut > 1 && doc.widthOfString(rest.slice(0, cut)) > width) cut--
      lines.push(rest.slice(0, cut))
      rest = rest.slice(cut)
    }
    current = rest
  }
  if (current || lines.length === 0) lines.push(current)
  return lines
}

/** One line of text at (x, y) inside `width`, aligned, never wrapped and never starting a page by itself. */
export function put(doc: Doc, text: string, x: number, y: number, width: number, align: Align = 'left'): void {
  const t = printable(text)
  const w = doc.widthOfString(t)
  const dx = align === 'right' ? width - w : align === 'center' ? (width - w) / 2 : 0
  doc.text(t, x + Math.max(0, dx), y, { lineBreak: false })
}

/** The bytes the document writes, once it has ended. */
export function pdfBytes(doc: Doc): Promise<Uint8Array> {
  const chunks: Uint8Array[] = []
  return new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk))
    doc.on('error', reject)
    doc.on('end', () => {
      const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0))
      let at = 0
      for (const c of chunks) {
        bytes.set(c, at)
        at += c.byteLength
      }
      resolve(bytes)
    })
  })
}
