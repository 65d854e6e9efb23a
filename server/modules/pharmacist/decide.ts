import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { paise, type Paise } from '../../../core/money.ts'
import { REJECT_TEXTS, type RejectReason } from '../../../contracts/pharmacist.ts'
import type { Db } from '../../db/client.ts'
import { dioRequests } from '../done-in-one/index.ts'
import { orderLines, orders, removeOrderLines, type AddressSnapshot } from '../orders/index.ts'
import {
  orderPrescriptions,
  prescriptionMedicines,
  prescriptions,
  indiaDay,
  isPrescriptionValid,
  keepUntil,
  prescriptionValidUntil,
  substitutionAllowed,
  uncoveredRxLines,
} from '../prescriptions/index.ts'
import { collectLessOnDelivery } from '../payments/index.ts'
import { products, notSoldOnline, notSoldOnlineError } from '../catalog/index.ts'
import { releaseReservations, stockBatches, stockReservations } from '../inventory/index.ts'
import { AppError } from '../../lib/app-error.ts'
import { appendDispensing, H1_KEEP_YEARS, RX_KEEP_YEARS, yearsAfter } from '../registers/index.ts'

// The facts and the writes of a decision on an order (issue 10 §3, §5, §6), each inside the decision's transaction
// (service.ts opens it and writes the audit row): which Rx lines the order's valid prescriptions name, the lines an
// approval in part removes (stock back, totals lowered, the difference refunded the way it was paid), and the
// register lines of the approved order.

type OrderRow = typeof orders.$inferSelect
type PrescriptionRow = typeof prescriptions.$inferSelect
type MedicineRow = typeof prescriptionMedicines.$inferSelect

export interface DecisionLine {
  id: number
  skuId: number
  name: string
  pack: string
  schedule: string
  rxRequired: boolean
  quantity: number
  pricePaise: Paise
  mrpPaise: Paise
  saltKey: string | null
  ndps: boolean
}

export interface OrderFacts {
  order: OrderRow
  lines: DecisionLine[]
  prescriptions: Array<PrescriptionRow & { medicines: MedicineRow[] }>
  /** The customer's permission to substitute an equivalent brand (a cart order: they chose the brand themselves). */
  allowSubstitutes: boolean
}

/** An order's lines with the catalog facts a decision needs (salt key for substitutes, NDPS), in their order. */
export async function decisionLines(q: Db, orderId: number): Promise<DecisionLine[]> {
  const rows = await q
    .select({
      id: orderLines.id,
      skuId: orderLines.skuId,
      name: orderLines.name,
      pack: orderLines.pack,
      schedule: orderLines.schedule,
      rxRequired: orderLines.rxRequired,
      quantity: orderLines.quantity,
      pricePaise: orderLines.pricePaise,
      mrpPaise: orderLines.mrpPaise,
      saltKey: products.saltKey,
      ndps: sql<boolean>`coalesce(${products.ndps}, false)`,
    })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.skuId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position))
  return rows.map((l) => ({ ...l, ndps: Boolean(l.ndps) }))
}

/** The order (locked), its lines with their catalog facts, and its prescriptions with the medicines recorded. */
export async function orderFacts(tx: Db, orderId: number): Promise<OrderFacts> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
  if (!order) throw AppError.notFound(`No order ${orderId}`, 'unknown_order')
  const lines = await decisionLines(tx, orderId)
  const attached = await tx
    .select({ p: prescriptions })
    .from(orderPrescriptions)
    .innerJoin(prescriptions, eq(prescriptions.id, orderPrescriptions.prescriptionId))
    .where(eq(orderPrescriptions.orderId, orderId))
    .orderBy(asc(prescriptions.id))
  const meds = attached.length
    ? await tx
        .select()
        .from(prescriptionMedicines)
        .where(
          inArray(
            prescriptionMedicines.prescriptionId,
            attached.map((a) => a.p.id),
          ),
        )
        .orderBy(asc(prescriptionMedicines.position), asc(prescriptionMedicines.id))
    : []
  let requestAllows: boolean | null = null
  if (order.cartType === 'done_in_one') {
    const [request] = await tx
      .select({ allow: dioRequests.allowSubstitutes })
      .from(dioRequests)
      .where(eq(dioRequests.orderId, orderId))
    requestAllows = request?.allow ?? false
  }
  const allowSubstitutes = substitutionAllowed(order.cartType, requestAllows)
  return {
    order,
    lines,
    prescriptions: attached.map(({ p }) => ({ ...p, medicines: meds.filter((m) => m.prescriptionId === p.id) })),
    allowSubstitutes,
  }
}

