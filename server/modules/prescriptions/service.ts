import { randomUUID as cryptoRandomUUID } from 'node:crypto'
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import sharp from 'sharp'
import { PRESCRIPTION_MAX_ATTACHED, PRESCRIPTION_TEXTS } from '../../../core/prescriptions/limits.ts'
import { patientNameSchema, type Prescription, type PrescriptionFile } from '../../../contracts/prescriptions.ts'
import type { Db } from '../../db/client.ts'
import { attachedToCart, setCartPrescriptions } from './attached.ts'
import { cartPrescriptions, prescriptionFiles, prescriptions } from './schema.ts'
import { carts, type CartOwner } from '../cart/index.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import { runSteps, type Step, type StepLog } from '../../lib/steps.ts'
import type { ProductCartType } from '../../../core/cart/cart-types.ts'
import {
  type FileStorage,
  checkUploads,
  displayName,
  EXTENSION_OF,
  newStorageKey,
  sanitiseUpload,
  UPLOAD_FIELD,
  type SanitisedUpload,
  type UploadFile,
  type UploadType,
} from '../storage/index.ts'

// The prescription step (issue 9 §4): an account uploads the pages of a prescription for a named patient, or chooses
// one saved earlier, and attaches it to its pharmacy cart; the order takes the cart's prescriptions at placement. Files
// are checked and cleaned (storage/uploads.ts) before any is kept, stored before the rows that name them are written,
// and deleted again when those rows cannot be written (runSteps' compensations). A file is served to its account only.

/** Where prescriptions' files go in the storage: `prescriptions/YYYY/MM/<uuid>.<ext>`. */
export const STORAGE_PREFIX = 'prescriptions'
/** The longest side of a thumbnail, in pixels (shown at 56 to 160 CSS pixels: sharp on dense phone screens). */
export const THUMBNAIL_PIXELS = 320
/** How many prescriptions the list gives: the newest (a customer rarely has more; an old one can be uploaded again). */
export const LIST_LIMIT = 50

export const PRESCRIPTION_FILE_URL = (prescriptionId: number, fileId: number) =>
  `/pwa-api/api/v4/prescriptions/${prescriptionId}/files/${fileId}`

export interface UploadInput {
  patientName: string
  /** In the order the customer gave them: the pages' order. */
  files: UploadFile[]
}

export interface ServedFile {
  bytes: Uint8Array
  contentType: UploadType
  /** The file name the answer offers: prescription-<id>-<page>.<ext>. */
  filename: string
}

type PrescriptionRow = typeof prescriptions.$inferSelect
type FileRow = typeof prescriptionFiles.$inferSelect

const notFound = () => AppError.notFound('No such prescription', 'prescription_not_found')
const fileNotFound = () => AppError.notFound('No such prescription file', 'prescription_file_not_found')

function accountOf(owner: CartOwner, message: string): number {
  if (owner.kind !== 'user') throw new AppError({ code: 'login_required', status: 401, message })
  return owner.userId
}

