import { istParts } from '../time/ist.ts'

// Partner offers (issue 27 §3; decision 085): offers from partners (a discount code, a free service) with who may
// claim them, when, and the offer card of spec 2 §3 the list, the detail page and the savings page show. Pure rules:
// the module (server/modules/partner-offers) reads the rows and the person, these decide.

export const OFFER_KINDS = ['discount_code', 'free_service'] as const
export type OfferKind = (typeof OFFER_KINDS)[number]
/** Who may claim: anyone signed in, Care Plan members (benefits applying now), covered corporate employees. */
export const OFFER_ELIGIBILITY = ['everyone', 'members', 'corporate'] as const
export type OfferEligibility = (typeof OFFER_ELIGIBILITY)[number]
export type OfferPhase = 'upcoming' | 'live' | 'expired'

/** What the rules need to know of the person (a guest is all false). */
export interface Audience {
  signedIn: boolean
  member: boolean
  corporate: boolean
}
export const GUEST: Audience = { signedIn: false, member: false, corporate: false }

/** An offer as the rules see it. */
export interface OfferFacts {
  id: number
  partnerId: number
  partnerName: string
  partnerLogoUrl: string
  title: string
  summary: string
  kind: OfferKind
  eligibility: OfferEligibility
  startsAt: Date
  endsAt: Date
  /** Codes not yet claimed (a free service has a pool of codes too: the voucher the partner honours). */
  codesLeft: number
}

/** Expired offers stay on the list (marked) this long after they end, then leave it. */
export const EXPIRED_SHOWN_DAYS = 30
/** The list shows at least this many offer places; `dummy_card` placeholders fill the rest. */
export const MIN_LIST_CARDS = 2
const DAY_MS = 86_400_000

export const OFFER_TEXTS = {
  soldOut: 'All codes of this offer have been claimed',
  notLive: 'This offer is not live yet. Tap Notify me and we will tell you when it opens.',
  expired: 'This offer has ended.',
  signIn: 'Please log in to claim this offer',
  signInRemind: 'Please log in to set a reminder',
  members: 'This offer is for Care Plan members. Join Care Plan to claim it.',
  corporate: 'This offer is for employees of our corporate partners.',
  notFound: 'We could not find this offer. It may have been removed.',
  remindLive: 'This offer is already live: you can claim it now.',
  remindExpired: 'This offer has ended, so there is nothing to remind you of.',
  reminderSet: 'We will send you an SMS when this offer opens.',
} as const

/** An offer's phase at `at`: from `startsAt` (inclusive) until `endsAt` (exclusive) it is live. */
export function phaseOf(offer: Pick<OfferFacts, 'startsAt' | 'endsAt'>, at: Date): OfferPhase {
  const t = at.getTime()
  if (t < offer.startsAt.getTime()) return 'upcoming'
  if (t >= offer.endsAt.getTime()) return 'expired'
  return 'live'
}

/** Whether the person is among those the offer is for (signing in is asked separately, at the claim). */
export function isEligible(eligibility: OfferEligibility, audience: Audience): boolean {
  switch (eligibility) {
    case 'everyone':
      return true
    case 'members':
      return audience.member
    case 'corporate':
      return audience.corporate
  }
}

export interface Refusal {
  status: 401 | 403 | 404 | 409
  code: string
  message: string
}

/** Whether the person may claim a code now (before the pool is asked): null, or why not. */
export function claimRefusal(offer: OfferFacts, audience: Audience, at: Date): Refusal | null {
  if (!audience.signedIn) return { status: 401, code: 'login_required', message: OFFER_TEXTS.signIn }
  const phase = phaseOf(offer, at)
  if (phase === 'upcoming') return { status: 409, code: 'offer_not_live', message: OFFER_TEXTS.notLive }
  if (phase === 'expired') return { status: 409, code: 'offer_expired', message: OFFER_TEXTS.expired }
  if (!isEligible(offer.eligibility, audience)) {
    return {
      status: 403,
      code: 'offer_not_eligible',
      message: offer.eligibility === 'members' ? OFFER_TEXTS.members : OFFER_TEXTS.corporate,
    }
  }
  return null
}

/** Whether a 'notify me' may be set: only for an offer not live yet. */
export function reminderRefusal(offer: Pick<OfferFacts, 'startsAt' | 'endsAt'>, signedIn: boolean, at: Date): Refusal | null {
  if (!signedIn) return { status: 401, code: 'login_required', message: OFFER_TEXTS.signInRemind }
  const phase = phaseOf(offer, at)
  if (phase === 'live') return { status: 409, code: 'offer_live', message: OFFER_TEXTS.remindLive }
  if (phase === 'expired') return { status: 409, code: 'offer_expired', message: OFFER_TEXTS.remindExpired }
  return null
}