/** The prescriptions that may serve at `at`: not rejected, their date recorded and within its validity. */
export function servingPrescriptions(facts: OrderFacts, at: Date, months: number) {
  return facts.prescriptions.filter((p) => p.status !== 'rejected' && isPrescriptionValid(p.prescribedOn, at, months))
}

/** The prescription whose recorded medicines name a line (its SKU first, then, with permission, its salt). */
function citing(line: DecisionLine, serving: OrderFacts['prescriptions'], allowSubstitutes: boolean) {
  return (
    serving.find((p) => p.medicines.some((m) => m.skuId === line.skuId)) ??
    (allowSubstitutes && line.saltKey !== null
      ? serving.find((p) => p.medicines.some((m) => m.saltKey === line.saltKey))
      : undefined)
  )
}

/**
 * Refuses an approval the rules forbid (issue 10 §3, §6): a line never sold online (schedule X, NDPS) still in the
 * order; a prescription-only line no valid prescription names (or more units than it prescribes); a prescription it
 * cites without the prescriber's details. Answers, for each Rx line kept, the prescription that covers it.
 */
export function checkApprovable(facts: OrderFacts, kept: readonly DecisionLine[], at: Date, months: number) {
  const banned = kept.find((l) => notSoldOnline({ schedule: l.schedule, ndps: l.ndps }))
  if (banned) throw notSoldOnlineError({ name: banned.name, schedule: banned.schedule, ndps: banned.ndps }, 'remove')
  const serving = servingPrescriptions(facts, at, months)
  const uncovered = uncoveredRxLines(
    kept,
    serving.flatMap((p) => p.medicines),
    { allowSubstitutes: facts.allowSubstitutes },
  )
  if (uncovered.length) {
    const expired = facts.prescriptions.find(
      (p) => p.status !== 'rejected' && p.prescribedOn !== null && !isPrescriptionValid(p.prescribedOn, at, months),
    )
    if (expired && expired.prescribedOn! <= indiaDay(at)) {
      throw AppError.conflict(
        `Prescription #${expired.id} is dated ${expired.prescribedOn}: it was valid until ${prescriptionValidUntil(expired.prescribedOn!, months)} and cannot be approved. Reject the order as expired.`,
        'prescribed_on',
        'prescription_expired',
      )
    }
    const names = uncovered.map((l) => `${l.name} (${l.quantity})`).join(', ')
    throw AppError.conflict(
      `${names} ${uncovered.length === 1 ? 'is' : 'are'} not named on a valid prescription in that quantity. Record the medicines the prescription names, approve in part, or reject.`,
      'medicines',
      'rx_not_covered',
    )
  }
  const cited = new Map<number, OrderFacts['prescriptions'][number]>()
  for (const line of kept.filter((l) => l.rxRequired)) {
    const p = citing(line, serving, facts.allowSubstitutes)!
    if (!p.prescriberName || !p.prescriberAddress || !p.prescriberRegNo) {
      throw AppError.conflict(
        `Record the prescriber’s name, registration number and address of prescription #${p.id} first`,
        'prescriber_name',
        'prescriber_missing',
      )
    }
    cited.set(line.id, p)
  }
  return cited
}

/**
 * Approval in part: the removed lines leave the order (their units go back on the shelf), the totals are lowered
 * (the coupon in proportion, the delivery fee as it was) and the difference is taken off what is still to be
 * collected on delivery, then refunded the way it was paid (online to its source, the wallet to the wallet).
 * Answers the amount given back.
 */
export async function removeLines(
  tx: Db,
  facts: OrderFacts,
  removed: readonly DecisionLine[],
  refundPart: (tx: Db, order: OrderRow, amount: Paise, reason: string, tag: string) => Promise<void>,
  at: Date,
): Promise<Paise> {
  const ids = removed.map((l) => l.id)
  const { order } = facts
  // Each owner writes its own: the units back on the shelf, the order's lines and totals, what is left to collect.
  await releaseReservations(tx, order.id, ids)
  const difference = await removeOrderLines(
    tx,
    order,
    facts.lines.filter((l) => !ids.includes(l.id)),
    ids,
    at,
  )
  // Cash not yet collected is simply collected less; what was paid goes back.
  const left = await collectLessOnDelivery(tx, order.id, difference, at)
  if (left > 0) await refundPart(tx, order, paise(left), 'Items removed by the pharmacist', 'rx-partial')
  return difference
}

