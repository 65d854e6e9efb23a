/**
 * GST on a pharmacy order and the tax invoice built from a snapshot of it. Pure: no clock, no database; all money in
 * integer `Paise`.
 *
 * Public API:
 * - `buildInvoice(input: InvoiceInput): Invoice`: lines with taxable value and CGST/SGST or IGST, a summary by
 *   rate, totals and the total in words. Throws `AppError` 'invalid_invoice' (422) for a snapshot it cannot invoice.
 * - Re-exported so callers need this one module: `splitInclusive`, `splitIntraState`, `apportion` (tax-split.ts,
 *   the arithmetic buildInvoice applies), `gstStateCode`, `gstStateName` (gst-states.ts), `invoiceNumber`,
 *   `financialYearOf` (invoice-number.ts), `amountInWords`, `formatIndianAmount` (amount-in-words.ts), `gstFor`,
 *   `DELIVERY_SERVICE` (gst-rates.ts).
 */
import { paise, sumPaise, timesPaise, ZERO_PAISE, type Paise } from '../../../../core/money.ts'
import { AppError } from '../../../lib/app-error.ts'
import { amountInWords } from './amount-in-words.ts'
import { CARE_PLAN_SERVICE, DELIVERY_SERVICE } from './gst-rates.ts'
import { gstinProblem, gstStateCode, gstStateName } from './gst-states.ts'
import { apportion, basisPoints, splitInclusive, splitIntraState } from './tax-split.ts'

export { amountInWords, formatIndianAmount } from './amount-in-words.ts'
export { DELIVERY_SERVICE, gstFor, type GstClass, type GstProduct } from './gst-rates.ts'
export { gstStateCode, gstStateName } from './gst-states.ts'
export { financialYearOf, invoiceNumber } from './invoice-number.ts'
export { apportion, splitInclusive, splitIntraState } from './tax-split.ts'

export interface InvoiceAddress {
  line1: string
  line2?: string
  city: string
  /** The state or UT by name ('Karnataka', 'Jammu & Kashmir') or GST state code ('29'). */
  state: string
  pincode: string
}

export interface InvoiceSeller {
  legalName: string
  /** The GSTIN registered in the fulfilment centre's state (its first two digits are that state's code). */
  gstin: string
  /** The centre's drug licences (Forms 20 and 21 of the Drugs and Cosmetics Rules, 1945), printed as given. */
  drugLicenceNumbers: string[]
  /** The registered pharmacist in charge of the centre (issue 10 §5), printed under the licences when known. */
  pharmacistInCharge?: { name: string; registrationNumber: string }
  /** The fulfilment centre that ships the order: its state against the delivery state decides CGST+SGST or IGST. */
  address: InvoiceAddress
}

export interface InvoiceBuyer {
  name: string
  phone: string
  /** The billing address. */
  address: InvoiceAddress
  /** Where the goods are delivered (the place of supply, IGST Act s. 10(1)(a)); the billing address when absent. */
  shippingAddress?: InvoiceAddress
}

export interface InvoiceLineInput {
  skuId: number
  name: string
  pack: string
  batch: string
  /** The batch's expiry month, 'YYYY-MM'. */
  expiry: string
  hsn: string
  ratePercent: number
  quantity: number
  /** MRP of one unit (GST included). */
  mrp: Paise
  /** Price of one unit as charged before the order's coupon: GST included and never above the MRP. */
  unitPrice: Paise
}

/** A snapshot of an order at invoicing: nothing here is read from the live catalog. */
export interface InvoiceInput {
  seller: InvoiceSeller
  buyer: InvoiceBuyer
  invoiceNumber: string
  invoiceDate: Date
  orderId: string
  lines: InvoiceLineInput[]
  /** The order's coupon, spread over the goods lines (never over the delivery fee). */
  discount: Paise
  /** The delivery fee as charged, GST included; 0 for none. */
  deliveryFee: Paise
  /** The fee of a care plan bought with the order, GST included (issue 23); none when absent or 0. */
  carePlanFee?: Paise
  /** As printed: 'UPI (prepaid)', 'Cash on delivery', … */
  paymentMethod: string
}

export interface InvoiceLine {
  sNo: number
  kind: 'goods' | 'service'
  skuId: number | null
  name: string
  pack: string | null
  batch: string | null
  expiry: string | null
  /** HSN for goods, SAC for the delivery service. */
  hsn: string
  ratePercent: number
  quantity: number
  mrp: Paise | null
  unitPrice: Paise
  /** unitPrice × quantity. */
  gross: Paise
  /** This line's share of the order's coupon. */
  discount: Paise
  taxableValue: Paise
  cgst: Paise
  sgst: Paise
  igst: Paise
  /** What the line charges: gross − discount = taxableValue + cgst + sgst + igst. */
  total: Paise
}

