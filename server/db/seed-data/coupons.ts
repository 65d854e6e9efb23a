import { fromRupees, paise, type Paise } from '../../../core/money.ts'

// Demo coupons (development and tests; listed in README.md). Production gets none: a coupon is a business decision
// made in the back office, not a seed.

export interface CouponSeed {
  code: string
  description: string
  kind: 'flat' | 'percent'
  value: number
  minOrderPaise: Paise
  maxDiscountPaise: Paise | null
  startsAt: string
  endsAt: string
  perAccountLimit: number
  firstOrderOnly: boolean
}

export const DEMO_COUPONS: readonly CouponSeed[] = [
  {
    code: 'WELCOME25',
    description: '25% off your first order, up to ₹150 (orders above ₹299)',
    kind: 'percent',
    value: 25,
    minOrderPaise: fromRupees(299),
    maxDiscountPaise: fromRupees(150),
    startsAt: '2026-01-01T00:00:00+05:30',
    endsAt: '2031-01-01T00:00:00+05:30',
    perAccountLimit: 1,
    firstOrderOnly: true,
  },
  {
    code: 'FLAT100',
    description: 'Flat ₹100 off on orders above ₹999',
    kind: 'flat',
    value: fromRupees(100),
    minOrderPaise: fromRupees(999),
    maxDiscountPaise: null,
    startsAt: '2026-01-01T00:00:00+05:30',
    endsAt: '2031-01-01T00:00:00+05:30',
    perAccountLimit: 3,
    firstOrderOnly: false,
  },
  {
    code: 'SAVE10',
    description: '10% off up to ₹200 on orders above ₹499',
    kind: 'percent',
    value: 10,
    minOrderPaise: fromRupees(499),
    maxDiscountPaise: fromRupees(200),
    startsAt: '2026-01-01T00:00:00+05:30',
    endsAt: '2031-01-01T00:00:00+05:30',
    perAccountLimit: 5,
    firstOrderOnly: false,
  },
  {
    code: 'MONSOON50',
    description: 'Flat ₹50 off (monsoon sale, ended)',
    kind: 'flat',
    value: fromRupees(50),
    minOrderPaise: paise(0),
    maxDiscountPaise: null,
    startsAt: '2026-06-01T00:00:00+05:30',
    endsAt: '2026-09-30T23:59:59+05:30',
    perAccountLimit: 1,
    firstOrderOnly: false,
  },
  {
    code: 'NEWYEAR2031',
    description: 'Flat ₹75 off (from 1 January 2031)',
    kind: 'flat',
    value: fromRupees(75),
    minOrderPaise: paise(0),
    maxDiscountPaise: null,
    startsAt: '2031-01-01T00:00:00+05:30',
    endsAt: '2031-12-31T23:59:59+05:30',
    perAccountLimit: 1,
    firstOrderOnly: false,
  },
]
