// What the prescription tests share: the API on a seeded database of the test file's own with a file storage the test
// chooses (a temporary folder, s3rver, one that fails), accounts signed in without the OTP dance, multipart posts, and
// files made in memory (a photo with EXIF, GPS and XMP by sharp; a PDF by pdfkit).
import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import PDFDocument from 'pdfkit'
import sharp from 'sharp'
import { createApp } from '../../server/app.ts'
import type { Database } from '../../server/db/client.ts'
import { carts, users } from '../../server/db/schema.ts'
import { createLogger } from '../../server/lib/logger.ts'
import { createServices } from '../../server/services.ts'
import { createOutboxNotifier } from '../../server/modules/notify/notifier.ts'
import type { FileStorage } from '../../server/modules/storage/storage.ts'
import { STORAGE_UNAVAILABLE_MESSAGE } from '../../server/modules/storage/s3.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { openTestDatabase } from '../setup/test-db.ts'

export const PRESCRIPTIONS = '/pwa-api/api/v4/prescriptions'

export async function createPrescriptionFixture(opts: { storage?: FileStorage; now?: () => Date } = {}) {
  const database: Database = await openTestDatabase()
  const logger = createLogger('silent')
  const services = createServices(database.db, { APP_ENV: 'test' }, logger, {
    now: opts.now,
    notifier: createOutboxNotifier(database.db, () => {}),
    storage: opts.storage,
  })
  const app = createApp({ services, logger, production: false })
  let phones = 0

  /** A new account, signed in: its cookie and CSRF token go with every request it makes. */
  async function account() {
    const phone = `70${String(process.pid % 1000).padStart(3, '0')}${String(++phones).padStart(5, '0')}`
    const [user] = await database.db.insert(users).values({ phone, phoneVerified: true, name: 'Rx Tester' }).returning()
    const session = await services.sessions.create(user!.id)
    const csrf = await services.sessions.csrfToken({ sessionIdHash: session.idHash })
    const headers = (extra: Record<string, string> = {}) => ({ cookie: `sid=${session.token}`, 'x-csrf-token': csrf, ...extra })
    return {
      userId: user!.id,
      owner: { kind: 'user' as const, userId: user!.id },
      headers,
      request: (path: string, init: RequestInit = {}) =>
        app.request(path, { ...init, headers: { ...headers(), ...Object.fromEntries(new Headers(init.headers)) } }),
      /** POSTs a multipart upload. */
      upload: (form: FormData) => app.request(PRESCRIPTIONS, { method: 'POST', headers: headers(), body: form }),
      /** Gives the account a pharmacy cart (attaching needs one). */
      async cart(): Promise<number> {
        await database.db.insert(carts).values({ userId: user!.id, type: 'pharmacy' }).onConflictDoNothing()
        const [row] = await database.db
          .select({ id: carts.id })
          .from(carts)
          .where(and(eq(carts.userId, user!.id), eq(carts.type, 'pharmacy')))
        return row!.id
      },
    }
  }

  /** A guest browser: a visitor cookie and its CSRF token. */
  async function guest() {
    const visitorId = randomBytes(16).toString('hex')
    const csrf = await services.sessions.csrfToken({ visitorId })
    return { cookie: `VISITOR-ID=${visitorId}`, 'x-csrf-token': csrf }
  }

  return { database, services, app, account, guest, close: () => database.close() }
}
export type PrescriptionFixture = Awaited<ReturnType<typeof createPrescriptionFixture>>
export type Account = Awaited<ReturnType<PrescriptionFixture['account']>>

/** An upload form: the patient's name and the files, as a browser sends them. */
export function uploadForm(
  patientName: string | null,
  files: Array<{ name: string; bytes: Uint8Array; type?: string }>,
): FormData {
  const form = new FormData()
  if (patientName !== null) form.append('patient_name', patientName)
  for (const f of files) {
    form.append(
      'prescription',
      new File([f.bytes as Uint8Array<ArrayBuffer>], f.name, { type: f.type ?? 'application/octet-stream' }),
    )
  }
  return form
}

export const EXIF_MAKE = 'RxPhoneMaker'
export const GPS_DATUM = 'WGS-84'
export const XMP_CREATOR = 'Secret Patient'

/** A 64 × 48 photo with EXIF (camera, GPS), XMP and an ICC profile, as a phone takes it. */
export async function phonePhoto(format: 'jpeg' | 'png' = 'jpeg'): Promise<Uint8Array> {
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: '#f0e6d2' } })
    .withExif({
      IFD0: { Make: EXIF_MAKE, Model: 'Rx 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 36/1 5000/100', GPSMapDatum: GPS_DATUM },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
        `<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${XMP_CREATOR}</dc:creator>` +
        '</rdf:Description></rdf:RDF></x:xmpmeta>',
    )
    .withIccProfile('p3')
  const { data } = await (format === 'jpeg' ? image.jpeg({ quality: 90 }) : image.png()).toUint8Array()
  return data
}

/** A one-page PDF as a clinic's software makes it (pdfkit). */
export async function prescriptionPdf(text = 'Rx: Amoxicillin 500 mg, three times a day for 5 days'): Promise<Uint8Array> {
  const doc = new PDFDocument({ info: { Title: 'Prescription' } })
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<void>((resolve) => doc.on('end', resolve))
  doc.text(text)
  doc.end()
  await done
  return new Uint8Array(Buffer.concat(chunks))
}

/** The start of a .docx (a ZIP): not one of our types. */
export const DOCX = new Uint8Array([
  0x50,
  0x4b,
  0x03,
  0x04,
  0x14,
  0x00,
  0x06,
  0x00,
  ...new TextEncoder().encode('word/document.xml'),
])

/** A storage in memory that records what happens and can be told to fail. */
export function memoryStorage() {
  const files = new Map<string, { bytes: Uint8Array; contentType: string }>()
  const calls: string[] = []
  let failPutAt: number | null = null
  let puts = 0
  const storage: FileStorage = {
    async put(key, bytes, contentType) {
      calls.push(`put ${key}`)
      if (failPutAt !== null && ++puts >= failPutAt) {
        throw AppError.unavailable(STORAGE_UNAVAILABLE_MESSAGE, new Error('storage down'), undefined, 'storage_unavailable')
      }
      files.set(key, { bytes, contentType })
    },
    async get(key) {
      calls.push(`get ${key}`)
      return files.get(key) ?? null
    },
    async delete(key) {
      calls.push(`delete ${key}`)
      files.delete(key)
    },
  }
  return {
    storage,
    files,
    calls,
    /** The n-th put from now (1 = the next) and every one after it fail. */
    failPutFrom(n: number | null) {
      failPutAt = n
      puts = 0
    },
  }
}