export interface TaxSummaryRow {
  ratePercent: number
  taxableValue: Paise
  cgst: Paise
  sgst: Paise
  igst: Paise
  tax: Paise
}

export interface InvoiceTotals {
  gross: Paise
  discount: Paise
  taxableValue: Paise
  cgst: Paise
  sgst: Paise
  igst: Paise
  tax: Paise
  grandTotal: Paise
}

export interface Invoice {
  invoiceNumber: string
  invoiceDate: Date
  orderId: string
  paymentMethod: string
  seller: InvoiceSeller
  buyer: Required<InvoiceBuyer>
  /** The delivery state, e.g. { state: 'Karnataka', code: '29' }. */
  placeOfSupply: { state: string; code: string }
  /** Same state as the fulfilment centre: CGST + SGST; otherwise IGST. */
  intraState: boolean
  /** Goods in the order given, then the delivery service when there is a fee. */
  lines: InvoiceLine[]
  /** One row per GST rate, lowest rate first. */
  taxSummary: TaxSummaryRow[]
  totals: InvoiceTotals
  /** The grand total in words, Indian numbering. */
  amountInWords: string
}

function invalid(message: string, field?: string): AppError {
  return new AppError({ code: 'invalid_invoice', status: 422, message, field })
}

function stateOf(address: InvoiceAddress, field: string): string {
  const code = gstStateCode(address.state)
  if (!code) throw invalid(`'${address.state}' is not an Indian state or union territory`, field)
  return code
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000

function checkLine(line: InvoiceLineInput, i: number, invoiceMonth: string): void {
  const at = `lines.${i}`
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1)
    throw invalid(`${line.name}: the quantity must be a whole number of at least 1`, `${at}.quantity`)
  if (line.unitPrice < 0) throw invalid(`${line.name}: a price cannot be negative`, `${at}.unitPrice`)
  // Legal Metrology (Packaged Commodities) Rules, 2011, r. 18: no retail sale above the MRP, which includes taxes.
  if (line.unitPrice > line.mrp) throw invalid(`${line.name}: the price is above the MRP`, `${at}.unitPrice`)
  if (!/^\d{4}$|^\d{6}$|^\d{8}$/.test(line.hsn)) throw invalid(`${line.name}: '${line.hsn}' is not an HSN code`, `${at}.hsn`)
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(line.expiry))
    throw invalid(`${line.name}: the expiry must be a month, YYYY-MM`, `${at}.expiry`)
  // No sale of a drug past its expiry (Drugs and Cosmetics Act, 1940); a batch is good to the end of its month.
  if (line.expiry < invoiceMonth) throw invalid(`${line.name}: batch ${line.batch} expired in ${line.expiry}`, `${at}.expiry`)
  try {
    basisPoints(line.ratePercent)
  } catch {
    throw invalid(`${line.name}: ${line.ratePercent}% is not a GST rate`, `${at}.ratePercent`)
  }
}

