import PDFDocument from 'pdfkit'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { AppError } from '../../lib/app-error.ts'
import { CATALOG, GPS_MARKER, pdfOf, pixel, pngClaiming, sidewaysPhoto, XMP_MARKER } from '../../../tests/helpers/test-files.ts'
import {
  checkUploads,
  displayName,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  newStorageKey,
  sanitiseUpload,
  sniffType,
  type UploadFile,
} from './uploads.ts'

const bytes = (...values: number[]) => new Uint8Array(values)
const text = (s: string) => new Uint8Array(Buffer.from(s, 'latin1'))
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46)
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13)
const PDF = text('%PDF-1.7\n')

/** The AppError a call throws (sync or async), with the fields a screen reads. */
async function refusal(call: () => unknown): Promise<{ status: number; code: string; field?: string; message: string }> {
  let error: unknown
  try {
    await call()
  } catch (e) {
    error = e
  }
  expect(AppError.is(error)).toBe(true)
  const { status, code, field, message } = error as AppError
  return { status, code, field, message }
}

describe('sniffType: by the first bytes only', () => {
  test.each([
    ['JPEG (JFIF)', JPEG, 'image/jpeg'],
    ['JPEG (EXIF)', bytes(0xff, 0xd8, 0xff, 0xe1, 0, 0), 'image/jpeg'],
    ['PNG', PNG, 'image/png'],
    ['PDF', PDF, 'application/pdf'],
    ['GIF', text('GIF89a\x01\x00'), null],
    ['WebP', text('RIFF\x00\x00\x00\x00WEBPVP8 '), null],
    ['HEIC', bytes(0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63), null],
    ['DOCX (zip)', bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0), null],
    ['HTML', text('<!doctype html><script>'), null],
    ['SVG', text('<svg xmlns="http://www.w3.org/2000/svg">'), null],
    ['two bytes of JPEG', bytes(0xff, 0xd8), null],
    ['PNG signature cut short', PNG.subarray(0, 7), null],
    ['%PDF without the dash', text('%PDF1.7'), null],
    ['a PDF header after a byte', text(' %PDF-1.7'), null],
    ['nothing', bytes(), null],
  ])('%s → %s', (_, input, expected) => {
    expect(sniffType(input)).toBe(expected)
  })
})

describe('checkUploads', () => {
  const file = (name: string, content: Uint8Array): UploadFile => ({ name, bytes: content })

  test('the type comes from the bytes, not the name: a PNG named .pdf is a PNG, a PDF named .jpg a PDF', () => {
    expect(checkUploads([file('scan.pdf', PNG), file('photo.jpg', PDF)]).map((f) => f.contentType)).toEqual([
      'image/png',
      'application/pdf',
    ])
  })

  test('5 files pass; 6 are refused', async () => {
    const five = Array.from({ length: MAX_UPLOAD_FILES }, (_, i) => file(`p${i}.jpg`, JPEG))
    expect(checkUploads(five)).toHaveLength(5)
    expect(await refusal(() => checkUploads([...five, file('p5.jpg', JPEG)]))).toEqual({
      status: 400,
      code: 'too_many_files',
      field: 'prescription',
      message: 'You can attach at most 5 files',
    })
  })

  test('exactly 10 MB passes; 10 MB and 1 byte is refused, naming the file', async () => {
    const atLimit = new Uint8Array(MAX_UPLOAD_BYTES)
    atLimit.set(PDF)
    expect(MAX_UPLOAD_BYTES).toBe(10_485_760)
    expect(checkUploads([file('scan.pdf', atLimit)])).toHaveLength(1)
    const over = new Uint8Array(MAX_UPLOAD_BYTES + 1)
    over.set(PDF)
    expect(await refusal(() => checkUploads([file('scan.pdf', over)]))).toEqual({
      status: 400,
      code: 'file_too_large',
      field: 'prescription',
      message: 'scan.pdf is larger than 10 MB',
    })
  })

  test('a file of another type is refused, naming it', async () => {
    expect(await refusal(() => checkUploads([file('report.docx', bytes(0x50, 0x4b, 3, 4))]))).toEqual({
      status: 400,
      code: 'unsupported_file_type',
      field: 'prescription',
      message: 'report.docx is not a JPEG, PNG or PDF file',
    })
  })

  test('an empty file is refused', async () => {
    expect((await refusal(() => checkUploads([file('notes.pdf', bytes())]))).message).toBe('notes.pdf is empty')
  })

  test('every problem is listed, each naming its file; the message is the first', () => {
    let error: AppError | undefined
    try {
      checkUploads([file('ok.jpg', JPEG), file('report.docx', text('PK')), file('blank.png', bytes())])
    } catch (e) {
      error = e as AppError
    }
    expect(error?.code).toBe('unsupported_file_type')
    expect(error?.errors).toEqual([
      { message: 'report.docx is not a JPEG, PNG or PDF file', field: 'prescription' },
      { message: 'blank.png is empty', field: 'prescription' },
    ])
  })

  test('no files is not a problem here (whether one is needed is the caller’s rule)', () => {
    expect(checkUploads([])).toEqual([])
  })
})