export function createPrescriptionService(
  db: Db,
  deps: {
    storage: FileStorage
    now: Clock
    /** Tests: fixed ids for the storage keys. */
    randomUUID?: () => string
    /** Where a compensation that failed is reported (a file left behind for someone to remove). */
    log?: StepLog
  },
) {
  const { storage, now } = deps
  const uuid = deps.randomUUID ?? cryptoRandomUUID

  function toWire(row: PrescriptionRow, files: readonly FileRow[]): Prescription {
    const wireFiles: PrescriptionFile[] = files.map((f) => ({
      id: f.id,
      position: f.position,
      content_type: f.contentType as UploadType,
      name: f.originalName,
      size_bytes: f.sizeBytes,
      url: PRESCRIPTION_FILE_URL(row.id, f.id),
    }))
    const first = wireFiles[0]!
    return {
      id: row.id,
      patient_name: row.patientName,
      status: row.status as Prescription['status'],
      created_at: row.createdAt.toISOString(),
      file_count: wireFiles.length,
      first_file_id: first.id,
      thumbnail_url: first.content_type === 'application/pdf' ? null : `${first.url}?size=thumbnail`,
      files: wireFiles,
    }
  }

  /** The account's prescriptions (all, or the ones named), newest first, with their files in page order. */
  async function read(userId: number, ids?: readonly number[]): Promise<Prescription[]> {
    if (ids && ids.length === 0) return []
    const rows = await db
      .select()
      .from(prescriptions)
      .where(and(eq(prescriptions.userId, userId), ids ? inArray(prescriptions.id, [...ids]) : undefined))
      .orderBy(desc(prescriptions.createdAt), desc(prescriptions.id))
      .limit(LIST_LIMIT)
    if (rows.length === 0) return []
    const files = await db
      .select()
      .from(prescriptionFiles)
      .where(
        inArray(
          prescriptionFiles.prescriptionId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(prescriptionFiles.position), asc(prescriptionFiles.id))
    // A prescription always has a file (written in one transaction); one without would be a defect: left out.
    return rows
      .map((r) => [r, files.filter((f) => f.prescriptionId === r.id)] as const)
      .filter(([, fs]) => fs.length > 0)
      .map(([r, fs]) => toWire(r, fs))
  }

  /**
   * Checks every file and the patient's name, cleans every file, then stores them and writes the prescription and its
   * files in one transaction. Nothing is stored when any file is refused; files stored before a later failure are
   * deleted again.
   */
  async function upload(userId: number, input: UploadInput): Promise<Prescription> {
    const name = patientNameSchema.safeParse(input.patientName)
    if (!name.success) throw AppError.invalid(name.error.issues[0]!.message, 'patient_name', 'invalid_input')
    if (input.files.length === 0) throw AppError.invalid(PRESCRIPTION_TEXTS.noFiles, UPLOAD_FIELD, 'no_files')
    const checked = checkUploads(input.files)
    const at = now()
    const kept: Array<SanitisedUpload & { name: string; key: string }> = []
    // One at a time: a photo being re-encoded holds its pixels in memory.
    for (const file of checked) {
      const clean = await sanitiseUpload(file)
      kept.push({ ...clean, name: displayName(file.name), key: newStorageKey(STORAGE_PREFIX, clean.extension, at, uuid) })
    }

    const steps: Array<Step<null, unknown>> = kept.map((file) => ({
      name: 'prescription.file.store',
      run: async () => {
        try {
          await storage.put(file.key, file.bytes, file.contentType)
        } catch (error) {
          // A put that failed may still have landed (an S3 answer lost on the way): remove it, best effort.
          await storage.delete(file.key).catch(() => {})
          throw error
        }
      },
      compensate: () => storage.delete(file.key),
    }))
    let created: PrescriptionRow | undefined
    steps.push({
      name: 'prescription.insert',
      run: async () => {
        created = await db.transaction(async (tx) => {
          const [row] = await tx.insert(prescriptions).values({ userId, patientName: name.data, createdAt: at }).returning()
          await tx.insert(prescriptionFiles).values(
            kept.map((file, i) => ({
              prescriptionId: row!.id,
              storageKey: file.key,
              contentType: file.contentType,
              sizeBytes: file.bytes.length,
              originalName: file.name,
              position: i + 1,
              createdAt: at,
            })),
          )
          return row!
        })
      },
    })
    await runSteps(steps, null, deps.log)
    const [wire] = await read(userId, [created!.id])
    return wire!
  }

  /** One file of one of the account's prescriptions; a 404 for anyone else's (or a thumbnail of a PDF). */
  async function file(
    userId: number,
    prescriptionId: number,
    fileId: number,
    opts: { thumbnail?: boolean } = {},
  ): Promise<ServedFile> {
    const [row] = await db
      .select({
        key: prescriptionFiles.storageKey,
        contentType: prescriptionFiles.contentType,
        position: prescriptionFiles.position,
      })
      .from(prescriptionFiles)
      .innerJoin(prescriptions, eq(prescriptions.id, prescriptionFiles.prescriptionId))
      .where(
        and(
          eq(prescriptionFiles.id, fileId),
          eq(prescriptionFiles.prescriptionId, prescriptionId),
          eq(prescriptions.userId, userId),
        ),
      )
    if (!row) throw fileNotFound()
    const contentType = row.contentType as UploadType
    const stored = await storage.get(row.key)
    if (!stored) throw fileNotFound()
    const filename = `prescription-${prescriptionId}-${row.position}.${EXTENSION_OF[contentType]}`
    if (!opts.thumbnail) return { bytes: stored.bytes, contentType, filename }
    if (contentType === 'application/pdf') throw fileNotFound()
    return { bytes: await thumbnailOf(stored.bytes, contentType), contentType, filename }
  }

  /**
   * The account's cart of a type (the pharmacy cart, or the buy-now cart on its own pages), locked for the rest of the
   * transaction; a 400 when it has none (nothing to order).
   */
  async function lockedCart(tx: Db, userId: number, cartType: ProductCartType): Promise<number> {
    const [cart] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.userId, userId), eq(carts.type, cartType)))
      .for('update')
    if (!cart)
      throw AppError.invalid('Add medicines to your cart before attaching a prescription', 'prescription_id', 'empty_cart')
    return cart.id
  }

  /** The named prescriptions, all the account's own and usable; a 404 when one is not the account's. */
  async function usable(tx: Db, userId: number, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return
    const rows = await tx
      .select({ id: prescriptions.id, status: prescriptions.status })
      .from(prescriptions)
      .where(and(eq(prescriptions.userId, userId), inArray(prescriptions.id, [...ids])))
    if (rows.length !== ids.length) throw notFound()
    if (rows.some((r) => r.status === 'rejected')) {
      throw AppError.invalid(
        'Our pharmacist could not accept this prescription. Please upload a new one.',
        'prescription_id',
        'prescription_rejected',
      )
    }
  }

  /** Attaches the account's prescriptions to its pharmacy cart (those already attached stay); at most PRESCRIPTION_MAX_ATTACHED (5). */
  async function attachToCart(
    owner: CartOwner,
    prescriptionIds: readonly number[],
    cartType: ProductCartType = 'pharmacy',
  ): Promise<number[]> {
    const userId = accountOf(owner, 'Log in to attach a prescription')
    const ids = [...new Set(prescriptionIds)]
    return db.transaction(async (tx) => {
      const cartId = await lockedCart(tx, userId, cartType)
      await usable(tx, userId, ids)
      const current = await attachedToCart(tx, cartId)
      const adding = ids.filter((id) => !current.includes(id))
      if (current.length + adding.length > PRESCRIPTION_MAX_ATTACHED) {
        throw AppError.invalid(PRESCRIPTION_TEXTS.tooManyAttached, 'prescription_id', 'too_many_prescriptions')
      }
      if (adding.length) {
        await tx
          .insert(cartPrescriptions)
          .values(adding.map((prescriptionId) => ({ cartId, prescriptionId })))
          .onConflictDoNothing()
      }
      return attachedToCart(tx, cartId)
    })
  }

  /** Makes the cart's prescriptions exactly these (the page's form without JavaScript). */
  async function setAttached(
    owner: CartOwner,
    prescriptionIds: readonly number[],
    cartType: ProductCartType = 'pharmacy',
  ): Promise<number[]> {
    const userId = accountOf(owner, 'Log in to attach a prescription')
    const ids = [...new Set(prescriptionIds)]
    if (ids.length > PRESCRIPTION_MAX_ATTACHED) {
      throw AppError.invalid(PRESCRIPTION_TEXTS.tooManyAttached, 'prescription_id', 'too_many_prescriptions')
    }
    return db.transaction(async (tx) => {
      const cartId = await lockedCart(tx, userId, cartType)
      await usable(tx, userId, ids)
      await setCartPrescriptions(tx, cartId, ids)
      return attachedToCart(tx, cartId)
    })
  }

  /** Takes a prescription off the cart (nothing happens when it was not on it). */
  async function detach(owner: CartOwner, prescriptionId: number, cartType: ProductCartType = 'pharmacy'): Promise<number[]> {
    const userId = accountOf(owner, 'Log in to attach a prescription')
    const [cart] = await db
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.userId, userId), eq(carts.type, cartType)))
    if (!cart) return []
    await db
      .delete(cartPrescriptions)
      .where(and(eq(cartPrescriptions.cartId, cart.id), eq(cartPrescriptions.prescriptionId, prescriptionId)))
    return attachedToCart(db, cart.id)
  }

  /** The prescriptions attached to the owner's cart of a type (a guest's: none). */
  async function attached(owner: CartOwner | null, cartType: ProductCartType = 'pharmacy'): Promise<number[]> {
    if (owner?.kind !== 'user') return []
    const rows = await db
      .select({ id: cartPrescriptions.prescriptionId })
      .from(cartPrescriptions)
      .innerJoin(carts, eq(carts.id, cartPrescriptions.cartId))
      .innerJoin(prescriptions, eq(prescriptions.id, cartPrescriptions.prescriptionId))
      .where(and(eq(carts.userId, owner.userId), eq(carts.type, cartType), eq(prescriptions.userId, owner.userId)))
      .orderBy(asc(cartPrescriptions.prescriptionId))
    return rows.map((r) => r.id)
  }

  /** An account merge (auth's AccountMergeHook): the absorbed account's prescriptions become the survivor's. */
  async function mergeAccounts(tx: Db, absorbedId: number, survivorId: number): Promise<number> {
    const moved = await tx
      .update(prescriptions)
      .set({ userId: survivorId })
      .where(eq(prescriptions.userId, absorbedId))
      .returning({ id: prescriptions.id })
    return moved.length
  }

  return {
    upload,
    list: (userId: number) => read(userId),
    file,
    attachToCart,
    setAttached,
    detach,
    attached,
    mergeAccounts,
  }
}
export type PrescriptionService = ReturnType<typeof createPrescriptionService>

/** A smaller copy of an image for the saved list: the same type, at most THUMBNAIL_PIXELS a side. */
async function thumbnailOf(bytes: Uint8Array, type: 'image/jpeg' | 'image/png'): Promise<Uint8Array> {
  // The stored image was re-encoded by us, upright and without metadata; shrink-on-load keeps this cheap for JPEG.
  const image = sharp(bytes).resize(THUMBNAIL_PIXELS, THUMBNAIL_PIXELS, { fit: 'inside', withoutEnlargement: true })
  const { data } = await (type === 'image/jpeg' ? image.jpeg({ quality: 80 }) : image.png()).toUint8Array()
  return data
}
