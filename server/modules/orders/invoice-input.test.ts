import { describe, expect, test } from 'vitest'
import { paise } from '../../../core/money.ts'
import { CENTRES } from '../../db/seed-data/centres.ts'
import { buildInvoice } from './invoice/gst.ts'
import { gstinProblem, gstStateCode } from './invoice/gst-states.ts'
import {
  invoiceInputOf,
  invoiceLinesOf,
  noInvoiceReason,
  snapshotAddress,
  type LineBatch,
  type SnapshotLine,
} from './invoice-input.ts'
import type { AddressSnapshot } from './schema.ts'
import type { OrderStatus } from '../../../core/orders/statuses.ts'
import { PAYMENT_METHODS } from '../../../core/corporate/payment.ts'
import { paymentMethodLabel } from '../../../core/orders/payment-method-label.ts'

const line = (over: Partial<SnapshotLine> = {}): SnapshotLine => ({
  id: 1,
  skuId: 100003,
  name: 'Crocin 650 Tablet',
  pack: 'strip of 15 tablets',
  hsn: '3004',
  gstRatePercent: 5,
  quantity: 3,
  mrpPaise: paise(3400),
  pricePaise: paise(2992),
  ...over,
})
const batch = (over: Partial<LineBatch> = {}): LineBatch => ({
  orderLineId: 1,
  batchId: 10,
  batchNo: 'MW1003D1',
  expiresOn: '2027-09-01',
  quantity: 3,
  ...over,
})

describe('invoiceLinesOf: one invoice line per line and batch', () => {
  test.each<[string, SnapshotLine[], LineBatch[], Array<[string, string, number]>]>([
    ['one batch', [line()], [batch()], [['MW1003D1', '2027-09', 3]]],
    [
      'two batches split the quantity, the batch expiring first first',
      [line({ quantity: 5 })],
      [batch({ batchId: 11, batchNo: 'LATE', expiresOn: '2028-06-01', quantity: 2 }), batch({ quantity: 3 })],
      [
        ['MW1003D1', '2027-09', 3],
        ['LATE', '2028-06', 2],
      ],
    ],
    [
      'two reservations of one batch are one invoice line',
      [line({ quantity: 4 })],
      [batch({ quantity: 1 }), batch({ quantity: 3 })],
      [['MW1003D1', '2027-09', 4]],
    ],
    [
      'lines keep their order; each takes only its own batches',
      [line({ id: 2, skuId: 7, quantity: 1 }), line({ id: 1, quantity: 2 })],
      [batch({ orderLineId: 1, quantity: 2 }), batch({ orderLineId: 2, batchId: 20, batchNo: 'B7', quantity: 1 })],
      [
        ['B7', '2027-09', 1],
        ['MW1003D1', '2027-09', 2],
      ],
    ],
  ])('%s', (_name, lines, batches, expected) => {
    const out = invoiceLinesOf(lines, batches)
    expect(out.map((l) => [l.batch, l.expiry, l.quantity])).toEqual(expected)
    for (const l of out) {
      const from = lines.find((x) => x.skuId === l.skuId)!
      expect(l).toMatchObject({ hsn: from.hsn, ratePercent: from.gstRatePercent, mrp: from.mrpPaise, unitPrice: from.pricePaise })
    }
  })

  test.each([
    ['fewer units reserved than ordered', [batch({ quantity: 2 })]],
    ['more units reserved than ordered', [batch({ quantity: 2 }), batch({ batchId: 11, quantity: 2 })]],
    ['no reservation at all', []],
  ])('refuses a broken snapshot: %s', (_name, batches) => {
    expect(() => invoiceLinesOf([line()], batches)).toThrow(/has 3 units but \d+ reserved/)
  })
})

const HOME: AddressSnapshot = {
  recipientName: 'Kavya Nair',
  phone: '9812345678',
  address: 'Flat 12, Lotus Towers, Barakhamba Road',
  landmark: null,
  pincode: '110001',
  city: 'New Delhi',
  state: 'Delhi',
  country: 'India',
  addressType: 'home',
  addressName: 'Home',
  latitude: null,
  longitude: null,
}

test.each([
  [null, undefined],
  ['  ', undefined],
  ['Modern School', 'Near Modern School'],
])('the delivery address with landmark %j prints line 2 %j', (landmark, line2) => {
  expect(snapshotAddress({ ...HOME, landmark })).toEqual({
    line1: HOME.address,
    ...(line2 ? { line2 } : {}),
    city: 'New Delhi',
    state: 'Delhi',
    pincode: '110001',
  })
})

test.each<[OrderStatus, string]>([
  ['pending_payment', 'Order MW10000001 has no invoice yet: it is made once the order is paid for and confirmed.'],
  [
    'awaiting_rx_check',
    'Order MW10000001 has no invoice yet: it is made once our pharmacist has checked your prescription and confirmed the order.',
  ],
  ['cancelled', 'Order MW10000001 was cancelled before it was confirmed, so it has no invoice.'],
])('no invoice for an order that is %s says why', (status, text) => {
  expect(noInvoiceReason(status, 'MW10000001')).toBe(text)
})

test('every way an order can be paid (orders.payment_method) has words on the invoice', () => {
  for (const method of PAYMENT_METHODS) expect(paymentMethodLabel(method)).not.toBe(method)
})

test('the input of an order with a coupon and a delivery fee builds an invoice sold by the centre', () => {
  const [del] = CENTRES
  const input = invoiceInputOf(
    {
      number: 'MW10000042',
      invoiceNumber: 'MW/26-27/0000042',
      paymentMethod: 'wallet_cod',
      couponDiscountPaise: paise(500),
      deliveryFeePaise: paise(4900),
      address: HOME,
    },
    { ...del!, gstin: '07AAACM1234F1Z0' },
    [line()],
    [batch()],
    new Date('2026-11-24T10:00:00+05:30'),
  )
  expect(input.seller).toEqual({
    legalName: 'MedWise Fulfilment Centre, Okhla',
    gstin: '07AAACM1234F1Z0',
    drugLicenceNumbers: ['20B/DL/SD/2024/1042', '21B/DL/SD/2024/1042'],
    // issue 10 §5: the centre's pharmacist in charge is printed on the invoice.
    pharmacistInCharge: { name: 'Ritu Malhotra', registrationNumber: 'SPC/2016/10731' },
    address: { line1: del!.address, city: 'New Delhi', state: 'Delhi', pincode: '110020' },
  })
  expect(input).toMatchObject({
    orderId: 'MW10000042',
    invoiceNumber: 'MW/26-27/0000042',
    discount: 500,
    deliveryFee: 4900,
    paymentMethod: 'MedWise Cash and cash on delivery',
    buyer: { name: 'Kavya Nair', phone: '9812345678' },
  })
  const invoice = buildInvoice(input)
  expect(invoice.intraState).toBe(true)
  expect(invoice.totals.grandTotal).toBe(3 * 2992 - 500 + 4900)
})

// The invoice refuses a seller whose GSTIN is malformed or of another state: the seeded centres must pass.
test.each(CENTRES.map((c) => [c.code, c.gstin, c.state] as const))(
  'the seeded centre %s has a well-formed GSTIN (%s) of its state',
  (_code, gstin, state) => {
    expect(gstinProblem(gstin)).toBeUndefined()
    expect(gstin.slice(0, 2)).toBe(gstStateCode(state))
  },
)
