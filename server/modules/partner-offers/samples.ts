import type { Db } from '../../db/client.ts'
import { partnerOfferCodes, partnerOffers, partners } from './schema.ts'

// Sample partners and offers for development and the demo (issue 27 §3): they say they are samples, and their codes
// are honoured by nobody. Seeded once, with windows around the day they are seeded: live, opening in a week, ended.

const DAY = 86_400_000
const SAMPLE_TERM =
  'This is a sample offer shown for demonstration: the partner is not real and the code is not honoured anywhere.'

interface SampleOffer {
  title: string
  summary: string
  kind: 'discount_code' | 'free_service'
  eligibility: 'everyone' | 'members' | 'corporate'
  fromDays: number
  toDays: number
  codes: number
  prefix: string
  terms: string[]
  howToUse: string
}
interface SamplePartner {
  slug: string
  name: string
  about: string
  website: string | null
  offers: SampleOffer[]
}

export const SAMPLE_PARTNERS: readonly SamplePartner[] = [
  {
    slug: 'fitlife-gyms',
    name: 'FitLife Gyms (sample)',
    about: 'A sample chain of neighbourhood gyms, shown to demonstrate partner offers.',
    website: null,
    offers: [
      {
        title: '20% off a yearly gym membership',
        summary: 'Save 20% on a 12-month membership at any FitLife gym.',
        kind: 'discount_code',
        eligibility: 'everyone',
        fromDays: -10,
        toDays: 60,
        codes: 100,
        prefix: 'FITLIFE20',
        terms: [
          SAMPLE_TERM,
          'One code per person. The code works once, on a new 12-month membership bought at the front desk.',
          'The discount is on the membership fee only, not on personal training or lockers.',
        ],
        howToUse: 'Show the code at the front desk of any FitLife gym when you buy your membership.',
      },
    ],
  },
  {
    slug: 'smilecare-dental',
    name: 'SmileCare Dental (sample)',
    about: 'A sample group of dental clinics, shown to demonstrate partner offers for Care Plan members.',
    website: null,
    offers: [
      {
        title: 'A free dental check-up',
        summary: 'A dental check-up and cleaning advice, free for Care Plan members.',
        kind: 'free_service',
        eligibility: 'members',
        fromDays: -5,
        toDays: 90,
        codes: 50,
        prefix: 'SMILE',
        terms: [
          SAMPLE_TERM,
          'For Care Plan members while their membership runs. One check-up per member.',
          'Book an appointment with the clinic before you visit; treatment, X-rays and cleaning are charged as usual.',
        ],
        howToUse: 'Quote the voucher when you book, and show it at the clinic.',
      },
    ],
  },
  {
    slug: 'calmmind',
    name: 'CalmMind (sample)',
    about: 'A sample meditation and sleep app, shown to demonstrate an offer that has not opened yet.',
    website: null,
    offers: [
      {
        title: 'One month of guided meditation, free',
        summary: 'A month of CalmMind Premium at no cost.',
        kind: 'discount_code',
        eligibility: 'everyone',
        fromDays: 7,
        toDays: 67,
        codes: 50,
        prefix: 'CALM1M',
        terms: [SAMPLE_TERM, 'For new CalmMind accounts only. The month starts when the code is redeemed.'],
        howToUse: 'Redeem the code in the app under Settings, then Redeem a code.',
      },
    ],
  },
  {
    slug: 'specskart',
    name: 'SpecsKart (sample)',
    about: 'A sample eyewear shop, shown to demonstrate an offer for employees of our corporate partners.',
    website: null,
    offers: [
      {
        title: '₹500 off eyeglasses',
        summary: '₹500 off frames with lenses above ₹1,500.',
        kind: 'discount_code',
        eligibility: 'corporate',
        fromDays: -3,
        toDays: 45,
        codes: 50,
        prefix: 'SPECS500',
        terms: [SAMPLE_TERM, 'For employees covered by a MedWise corporate plan. One code per person, on one order.'],
        howToUse: 'Enter the code at SpecsKart’s checkout.',
      },
    ],
  },
  {
    slug: 'nutribox',
    name: 'NutriBox (sample)',
    about: 'A sample healthy-snacks subscription, shown to demonstrate an offer that has ended.',
    website: null,
    offers: [
      {
        title: '15% off healthy snack boxes',
        summary: '15% off your first three NutriBox deliveries.',
        kind: 'discount_code',
        eligibility: 'everyone',
        fromDays: -40,
        toDays: -5,
        codes: 20,
        prefix: 'NUTRI15',
        terms: [SAMPLE_TERM, 'For new subscriptions only.'],
        howToUse: 'Enter the code at NutriBox’s checkout.',
      },
    ],
  },
]

/** Seeds the sample partners once (a database with any partner is left alone). */
export async function seedSamplePartnerOffers(db: Db, at: Date = new Date()): Promise<void> {
  const [any] = await db.select({ id: partners.id }).from(partners).limit(1)
  if (any) return
  const day0 = Math.floor(at.getTime() / DAY) * DAY - 5.5 * 3_600_000 // midnight IST of the day
  for (const p of SAMPLE_PARTNERS) {
    const [partner] = await db
      .insert(partners)
      .values({
        slug: p.slug,
        name: p.name,
        about: p.about,
        logoUrl: `/images/partners/${p.slug}.svg`,
        website: p.website,
        sample: true,
        createdAt: at,
      })
      .returning({ id: partners.id })
    for (const o of p.offers) {
      const [offer] = await db
        .insert(partnerOffers)
        .values({
          partnerId: partner!.id,
          title: o.title,
          summary: o.summary,
          kind: o.kind,
          eligibility: o.eligibility,
          startsAt: new Date(day0 + o.fromDays * DAY),
          endsAt: new Date(day0 + o.toDays * DAY),
          terms: o.terms,
          howToUse: o.howToUse,
          sample: true,
          createdAt: at,
        })
        .returning({ id: partnerOffers.id })
      await db.insert(partnerOfferCodes).values(
        Array.from({ length: o.codes }, (_, i) => ({
          offerId: offer!.id,
          code: `${o.prefix}-S${String(i + 1).padStart(4, '0')}`,
        })),
      )
    }
  }
}
