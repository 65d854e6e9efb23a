// Fulfilment centres and their stock (issue 9): sample data, like the catalog's prices. Six licensed warehouse
// pharmacies in the metros; each delivers to the serviceable cities within DELIVERY_RADIUS_KM, and every serviceable
// city is served by at least its nearest centre. GSTINs (with valid check characters) and licence numbers are well formed but not real (the 'Z'
// entity code and sample PANs): a real deployment replaces them from the back office.

export interface CentreSeed {
  code: string
  name: string
  address: string
  /** A city of the cities table (its coordinates place the centre). */
  city: string
  state: string
  pincode: string
  gstin: string
  drugLicence: string
  /** The registered pharmacist in charge (sample names and numbers), printed on invoices and in the footer. */
  pharmacistName: string
  pharmacistRegNo: string
}

export const CENTRES: readonly CentreSeed[] = [
  {
    code: 'DEL1',
    name: 'MedWise Fulfilment Centre, Okhla',
    address: 'Plot 42, Okhla Industrial Area Phase II, New Delhi',
    city: 'New Delhi',
    state: 'Delhi',
    pincode: '110020',
    gstin: '07AAACM1234F1Z0',
    drugLicence: '20B/DL/SD/2024/1042, 21B/DL/SD/2024/1042',
    pharmacistName: 'Ritu Malhotra',
    pharmacistRegNo: 'SPC/2016/10731',
  },
  {
    code: 'BOM1',
    name: 'MedWise Fulfilment Centre, Andheri',
    address: 'Unit 7, Marol Industrial Estate, Andheri East, Mumbai',
    city: 'Mumbai',
    state: 'Maharashtra',
    pincode: '400093',
    gstin: '27AAACM1234F1ZY',
    drugLicence: '20B/MH/MZ5/2024/2210, 21B/MH/MZ5/2024/2210',
    pharmacistName: 'Sanjay Patil',
    pharmacistRegNo: 'SPC/2017/11462',
  },
  {
    code: 'BLR1',
    name: 'MedWise Fulfilment Centre, Bommasandra',
    address: '118, Bommasandra Industrial Area, Hosur Road, Bengaluru',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560099',
    gstin: '29AAACM1234F1ZU',
    drugLicence: '20B/KA/BU/2024/3310, 21B/KA/BU/2024/3310',
    pharmacistName: 'Kavya Reddy',
    pharmacistRegNo: 'SPC/2018/12193',
  },
  {
    code: 'MAA1',
    name: 'MedWise Fulfilment Centre, Ambattur',
    address: '23, Ambattur Industrial Estate, Chennai',
    city: 'Chennai',
    state: 'Tamil Nadu',
    pincode: '600058',
    gstin: '33AAACM1234F1Z5',
    drugLicence: '20B/TN/CH/2024/4410, 21B/TN/CH/2024/4410',
    pharmacistName: 'Arjun Iyer',
    pharmacistRegNo: 'SPC/2019/12924',
  },
  {
    code: 'CCU1',
    name: 'MedWise Fulfilment Centre, Taratala',
    address: '9, Taratala Industrial Area, Kolkata',
    city: 'Kolkata',
    state: 'West Bengal',
    pincode: '700088',
    gstin: '19AAACM1234F1ZV',
    drugLicence: '20B/WB/KOL/2024/5510, 21B/WB/KOL/2024/5510',
    pharmacistName: 'Sneha Banerjee',
    pharmacistRegNo: 'SPC/2020/13655',
  },
  {
    code: 'HYD1',
    name: 'MedWise Fulfilment Centre, Balanagar',
    address: '5-36, Balanagar Industrial Estate, Hyderabad',
    city: 'Hyderabad',
    state: 'Telangana',
    pincode: '500037',
    gstin: '36AAACM1234F1ZZ',
    drugLicence: '20B/TS/HYD/2024/6610, 21B/TS/HYD/2024/6610',
    pharmacistName: 'Farhan Qureshi',
    pharmacistRegNo: 'SPC/2021/14386',
  },
]

/** A centre delivers to the serviceable cities within this distance (and to the cities it is the nearest centre of). */
export const DELIVERY_RADIUS_KM = 700

export interface BatchSeed {
  batchNo: string
  /** Months from the seed date to the batch's expiry. */
  monthsToExpiry: number
  onHand: number
}

/**
 * The stock of one SKU in one centre: deterministic, so tests can name what is short.
 * - SKU ids divisible by 97: out of stock everywhere.
 * - divisible by 31: out of stock in BOM1 only (Mumbai and Pune are also served by HYD1: a split shipment).
 * - divisible by 17: 3 units left in one batch.
 * - divisible by 13: a second batch that expires within 2 months (never sold: short shelf life).
 */
export function stockPlan(skuId: number, centre: string): BatchSeed[] {
  if (skuId % 97 === 0) return []
  if (skuId % 31 === 0 && centre === 'BOM1') return []
  const lot = (n: number) => `MW${(skuId % 9000) + 1000}${centre.charAt(0)}${n}`
  if (skuId % 17 === 0) return [{ batchNo: lot(1), monthsToExpiry: 14, onHand: 3 }]
  const batches: BatchSeed[] = [
    { batchNo: lot(1), monthsToExpiry: 8 + (skuId % 12), onHand: 20 + ((skuId * 7) % 130) },
    { batchNo: lot(2), monthsToExpiry: 20 + (skuId % 10), onHand: 40 + ((skuId * 11) % 160) },
  ]
  if (skuId % 13 === 0) batches.push({ batchNo: lot(3), monthsToExpiry: 1, onHand: 50 })
  return batches
}