/** Builds the tax invoice of an order snapshot (see the file's header for the rules). */
export function buildInvoice(input: InvoiceInput): Invoice {
  const { seller, buyer } = input
  // A care plan bought alone (issue 23) is an invoice of its service line only.
  if (input.lines.length === 0 && !(input.carePlanFee && input.carePlanFee > 0)) {
    throw invalid('An invoice needs at least one line', 'lines')
  }
  // CGST Rules, 2017, r. 46(b): at most 16 characters of letters, digits, '-' and '/' (see invoiceNumber).
  if (!/^[A-Za-z0-9/-]{1,16}$/.test(input.invoiceNumber)) {
    throw invalid(
      `The invoice number '${input.invoiceNumber}' is not 1 to 16 characters of letters, digits, '-' or '/'`,
      'invoiceNumber',
    )
  }
  const gstinIssue = gstinProblem(seller.gstin)
  if (gstinIssue) throw invalid(gstinIssue, 'seller.gstin')
  const origin = stateOf(seller.address, 'seller.address.state')
  if (seller.gstin.slice(0, 2) !== origin) {
    throw invalid(`The GSTIN ${seller.gstin} is not registered in ${gstStateName(origin)}, the centre's state`, 'seller.gstin')
  }
  const shippingAddress = buyer.shippingAddress ?? buyer.address
  const destination = stateOf(shippingAddress, 'buyer.shippingAddress.state')
  const intraState = origin === destination

  const invoiceMonth = new Date(input.invoiceDate.getTime() + IST_OFFSET_MS).toISOString().slice(0, 7)
  input.lines.forEach((line, i) => checkLine(line, i, invoiceMonth))
  if (input.deliveryFee < 0) throw invalid('The delivery fee cannot be negative', 'deliveryFee')
  const grosses = input.lines.map((l) => timesPaise(l.unitPrice, l.quantity))
  if (input.discount < 0 || input.discount > sumPaise(grosses)) {
    throw invalid('The discount must be between zero and the value of the items', 'discount')
  }
  const discounts = apportion(input.discount, grosses)

  const priced = (ratePercent: number, gross: Paise, discount: Paise) => {
    const total = paise(gross - discount)
    const { taxable, tax } = splitInclusive(total, ratePercent)
    const { cgst, sgst } = intraState ? splitIntraState(tax) : { cgst: ZERO_PAISE, sgst: ZERO_PAISE }
    return { gross, discount, taxableValue: taxable, cgst, sgst, igst: intraState ? ZERO_PAISE : tax, total }
  }
  const lines: InvoiceLine[] = input.lines.map((l, i) => ({
    sNo: i + 1,
    kind: 'goods',
    skuId: l.skuId,
    name: l.name,
    pack: l.pack,
    batch: l.batch,
    expiry: l.expiry,
    hsn: l.hsn,
    ratePercent: l.ratePercent,
    quantity: l.quantity,
    mrp: l.mrp,
    unitPrice: l.unitPrice,
    ...priced(l.ratePercent, grosses[i] as Paise, discounts[i] as Paise),
  }))
  if (input.deliveryFee > 0) {
    lines.push({
      sNo: lines.length + 1,
      kind: 'service',
      skuId: null,
      name: 'Delivery charges',
      pack: null,
      batch: null,
      expiry: null,
      hsn: DELIVERY_SERVICE.hsn,
      ratePercent: DELIVERY_SERVICE.ratePercent,
      quantity: 1,
      mrp: null,
      unitPrice: input.deliveryFee,
      ...priced(DELIVERY_SERVICE.ratePercent, input.deliveryFee, ZERO_PAISE),
    })
  }

  if (input.carePlanFee && input.carePlanFee > 0) {
    lines.push({
      sNo: lines.length + 1,
      kind: 'service',
      skuId: null,
      name: 'Care Plan membership',
      pack: null,
      batch: null,
      expiry: null,
      hsn: CARE_PLAN_SERVICE.hsn,
      ratePercent: CARE_PLAN_SERVICE.ratePercent,
      quantity: 1,
      mrp: null,
      unitPrice: input.carePlanFee,
      ...priced(CARE_PLAN_SERVICE.ratePercent, input.carePlanFee, ZERO_PAISE),
    })
  }

  const sum = (rows: readonly InvoiceLine[], key: 'gross' | 'discount' | 'taxableValue' | 'cgst' | 'sgst' | 'igst' | 'total') =>
    sumPaise(rows.map((r) => r[key]))
  const rates = [...new Set(lines.map((l) => l.ratePercent))].sort((a, b) => a - b)
  const taxSummary = rates.map((ratePercent) => {
    const rows = lines.filter((l) => l.ratePercent === ratePercent)
    const [cgst, sgst, igst] = [sum(rows, 'cgst'), sum(rows, 'sgst'), sum(rows, 'igst')]
    return { ratePercent, taxableValue: sum(rows, 'taxableValue'), cgst, sgst, igst, tax: sumPaise([cgst, sgst, igst]) }
  })
  const [cgst, sgst, igst] = [sum(lines, 'cgst'), sum(lines, 'sgst'), sum(lines, 'igst')]
  const grandTotal = sum(lines, 'total')
  return {
    invoiceNumber: input.invoiceNumber,
    invoiceDate: input.invoiceDate,
    orderId: input.orderId,
    paymentMethod: input.paymentMethod,
    seller,
    buyer: { ...buyer, shippingAddress },
    placeOfSupply: { state: gstStateName(destination) as string, code: destination },
    intraState,
    lines,
    taxSummary,
    totals: {
      gross: sum(lines, 'gross'),
      discount: sum(lines, 'discount'),
      taxableValue: sum(lines, 'taxableValue'),
      cgst,
      sgst,
      igst,
      tax: sumPaise([cgst, sgst, igst]),
      grandTotal,
    },
    amountInWords: amountInWords(grandTotal),
  }
}
