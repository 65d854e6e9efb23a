import { describe, expect, test } from 'vitest'
import {
  type Audience,
  claimRefusal,
  ctaAction,
  DUMMY_CARD,
  GUEST,
  isEligible,
  MORE_OFFERS_CARD,
  memberOfferCards,
  type OfferEligibility,
  type OfferFacts,
  offerCard,
  offerList,
  phaseOf,
  reminderRefusal,
  shownOnList,
  validityText,
} from './rules.ts'

const at = new Date('2026-11-30T06:30:00Z') // 30 Nov 2026, 12:00 IST
const DAY = 86_400_000
const days = (n: number) => new Date(at.getTime() + n * DAY)
const offer = (over: Partial<OfferFacts> = {}): OfferFacts => ({
  id: 1,
  partnerId: 7,
  partnerName: 'FitLife Gyms',
  partnerLogoUrl: '/images/partners/fitlife.svg',
  title: '20% off a yearly membership',
  summary: 'Sample offer',
  kind: 'discount_code',
  eligibility: 'everyone',
  startsAt: days(-1),
  endsAt: days(10),
  codesLeft: 5,
  ...over,
})
const SIGNED_IN: Audience = { signedIn: true, member: false, corporate: false }
const MEMBER: Audience = { signedIn: true, member: true, corporate: false }
const CORPORATE: Audience = { signedIn: true, member: false, corporate: true }

describe('phaseOf: the validity window', () => {
  test.each<[string, Date, Date, string]>([
    ['opens tomorrow', days(1), days(5), 'upcoming'],
    ['opens this very instant', at, days(5), 'live'],
    ['opened yesterday', days(-1), days(5), 'live'],
    ['ends this very instant', days(-5), at, 'expired'],
    ['ended yesterday', days(-5), days(-1), 'expired'],
    ['ends a millisecond from now', days(-5), new Date(at.getTime() + 1), 'live'],
  ])('%s → %s', (_, startsAt, endsAt, phase) => expect(phaseOf({ startsAt, endsAt }, at)).toBe(phase))
})

describe('isEligible', () => {
  test.each<[OfferEligibility, Audience, boolean]>([
    ['everyone', GUEST, true],
    ['everyone', SIGNED_IN, true],
    ['members', SIGNED_IN, false],
    ['members', MEMBER, true],
    ['members', CORPORATE, false],
    ['corporate', CORPORATE, true],
    ['corporate', MEMBER, false],
    ['corporate', { signedIn: true, member: true, corporate: true }, true],
  ])('%s for %j → %s', (e, a, ok) => expect(isEligible(e, a)).toBe(ok))
})

describe('claimRefusal', () => {
  test.each<[string, Partial<OfferFacts>, Audience, number | null, string | null]>([
    ['a guest is asked to log in', {}, GUEST, 401, 'Please log in to claim this offer'],
    ['live, for everyone', {}, SIGNED_IN, null, null],
    [
      'not yet live',
      { startsAt: days(2) },
      SIGNED_IN,
      409,
      'This offer is not live yet. Tap Notify me and we will tell you when it opens.',
    ],
    ['ended', { endsAt: days(-1), startsAt: days(-9) }, SIGNED_IN, 409, 'This offer has ended.'],
    [
      'members only, not a member',
      { eligibility: 'members' },
      SIGNED_IN,
      403,
      'This offer is for Care Plan members. Join Care Plan to claim it.',
    ],
    ['members only, a member', { eligibility: 'members' }, MEMBER, null, null],
    [
      'corporate only, a member',
      { eligibility: 'corporate' },
      MEMBER,
      403,
      'This offer is for employees of our corporate partners.',
    ],
    ['corporate only, an employee', { eligibility: 'corporate' }, CORPORATE, null, null],
  ])('%s', (_, over, audience, status, message) => {
    const r = claimRefusal(offer(over), audience, at)
    expect(r?.status ?? null).toBe(status)
    expect(r?.message ?? null).toBe(message)
  })
})

describe('reminderRefusal', () => {
  test.each<[string, Partial<OfferFacts>, boolean, string | null]>([
    ['a guest', { startsAt: days(2) }, false, 'login_required'],
    ['upcoming', { startsAt: days(2) }, true, null],
    ['already live', {}, true, 'offer_live'],
    ['ended', { startsAt: days(-9), endsAt: days(-1) }, true, 'offer_expired'],
  ])('%s → %s', (_, over, signedIn, code) => expect(reminderRefusal(offer(over), signedIn, at)?.code ?? null).toBe(code))
})

describe('validity text and the list window', () => {
  test.each<[Partial<OfferFacts>, string]>([
    [{ startsAt: new Date('2026-12-05T00:00:00+05:30') }, 'Opens on 5 Dec 2026'],
    [{ endsAt: new Date('2027-01-01T00:00:00+05:30') }, 'Valid till 31 Dec 2026'],
    [{ startsAt: days(-20), endsAt: new Date('2026-11-20T00:00:00+05:30') }, 'Ended on 19 Nov 2026'],
  ])('%j → %s', (over, text) => expect(validityText(offer(over), at)).toBe(text))

  test.each<[number, boolean]>([
    [-29, true],
    [-31, false],
    [5, true],
  ])('ended %d days from now: shown %s', (d, shown) => expect(shownOnList({ endsAt: days(d) }, at)).toBe(shown))
})

