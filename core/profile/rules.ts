import {
  CONSENT_KINDS,
  OFFER_CHANNELS,
  type ConsentAction,
  type ConsentKind,
  type IdentityKind,
  type OfferChannel,
  type OfferPreferences,
} from './vocabulary.ts'

// The profile's pure rules (issue 26 §5): which consent events a change of preferences makes, whether an identifier
// may become the account's, and the consents a person has as of now. Table tests: rules.test.ts.

export const consentKindOf = (channel: OfferChannel): ConsentKind => `offers_${channel}`

export interface ConsentChange {
  kind: ConsentKind
  action: ConsentAction
}

/** The events a change of offer preferences records: one per channel that changed, in the channels' order. */
export function preferenceChanges(before: OfferPreferences, after: OfferPreferences): ConsentChange[] {
  return OFFER_CHANNELS.filter((c) => before[c] !== after[c]).map((c) => ({
    kind: consentKindOf(c),
    action: after[c] ? 'given' : 'withdrawn',
  }))
}

/**
 * Whether an identifier may become this account's (the sign-in's conflict rules, decision 010): the same one is
 * nothing to change; one another live account holds (an e-mail, or a verified phone) is refused; else it may.
 */
export type IdentityDecision = 'same' | 'taken' | 'free'
export function identityDecision(opts: {
  kind: IdentityKind
  current: string | null
  /** For a phone: whether the current one is verified (an unverified phone is no login identifier). */
  currentVerified?: boolean
  next: string
  /** The live account that holds `next` as a login identifier, if any. */
  holderId: number | null
  accountId: number
}): IdentityDecision {
  const isCurrent = opts.current === opts.next && (opts.kind === 'email' || opts.currentVerified === true)
  if (isCurrent) return 'same'
  if (opts.holderId !== null && opts.holderId !== opts.accountId) return 'taken'
  return 'free'
}

export interface ConsentEvent {
  kind: ConsentKind
  action: ConsentAction
  at: Date
  version: string | null
}

/** Each kind's latest event (the consents as of now), in CONSENT_KINDS order; kinds never touched are left out. */
export function currentConsents(events: readonly ConsentEvent[]): ConsentEvent[] {
  const latest = new Map<ConsentKind, ConsentEvent>()
  for (const e of events) {
    const seen = latest.get(e.kind)
    if (!seen || seen.at.getTime() <= e.at.getTime()) latest.set(e.kind, e)
  }
  return CONSENT_KINDS.flatMap((k) => (latest.has(k) ? [latest.get(k)!] : []))
}

/** Offer preferences as the events say (a channel is on when its latest event gives it). */
export function preferencesFrom(events: readonly ConsentEvent[]): OfferPreferences {
  const now = currentConsents(events)
  const on = (c: OfferChannel) => now.some((e) => e.kind === consentKindOf(c) && e.action === 'given')
  return { sms: on('sms'), email: on('email'), whatsapp: on('whatsapp') }
}
