import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'
import { plain, seededCatalog, shop } from '../../../tests/integration/shop.ts'
import { pdfText } from '../../../tests/integration/pdf-text.ts'
import type { Db } from '../../db/client.ts'
import {
  cartPrescriptions,
  carts,
  fulfilmentCentres,
  invoiceSequences,
  orderLines,
  orders,
  prescriptionMedicines,
  prescriptions,
  stockBatches,
} from '../../db/schema.ts'
import { userOwner } from '../cart/owner.ts'

// Issue 9 §8 'a GST invoice': the number given when an order is confirmed (one unbroken series per financial year,
// starting again on 1 April IST), the invoice built from the order's snapshot (CGST+SGST within a state, IGST across
// states; a line per batch) and its PDF, for the order's owner only.

let clock = new Date('2026-11-24T10:00:00+05:30')
let f: ApiFixture
let db: Db
/** DEL1's GSTIN with its check character right (the library refuses a wrong one; see invoice-input.test.ts). */
const DEL1_GSTIN = '07AAACM1234F1Z0'
beforeAll(async () => {
  f = await createApiFixture({ now: () => clock })
  db = f.database.db
  await db.update(fulfilmentCentres).set({ gstin: DEL1_GSTIN }).where(eq(fulfilmentCentres.code, 'DEL1'))
})
afterAll(() => f?.close())

/** Haryana, served by the Delhi centre (centre_cities): an inter-state supply. */
const GURUGRAM = { city: 'Gurugram', state: 'Haryana', pincode: '122001' }

const { customer, fill, order } = shop(() => f, { prefix: '73000', name: 'Invoice Tester' })
const catalog = seededCatalog(() => db)
beforeAll(() => catalog.load())
const { otc, rx } = catalog
let keys = 0
const invoiceNumberOf = async (orderId: number) =>
  (await db.select({ n: orders.invoiceNumber }).from(orders).where(eq(orders.id, orderId)))[0]!.n
const serial = (n: string | null) => Number(n!.split('/')[2])