describe('offerCard (spec 2 §3)', () => {
  test('a live offer: the whole shape', () => {
    expect(offerCard(offer(), { at, audience: SIGNED_IN })).toEqual({
      type: 'offer',
      partnership_id: 1,
      partner_id: 7,
      icon: { url: '/images/partners/fitlife.svg', alt: 'FitLife Gyms logo' },
      name: { text: 'FitLife Gyms', color: '#5C5C5C' },
      heading: { text: '20% off a yearly membership', color: '#1A1A1A' },
      sub_heading: { text: 'Valid till 10 Dec 2026', color: '#1B6E3A' },
      cta: {
        label: 'Get code',
        ga_details: { event: 'partner_offer_cta', label: 'offer:1', action: 'link' },
        action: 'link',
        url: { web: '/offer-detail/7/1' },
        function_map: null,
        disabled: false,
        notification_set_label: null,
      },
      disabled: false,
      isExpired: false,
    })
  })

  test.each<
    [
      string,
      Partial<OfferFacts>,
      Partial<{ audience: Audience; claimed: boolean; reminded: boolean }>,
      string,
      string,
      boolean,
      boolean,
    ]
  >([
    ['expired', { startsAt: days(-9), endsAt: days(-1) }, {}, 'Offer ended', 'none', true, true],
    ['upcoming', { startsAt: days(3) }, {}, 'Notify me', 'notify_me', false, false],
    ['upcoming, reminded', { startsAt: days(3) }, { reminded: true }, 'Reminder set', 'notify_me', false, false],
    ['claimed', {}, { claimed: true }, 'View your code', 'link', false, false],
    ['claimed even when the pool ran out', { codesLeft: 0 }, { claimed: true }, 'View your code', 'link', false, false],
    ['pool empty', { codesLeft: 0 }, {}, 'All codes claimed', 'none', true, false],
    ['members only, not a member', { eligibility: 'members' }, {}, 'For Care Plan members', 'link', false, false],
    ['members only, a guest sees Get code', { eligibility: 'members' }, { audience: GUEST }, 'Get code', 'link', false, false],
    ['a free service', { kind: 'free_service' }, {}, 'Get voucher', 'link', false, false],
  ])('%s', (_, over, ctx, label, action, disabled, expired) => {
    const card = offerCard(offer(over), { at, audience: SIGNED_IN, ...ctx })
    expect([card.cta?.label, card.cta?.action, card.disabled, card.isExpired]).toEqual([label, action, disabled, expired])
  })

  test('notify me calls the reminder function and says what it shows once set', () => {
    const card = offerCard(offer({ startsAt: days(3) }), { at, audience: SIGNED_IN })
    expect(card.cta).toMatchObject({ function_map: 'partnership_reminder_set', notification_set_label: 'Reminder set' })
    expect(card.sub_heading.text).toBe('Opens on 3 Dec 2026')
  })

  test.each([
    ['LINK', 'link'],
    ['Notify_Me', 'notify_me'],
  ])('action %s → %s', (a, b) => expect(ctaAction(a)).toBe(b))
})

describe('offerList', () => {
  test('no offers: placeholders, then the notification card', () => {
    expect(offerList([], { at, audience: GUEST })).toEqual([DUMMY_CARD, DUMMY_CARD, MORE_OFFERS_CARD])
  })

  test('live (ending soonest first), upcoming (soonest first), expired (latest first); long expired gone', () => {
    const list = offerList(
      [
        offer({ id: 1, endsAt: days(20) }),
        offer({ id: 2, endsAt: days(5) }),
        offer({ id: 3, startsAt: days(9), endsAt: days(30) }),
        offer({ id: 4, startsAt: days(2), endsAt: days(30) }),
        offer({ id: 5, startsAt: days(-60), endsAt: days(-10) }),
        offer({ id: 6, startsAt: days(-60), endsAt: days(-2) }),
        offer({ id: 7, startsAt: days(-90), endsAt: days(-40) }),
      ],
      { at, audience: SIGNED_IN, claimed: new Set([1]), reminded: new Set([4]) },
    )
    expect(list.map((c) => [c.type, c.partnership_id, c.isExpired])).toEqual([
      ['offer', 2, false],
      ['offer', 1, false],
      ['offer', 4, false],
      ['offer', 3, false],
      ['offer', 6, true],
      ['offer', 5, true],
      ['more_offers', null, false],
    ])
    expect(list[1]!.cta?.label).toBe('View your code')
    expect(list[2]!.cta?.label).toBe('Reminder set')
  })

  test('one offer gets one placeholder', () => {
    expect(offerList([offer()], { at, audience: GUEST }).map((c) => c.type)).toEqual(['offer', 'dummy_card', 'more_offers'])
  })
})

describe('memberOfferCards (the savings page widget)', () => {
  test('live and upcoming offers a member may claim, no corporate, no expired, no empty pool, at most 3', () => {
    const cards = memberOfferCards(
      [
        offer({ id: 1 }),
        offer({ id: 2, eligibility: 'corporate' }),
        offer({ id: 3, startsAt: days(-9), endsAt: days(-1) }),
        offer({ id: 4, codesLeft: 0 }),
        offer({ id: 5, eligibility: 'members', startsAt: days(2) }),
        offer({ id: 6, endsAt: days(30) }),
        offer({ id: 7, endsAt: days(40) }),
      ],
      at,
    )
    expect(cards.map((c) => c.partnership_id)).toEqual([1, 6, 7])
  })
  test('none: an empty list (the page keeps its placeholder)', () => expect(memberOfferCards([], at)).toEqual([]))
})
