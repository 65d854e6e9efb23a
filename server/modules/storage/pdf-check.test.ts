import { deflateSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { inspectPdf, pdfNames } from './pdf-check.ts'
import { CATALOG, objectStream, pdfOf, streamObject } from '../../../tests/helpers/test-files.ts'

const latin1 = (s: string) => new Uint8Array(Buffer.from(s, 'latin1'))

describe('pdfNames', () => {
  test.each([
    ['<< /S /JavaScript /JS (x) >>', ['S', 'JavaScript', 'JS']],
    ['/J#61vaScript', ['JavaScript']],
    ['/#4A#53', ['JS']],
    ['/Type/Catalog/Pages 2 0 R', ['Type', 'Catalog', 'Pages']],
    ['[/JSON /JSX]', ['JSON', 'JSX']],
    ['/A\x00/B\x0c/C', ['A', 'B', 'C']],
  ])('%j → %j', (text, names) => {
    expect(pdfNames(text)).toEqual(names)
  })
})

describe('inspectPdf', () => {
  test('a plain PDF with a compressed page is fine', () => {
    expect(inspectPdf(pdfOf(CATALOG, streamObject(4, '/Filter /FlateDecode', deflateSync('BT /F1 12 Tf (Rx) Tj ET'))))).toEqual({
      ok: true,
    })
  })

  test.each([
    ['a JavaScript action', '3 0 obj\n<< /S /JavaScript /JS (app.alert\\(1\\)) >>\nendobj'],
    ['a /JS entry alone', '3 0 obj\n<< /JS 4 0 R >>\nendobj'],
    ['a Launch action', '3 0 obj\n<< /S /Launch /Win << /F (cmd.exe) >> >>\nendobj'],
    ['an escaped name: /J#61vaScript', '3 0 obj\n<< /S /J#61vaScript /J#53 (x) >>\nendobj'],
    ['an action in additional-actions', '3 0 obj\n<< /Type /Annot /AA << /O << /S /JavaScript /JS (x) >> >> >>\nendobj'],
  ])('refuses %s', (_, object) => {
    expect(inspectPdf(pdfOf(CATALOG, object))).toEqual({ ok: false, problem: 'scripts' })
  })

  test('refuses a JavaScript action hidden in a compressed object stream', () => {
    const hidden = objectStream(5, '<< /S /JavaScript /JS (app.alert\\(1\\)) >>')
    expect(Buffer.from(hidden).includes('JavaScript')).toBe(false) // not visible without inflating
    expect(inspectPdf(pdfOf(CATALOG, hidden))).toEqual({ ok: false, problem: 'scripts' })
  })

  test('an object stream whose /Type is escaped is still looked into', () => {
    const hidden = objectStream(5, '<< /S /Launch /F (x) >>', { extra: '/Type /Obj#53tm' })
    expect(inspectPdf(pdfOf(CATALOG, hidden))).toEqual({ ok: false, problem: 'scripts' })
  })

  test('an uncompressed object stream is read as it is', () => {
    expect(inspectPdf(pdfOf(CATALOG, objectStream(5, '<< /S /JavaScript >>', { flate: false })))).toEqual({
      ok: false,
      problem: 'scripts',
    })
    expect(inspectPdf(pdfOf(CATALOG, objectStream(5, '<< /Type /Font >>', { flate: false })))).toEqual({ ok: true })
  })

  test('a harmless compressed object stream is fine', () => {
    expect(inspectPdf(pdfOf(CATALOG, objectStream(5, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>')))).toEqual({
      ok: true,
    })
  })

  test.each([
    ['a predictor', { extra: '/DecodeParms << /Predictor 12 /Columns 4 >>' }],
    ['a second filter', { extra: '/Filter [/FlateDecode /ASCIIHexDecode]' }],
  ])('an object stream we cannot decode (%s) is unchecked, not passed', (_, options) => {
    expect(inspectPdf(pdfOf(CATALOG, objectStream(5, '<< /Type /Font >>', options)))).toEqual({
      ok: false,
      problem: 'unchecked',
    })
  })

  test('an object stream that inflates past the limit (a zip bomb) is unchecked', () => {
    const bomb = streamObject(5, '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', deflateSync(Buffer.alloc(40 * 1024 * 1024)))
    expect(inspectPdf(pdfOf(CATALOG, bomb))).toEqual({ ok: false, problem: 'unchecked' })
  })

  test('bytes that look like /JS inside page content or an image are not names: the PDF passes', () => {
    const binary = latin1('\x00\x9f/JS \x01/JavaScript\x02/Launch ')
    expect(inspectPdf(pdfOf(CATALOG, streamObject(4, '/Subtype /Image /Filter /DCTDecode', binary)))).toEqual({ ok: true })
  })

  test('text after a stream is read again: an action following an image is found', () => {
    const image = streamObject(4, '/Subtype /Image', latin1('\xff\xd8 binary'))
    expect(inspectPdf(pdfOf(CATALOG, image, '6 0 obj\n<< /S /JavaScript >>\nendobj'))).toEqual({ ok: false, problem: 'scripts' })
  })

  test('an /Encrypt entry, in the trailer or a cross-reference stream, is refused', () => {
    expect(inspectPdf(pdfOf(CATALOG, '7 0 obj\n<< /Filter /Standard /V 2 >>\nendobj', 'trailer\n<< /Encrypt 7 0 R >>'))).toEqual({
      ok: false,
      problem: 'encrypted',
    })
    expect(inspectPdf(pdfOf(CATALOG, streamObject(8, '/Type /XRef /Encrypt 7 0 R /W [1 2 1]', new Uint8Array(8))))).toEqual({
      ok: false,
      problem: 'encrypted',
    })
  })

  test.each([
    ['no header', latin1('1 0 obj << >> endobj\n%%EOF\n')],
    ['no %%EOF', latin1('%PDF-1.7\n1 0 obj << >> endobj\n')],
    ['%%EOF too far from the end', new Uint8Array([...pdfOf(CATALOG), ...new Uint8Array(1025)])],
  ])('%s: damaged', (_, bytes) => {
    expect(inspectPdf(bytes)).toEqual({ ok: false, problem: 'damaged' })
  })

  test('%%EOF followed by up to 1024 bytes of junk is accepted (viewers accept it)', () => {
    const pdf = pdfOf(CATALOG)
    // pdfOf ends with '%%EOF\n': 1018 more bytes keep %%EOF's first byte within the last 1024.
    expect(inspectPdf(new Uint8Array([...pdf, ...new Uint8Array(1018)]))).toEqual({ ok: true })
  })
})