/**
 * The register lines of an approved order (Rule 65): one per Rx line and batch it is dispensed from (the order's
 * committed reservations), with the memo number (the invoice's, given by the approval's move, else the order's), the
 * prescriber and patient of the prescription that covers it, and the verifying pharmacist; H1 lines also in the H1
 * register. The prescriptions cited are kept at least as long as the longest register citing them. Answers the
 * number of register lines written.
 */
export async function writeRegisters(
  tx: Db,
  facts: OrderFacts,
  kept: readonly DecisionLine[],
  cited: Map<number, OrderFacts['prescriptions'][number]>,
  pharmacist: { userId: number; name: string; registrationNumber: string },
  at: Date,
): Promise<number> {
  const [order] = await tx
    .select({ invoiceNumber: orders.invoiceNumber, number: orders.number, address: orders.address })
    .from(orders)
    .where(eq(orders.id, facts.order.id))
  const memoNumber = order!.invoiceNumber ?? order!.number
  const day = indiaDay(at)
  const rxLines = kept.filter((l) => l.rxRequired)
  const batches = rxLines.length
    ? await tx
        .select({
          orderLineId: stockReservations.orderLineId,
          quantity: stockReservations.quantity,
          batchNo: stockBatches.batchNo,
          expiresOn: stockBatches.expiresOn,
        })
        .from(stockReservations)
        .innerJoin(stockBatches, eq(stockBatches.id, stockReservations.batchId))
        .where(
          and(
            eq(stockReservations.orderId, facts.order.id),
            eq(stockReservations.status, 'committed'),
            inArray(
              stockReservations.orderLineId,
              rxLines.map((l) => l.id),
            ),
          ),
        )
        .orderBy(asc(stockReservations.id))
    : []
  const patientAddress = addressLine(order!.address)
  let written = 0
  const keep = new Map<number, string>()
  for (const line of rxLines) {
    const p = cited.get(line.id)!
    const lots = batches.filter((b) => b.orderLineId === line.id)
    if (!lots.length) {
      throw AppError.conflict(`${line.name} has no batch taken off the shelf for it yet`, undefined, 'no_batch')
    }
    for (const lot of lots) {
      await appendDispensing(tx, {
        at,
        dispensedOn: day,
        orderId: facts.order.id,
        orderLineId: line.id,
        memoNumber,
        prescriptionId: p.id,
        prescriberName: `${p.prescriberName} (Reg. ${p.prescriberRegNo})`,
        prescriberAddress: p.prescriberAddress!,
        patientName: p.patientAge === null ? p.patientName : `${p.patientName}, ${p.patientAge} y`,
        patientAddress,
        skuId: line.skuId,
        medicine: `${line.name} (${line.pack})`,
        schedule: line.schedule,
        quantity: lot.quantity,
        batchNo: lot.batchNo,
        expiresOn: lot.expiresOn,
        pharmacistId: pharmacist.userId,
        pharmacistName: pharmacist.name,
        pharmacistRegNo: pharmacist.registrationNumber,
        note: null,
      })
      written++
    }
    const until = yearsAfter(day, line.schedule.toUpperCase() === 'H1' ? H1_KEEP_YEARS : RX_KEEP_YEARS)
    if ((keep.get(p.id) ?? '') < until) keep.set(p.id, until)
  }
  for (const [id, until] of keep) await keepUntil(tx, id, until)
  return written
}

/** The patient's address as the register writes it. */
export function addressLine(a: AddressSnapshot): string {
  return [a.recipientName, a.address, a.landmark, `${a.city}, ${a.state} ${a.pincode}`].filter(Boolean).join(', ')
}

/** What the customer reads when a prescription is not accepted (order page and SMS). */
export function rejectionText(reason: RejectReason, note?: string | null): string {
  const why = reason === 'other' && note ? note : REJECT_TEXTS[reason]
  return `Prescription not accepted: ${why}`
}

/** The reasons that say the paper itself is bad (it is then hidden from the customer's saved prescriptions). */
export const PAPER_REASONS: readonly RejectReason[] = ['illegible', 'expired', 'prescriber_missing']
