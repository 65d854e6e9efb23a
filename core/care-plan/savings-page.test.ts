import { describe, expect, test } from 'vitest'
import { paise, type Paise } from '../money.ts'
import { cancellationRefund } from './benefits.ts'
import { addMonths, type MemberState } from './membership.ts'
import type { PlanTerms, PlanView } from './plans.ts'
import { buildDetailedSavings, buildSavingsPage, faqOf, indiaDate, type SavingsPageInput } from './savings-page.ts'
import { offerCard } from '../partner-offers/rules.ts'

const DAY = 86_400_000
const at = new Date('2026-11-29T10:00:00+05:30')
const terms: PlanTerms = {
  medicineDiscountPercent: 5,
  freeDelivery: true,
  labDiscountPercent: 10,
  cashbackPercent: 2,
  cashbackCapPaise: paise(10_000),
  freeConsultations: 2,
  priorityProcessing: true,
}
const plan: PlanView = {
  id: 3,
  code: 'cp12',
  name: 'Care Plan 12 months',
  durationMonths: 12,
  pricePaise: paise(39_900),
  mrpPaise: paise(66_000),
  terms,
  sample: true,
}

function input(over: {
  state?: MemberState
  startsAt?: Date
  endsAt?: Date
  codLocked?: boolean
  saved?: Paise
  renewal?: boolean
  cancelledAt?: Date
}): SavingsPageInput {
  const startsAt = over.startsAt ?? new Date(at.getTime() - 30 * DAY)
  const endsAt = over.endsAt ?? addMonths(startsAt, 12)
  const saved = over.saved ?? paise(0)
  return {
    at,
    term: {
      id: 7,
      planId: 3,
      planName: plan.name,
      terms,
      state: over.state ?? 'active',
      startsAt,
      endsAt,
      codLocked: over.codLocked ?? false,
      orderNumber: 'MW10000042',
      feePaise: paise(39_900),
      cancelledAt: over.cancelledAt ?? null,
      refundPaise: over.cancelledAt ? paise(12_000) : null,
    },
    renewal: over.renewal
      ? { planName: plan.name, startsAt: endsAt, endsAt: addMonths(endsAt, 12), feePaise: paise(39_900) }
      : null,
    saved: { total: saved, byBenefit: saved ? { member_discount: paise(saved - 4_900), free_delivery: paise(4_900) } : {} },
    savedByTerm: saved,
    renewPlan: plan,
  }
}

const types = (p: ReturnType<typeof buildSavingsPage>) => p.data.data.map((w) => w.type)

