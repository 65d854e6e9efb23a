// The prescription calls' behaviour, run against each file storage (prescriptions.int.test.ts on the local disk,
// prescriptions-s3.int.test.ts on s3rver) so that upload and fetch cannot differ between them. Call it inside a test
// file; it declares its own tests and fixture.
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { PrescriptionAnswerSchema, PrescriptionListAnswerSchema } from '../../contracts/prescriptions.ts'
import { ErrorBodySchema } from '../../contracts/http.ts'
import { prescriptionFiles, prescriptions } from '../../server/db/schema.ts'
import type { FileStorage } from '../../server/modules/storage/storage.ts'
import { THUMBNAIL_PIXELS } from '../../server/modules/prescriptions/service.ts'
import {
  createPrescriptionFixture,
  DOCX,
  EXIF_MAKE,
  GPS_DATUM,
  phonePhoto,
  prescriptionPdf,
  PRESCRIPTIONS,
  uploadForm,
  XMP_CREATOR,
  type PrescriptionFixture,
} from './prescriptions-fixture.ts'

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1')
const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer())

export function prescriptionApiSuite(name: string, makeStorage: () => Promise<FileStorage | undefined>) {
  describe(`prescriptions on ${name}`, () => {
    let f: PrescriptionFixture
    beforeAll(async () => {
      f = await createPrescriptionFixture({ storage: await makeStorage() })
    })
    afterAll(() => f?.close())

    const rowsOf = async (userId: number) => f.database.db.select().from(prescriptions).where(eq(prescriptions.userId, userId))

    test('a JPEG, a PNG and a PDF: one prescription of three pages, each served back to its account', async () => {
      const a = await f.account()
      const jpeg = await phonePhoto('jpeg')
      const png = await phonePhoto('png')
      const pdf = await prescriptionPdf()
      const res = await a.upload(
        uploadForm('  Asha Verma ', [
          { name: 'IMG_2041.jpg', bytes: jpeg, type: 'image/jpeg' },
          { name: 'scan.png', bytes: png, type: 'image/png' },
          { name: 'C:\\fakepath\\rx.pdf', bytes: pdf, type: 'application/pdf' },
        ]),
      )
      expect(res.status).toBe(201)
      const body = PrescriptionAnswerSchema.parse(await res.json()).data
      expect(body).toMatchObject({ patient_name: 'Asha Verma', status: 'uploaded', file_count: 3 })
      expect(body.files.map((x) => [x.position, x.content_type, x.name])).toEqual([
        [1, 'image/jpeg', 'IMG_2041.jpg'],
        [2, 'image/png', 'scan.png'],
        [3, 'application/pdf', 'rx.pdf'],
      ])
      expect(body.first_file_id).toBe(body.files[0]!.id)
      expect(body.thumbnail_url).toBe(`${body.files[0]!.url}?size=thumbnail`)
      expect(body.files[0]!.url).toBe(`${PRESCRIPTIONS}/${body.id}/files/${body.files[0]!.id}`)

      const [photo, scan, paper] = await Promise.all(body.files.map((x) => a.request(x.url)))
      for (const [answer, type, n, ext] of [
        [photo!, 'image/jpeg', 1, 'jpg'],
        [scan!, 'image/png', 2, 'png'],
        [paper!, 'application/pdf', 3, 'pdf'],
      ] as const) {
        expect(answer.status).toBe(200)
        expect(answer.headers.get('content-type')).toBe(type)
        expect(answer.headers.get('cache-control')).toBe('private, max-age=300')
        expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
        expect(answer.headers.get('content-disposition')).toBe(`inline; filename="prescription-${body.id}-${n}.${ext}"`)
        expect(answer.headers.get('content-security-policy')).toBe(type === 'application/pdf' ? 'sandbox' : null)
      }
      // Images come back re-encoded without their metadata; the PDF byte for byte.
      const served = await bytesOf(photo!)
      expect(latin1(jpeg)).toContain(EXIF_MAKE)
      for (const marker of [EXIF_MAKE, GPS_DATUM, XMP_CREATOR]) expect(latin1(served)).not.toContain(marker)
      const meta = await sharp(served).metadata()
      expect([meta.format, meta.width, meta.height, meta.exif, meta.xmp, meta.icc]).toEqual([
        'jpeg',
        64,
        48,
        undefined,
        undefined,
        undefined,
      ])
      const servedPng = await bytesOf(scan!)
      expect(latin1(servedPng)).not.toContain(EXIF_MAKE)
      expect((await sharp(servedPng).metadata()).format).toBe('png')
      expect(Buffer.from(await bytesOf(paper!)).equals(Buffer.from(pdf))).toBe(true)

      const [row] = await rowsOf(a.userId)
      const files = await f.database.db.select().from(prescriptionFiles).where(eq(prescriptionFiles.prescriptionId, row!.id))
      expect(files.map((x) => x.storageKey)).toEqual(
        files.map(() => expect.stringMatching(/^prescriptions\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.(jpg|png|pdf)$/)),
      )
      expect(files.map((x) => x.sizeBytes)).toEqual([served.length, servedPng.length, pdf.length])
    })

    test('the list: newest first, with the file count, the first file and its thumbnail', async () => {
      const a = await f.account()
      const first = await a.upload(uploadForm('Rahul Sharma', [{ name: 'rx.pdf', bytes: await prescriptionPdf() }]))
      const second = await a.upload(
        uploadForm('Meera Iyer', [
          { name: 'p1.jpg', bytes: await phonePhoto() },
          { name: 'p2.pdf', bytes: await prescriptionPdf('Page 2') },
        ]),
      )
      const ids = [(await second.json()).data.id, (await first.json()).data.id]
      const res = await a.request(PRESCRIPTIONS)
      expect(res.status).toBe(200)
      const list = PrescriptionListAnswerSchema.parse(await res.json()).data.prescriptions
      expect(list.map((p) => [p.id, p.patient_name, p.file_count, p.thumbnail_url === null])).toEqual([
        [ids[0], 'Meera Iyer', 2, false],
        [ids[1], 'Rahul Sharma', 1, true],
      ])
      const thumb = await a.request(list[0]!.thumbnail_url!)
      expect(thumb.status).toBe(200)
      expect(thumb.headers.get('content-type')).toBe('image/jpeg')
      const size = await sharp(await bytesOf(thumb)).metadata()
      expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(THUMBNAIL_PIXELS)
      // A PDF has no thumbnail.
      expect((await a.request(`${list[1]!.files[0]!.url}?size=thumbnail`)).status).toBe(404)
    })

    test("another account's prescription and files answer 404, and its list stays its own", async () => {
      const a = await f.account()
      const b = await f.account()
      const made = (await (await a.upload(uploadForm('Kiran Rao', [{ name: 'rx.jpg', bytes: await phonePhoto() }]))).json()).data
      const url = made.files[0].url as string
      const res = await b.request(url)
      expect([res.status, (await res.json()).message]).toEqual([404, 'No such prescription file'])
      expect((await b.request(`${url}?size=thumbnail`)).status).toBe(404)
      // The right file id under another prescription id is no way round it.
      expect((await a.request(`${PRESCRIPTIONS}/${made.id + 1000}/files/${made.files[0].id}`)).status).toBe(404)
      expect((await (await b.request(PRESCRIPTIONS)).json()).data.prescriptions).toEqual([])
      expect((await a.request(url)).status).toBe(200)
    })

    test('a guest may not upload, list or open (401 with a message)', async () => {
      const guest = await f.guest()
      const a = await f.account()
      const made = (
        await (await a.upload(uploadForm('Neha Kapoor', [{ name: 'rx.pdf', bytes: await prescriptionPdf() }]))).json()
      ).data
      const up = await f.app.request(PRESCRIPTIONS, {
        method: 'POST',
        headers: guest,
        body: uploadForm('Neha Kapoor', [{ name: 'rx.pdf', bytes: await prescriptionPdf() }]),
      })
      const body = ErrorBodySchema.parse(await up.json())
      expect([up.status, body.code, body.message]).toEqual([401, 'login_required', 'Log in to upload a prescription'])
      expect((await f.app.request(PRESCRIPTIONS, { headers: guest })).status).toBe(401)
      expect((await f.app.request(made.files[0].url, { headers: guest })).status).toBe(401)
    })

    test('six files are refused before anything is kept', async () => {
      const a = await f.account()
      const pdf = await prescriptionPdf()
      const res = await a.upload(
        uploadForm(
          'Anil Kumar',
          Array.from({ length: 6 }, (_, i) => ({ name: `page-${i + 1}.pdf`, bytes: pdf })),
        ),
      )
      const body = ErrorBodySchema.parse(await res.json())
      expect([res.status, body.code, body.message, body.data.errors]).toEqual([
        400,
        'too_many_files',
        'You can attach at most 5 files',
        [{ message: 'You can attach at most 5 files', field: 'prescription' }],
      ])
      expect(await rowsOf(a.userId)).toEqual([])
    })

    test('a file of 10 MB and one byte is refused, naming it', async () => {
      const a = await f.account()
      const big = new Uint8Array(10 * 1024 * 1024 + 1)
      big.set(await prescriptionPdf())
      const res = await a.upload(
        uploadForm('Anil Kumar', [
          { name: 'ok.pdf', bytes: await prescriptionPdf() },
          { name: 'huge-scan.pdf', bytes: big },
        ]),
      )
      const body = ErrorBodySchema.parse(await res.json())
      expect([res.status, body.code, body.message]).toEqual([400, 'file_too_large', 'huge-scan.pdf is larger than 10 MB'])
      expect(await rowsOf(a.userId)).toEqual([])
    })

    test('a .docx is refused with its name in the message', async () => {
      const a = await f.account()
      const res = await a.upload(
        uploadForm('Anil Kumar', [
          { name: 'rx.jpg', bytes: await phonePhoto() },
          { name: 'prescription.docx', bytes: DOCX, type: 'application/pdf' },
        ]),
      )
      const body = ErrorBodySchema.parse(await res.json())
      expect([res.status, body.code, body.message]).toEqual([
        400,
        'unsupported_file_type',
        'prescription.docx is not a JPEG, PNG or PDF file',
      ])
      expect(await rowsOf(a.userId)).toEqual([])
    })

    test('the patient is named by the recipient-name rules (spec 1 §5), and files are required', async () => {
      const a = await f.account()
      const pdf = [{ name: 'rx.pdf', bytes: await prescriptionPdf() }]
      for (const [patient, message] of [
        [null, 'Please enter the patient’s name'],
        ['  ', 'Please enter the patient’s name'],
        ['Jo', 'Patient name length should be more than 2'],
        ['Asha <b>', 'Only alphabets, digits and . are allowed'],
        ['A'.repeat(101), 'Patient name length should be less than 100'],
      ] as const) {
        const res = await a.upload(uploadForm(patient, pdf))
        const body = ErrorBodySchema.parse(await res.json())
        expect([res.status, body.message, body.data.errors[0]!.field]).toEqual([400, message, 'patient_name'])
      }
      // An empty file input still sends one nameless, empty part: that is no file.
      const empty = uploadForm('Asha Verma', [])
      empty.append('prescription', new File([], '', { type: 'application/octet-stream' }))
      const res = await a.upload(empty)
      const body = ErrorBodySchema.parse(await res.json())
      expect([res.status, body.message, body.data.errors]).toEqual([
        400,
        'Please choose the photos or PDF of your prescription',
        [{ message: 'Please choose the photos or PDF of your prescription', field: 'prescription' }],
      ])
      const text = uploadForm('Asha Verma', [])
      text.append('prescription', 'not a file')
      expect((await a.upload(text)).status).toBe(400)
      expect(await rowsOf(a.userId)).toEqual([])
    })

    test('bad paths and queries are 400s; JSON is not an upload (415)', async () => {
      const a = await f.account()
      expect((await a.request(`${PRESCRIPTIONS}/abc/files/1`)).status).toBe(400)
      expect((await a.request(`${PRESCRIPTIONS}/1/files/99999999999`)).status).toBe(400)
      expect((await a.request(`${PRESCRIPTIONS}/1/files/1?size=huge`)).status).toBe(400)
      const json = await a.request(PRESCRIPTIONS, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ patient_name: 'Asha Verma' }),
      })
      expect([json.status, (await json.json()).message]).toEqual([415, 'Content-Type must be multipart/form-data'])
      expect(await rowsOf(a.userId)).toEqual([])
    })
  })
}
