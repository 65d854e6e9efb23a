import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { dioRequests } from '../done-in-one/index.ts'
import { orderLines, orders } from './schema.ts'
import {
  orderPrescriptions,
  prescriptionMedicines,
  prescriptions,
  isPrescriptionValid,
  substitutionAllowed,
  uncoveredRxLines,
} from '../prescriptions/index.ts'
import { products } from '../catalog/index.ts'
import { AppError } from '../../lib/app-error.ts'

// Issue 10 §6, a rule that never bends: a prescription-only line never ships without an approved prescription that
// names it. Checked by the state machine's service (orders/service.ts applyMove) before 'pack' and 'ship', whoever
// asks (the desk, the courier, a script, the development route), not only by the pages.
//
// An order's prescriptions are the ones attached to it (order_prescriptions). Those the pharmacist approved and that
// are still valid (prescriptions/rules.ts) lend their recorded medicines; a line is covered when they name its SKU,
// or an equivalent brand (the same salt key) when the customer allowed substitutes (a done-in-one request's
// permission), for at least the units ordered (uncoveredRxLines). The same rules as the pharmacist's approval
// (pharmacist/decide.ts): validity in months from PRESCRIPTION_VALID_MONTHS, substitution by substitutionAllowed.

/**
 * Refuses (409 `rx_not_covered`) a move of an order holding a prescription-only line that no approved, valid
 * prescription attached to it names. Run inside the move's transaction.
 */
export async function assertRxLinesCovered(tx: Db, orderId: number, at: Date, months: number): Promise<void> {
  const lines = await tx
    .select({
      id: orderLines.id,
      skuId: orderLines.skuId,
      name: orderLines.name,
      quantity: orderLines.quantity,
      rxRequired: orderLines.rxRequired,
      saltKey: products.saltKey,
    })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.skuId))
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.rxRequired, true)))
    .orderBy(asc(orderLines.position))
  if (!lines.length) return
  const attached = await tx
    .select({ id: prescriptions.id, prescribedOn: prescriptions.prescribedOn })
    .from(orderPrescriptions)
    .innerJoin(prescriptions, eq(prescriptions.id, orderPrescriptions.prescriptionId))
    .where(and(eq(orderPrescriptions.orderId, orderId), eq(prescriptions.status, 'approved')))
  const serving = attached.filter((p) => isPrescriptionValid(p.prescribedOn, at, months)).map((p) => p.id)
  const medicines = serving.length
    ? await tx
        .select({
          skuId: prescriptionMedicines.skuId,
          saltKey: prescriptionMedicines.saltKey,
          quantity: prescriptionMedicines.quantity,
        })
        .from(prescriptionMedicines)
        .where(inArray(prescriptionMedicines.prescriptionId, serving))
    : []
  const [order] = await tx.select({ cartType: orders.cartType }).from(orders).where(eq(orders.id, orderId))
  const [permission] = await tx
    .select({ allow: dioRequests.allowSubstitutes })
    .from(dioRequests)
    .where(eq(dioRequests.orderId, orderId))
    .limit(1)
  const allowSubstitutes = substitutionAllowed(order?.cartType ?? 'pharmacy', permission?.allow ?? null)
  const missing = uncoveredRxLines(lines, medicines, { allowSubstitutes })
  if (missing.length) {
    const one = missing.length === 1
    throw AppError.conflict(
      `${missing.map((l) => l.name).join(', ')} ${one ? 'needs' : 'need'} an approved prescription that names ${one ? 'it' : 'them'} before the order is packed or shipped`,
      undefined,
      'rx_not_covered',
    )
  }
}