describe('invoice numbers', () => {
  test('cash-on-delivery orders get consecutive numbers of the year as they are placed', async () => {
    const numbers: string[] = []
    for (let i = 0; i < 3; i++) {
      const placed = await order(await customer(), [[otc(i), 1]])
      expect(placed.status).toBe('confirmed')
      numbers.push((await invoiceNumberOf(placed.orderId))!)
    }
    for (const n of numbers) expect(n).toMatch(/^MW\/26-27\/\d{7}$/)
    expect(numbers.map(serial)).toEqual([serial(numbers[0]!), serial(numbers[0]!) + 1, serial(numbers[0]!) + 2])
    const [row] = await db.select().from(invoiceSequences).where(eq(invoiceSequences.financialYear, '2026-27'))
    expect(row!.last).toBe(serial(numbers[2]!))
  })

  test('orders placed at once take each number once, with no gap', async () => {
    const buyers = await Promise.all(Array.from({ length: 6 }, () => customer()))
    const carts = await Promise.all(buyers.map((c, i) => fill(c, [[otc(3 + i), 1]])))
    const [before] = await db.select().from(invoiceSequences).where(eq(invoiceSequences.financialYear, '2026-27'))
    const placed = await Promise.all(
      buyers.map((c, i) =>
        f.services.orders.place(
          c.userId,
          { cartType: 'pharmacy', payment: 'cod', useWallet: false, expectedTotal: carts[i]!.total },
          `invoice-key-${++keys}-0000`,
        ),
      ),
    )
    const serials = await Promise.all(placed.map(async (p) => serial(await invoiceNumberOf(p.body.orderId))))
    expect(serials.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 6 }, (_, i) => before!.last + 1 + i))
  })

  test('an online order gets its number when paid; until then, and when cancelled unpaid, it has none', async () => {
    const c = await customer()
    const unpaid = await order(c, [[otc(10), 1]], 'online')
    expect(unpaid.status).toBe('pending_payment')
    expect(await invoiceNumberOf(unpaid.orderId)).toBeNull()
    await expect(f.services.invoices.pdf(c.userId, unpaid.number)).rejects.toMatchObject({
      status: 404,
      code: 'no_invoice',
      message: `Order ${unpaid.number} has no invoice yet: it is made once the order is paid for and confirmed.`,
    })
    const [before] = await db.select().from(invoiceSequences).where(eq(invoiceSequences.financialYear, '2026-27'))
    await f.services.orders.move(unpaid.orderId, 'paid', 'gateway')
    expect(await invoiceNumberOf(unpaid.orderId)).toBe(`MW/26-27/${String(before!.last + 1).padStart(7, '0')}`)

    const other = await customer()
    const abandoned = await order(other, [[otc(11), 1]], 'online')
    await f.services.orders.cancel(other.userId, abandoned.number, 'Changed my mind')
    expect(await invoiceNumberOf(abandoned.orderId)).toBeNull()
    await expect(f.services.invoices.pdf(other.userId, abandoned.number)).rejects.toMatchObject({
      status: 404,
      message: `Order ${abandoned.number} was cancelled before it was confirmed, so it has no invoice.`,
    })
    // Nothing was taken from the series by the order that never got confirmed.
    const [after] = await db.select().from(invoiceSequences).where(eq(invoiceSequences.financialYear, '2026-27'))
    expect(after!.last).toBe(before!.last + 1)
  })

  test('a prescription order gets its number when the pharmacist approves it; later moves keep it', async () => {
    const c = await customer()
    const { cartId } = await fill(c, [[rx(), 1]])
    const [p] = await db.insert(prescriptions).values({ userId: c.userId, patientName: 'Invoice Tester' }).returning()
    await db.insert(cartPrescriptions).values({ cartId, prescriptionId: p!.id })
    const placed = await order(c, [[rx(), 1]])
    expect(placed.status).toBe('awaiting_rx_check')
    expect(await invoiceNumberOf(placed.orderId)).toBeNull()
    await expect(f.services.invoices.pdf(c.userId, placed.number)).rejects.toMatchObject({
      message: `Order ${placed.number} has no invoice yet: it is made once our pharmacist has checked your prescription and confirmed the order.`,
    })
    // The pharmacist's approval: the prescription approved, naming the line (issue 10 §6: no packing without it).
    await db
      .update(prescriptions)
      .set({ status: 'approved', prescribedOn: '2026-11-20', verifiedBy: 1, verifiedAt: clock })
      .where(eq(prescriptions.id, p!.id))
    await db
      .insert(prescriptionMedicines)
      .values({ prescriptionId: p!.id, skuId: rx().id, name: rx().name, quantity: 1, position: 0 })
    await f.services.orders.move(placed.orderId, 'rx_approved', 'staff:1')
    const given = await invoiceNumberOf(placed.orderId)
    expect(given).toMatch(/^MW\/26-27\/\d{7}$/)
    await f.services.orders.move(placed.orderId, 'pack', 'staff:1')
    await expect(f.services.orders.cancel(c.userId, placed.number, 'x')).rejects.toMatchObject({ status: 409 })
    expect(await invoiceNumberOf(placed.orderId)).toBe(given)
  })

  test('a confirmed order cancelled later keeps its invoice', async () => {
    const c = await customer()
    const placed = await order(c, [[otc(12), 1]])
    await f.services.orders.cancel(c.userId, placed.number, 'Ordered by mistake')
    const pdf = await f.services.invoices.pdf(c.userId, placed.number)
    expect(pdf.invoiceNumber).toBe(await invoiceNumberOf(placed.orderId))
  })
})

