import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { products } from '../catalog/index.ts'
import { uncoveredRxLines } from './rules.ts'
import { cartPrescriptions, prescriptionFiles, prescriptionMedicines, prescriptions } from './schema.ts'

// A prescription our own doctor issued in a consultation (issue 24 §6; decision 059): the e-prescription's pharmacy
// copy. It is approved as issued (the doctor is registered and identified, the medicines come from the catalog), so
// the checkout accepts it without an upload and the pharmacist's approval needs no transcription; its file is the
// signed PDF and its medicines are what an order from it may hold. The registers cite it like any other prescription.

export interface IssuedPrescription {
  userId: number
  consultationId: number
  patientName: string
  patientAge: number | null
  prescriberName: string
  prescriberRegNo: string
  prescriberAddress: string
  /** India's date written on it (YYYY-MM-DD). */
  prescribedOn: string
  keepUntil: string
  at: Date
  file: { storageKey: string; sizeBytes: number; originalName: string }
  medicines: ReadonlyArray<{ skuId: number; saltKey: string | null; name: string; quantity: number }>
}

/** Writes the pharmacy's copy of an issued prescription (inside the signing's transaction); answers its id. */
export async function recordIssuedPrescription(tx: Db, p: IssuedPrescription): Promise<number> {
  const [row] = await tx
    .insert(prescriptions)
    .values({
      userId: p.userId,
      consultationId: p.consultationId,
      patientName: p.patientName,
      patientAge: p.patientAge,
      status: 'approved',
      createdAt: p.at,
      prescriberName: p.prescriberName,
      prescriberRegNo: p.prescriberRegNo,
      prescriberAddress: p.prescriberAddress,
      prescribedOn: p.prescribedOn,
      keepUntil: p.keepUntil,
    })
    .returning({ id: prescriptions.id })
  const id = row!.id
  await tx.insert(prescriptionFiles).values({
    prescriptionId: id,
    storageKey: p.file.storageKey,
    contentType: 'application/pdf',
    sizeBytes: p.file.sizeBytes,
    originalName: p.file.originalName,
    position: 0,
    createdAt: p.at,
  })
  if (p.medicines.length) {
    await tx.insert(prescriptionMedicines).values(
      p.medicines.map((m, position) => ({
        prescriptionId: id,
        skuId: m.skuId,
        saltKey: m.saltKey,
        name: m.name,
        quantity: m.quantity,
        position,
      })),
    )
  }
  return id
}

/**
 * An issued prescription joins a cart (the e-prescription's 'Order medicines'): attached to it, the others attached
 * stay.
 */
export async function attachIssuedToCart(tx: Db, cartId: number, prescriptionId: number): Promise<void> {
  await tx.insert(cartPrescriptions).values({ cartId, prescriptionId }).onConflictDoNothing()
}

/**
 * issue 24 §6: an order relying only on our doctors' prescriptions holds no more than they prescribe (the customer may
 * lower quantities, never raise them) and no other prescription-only medicine (an equivalent brand, the same salts
 * and strengths, may stand for one prescribed). With an uploaded prescription attached too, the pharmacist decides as
 * for any order. Refuses with a 409 the checkout shows.
 */
export async function refuseBeyondIssued(
  tx: Db,
  lines: ReadonlyArray<{ skuId: number; name: string; quantity: number; rxRequired: boolean }>,
  prescriptionIds: readonly number[],
): Promise<void> {
  const rx = lines.filter((l) => l.rxRequired)
  if (!rx.length || !prescriptionIds.length) return
  const attached = await tx
    .select({ id: prescriptions.id, consultationId: prescriptions.consultationId })
    .from(prescriptions)
    .where(inArray(prescriptions.id, [...prescriptionIds]))
  if (!attached.length || attached.some((p) => p.consultationId === null)) return
  const medicines = await tx
    .select({
      skuId: prescriptionMedicines.skuId,
      saltKey: prescriptionMedicines.saltKey,
      quantity: prescriptionMedicines.quantity,
    })
    .from(prescriptionMedicines)
    .where(inArray(prescriptionMedicines.prescriptionId, [...prescriptionIds]))
  const salts = await tx
    .select({ id: products.id, saltKey: products.saltKey })
    .from(products)
    .where(
      inArray(
        products.id,
        rx.map((l) => l.skuId),
      ),
    )
  const saltOf = new Map(salts.map((s) => [s.id, s.saltKey]))
  const missing = uncoveredRxLines(
    rx.map((l) => ({ ...l, saltKey: saltOf.get(l.skuId) ?? null })),
    medicines,
    { allowSubstitutes: true },
  )
  if (missing.length) {
    const named = (id: number) => medicines.some((m) => m.skuId === id || (m.saltKey !== null && m.saltKey === saltOf.get(id)))
    const over = missing.filter((l) => named(l.skuId))
    throw AppError.conflict(
      over.length
        ? `${over.map((l) => l.name).join(', ')}: more than your doctor prescribed. Lower the quantity to what the prescription allows.`
        : `${missing.map((l) => l.name).join(', ')} ${missing.length === 1 ? 'is' : 'are'} not on your doctor’s prescription. Remove ${missing.length === 1 ? 'it' : 'them'}, or attach a prescription that names ${missing.length === 1 ? 'it' : 'them'}.`,
      'prescription',
      over.length ? 'above_prescription' : 'not_on_prescription',
    )
  }
}

/**
 * issue 24 §6, at the cart: the most of a SKU a cart may hold when every prescription attached to it was issued by our
 * doctors and one of them names it (the units they prescribe); null when no such cap applies (no prescription, an
 * uploaded one among them, or a medicine they do not name: the checkout then decides, refuseBeyondIssued).
 */
export async function issuedCap(q: Db, cartId: number, skuId: number): Promise<number | null> {
  const attached = await q
    .select({ id: prescriptions.id, consultationId: prescriptions.consultationId })
    .from(cartPrescriptions)
    .innerJoin(prescriptions, eq(prescriptions.id, cartPrescriptions.prescriptionId))
    .where(eq(cartPrescriptions.cartId, cartId))
  if (!attached.length || attached.some((p) => p.consultationId === null)) return null
  const named = await q
    .select({ quantity: prescriptionMedicines.quantity })
    .from(prescriptionMedicines)
    .where(
      and(
        inArray(
          prescriptionMedicines.prescriptionId,
          attached.map((p) => p.id),
        ),
        eq(prescriptionMedicines.skuId, skuId),
      ),
    )
  return named.length ? named.reduce((n, m) => n + m.quantity, 0) : null
}
