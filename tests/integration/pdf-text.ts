import { inflateSync } from 'node:zlib'

// The text a PDF shows, for tests: its content streams (inflated when deflated), each text-showing operator's string
// on a line of its own. pdfkit writes text as hex strings in TJ arrays (server/modules/orders/invoice/invoice-pdf.ts).

export function pdfText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf)
  const text = raw.toString('latin1')
  const lines: string[] = []
  const streams = /<<([^]*?)>>\s*stream\r?\n/g
  for (let m = streams.exec(text); m; m = streams.exec(text)) {
    const start = m.index + m[0].length
    const body = raw.subarray(start, text.indexOf('endstream', start))
    const content = /\/FlateDecode/.test(m[1] as string) ? inflateSync(body).toString('latin1') : body.toString('latin1')
    for (const shown of content.matchAll(/\[((?:<[0-9a-f]*>|[-\d.\s])*)\]\s*TJ/g)) {
      const hex = [...(shown[1] as string).matchAll(/<([0-9a-f]*)>/g)].map((h) => h[1]).join('')
      lines.push(Buffer.from(hex, 'hex').toString('latin1'))
    }
  }
  return lines.join('\n')
}
