// spec 1 §3 'carePlanData (redirect_url, text, renew, expiry)' and §2.2 'Care-plan tag: RENEW NOW if renew is set,
// SAVE MORE if there is no expiry' (issue 23 §6): what the header's care-plan link says for an account's latest term.

import type { MemberState } from './membership.ts'
import { CARE_PLAN_PAGES } from './plans.ts'

export interface CarePlanData {
  redirect_url: string
  text: string
  renew: boolean
  /** The day the latest term ends (YYYY-MM-DD), or null for a visitor who holds none. */
  expiry: string | null
}

/** A plan that ended this long ago is offered as to anyone ('SAVE MORE'), no longer renewed. */
export const RENEW_AFTER_END_DAYS = 90

/**
 * The header's care-plan data: none held → the plans to compare ('SAVE MORE'); a term running → the savings page; the
 * last 15 days or ended within 90 days → 'RENEW NOW' on the savings page (its renew widget).
 */
export function carePlanDataOf(latest: { state: MemberState; endsAt: Date } | null, at: Date): CarePlanData {
  const none = { redirect_url: CARE_PLAN_PAGES.subscriptions, text: 'CARE PLAN', renew: false, expiry: null }
  if (!latest) return none
  if (latest.state === 'expired' && at.getTime() - latest.endsAt.getTime() > RENEW_AFTER_END_DAYS * 86_400_000) return none
  const renew = latest.state === 'expiring' || latest.state === 'expired'
  return { redirect_url: CARE_PLAN_PAGES.myPlan, text: 'CARE PLAN', renew, expiry: istDay(latest.endsAt) }
}

/** The calendar day in India of an instant. */
function istDay(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10)
}