describe('the savings page, by the member’s term', () => {
  test.each([
    [
      'active, with savings',
      input({ saved: paise(12_345) }),
      ['membership_info', 'savings', 'use_benefits', 'partnership_offers', 'benefits', 'benefits', 'faq', 'cancel_membership'],
    ],
    [
      'expiring: renew information and the renew widget',
      input({ state: 'expiring', endsAt: new Date(at.getTime() + 10 * DAY), saved: paise(5_000) }),
      [
        'membership_info',
        'savings',
        'renew_info',
        'use_benefits',
        'partnership_offers',
        'benefits',
        'benefits',
        'faq',
        'renew',
        'cancel_membership',
      ],
    ],
    [
      'bought on cash on delivery: the cod_benefit widget, benefits locked',
      input({ codLocked: true }),
      [
        'membership_info',
        'savings',
        'cod_benefit',
        'use_benefits',
        'partnership_offers',
        'benefits',
        'benefits',
        'faq',
        'cancel_membership',
      ],
    ],
    [
      'a renewal queued: renew information, no renew widget',
      input({ renewal: true, saved: paise(9_000) }),
      [
        'membership_info',
        'savings',
        'renew_info',
        'use_benefits',
        'partnership_offers',
        'benefits',
        'benefits',
        'faq',
        'cancel_membership',
      ],
    ],
    [
      'expired: its status and the renew widget only',
      input({ state: 'expired', startsAt: new Date(at.getTime() - 400 * DAY), endsAt: new Date(at.getTime() - 35 * DAY) }),
      ['membership_info', 'membership_status', 'savings', 'faq', 'renew'],
    ],
    [
      'cancelled: its status, the way back',
      input({ state: 'cancelled', cancelledAt: new Date(at.getTime() - DAY) }),
      ['membership_info', 'membership_status', 'savings', 'faq', 'renew'],
    ],
  ])('%s', (_name, view, expected) => {
    const page = buildSavingsPage(view)
    expect(types(page)).toEqual(expected)
    // Slots in order; the section headings in spec 2 §9's colour.
    const slots = page.data.data.map((w) => w.slot)
    expect(slots).toEqual([...slots].sort((a, b) => a - b))
    expect(page.plan_id).toBe(3)
    expect(page.page_properties.slug).toBeNull()
    for (const w of page.data.data) if (w.type === 'faq' || w.type === 'use_benefits') expect(w.header.color).toBe('#8A2422')
  })

  test('the savings widget: the recorded total, or no savings yet', () => {
    const saved = buildSavingsPage(input({ saved: paise(12_345) })).data.data.find((w) => w.type === 'savings')!
    expect(saved).toMatchObject({
      heading: 'You have saved ₹123.45 with Care Plan',
      header_subtext: '₹123.45',
      amount: 123.45,
      cta: { label: 'View breakdown', action: 'view_breakdown' },
    })
    const none = buildSavingsPage(input({})).data.data.find((w) => w.type === 'savings')!
    expect(none).toMatchObject({ heading: 'Start saving with Care Plan', amount: 0 })
    expect(none.cta).toBeUndefined()
  })

  test('the membership card says how long is left; the expiring one renews from the end', () => {
    const page = buildSavingsPage(input({ state: 'expiring', endsAt: new Date('2026-12-09T10:00:00+05:30') }))
    expect(page.data.data[0]).toMatchObject({
      type: 'membership_info',
      status_info: { text: 'Expiring soon', day: 'Valid till 9 Dec 2026', subtext: '10 days left' },
    })
    expect(page.data.data.find((w) => w.type === 'renew_info')).toMatchObject({
      header: { text: 'Your plan ends in 10 days' },
      cta: { label: 'Renew now', url: { web: '/subscription-plan/subscriptions' } },
    })
    expect(page.data.data.find((w) => w.type === 'renew')).toMatchObject({ cta: { renew_label: 'RENEW NOW' } })
  })

  test('cash on delivery: the cancel sheets are left out and the button disabled; pharmacy cards locked', () => {
    const page = buildSavingsPage(input({ codLocked: true }))
    expect(page.data.data.find((w) => w.type === 'cod_benefit')).toMatchObject({ order_number: 'MW10000042' })
    expect(page.data.data.find((w) => w.type === 'cancel_membership')).toMatchObject({ cta: { disabled: true } })
    expect(page.data.data.filter((w) => w.type === 'benefits').every((w) => w.benefits_locked)).toBe(true)
    expect(page.data.bottom_sheets.cancel_membership_bottom_info).toBeUndefined()
    expect(page.data.bottom_sheets.cancel_bottomsheet_confirm_info).toBeUndefined()
  })

  test('benefit cards: spec 2 §9 sizes and the pharmacy alt', () => {
    const page = buildSavingsPage(input({}))
    type Card = { section: string; type: string; image: object }
    const cards = page.data.data.flatMap((w): Card[] => (w.type === 'benefits' ? w.data : []))
    for (const c of cards.filter((c) => c.section === 'pharmacy'))
      expect(c.image).toMatchObject({ alt: 'benefits image', width: 192, height: 192 })
    for (const c of cards.filter((c) => c.section !== 'pharmacy')) expect(c.image).toMatchObject({ width: 200, height: 160 })
    expect(cards.map((c) => c.type)).toEqual([
      'coupon_savings',
      'free_shippings',
      'neu_coins',
      'quick_processing',
      'doctor_consultations',
      'lab_savings',
    ])
  })

  test.each([
    [null, null],
    [{ name: 'Winter Sale', membersFrom: new Date(at.getTime() + 3 * DAY), reminded: false }, { label: 'Remind me' }],
    [
      { name: 'Winter Sale', membersFrom: new Date(at.getTime() + 3 * DAY), reminded: true },
      { label: 'We will remind you', disabled: true },
    ],
  ])('the early-sale card for sale %o defaults to a remind-me: %o', (sale, cta) => {
    const page = buildSavingsPage({ ...input({}), sale })
    const list = page.data.data.find((w) => w.type === 'benefits' && w.slot === 7)
    const card = list?.type === 'benefits' ? list.data.find((c) => c.type === 'early_sale') : undefined
    if (!cta) return expect(card).toBeUndefined()
    expect(card).toMatchObject({
      section: 'other',
      subtext: { text: 'Winter Sale: members shop from 2 Dec 2026' },
      cta: { ...cta, action: 'remind_me' },
    })
    expect(list?.type === 'benefits' && list.header_other_benefits?.text).toBe('Other benefits')
  })

  test('the confirm sheet states the refund of decision 054’s rule; a queued renewal comes back whole', () => {
    const view = input({ saved: paise(5_000) })
    const refund = cancellationRefund({
      fee: view.term.feePaise,
      startsAt: view.term.startsAt,
      endsAt: view.term.endsAt,
      at,
      saved: paise(5_000),
    })
    const sheets = buildSavingsPage(view).data.bottom_sheets
    expect(sheets.cancel_bottomsheet_confirm_info?.refund).toBe(refund / 100)
    expect(sheets.cancel_membership_bottom_info).toMatchObject({ label: 'Reason for cancellation', plan_id: 3 })
    expect(sheets.cancel_membership_bottom_info?.reasons.length).toBeGreaterThanOrEqual(4)
    const withRenewal = buildSavingsPage(input({ saved: paise(5_000), renewal: true })).data.bottom_sheets
    expect(withRenewal.cancel_bottomsheet_confirm_info?.refund).toBe((refund + 39_900) / 100)
    expect(withRenewal.membership_details.details).toContainEqual({ label: 'Renewal starts on', value: expect.any(String) })
  })

  test('the cancelled page carries the success sheet with what was refunded', () => {
    const sheets = buildSavingsPage(input({ state: 'cancelled', cancelledAt: at })).data.bottom_sheets
    expect(sheets.successful_cancellation).toMatchObject({ header: 'Your Care Plan is cancelled' })
    expect(sheets.successful_cancellation?.description).toContain('₹120.00')
  })

  test('the FAQ states the refund rule with a worked example the rule itself computes', () => {
    const faq = faqOf()
    expect(faq.length).toBeGreaterThanOrEqual(6)
    expect(faq.length).toBeLessThanOrEqual(9)
    expect(faq.find((q) => q.title === 'How much do I get back if I cancel?')?.content).toContain('₹269.20')
  })
})