describe('the invoice of an order', () => {
  test('within Delhi: CGST and SGST, sold by the Delhi centre, totals equal to the order, a line per batch', async () => {
    const c = await customer()
    // Dear enough that 3 of it pass WELCOME25's ₹299 minimum.
    const split = catalog.all().filter((p) => plain(p) && !p.rxRequired && p.pricePaise >= 10_000)[0]!
    // The batch expiring first holds one unit: the order's 3 units come from two batches.
    const batches = await db
      .select()
      .from(stockBatches)
      .innerJoin(fulfilmentCentres, eq(fulfilmentCentres.id, stockBatches.centreId))
      .where(and(eq(stockBatches.skuId, split.id), eq(fulfilmentCentres.code, 'DEL1')))
      .orderBy(asc(stockBatches.expiresOn))
    const [first, second] = batches.map((b) => b.stock_batches)
    await db.update(stockBatches).set({ onHand: 1 }).where(eq(stockBatches.id, first!.id))
    const { cartId } = await fill(c, [
      [split, 3],
      [otc(14), 1],
    ])
    await f.services.cartDetails.applyCoupon(userOwner(c.userId), 'WELCOME25', 'New Delhi')
    expect((await db.select().from(carts).where(eq(carts.id, cartId)))[0]!.couponCode).toBe('WELCOME25')
    const placed = await order(c, [
      [split, 3],
      [otc(14), 1],
    ])
    const [row] = await db.select().from(orders).where(eq(orders.id, placed.orderId))
    const invoice = await f.services.invoices.invoiceOf(c.userId, placed.number)

    expect(invoice).toMatchObject({
      invoiceNumber: row!.invoiceNumber,
      orderId: placed.number,
      intraState: true,
      placeOfSupply: { state: 'Delhi', code: '07' },
      paymentMethod: 'Cash on delivery',
      seller: { legalName: 'MedWise Fulfilment Centre, Okhla', gstin: DEL1_GSTIN, address: { state: 'Delhi' } },
      buyer: { name: 'Invoice Tester', address: { city: 'New Delhi', pincode: '110001' } },
    })
    expect(invoice.invoiceDate).toEqual(clock)
    const goods = invoice.lines.filter((l) => l.kind === 'goods')
    expect(goods.map((l) => [l.skuId, l.batch, l.expiry, l.quantity])).toEqual([
      [split.id, first!.batchNo, first!.expiresOn.slice(0, 7), 1],
      [split.id, second!.batchNo, second!.expiresOn.slice(0, 7), 2],
      [otc(14).id, expect.any(String), expect.stringMatching(/^\d{4}-\d{2}$/), 1],
    ])
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, placed.orderId))
    for (const l of goods) expect(l.hsn).toBe(lines.find((x) => x.skuId === l.skuId)!.hsn)
    expect(invoice.totals.grandTotal).toBe(row!.totalPaise)
    expect(invoice.totals.discount).toBe(row!.couponDiscountPaise)
    expect(invoice.totals.discount).toBeGreaterThan(0)
    expect(invoice.totals.cgst).toBeGreaterThan(0)
    expect(invoice.totals.sgst).toBeGreaterThan(0)
    expect(invoice.totals.igst).toBe(0)
  })

  test('from Delhi to Haryana: IGST only, the place of supply is Haryana', async () => {
    const c = await customer(GURUGRAM)
    const placed = await order(c, [[otc(15), 2]])
    const invoice = await f.services.invoices.invoiceOf(c.userId, placed.number)
    expect(invoice).toMatchObject({ intraState: false, placeOfSupply: { state: 'Haryana', code: '06' } })
    expect(invoice.totals.igst).toBeGreaterThan(0)
    expect(invoice.totals.cgst + invoice.totals.sgst).toBe(0)
    const text = pdfText((await f.services.invoices.pdf(c.userId, placed.number, { compress: false })).bytes)
    expect(text).toContain('IGST')
    expect(text).not.toContain('CGST')
    expect(text).toContain(': Haryana (06)')
  })

  test('the PDF names the order, the invoice number and the seller’s GSTIN, compressed or not', async () => {
    const c = await customer()
    const placed = await order(c, [[otc(16), 1]])
    const number = (await invoiceNumberOf(placed.orderId))!
    for (const compress of [false, true]) {
      const pdf = await f.services.invoices.pdf(c.userId, placed.number, { compress })
      expect(pdf).toMatchObject({ orderNumber: placed.number, invoiceNumber: number })
      expect(Buffer.from(pdf.bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
      const text = pdfText(pdf.bytes)
      for (const expected of [`: ${placed.number}`, number, `GSTIN: ${DEL1_GSTIN}`, 'CGST', 'SGST', 'Invoice Tester']) {
        expect(text).toContain(expected)
      }
    }
  })

  test('another account’s order, or one that does not exist, is a 404', async () => {
    const c = await customer()
    const placed = await order(c, [[otc(17), 1]])
    const other = await customer()
    await expect(f.services.invoices.pdf(other.userId, placed.number)).rejects.toMatchObject({
      status: 404,
      code: 'unknown_order',
      message: `No order ${placed.number} in your account`,
    })
    await expect(f.services.invoices.pdf(c.userId, 'MW99999999')).rejects.toMatchObject({ status: 404 })
  })
})

describe('the financial year', () => {
  test('numbers start again at 1 on 1 April, in IST', async () => {
    // 31 March 2027, 23:59 IST is still 2026-27 (18:29 UTC); a minute later, 2027-28 has begun.
    clock = new Date('2027-03-31T23:59:00+05:30')
    const late = await order(await customer(), [[otc(18), 1]])
    expect(await invoiceNumberOf(late.orderId)).toMatch(/^MW\/26-27\/\d{7}$/)
    clock = new Date('2027-04-01T00:00:30+05:30')
    const first = await order(await customer(), [[otc(19), 1]])
    const second = await order(await customer(), [[otc(20), 1]])
    expect(await invoiceNumberOf(first.orderId)).toBe('MW/27-28/0000001')
    expect(await invoiceNumberOf(second.orderId)).toBe('MW/27-28/0000002')
    const years = await db.select().from(invoiceSequences).orderBy(asc(invoiceSequences.financialYear))
    expect(years.map((y) => y.financialYear)).toEqual(['2026-27', '2027-28'])
    expect(years[1]!.last).toBe(2)
  })
})