describe('displayName: the client’s name, fit for a message', () => {
  test.each([
    ['scan.pdf', 'scan.pdf'],
    ['C:\\fakepath\\scan.pdf', 'scan.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['rx\u0000\u202e.pdf\n', 'rx.pdf'],
    ['   ', 'Your file'],
    ['', 'Your file'],
    ['प्रिस्क्रिप्शन.jpg', 'प्रिस्क्रिप्शन.jpg'],
    [`${'a'.repeat(70)}.pdf`, `${'a'.repeat(28)}…${'a'.repeat(24)}.pdf`],
  ])('%j → %j', (input, expected) => {
    expect(displayName(input)).toBe(expected)
  })
})

describe('sanitiseUpload: images', () => {
  test.each(['jpeg', 'png'] as const)(
    'a %s photo with EXIF GPS, XMP and ICC comes out upright (orientation 6) with no metadata at all',
    async (format) => {
      const input = await sidewaysPhoto(format, 6)
      const before = await sharp(input).metadata()
      expect([before.orientation, !!before.exif, !!before.xmp, !!before.icc]).toEqual([6, true, true, true])
      expect(Buffer.from(input).includes(GPS_MARKER)).toBe(true)

      const out = await sanitiseUpload({ name: `photo.${format === 'jpeg' ? 'jpg' : 'png'}`, bytes: input })
      expect(out.contentType).toBe(`image/${format}`)
      expect(out.extension).toBe(format === 'jpeg' ? 'jpg' : 'png')
      const after = await sharp(out.bytes).metadata()
      expect([after.format, after.width, after.height]).toEqual([format, 20, 40])
      expect([after.orientation, after.exif, after.xmp, after.icc]).toEqual([undefined, undefined, undefined, undefined])
      const raw = Buffer.from(out.bytes)
      for (const marker of [GPS_MARKER, XMP_MARKER, 'PhoneMaker', 'Exif\0\0', 'ICC_PROFILE', 'eXIf', 'iCCP']) {
        expect(raw.includes(marker)).toBe(false)
      }
      // Turned clockwise: the red left half is now the top, the blue right half the bottom.
      const [top, bottom] = [await pixel(out.bytes, 10, 5), await pixel(out.bytes, 10, 35)]
      expect(top[0]).toBeGreaterThan(200)
      expect(top[2]).toBeLessThan(50)
      expect(bottom[2]).toBeGreaterThan(200)
      expect(bottom[0]).toBeLessThan(50)
    },
  )

  test('orientation 8 turns the other way: blue on top', async () => {
    const out = await sanitiseUpload({ name: 'photo.jpg', bytes: await sidewaysPhoto('jpeg', 8) })
    const top = await pixel(out.bytes, 10, 5)
    expect(top[2]).toBeGreaterThan(200)
    expect(top[0]).toBeLessThan(50)
  })

  test('a PNG claiming 20,000 × 20,000 pixels is refused before decoding', async () => {
    const bomb = pngClaiming(20_000, 20_000)
    expect(bomb.length).toBeLessThan(2_000)
    expect(await refusal(() => sanitiseUpload({ name: 'bomb.png', bytes: bomb }))).toEqual({
      status: 400,
      code: 'image_too_large',
      field: 'prescription',
      message: 'bomb.png is too large an image (20000 × 20000 pixels). Please attach one of at most 50 megapixels',
    })
  })

  test('50 megapixels exactly is still allowed past the header check', async () => {
    // 10,000 × 5,000 = the limit: refused only later if its (missing) pixel data cannot be read, not for its size.
    expect((await refusal(() => sanitiseUpload({ name: 'big.png', bytes: pngClaiming(10_000, 5_000) }))).code).toBe(
      'unreadable_file',
    )
    expect((await refusal(() => sanitiseUpload({ name: 'big.png', bytes: pngClaiming(10_000, 5_001) }))).code).toBe(
      'image_too_large',
    )
  })

  test.each([
    ['garbage after the JPEG magic', 'photo.jpg', bytes(0xff, 0xd8, 0xff, 1, 2, 3, 4, 5)],
    ['garbage after the PNG signature', 'photo.png', new Uint8Array([...PNG, 9, 9, 9])],
  ])('a corrupt image (%s) could not be read', async (_, name, input) => {
    expect(await refusal(() => sanitiseUpload({ name, bytes: input }))).toEqual({
      status: 400,
      code: 'unreadable_file',
      field: 'prescription',
      message: `${name} could not be read. Please attach the file again or take a new photo`,
    })
  })

  test('a JPEG cut off half way is refused, not half kept', async () => {
    const whole = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366cc' } })
      .jpeg()
      .toBuffer()
    const half = new Uint8Array(whole.subarray(0, Math.floor(whole.length / 2)))
    expect((await refusal(() => sanitiseUpload({ name: 'cut.jpg', bytes: half }))).code).toBe('unreadable_file')
  })

  test('the size and type rules apply here too', async () => {
    expect((await refusal(() => sanitiseUpload({ name: 'a.gif', bytes: text('GIF89a') }))).code).toBe('unsupported_file_type')
    expect((await refusal(() => sanitiseUpload({ name: 'a.pdf', bytes: bytes() }))).code).toBe('empty_file')
  })
})

/** A real PDF made by pdfkit (Flate-compressed page content, an embedded JPEG): what a scanner app produces. */
async function realPdf(options: PDFKit.PDFDocumentOptions = {}): Promise<Uint8Array> {
  const photo = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#ffffff' } })
    .jpeg()
    .toBuffer()
  const doc = new PDFDocument(options)
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<void>((resolve) => doc.on('end', resolve))
  doc.text('Rx: Paracetamol 500 mg, twice a day for 3 days').image(photo, 50, 100, { width: 32 })
  doc.end()
  await done
  return new Uint8Array(Buffer.concat(chunks))
}

describe('sanitiseUpload: PDFs', () => {
  test('a plain PDF is kept byte for byte', async () => {
    const pdf = await realPdf()
    const out = await sanitiseUpload({ name: 'rx.pdf', bytes: pdf })
    expect(out.contentType).toBe('application/pdf')
    expect(out.extension).toBe('pdf')
    expect(Buffer.from(out.bytes).equals(Buffer.from(pdf))).toBe(true)
  })

  test('a PDF with a JavaScript action is refused', async () => {
    const pdf = pdfOf(
      '1 0 obj\n<< /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >>\nendobj',
      '3 0 obj\n<< /S /JavaScript /JS (app.alert\\(1\\)) >>\nendobj',
    )
    expect(await refusal(() => sanitiseUpload({ name: 'rx.pdf', bytes: pdf }))).toEqual({
      status: 400,
      code: 'pdf_has_scripts',
      field: 'prescription',
      message: 'rx.pdf contains scripts, which we do not accept. Please attach a plain PDF or a photo of the prescription',
    })
  })

  test('a PDF with a Launch action is refused', async () => {
    const pdf = pdfOf(CATALOG, '3 0 obj\n<< /S /Launch /F (cmd.exe) >>\nendobj')
    expect((await refusal(() => sanitiseUpload({ name: 'rx.pdf', bytes: pdf }))).code).toBe('pdf_has_scripts')
  })

  test('a password-protected PDF is refused', async () => {
    const pdf = await realPdf({ userPassword: 'secret', ownerPassword: 'owner' })
    expect(await refusal(() => sanitiseUpload({ name: 'locked.pdf', bytes: pdf }))).toMatchObject({
      code: 'pdf_encrypted',
      message: 'locked.pdf is password-protected. Please attach an unprotected copy or a photo of the prescription',
    })
  })

  test.each([
    ['no %%EOF', text('%PDF-1.7\n1 0 obj << >> endobj\n')],
    ['%%EOF more than 1024 bytes before the end', new Uint8Array([...pdfOf(CATALOG), ...new Uint8Array(1100)])],
  ])('a damaged PDF (%s) could not be read', async (_, pdf) => {
    expect((await refusal(() => sanitiseUpload({ name: 'rx.pdf', bytes: pdf }))).code).toBe('unreadable_file')
  })
})

describe('newStorageKey', () => {
  const uuid = () => '0B7E5A1C-2F4D-4C8E-9A3B-6D1F2E3A4B5C'

  test('prefix/YYYY/MM/<uuid>.<ext>, the UUID in lower case', () => {
    expect(newStorageKey('prescriptions', 'jpg', new Date('2026-11-05T10:00:00Z'), uuid)).toBe(
      'prescriptions/2026/11/0b7e5a1c-2f4d-4c8e-9a3b-6d1f2e3a4b5c.jpg',
    )
    expect(newStorageKey('prescriptions/', 'pdf', new Date('2027-01-31T23:59:59Z'), uuid)).toBe(
      'prescriptions/2027/01/0b7e5a1c-2f4d-4c8e-9a3b-6d1f2e3a4b5c.pdf',
    )
  })

  test('the month is the UTC month (1 November 03:00 in India is still October in UTC)', () => {
    expect(newStorageKey('prescriptions', 'png', new Date('2026-11-01T03:00:00+05:30'), uuid)).toBe(
      'prescriptions/2026/10/0b7e5a1c-2f4d-4c8e-9a3b-6d1f2e3a4b5c.png',
    )
  })

  test.each([
    ['../escape', 'jpg'],
    ['/absolute', 'jpg'],
    ['Prescriptions', 'jpg'],
    ['prescriptions', 'JPG'],
    ['prescriptions', 'tar.gz'],
  ])('refuses prefix %j with extension %j', (prefix, extension) => {
    expect(() => newStorageKey(prefix, extension, new Date('2026-11-05T10:00:00Z'), uuid)).toThrow(/Not a storage key/)
  })

  test('refuses what is not a UUID', () => {
    expect(() => newStorageKey('prescriptions', 'jpg', new Date(), () => '../../x')).toThrow(/Not a UUID/)
  })
})
