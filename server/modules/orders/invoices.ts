import { isOrderNumber } from './order-record.ts'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { fulfilmentCentres, stockBatches, stockReservations } from '../inventory/index.ts'
import { invoiceSequences, orderEvents, orderLines, orders, orderShipments } from './schema.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Logger } from '../../lib/logger.ts'
import { invoiceInputOf, noInvoiceReason } from './invoice-input.ts'
import { buildInvoice, financialYearOf, invoiceNumber, type Invoice } from './invoice/gst.ts'
import { renderInvoicePdf } from './invoice/invoice-pdf.ts'
import type { OrderStatus } from '../../../core/orders/statuses.ts'

// The tax invoice of an order (issue 9 §8): its number, given once when the order is confirmed, and the PDF built
// from the order's snapshot (invoice-input.ts) by the invoice library (invoice/).

/** The one series of MedWise's invoices: 'MW/26-27/0000001' (invoice/invoice-number.ts). */
export const INVOICE_SERIES = 'MW'

/**
 * Gives an order its invoice number when it is confirmed, inside the transaction that confirms it (placement
 * straight into `confirmed`, or the move into it: paid, or rx_approved after the pharmacist's check); any other
 * status, or an order that has one, is left alone. CGST Rules r. 46(b) want one consecutive series per financial
 * year: the year's counter is an upsert that increments `last`, so its row stays locked until the order's move
 * commits and a move that rolls back takes its number back with it: no gaps, no repeats. The year is that of the
 * confirmation in IST (the invoice date is the confirmation's order_events row, written at the same instant).
 */
export async function issueInvoiceNumber(
  tx: Db,
  orderId: number,
  status: OrderStatus,
  at: Date,
  /** The order was written in this very transaction without a number (placement): nothing to look up first. */
  opts: { fresh?: boolean } = {},
): Promise<string | null> {
  if (status !== 'confirmed') return null
  if (!opts.fresh) {
    const [order] = await tx.select({ invoiceNumber: orders.invoiceNumber }).from(orders).where(eq(orders.id, orderId))
    if (!order) throw new Error(`No order ${orderId} to invoice`)
    if (order.invoiceNumber) return order.invoiceNumber
  }
  const financialYear = financialYearOf(at)
  const [row] = await tx
    .insert(invoiceSequences)
    .values({ financialYear, last: 1 })
    .onConflictDoUpdate({ target: invoiceSequences.financialYear, set: { last: sql`${invoiceSequences.last} + 1` } })
    .returning({ last: invoiceSequences.last })
  const number = invoiceNumber(INVOICE_SERIES, financialYear, row!.last)
  await tx.update(orders).set({ invoiceNumber: number }).where(eq(orders.id, orderId))
  return number
}

export interface InvoicePdf {
  orderNumber: string
  invoiceNumber: string
  bytes: Uint8Array
}

/** What a lab booking's invoice link answers until lab bills are built. */
export const LAB_BILL_NOT_AVAILABLE = 'The bill of a lab booking cannot be downloaded yet'

export function createInvoiceService(db: Db, deps: { logger: Pick<Logger, 'error'> }) {
  const centreColumns = {
    name: fulfilmentCentres.name,
    address: fulfilmentCentres.address,
    city: fulfilmentCentres.city,
    state: fulfilmentCentres.state,
    pincode: fulfilmentCentres.pincode,
    gstin: fulfilmentCentres.gstin,
    drugLicence: fulfilmentCentres.drugLicence,
    pharmacistName: fulfilmentCentres.pharmacistName,
    pharmacistRegNo: fulfilmentCentres.pharmacistRegNo,
  }

  async function sellerFor(state: string) {
    const [row] = await db
      .select(centreColumns)
      .from(fulfilmentCentres)
      .orderBy(sql`${fulfilmentCentres.state} = ${state} desc`, asc(fulfilmentCentres.id))
      .limit(1)
    return row
  }

  /** The account's order with an invoice; another account's order, or one without an invoice, is a 404 that says why. */
  async function invoiceOf(userId: number, number: string): Promise<Invoice> {
    const [order] = !isOrderNumber(number)
      ? []
      : await db
          .select()
          .from(orders)
          .where(and(eq(orders.number, number), eq(orders.userId, userId)))
    if (!order) throw AppError.notFound(`No order ${number.slice(0, 20)} in your account`, 'unknown_order')
    if (!order.invoiceNumber) throw AppError.notFound(noInvoiceReason(order.status as OrderStatus, order.number), 'no_invoice')
    // A lab booking's order has no lines of goods to invoice (its tests are the booking's items) and no bill is built for
    // it yet: a clear 404, not a failed build (found by the data download, issue 26).
    if (order.cartType === 'labs') throw AppError.notFound(LAB_BILL_NOT_AVAILABLE, 'no_invoice')
    const invoiced = { ...order, invoiceNumber: order.invoiceNumber }

    const [centres, lines, batches, confirmed] = await Promise.all([
      db
        .select(centreColumns)
        .from(orderShipments)
        .innerJoin(fulfilmentCentres, eq(fulfilmentCentres.id, orderShipments.centreId))
        .where(eq(orderShipments.orderId, order.id))
        .orderBy(asc(orderShipments.id))
        .limit(1),
      db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position), asc(orderLines.id)),
      db
        .select({
          orderLineId: stockReservations.orderLineId,
          batchId: stockBatches.id,
          batchNo: stockBatches.batchNo,
          expiresOn: stockBatches.expiresOn,
          quantity: stockReservations.quantity,
        })
        .from(stockReservations)
        .innerJoin(stockBatches, eq(stockBatches.id, stockReservations.batchId))
        .where(eq(stockReservations.orderId, order.id)),
      db
        .select({ at: orderEvents.at })
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.toStatus, 'confirmed')))
        .orderBy(asc(orderEvents.at), asc(orderEvents.id))
        .limit(1),
    ])
    // An order with nothing to ship (a care plan alone, issue 23) is sold by the registration in the buyer's state, or
    // the first one when the buyer's state has none.
    const centre = centres[0] ?? (await sellerFor(order.address.state))
    if (!centre) throw new Error(`Order ${order.number} has no shipment to invoice from`)
    const input = invoiceInputOf(
      invoiced,
      centre,
      lines,
      batches.flatMap((b) => (b.orderLineId === null ? [] : [{ ...b, orderLineId: b.orderLineId }])),
      confirmed[0]?.at ?? order.updatedAt,
    )
    try {
      return buildInvoice(input)
    } catch (error) {
      // The snapshot is ours, not the customer's input: a refusal here is a defect in our data (a centre's GSTIN), logged.
      deps.logger.error('invoice not built', { order: order.number, err: AppError.is(error) ? error.message : String(error) })
      throw new Error(`The invoice of order ${order.number} could not be built`, { cause: error })
    }
  }

  /** The tax invoice as a PDF (compress: false keeps its text readable, for tests). */
  async function pdf(userId: number, number: string, opts: { compress?: boolean } = {}): Promise<InvoicePdf> {
    const invoice = await invoiceOf(userId, number)
    return {
      orderNumber: invoice.orderId,
      invoiceNumber: invoice.invoiceNumber,
      bytes: await renderInvoicePdf(invoice, { compress: opts.compress ?? true }),
    }
  }

  return { invoiceOf, pdf }
}
export type InvoiceService = ReturnType<typeof createInvoiceService>
