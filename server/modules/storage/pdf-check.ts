// The checks a customer's PDF must pass before we keep it (issue: prescriptions as PDF). PDFs are kept byte for byte:
// re-rendering them into clean PDFs or images would need a PDF engine (pdf.js, Ghostscript, MuPDF), a heavy dependency
// with its own attack surface. Instead we refuse the PDFs that can act when opened: those with JavaScript or Launch
// actions (ISO 32000-1 §12.6.4.16 JavaScript actions `/S /JavaScript /JS …`, §12.6.4.5 Launch actions `/S /Launch`),
// and encrypted ones, whose object streams we could not look into (and which the pharmacist could not open anyway).
//
// How: a PDF is text-like dictionaries with binary streams between `stream` and `endstream` (§7.3.8). Action
// dictionaries live outside streams or inside object streams (§7.5.7, `/Type /ObjStm`, almost always FlateDecode), so
// we read every name outside streams, and every name inside inflated object streams; other streams (page contents,
// images, fonts) cannot hold actions and are skipped, which also keeps random binary from looking like `/JS`.
// Names are compared after undoing `#xx` escapes (§7.3.5: `/J#61vaScript` is `/JavaScript`).
import { constants, inflateSync } from 'node:zlib'

export type PdfVerdict =
  | { ok: true }
  /** 'damaged': not a whole PDF; 'scripts': JavaScript or Launch actions; 'encrypted'; 'unchecked': an object
   * stream we cannot decode (an unusual filter, a predictor, or too big), so we cannot say it holds no scripts. */
  | { ok: false; problem: 'damaged' | 'scripts' | 'encrypted' | 'unchecked' }

/** Names that make a PDF act when opened. */
export const DANGEROUS_PDF_NAMES: ReadonlySet<string> = new Set(['JavaScript', 'JS', 'Launch'])

/** Where %%EOF must appear: within the last 1024 bytes (Adobe's implementation note to §7.5.5 allows trailing bytes). */
const EOF_WINDOW = 1024
/** Object streams are a few kilobytes; these bound a 'zip bomb' made of them. */
const MAX_OBJECT_STREAM_BYTES = 8 * 1024 * 1024
const MAX_INFLATED_TOTAL = 32 * 1024 * 1024

// §7.2.2: white-space (NUL, HT, LF, FF, CR, SP) and delimiters end a name.
// eslint-disable-next-line no-control-regex -- PDF white-space includes NUL and other control characters
const NAME = /\/([^\x00\x09\x0a\x0c\x0d\x20/%()<>[\]{}]*)/g

/** The names in a piece of PDF text, with `#xx` escapes undone. */
export function pdfNames(text: string): string[] {
  const names: string[] = []
  for (const match of text.matchAll(NAME)) {
    names.push(match[1]!.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))))
  }
  return names
}

interface Stream {
  /** The object's text from `obj` to the `stream` keyword: its dictionary. */
  dictionary: string
  body: Uint8Array
}

/** Splits a PDF (as latin1 text, one char a byte) into the text outside streams and the streams. */
function splitStreams(bytes: Uint8Array, text: string): { outside: string[]; streams: Stream[] } {
  const outside: string[] = []
  const streams: Stream[] = []
  let from = 0
  let at = text.indexOf('stream', from)
  while (at !== -1) {
    const isEnd = text.slice(Math.max(0, at - 3), at) === 'end'
    const eol = text[at + 6] === '\r' && text[at + 7] === '\n' ? 2 : text[at + 6] === '\n' || text[at + 6] === '\r' ? 1 : 0
    const before = text.slice(from, at)
    if (isEnd || eol === 0 || !before.trimEnd().endsWith('>>')) {
      at = text.indexOf('stream', at + 6)
      continue
    }
    const start = at + 6 + eol
    const end = text.indexOf('endstream', start)
    const stop = end === -1 ? text.length : end
    outside.push(before)
    const objAt = before.lastIndexOf('obj')
    streams.push({ dictionary: objAt === -1 ? before : before.slice(objAt), body: bytes.subarray(start, stop) })
    from = stop
    at = text.indexOf('stream', end === -1 ? text.length : end + 9)
  }
  outside.push(text.slice(from))
  return { outside, streams }
}

/** The decoded bytes of an object stream, or null when we cannot decode it. */
function decodeObjectStream(stream: Stream, budget: { left: number }): Uint8Array | null {
  const names = pdfNames(stream.dictionary)
  const filters = names.filter((n) => n === 'FlateDecode' || n === 'Fl')
  const otherFilters = names.some((n) =>
    ['ASCIIHexDecode', 'AHx', 'ASCII85Decode', 'A85', 'LZWDecode', 'LZW', 'RunLengthDecode', 'RL', 'Crypt'].includes(n),
  )
  // A predictor (DecodeParms) reshuffles bytes row by row; a chain of filters, or one we do not decode, could hide names.
  if (otherFilters || filters.length > 1 || names.includes('DecodeParms') || names.includes('DP')) return null
  if (filters.length === 0) return stream.body
  const limit = Math.min(MAX_OBJECT_STREAM_BYTES, budget.left)
  if (limit < 1) return null
  try {
    // Z_SYNC_FLUSH: a truncated stream still gives what it has, as viewers read it.
    const out = inflateSync(stream.body, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: limit })
    budget.left -= out.length
    return new Uint8Array(out.buffer, out.byteOffset, out.length)
  } catch {
    return null
  }
}

export function inspectPdf(bytes: Uint8Array): PdfVerdict {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')
  if (!text.startsWith('%PDF-')) return { ok: false, problem: 'damaged' }
  if (!text.slice(-EOF_WINDOW).includes('%%EOF')) return { ok: false, problem: 'damaged' }
  const { outside, streams } = splitStreams(bytes, text)

  const outsideNames = outside.flatMap(pdfNames)
  if (outsideNames.some((n) => DANGEROUS_PDF_NAMES.has(n))) return { ok: false, problem: 'scripts' }
  if (outsideNames.includes('Encrypt')) return { ok: false, problem: 'encrypted' }

  const budget = { left: MAX_INFLATED_TOTAL }
  for (const stream of streams) {
    const dictionaryNames = pdfNames(stream.dictionary)
    // Cross-reference streams (§7.5.8) carry the trailer, so /Encrypt may be in their dictionary.
    if (dictionaryNames.includes('Encrypt')) return { ok: false, problem: 'encrypted' }
    if (!dictionaryNames.includes('ObjStm')) continue
    const decoded = decodeObjectStream(stream, budget)
    if (decoded === null) return { ok: false, problem: 'unchecked' }
    const inner = Buffer.from(decoded.buffer, decoded.byteOffset, decoded.byteLength).toString('latin1')
    if (pdfNames(inner).some((n) => DANGEROUS_PDF_NAMES.has(n))) return { ok: false, problem: 'scripts' }
  }
  return { ok: true }
}
