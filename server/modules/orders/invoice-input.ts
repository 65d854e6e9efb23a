import { paise, type Paise } from '../../../core/money.ts'
import type { InvoiceAddress, InvoiceInput, InvoiceLineInput } from './invoice/gst.ts'
import type { AddressSnapshot } from './schema.ts'
import type { OrderStatus } from '../../../core/orders/statuses.ts'
import { paymentMethodLabel } from '../../../core/orders/payment-method-label.ts'

// The tax invoice's input from an order's snapshot (issue 9 §8), pure: the rows come from invoices.ts, nothing here
// reads the live catalog or the clock. buildInvoice (invoice/gst.ts) does the tax arithmetic.

/** The order row's fields an invoice reads. */
export interface InvoicedOrder {
  number: string
  invoiceNumber: string
  paymentMethod: string
  couponDiscountPaise: Paise
  /** issue 23: the care plan's discount (a discount on the goods, as the coupon) and a plan's fee (a service line). */
  memberDiscountPaise?: Paise
  carePlanFeePaise?: Paise
  deliveryFeePaise: Paise
  address: AddressSnapshot
}

/** The fulfilment centre that ships (and so sells): fulfilment_centres' row. */
export interface SellingCentre {
  name: string
  address: string
  city: string
  state: string
  pincode: string
  gstin: string
  /** 'Form 20 no., Form 21 no.' as the table keeps it. */
  drugLicence: string
  /** The registered pharmacist in charge (issue 10 §5); empty when the centre has none on file. */
  pharmacistName?: string
  pharmacistRegNo?: string
}

/** An order line as it was snapshotted at placement. */
export interface SnapshotLine {
  id: number
  skuId: number
  name: string
  pack: string
  hsn: string
  gstRatePercent: number
  quantity: number
  mrpPaise: Paise
  pricePaise: Paise
}

/** Units of a line taken from one batch (stock_reservations joined to stock_batches). */
export interface LineBatch {
  orderLineId: number
  batchId: number
  batchNo: string
  /** YYYY-MM-DD */
  expiresOn: string
  quantity: number
}

/**
 * One invoice line per line and batch (the Drugs and Cosmetics Rules want each batch and its expiry on the bill): a
 * line whose units came from two batches becomes two invoice lines, its quantity split as it was reserved, the batch
 * expiring first first. The units reserved must add up to the line's quantity, or the snapshot is broken.
 */
export function invoiceLinesOf(lines: readonly SnapshotLine[], batches: readonly LineBatch[]): InvoiceLineInput[] {
  return lines.flatMap((line) => {
    const mine = new Map<number, LineBatch>()
    for (const b of batches) {
      if (b.orderLineId !== line.id) continue
      const seen = mine.get(b.batchId)
      mine.set(b.batchId, seen ? { ...seen, quantity: seen.quantity + b.quantity } : { ...b })
    }
    const parts = [...mine.values()].sort((a, b) => a.expiresOn.localeCompare(b.expiresOn) || a.batchId - b.batchId)
    const reserved = parts.reduce((n, p) => n + p.quantity, 0)
    if (reserved !== line.quantity) {
      throw new Error(`Order line ${line.id} has ${line.quantity} units but ${reserved} reserved from batches`)
    }
    return parts.map((p) => ({
      skuId: line.skuId,
      name: line.name,
      pack: line.pack,
      batch: p.batchNo,
      expiry: p.expiresOn.slice(0, 7),
      hsn: line.hsn,
      ratePercent: line.gstRatePercent,
      quantity: p.quantity,
      mrp: line.mrpPaise,
      unitPrice: line.pricePaise,
    }))
  })
}

/** The centre's address as the invoice prints it. */
export function centreAddress(c: SellingCentre): InvoiceAddress {
  return { line1: c.address, city: c.city, state: c.state, pincode: c.pincode }
}

/** The delivery address of the order's snapshot (also the billing address: a person buying for themselves). */
export function snapshotAddress(a: AddressSnapshot): InvoiceAddress {
  return {
    line1: a.address,
    ...(a.landmark?.trim() ? { line2: `Near ${a.landmark.trim()}` } : {}),
    city: a.city,
    state: a.state,
    pincode: a.pincode,
  }
}

/**
 * The invoice of an order: sold by the centre of its first shipment, to the person and address of the snapshot.
 * One invoice per order for now: a split order (two centres, perhaps in two states) needs one invoice per shipment,
 * each under its own centre's GSTIN with its own lines, number and place-of-supply test; until then every line is
 * billed by the first shipment's centre.
 */
export function invoiceInputOf(
  order: InvoicedOrder,
  centre: SellingCentre,
  lines: readonly SnapshotLine[],
  batches: readonly LineBatch[],
  invoiceDate: Date,
): InvoiceInput {
  return {
    seller: {
      legalName: centre.name,
      gstin: centre.gstin,
      drugLicenceNumbers: centre.drugLicence
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      ...(centre.pharmacistName && centre.pharmacistRegNo
        ? { pharmacistInCharge: { name: centre.pharmacistName, registrationNumber: centre.pharmacistRegNo } }
        : {}),
      address: centreAddress(centre),
    },
    buyer: { name: order.address.recipientName, phone: order.address.phone, address: snapshotAddress(order.address) },
    invoiceNumber: order.invoiceNumber,
    invoiceDate,
    orderId: order.number,
    lines: invoiceLinesOf(lines, batches),
    discount: paise(order.couponDiscountPaise + (order.memberDiscountPaise ?? 0)),
    deliveryFee: order.deliveryFeePaise,
    carePlanFee: order.carePlanFeePaise ?? paise(0),
    paymentMethod: paymentMethodLabel(order.paymentMethod),
  }
}

/** Why an order has no invoice (yet), in words for the person asking for it. */
export function noInvoiceReason(status: OrderStatus, number: string): string {
  switch (status) {
    case 'pending_payment':
      return `Order ${number} has no invoice yet: it is made once the order is paid for and confirmed.`
    case 'awaiting_rx_check':
      return `Order ${number} has no invoice yet: it is made once our pharmacist has checked your prescription and confirmed the order.`
    case 'cancelled':
      return `Order ${number} was cancelled before it was confirmed, so it has no invoice.`
    default:
      return `Order ${number} has no invoice yet.`
  }
}
