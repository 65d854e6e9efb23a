// A small order snapshot shared by the invoice tests (a factory, so each test changes only what it is about).
import { paise } from '../../core/money.ts'
import type { InvoiceAddress, InvoiceInput, InvoiceLineInput } from '../../server/modules/orders/invoice/gst.ts'

export const BENGALURU_CENTRE: InvoiceAddress = {
  line1: 'Plot 14, KIADB Industrial Area',
  line2: 'Bommasandra',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560099',
}

export const BENGALURU_HOME: InvoiceAddress = {
  line1: '221, 4th Cross, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
}

export const MUMBAI_HOME: InvoiceAddress = {
  line1: 'Flat 902, Sea View CHS, Carter Road',
  line2: 'Bandra West',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400050',
}

/** A GSTIN of Karnataka (29) whose check character is right. */
export const SELLER_GSTIN = '29AABCM1234F1ZT'

/** Three goods at 5%, 18% and nil. */
export const LINES: InvoiceLineInput[] = [
  {
    skuId: 101,
    name: 'Dolo 650 Tablet',
    pack: 'strip of 15 tablets',
    batch: 'DOBS3975',
    expiry: '2028-03',
    hsn: '3004',
    ratePercent: 5,
    quantity: 2,
    mrp: paise(3400),
    unitPrice: paise(3060),
  },
  {
    skuId: 202,
    name: 'Cetaphil Gentle Skin Cleanser',
    pack: 'bottle of 250 ml',
    batch: 'CT24K11',
    expiry: '2027-10',
    hsn: '3401',
    ratePercent: 18,
    quantity: 1,
    mrp: paise(49900),
    unitPrice: paise(44900),
  },
  {
    skuId: 303,
    name: 'Whisper Ultra Clean Sanitary Pads XL',
    pack: 'pack of 30 pads',
    batch: 'WH5521',
    expiry: '2029-01',
    hsn: '9619',
    ratePercent: 0,
    quantity: 3,
    mrp: paise(19900),
    unitPrice: paise(17900),
  },
]

export function invoiceInput(overrides: Partial<InvoiceInput> = {}): InvoiceInput {
  return {
    seller: {
      legalName: 'MedWise Pharmacy Private Limited',
      gstin: SELLER_GSTIN,
      drugLicenceNumbers: ['KA-B20-123456', 'KA-B21-123457'],
      address: BENGALURU_CENTRE,
    },
    buyer: { name: 'Ananya Rao', phone: '9876543210', address: BENGALURU_HOME },
    invoiceNumber: 'MW/26-27/0000123',
    invoiceDate: new Date('2026-11-24T10:15:00+05:30'),
    orderId: 'MW1234567',
    lines: LINES,
    discount: paise(5000),
    deliveryFee: paise(4900),
    paymentMethod: 'UPI (prepaid)',
    ...overrides,
  }
}