/** Whether the list still shows the offer: all but those ended more than EXPIRED_SHOWN_DAYS ago. */
export function shownOnList(offer: Pick<OfferFacts, 'endsAt'>, at: Date): boolean {
  return at.getTime() < offer.endsAt.getTime() + EXPIRED_SHOWN_DAYS * DAY_MS
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
/** '29 Nov 2026' (India time). */
export function offerDate(at: Date): string {
  const [y, m, d] = istParts(at).date.split('-').map(Number)
  return `${d} ${MONTHS[m! - 1]} ${y}`
}
/** The last day an offer is live, India time ('Valid till 31 Dec 2026' for an end at midnight of 1 Jan). */
export const lastLiveDay = (endsAt: Date) => offerDate(new Date(endsAt.getTime() - 1))

/** The card's validity line. */
export function validityText(offer: Pick<OfferFacts, 'startsAt' | 'endsAt'>, at: Date): string {
  const phase = phaseOf(offer, at)
  if (phase === 'upcoming') return `Opens on ${offerDate(offer.startsAt)}`
  if (phase === 'expired') return `Ended on ${lastLiveDay(offer.endsAt)}`
  return `Valid till ${lastLiveDay(offer.endsAt)}`
}

// ---- The offer card (spec 2 §3) ----

export interface OfferCardText {
  text: string
  color: string
}
export interface OfferCardCta {
  label: string
  ga_details: Record<string, string | number | boolean | null>
  /** Lowercased (spec 2 §3): 'link', 'notify_me', 'none'. */
  action: string
  url: { web: string }
  /** The page's function the cta calls: 'partnership_reminder_set' for notify me, else null (a link). */
  function_map: string | null
  disabled: boolean
  /** What the cta says once the reminder is set (notify me only). */
  notification_set_label: string | null
}
export interface OfferCard {
  type: 'offer' | 'more_offers' | 'dummy_card'
  partnership_id: number | null
  /** The partner whose offer it is (the detail page's path); null on the notification and placeholder cards. */
  partner_id: number | null
  icon: { url: string; alt: string }
  name: OfferCardText
  heading: OfferCardText
  sub_heading: OfferCardText
  cta: OfferCardCta | null
  disabled: boolean
  isExpired: boolean
}

export const OFFER_COLORS = {
  name: '#5C5C5C',
  heading: '#1A1A1A',
  live: '#1B6E3A',
  upcoming: '#8A4B00',
  expired: '#8C1C13',
  muted: '#5C5C5C',
} as const

export const OFFERS_PAGE = '/partner-offers'
export const offerPath = (partnerId: number, offerId: number) => `/offer-detail/${partnerId}/${offerId}`
export const PARTNER_ICON = '/images/care-plan/partners.svg'

/** What the card needs to know of this person and this offer, besides the offer. */
export interface CardContext {
  at: Date
  audience: Audience
  /** The person already holds a code of this offer. */
  claimed?: boolean
  /** The person asked to be told when it opens. */
  reminded?: boolean
}

/** The action of a cta: lowercased (spec 2 §3), as the page compares it. */
export const ctaAction = (action: string) => action.toLowerCase()

function cta(
  offer: OfferFacts,
  label: string,
  action: string,
  opts: { disabled?: boolean; fn?: string | null; setLabel?: string | null } = {},
): OfferCardCta {
  return {
    label,
    ga_details: { event: 'partner_offer_cta', label: `offer:${offer.id}`, action: ctaAction(action) },
    action: ctaAction(action),
    url: { web: offerPath(offer.partnerId, offer.id) },
    function_map: opts.fn ?? null,
    disabled: opts.disabled ?? false,
    notification_set_label: opts.setLabel ?? null,
  }
}

export const NOTIFICATION_SET_LABEL = 'Reminder set'

/** One offer as a card: expired ones marked, the not-yet-live ones with Notify me, the others with their state. */
export function offerCard(offer: OfferFacts, ctx: CardContext): OfferCard {
  const phase = phaseOf(offer, ctx.at)
  const eligible = isEligible(offer.eligibility, ctx.audience)
  let button: OfferCardCta
  let disabled = false
  if (phase === 'expired') {
    button = cta(offer, 'Offer ended', 'NONE', { disabled: true })
    disabled = true
  } else if (phase === 'upcoming') {
    button = cta(offer, ctx.reminded ? NOTIFICATION_SET_LABEL : 'Notify me', 'NOTIFY_ME', {
      fn: 'partnership_reminder_set',
      setLabel: NOTIFICATION_SET_LABEL,
      disabled: ctx.reminded ?? false,
    })
  } else if (ctx.claimed) {
    button = cta(offer, 'View your code', 'LINK')
  } else if (offer.codesLeft <= 0) {
    button = cta(offer, 'All codes claimed', 'NONE', { disabled: true })
    disabled = true
  } else if (ctx.audience.signedIn && !eligible) {
    button = cta(offer, offer.eligibility === 'members' ? 'For Care Plan members' : 'For corporate employees', 'LINK')
  } else {
    button = cta(offer, offer.kind === 'discount_code' ? 'Get code' : 'Get voucher', 'LINK')
  }
  return {
    type: 'offer',
    partnership_id: offer.id,
    partner_id: offer.partnerId,
    icon: { url: offer.partnerLogoUrl, alt: `${offer.partnerName} logo` },
    name: { text: offer.partnerName, color: OFFER_COLORS.name },
    heading: { text: offer.title, color: OFFER_COLORS.heading },
    sub_heading: { text: validityText(offer, ctx.at), color: OFFER_COLORS[phase] },
    cta: button,
    disabled,
    isExpired: phase === 'expired',
  }
}

/** The notification card closing the list (`more_offers`): more offers are on the way. */
export const MORE_OFFERS_CARD: OfferCard = {
  type: 'more_offers',
  partnership_id: null,
  partner_id: null,
  icon: { url: PARTNER_ICON, alt: '' },
  name: { text: 'MedWise partners', color: OFFER_COLORS.name },
  heading: { text: 'More offers are on the way', color: OFFER_COLORS.heading },
  sub_heading: {
    text: 'Tap Notify me on an offer that has not opened yet and we will send you an SMS when it does.',
    color: OFFER_COLORS.muted,
  },
  cta: null,
  disabled: false,
  isExpired: false,
}

/** A placeholder (`dummy_card`): keeps the grid's shape while there are few offers. */
export const DUMMY_CARD: OfferCard = {
  type: 'dummy_card',
  partnership_id: null,
  partner_id: null,
  icon: { url: PARTNER_ICON, alt: '' },
  name: { text: 'MedWise partners', color: OFFER_COLORS.name },
  heading: { text: 'A new partner offer is coming', color: OFFER_COLORS.heading },
  sub_heading: { text: 'Check back soon.', color: OFFER_COLORS.muted },
  cta: null,
  disabled: true,
  isExpired: false,
}

const PHASE_ORDER: Record<OfferPhase, number> = { live: 0, upcoming: 1, expired: 2 }

/**
 * The offers list: live offers first (ending soonest first), then those opening (soonest first), then the expired
 * ones still shown (latest ended first); placeholders up to MIN_LIST_CARDS; the notification card last.
 */
export function offerList(
  offers: readonly OfferFacts[],
  ctx: Omit<CardContext, 'claimed' | 'reminded'> & { claimed?: ReadonlySet<number>; reminded?: ReadonlySet<number> },
): OfferCard[] {
  const shown = offers
    .filter((o) => shownOnList(o, ctx.at))
    .map((o) => ({ o, phase: phaseOf(o, ctx.at) }))
    .sort((a, b) => {
      if (a.phase !== b.phase) return PHASE_ORDER[a.phase] - PHASE_ORDER[b.phase]
      const key = (x: typeof a) =>
        x.phase === 'live' ? x.o.endsAt.getTime() : x.phase === 'upcoming' ? x.o.startsAt.getTime() : -x.o.endsAt.getTime()
      return key(a) - key(b) || a.o.id - b.o.id
    })
  const cards = shown.map(({ o }) =>
    offerCard(o, {
      at: ctx.at,
      audience: ctx.audience,
      claimed: ctx.claimed?.has(o.id) ?? false,
      reminded: ctx.reminded?.has(o.id) ?? false,
    }),
  )
  while (cards.length < MIN_LIST_CARDS) cards.push(DUMMY_CARD)
  return [...cards, MORE_OFFERS_CARD]
}

/** The savings page's `partnership_offers` cards: the live and upcoming offers members may claim, at most `max`. */
export function memberOfferCards(offers: readonly OfferFacts[], at: Date, max = 3): OfferCard[] {
  const member: Audience = { signedIn: true, member: true, corporate: false }
  return offerList(
    offers.filter((o) => o.eligibility !== 'corporate' && phaseOf(o, at) !== 'expired' && o.codesLeft > 0),
    { at, audience: member },
  )
    .filter((c) => c.type === 'offer')
    .slice(0, max)
}