describe('dates and the breakdown', () => {
  test.each([
    [new Date('2027-02-28T18:29:59Z'), '28 Feb 2027'],
    [new Date('2027-02-28T18:30:00Z'), '1 Mar 2027'],
  ])('%s is %s in India', (d, text) => expect(indiaDate(d)).toBe(text))

  test('the breakdown lists the rows and their sums in rupees', () => {
    const b = buildDetailedSavings(
      [
        { orderNumber: 'MW1', label: 'Crocin', benefit: 'member_discount', amountPaise: paise(1_050), at },
        { orderNumber: 'MW1', label: 'Delivery', benefit: 'free_delivery', amountPaise: paise(4_900), at },
      ],
      { total: paise(5_950), byBenefit: { member_discount: paise(1_050), free_delivery: paise(4_900) } },
      false,
    )
    expect(b).toMatchObject({ total: 59.5, total_text: '₹59.50', truncated: false })
    expect(b.by_benefit).toEqual([
      { benefit: 'member_discount', label: 'Extra discount on medicines', amount: 10.5 },
      { benefit: 'free_delivery', label: 'Free delivery', amount: 49 },
    ])
    expect(b.rows[0]).toEqual({
      order_number: 'MW1',
      label: 'Crocin',
      benefit: 'member_discount',
      benefit_label: 'Extra discount on medicines',
      amount: 10.5,
      date: '29 Nov 2026',
    })
  })
})

describe('slot 5: partnership offers (issue 27 §3)', () => {
  const widget = (i: SavingsPageInput) => buildSavingsPage(i).data.data.find((w) => w.type === 'partnership_offers')!
  test('no offers: the placeholder card, no header cta', () => {
    const w = widget(input({}))
    expect(w.partnership_cards.map((c) => c.type)).toEqual(['dummy_card'])
    expect('cta' in w).toBe(false)
  })
  test('offers for members: their cards, each linking to its detail, and See all offers', () => {
    const card = offerCard(
      {
        id: 4,
        partnerId: 2,
        partnerName: 'SmileCare Dental (sample)',
        partnerLogoUrl: '/images/partners/smilecare-dental.svg',
        title: 'A free dental check-up',
        summary: 'Sample',
        kind: 'free_service',
        eligibility: 'members',
        startsAt: new Date(at.getTime() - DAY),
        endsAt: new Date(at.getTime() + 10 * DAY),
        codesLeft: 3,
      },
      { at, audience: { signedIn: true, member: true, corporate: false } },
    )
    const w = widget({ ...input({}), partnerOffers: [card] })
    expect(w.partnership_cards).toEqual([
      {
        type: 'offer',
        partnership_id: 4,
        icon: { url: '/images/partners/smilecare-dental.svg', alt: 'SmileCare Dental (sample) logo', width: 40, height: 40 },
        name: card.name,
        heading: card.heading,
        sub_heading: card.sub_heading,
        cta: {
          label: 'Get voucher',
          action: 'link',
          url: { web: '/offer-detail/2/4' },
          type: 'outlined',
          ga_details: expect.any(Object),
        },
        disabled: false,
        isExpired: false,
      },
    ])
    expect(w).toMatchObject({ cta: { label: 'See all offers', url: { web: '/partner-offers' } } })
  })
})
