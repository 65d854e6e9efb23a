// The savings page of a member (spec 2 §2 'Savings (membership) page', §3 'Savings page response'; issue 23): one
// pure builder from what the server knows of the member's term to the page's widgets and bottom sheets, the answer of
// GET /api/v4/savings (contracts/care-plan.ts) and what /subscription-plan/myplan renders. Money is rupees on the wire;
// every amount here is a sum of recorded savings rows (decision 054), never an estimate.

import { formatPaise, toRupees, ZERO_PAISE, type Paise } from '../money.ts'
import { OFFERS_PAGE, type OfferCard } from '../partner-offers/rules.ts'
import { CANCEL_REASONS, REASON_LABEL } from './cancellation.ts'
import { cancellationRefund } from './benefits.ts'
import { daysLeft, type MemberState } from './membership.ts'
import {
  benefitLines,
  CARE_PLAN_PAGES,
  durationText,
  SAVING_LABELS,
  type PlanTerms,
  type PlanView,
  type SavingKind,
} from './plans.ts'

/** spec 2 §9: section headings. */
export const SECTION_HEADING_COLOR = '#8A2422'
/** spec 2 §9: the membership details list's fixed light orange. */
export const DETAILS_BG = '#FFF1E6'
/** spec 2 §9: the pharmacy card's image alt. */
export const BENEFITS_IMAGE_ALT = 'benefits image'

const IMG = '/images/care-plan'
/** spec 2 §9: benefit card images, pharmacy 192×192, other benefits 200×160. */
const pharmacyImage = { url: `${IMG}/pharmacy.svg`, alt: BENEFITS_IMAGE_ALT, width: 192, height: 192 }
const otherImage = (name: string, alt: string) => ({ url: `${IMG}/${name}.svg`, alt, width: 200, height: 160 })
const icon = (name: string, alt = '') => ({ url: `${IMG}/${name}.svg`, alt, width: 40, height: 40 })

/** What the server knows of the member: the term the page is about, the renewal queued after it, what they saved. */
export interface SavingsPageInput {
  at: Date
  term: {
    id: number
    planId: number
    planName: string
    terms: PlanTerms
    state: MemberState
    startsAt: Date
    endsAt: Date
    codLocked: boolean
    orderNumber: string
    feePaise: Paise
    cancelledAt: Date | null
    refundPaise: Paise | null
  }
  /** A paid term that starts when this one ends (renewed early). */
  renewal: { planName: string; startsAt: Date; endsAt: Date; feePaise: Paise } | null
  /** The account's savings (sums of care_plan_savings rows not voided). */
  saved: { total: Paise; byBenefit: Partial<Record<SavingKind, Paise>> }
  /** What this term saved (the refund rule takes it off). */
  savedByTerm: Paise
  /** What the renewal's term saved (nothing, until it starts). */
  savedByRenewal?: Paise
  /** The plan offered to renew: the member's own if still on sale, else the cheapest on sale. */
  renewPlan: PlanView | null
  /** The next member sale (the early_sale card and its remind-me), and whether the member asked to be reminded. */
  sale?: { name: string; membersFrom: Date; reminded: boolean } | null
  /** This term's free consultations used (its free_consultation savings not voided), newest first (issue 24 §3). */
  consultations?: ReadonlyArray<{ label: string; at: Date; amountPaise: Paise }>
  /** issue 27 §3: the partner offers open to members (core/partner-offers memberOfferCards); none keeps the placeholder. */
  partnerOffers?: readonly OfferCard[]
}

const DAY = 86_400_000
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** '28 Feb 2027': an instant's calendar day in India. */
export function indiaDate(at: Date): string {
  const d = new Date(at.getTime() + 330 * 60_000)
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`
}

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`)

/** What cancelling now refunds: this term by the rule, and a queued renewal whole (less what it saved: nothing yet). */
export function refundNow(input: Pick<SavingsPageInput, 'at' | 'term' | 'renewal' | 'savedByTerm' | 'savedByRenewal'>): Paise {
  const { at, term, renewal } = input
  if (!cancellable(term)) return ZERO_PAISE
  const own = cancellationRefund({
    fee: term.feePaise,
    startsAt: term.startsAt,
    endsAt: term.endsAt,
    at,
    saved: input.savedByTerm,
  })
  const next = renewal
    ? cancellationRefund({
        fee: renewal.feePaise,
        startsAt: renewal.startsAt,
        endsAt: renewal.endsAt,
        at,
        saved: input.savedByRenewal ?? ZERO_PAISE,
      })
    : ZERO_PAISE
  return (own + next) as Paise
}

/** A running term the member may cancel here (one bought on cash on delivery waits for its delivery). */
export function cancellable(term: Pick<SavingsPageInput['term'], 'state' | 'codLocked'>): boolean {
  return (term.state === 'active' || term.state === 'expiring') && !term.codLocked
}

/** The frequently asked questions: the plan's real rules (decision 054 and its addendum). */
export function faqOf(): Array<{ title: string; content: string }> {
  // The worked example of the refund rule, computed by the rule itself.
  const example = cancellationRefund({
    fee: 39_900 as Paise,
    startsAt: new Date(0),
    endsAt: new Date(365 * DAY),
    at: new Date(73 * DAY),
    saved: 5_000 as Paise,
  })
  return [
    {
      title: 'What is the MedWise Care Plan?',
      content:
        'A paid membership that saves you money on every order: extra off medicines and health products, free delivery, off lab tests and MedWise Cash back, as your plan lists.',
    },
    {
      title: 'How do I use my benefits?',
      content:
        'Sign in and order as usual. The member price and free delivery are applied in your cart and on your bill by themselves; there is no code to enter.',
    },
    {
      title: 'When do my benefits start?',
      content:
        'Paid with MedWise Cash, at once. Paid online, as soon as the payment is confirmed. Bought with a cash-on-delivery order, the benefits apply to that order at once and to your later orders once it is delivered and paid.',
    },
    {
      title: 'How are my savings counted?',
      content:
        'Every order records what each benefit saved on it, line by line. Your total is the sum of those records; if an order is cancelled before it is delivered, its savings are taken off.',
    },
    {
      title: 'Can I renew before my plan ends?',
      content:
        'Yes. In the last 15 days of your plan, Renew now buys the next one, which starts the day your current plan ends, so you lose no day.',
    },
    {
      title: 'Can I cancel my plan?',
      content:
        'Yes, at any time from this page. Your benefits stop at once. A plan bought with a cash-on-delivery order that is not delivered yet is cancelled with that order: cancel the order instead.',
    },
    {
      title: 'How much do I get back if I cancel?',
      content: `The share of the fee for the days you have not used, less what the plan has already saved you, and never less than zero. For example, a ₹399 one-year plan cancelled after 73 days that saved you ₹50 refunds ${formatPaise(example)}. A renewal that has not started yet is refunded in full.`,
    },
    {
      title: 'Where does my refund go?',
      content:
        'The way you paid: what you paid with MedWise Cash or in cash on delivery goes back to your MedWise Cash at once, and an online payment goes back to your card, UPI or bank account, usually in 5 to 7 working days.',
    },
  ]
}

const heading = (text: string) => ({ text, color: SECTION_HEADING_COLOR })
const sheetCta = (label: string, sheet: BottomSheetName, type: 'filled' | 'outlined' | 'underlined' = 'underlined') => ({
  label,
  action: 'open_bottom_sheet' as const,
  bottom_sheet: sheet,
  type,
  ga_details: { event: 'savings_page_cta', label },
})
const linkCta = (label: string, web: string, type: 'filled' | 'outlined' | 'underlined' = 'filled') => ({
  label,
  action: 'link' as const,
  url: { web },
  type,
  ga_details: { event: 'savings_page_cta', label },
})
type BottomSheetName =
  | 'membership_details'
  | 'cancel_membership_bottom_info'
  | 'cancel_bottomsheet_confirm_info'
  | 'successful_cancellation'
  | 'view_consultation_details'
  | 'view_lab_details'
  | 'revised_plan_bottom_info'

const STATUS = {
  active: { text: 'Active', color: '#1B7F3B' },
  expiring: { text: 'Expiring soon', color: '#B35900' },
  expired: { text: 'Expired', color: '#A61B1B' },
  cancelled: { text: 'Cancelled', color: '#A61B1B' },
  pending_payment: { text: 'Awaiting payment', color: '#B35900' },
  void: { text: 'Not active', color: '#A61B1B' },
} as const

/** The page: widgets in slot order, the bottom sheets by name, and the page's meta. */
export function buildSavingsPage(input: SavingsPageInput) {
  const { at, term, renewal, saved, renewPlan } = input
  const left = daysLeft(term, at)
  const running = term.state === 'active' || term.state === 'expiring'
  const notStarted = running && term.startsAt.getTime() > at.getTime()
  const terms = term.terms
  const savedOf = (k: SavingKind) => saved.byBenefit[k] ?? ZERO_PAISE
  const refund = refundNow(input)
  // issue 24 §3: the free consultations this term has used (each a saving of the doctor's fee).
  const consultsUsed = Math.min(input.consultations?.length ?? 0, terms.freeConsultations)
  const consultsLeft = terms.freeConsultations - consultsUsed
  const validText = term.state === 'expired' ? `Ended on ${indiaDate(term.endsAt)}` : `Valid till ${indiaDate(term.endsAt)}`

  // ---- slot 0: the membership card, its status, the savings, the cash-on-delivery lock ----
  const membershipInfo = {
    type: 'membership_info' as const,
    slot: 0 as const,
    header: { prefix_text: 'MedWise', image: icon('plan', ''), suffix_text: 'Care Plan' },
    status_info: {
      text: notStarted ? 'Starts soon' : STATUS[term.state].text,
      day: term.state === 'cancelled' && term.cancelledAt ? `Cancelled on ${indiaDate(term.cancelledAt)}` : validText,
      color: STATUS[term.state].color,
      subtext: notStarted
        ? `Starts on ${indiaDate(term.startsAt)}`
        : running
          ? `${days(left)} left`
          : term.state === 'pending_payment'
            ? `Order ${term.orderNumber}`
            : '',
    },
    bg_gradient: ['#FFF6EE', '#FDE3CF'],
    cta: sheetCta('Membership details', 'membership_details'),
    description: {
      bg_color: '#8A2422',
      text: `${term.planName} · ${durationText(monthsOf(term.startsAt, term.endsAt))}`,
      color: '#FFFFFF',
    },
  }
  const status =
    term.state === 'expired' || term.state === 'cancelled' || term.state === 'pending_payment'
      ? {
          type: 'membership_status' as const,
          slot: 0 as const,
          state: term.state,
          description: {
            text:
              term.state === 'expired'
                ? `Your Care Plan ended on ${indiaDate(term.endsAt)}. Renew it to save again on every order.`
                : term.state === 'cancelled'
                  ? `Your Care Plan was cancelled${term.cancelledAt ? ` on ${indiaDate(term.cancelledAt)}` : ''}.${term.refundPaise ? ` ${formatPaise(term.refundPaise)} was refunded the way you paid.` : ''}`
                  : `Your Care Plan from order ${term.orderNumber} starts once the payment is confirmed.`,
          },
        }
      : null
  const savings = {
    type: 'savings' as const,
    slot: 0 as const,
    heading: saved.total > 0 ? `You have saved ${formatPaise(saved.total)} with Care Plan` : 'Start saving with Care Plan',
    header_subtext: formatPaise(saved.total),
    amount: toRupees(saved.total),
    icon: icon('savings', ''),
    description:
      saved.total > 0
        ? 'Savings on medicines, delivery and lab tests, added up from your orders.'
        : 'What your plan saves on each order adds up here, from your first order with the plan.',
    cta:
      saved.total > 0
        ? {
            label: 'View breakdown',
            action: 'view_breakdown' as const,
            type: 'underlined' as const,
            ga_details: { event: 'view_breakdown' },
          }
        : undefined,
  }
  const codBenefit = term.codLocked
    ? {
        type: 'cod_benefit' as const,
        slot: 0 as const,
        header: { text: 'Your benefits unlock on delivery' },
        subtext: {
          text: `You bought Care Plan with cash-on-delivery order ${term.orderNumber}. Its benefits applied to that order; they apply to your next orders once it is delivered and paid.`,
        },
        order_number: term.orderNumber,
        cta: linkCta('Track order', `/order/${term.orderNumber}`, 'outlined'),
      }
    : null

  // ---- slot 2: renew information ----
  const renewInfo = renewal
    ? {
        type: 'renew_info' as const,
        slot: 2 as const,
        header: { text: 'Your renewal is booked' },
        subtext: {
          text: `Your next plan, ${renewal.planName}, starts on ${indiaDate(renewal.startsAt)} and runs till ${indiaDate(renewal.endsAt)}.`,
        },
        cta: sheetCta('How renewal works', 'revised_plan_bottom_info'),
      }
    : term.state === 'expiring'
      ? {
          type: 'renew_info' as const,
          slot: 2 as const,
          header: { text: `Your plan ends in ${days(left)}` },
          subtext: { text: `Renew now and your next plan starts on ${indiaDate(term.endsAt)}: you lose no day.` },
          cta: linkCta('Renew now', CARE_PLAN_PAGES.subscriptions, 'outlined'),
        }
      : null

  // ---- slot 4: use your benefits ----
  const useRows = [
    terms.medicineDiscountPercent > 0 || terms.freeDelivery
      ? {
          type: 'user_benefit' as const,
          area: 'pharmacy' as const,
          header: 'Medicines',
          times_remaining: 'On every order',
          subtext: [
            terms.medicineDiscountPercent > 0 ? `Extra ${terms.medicineDiscountPercent}% off` : null,
            terms.freeDelivery ? 'free delivery' : null,
          ]
            .filter(Boolean)
            .join(' and '),
          icon: icon('medicines', ''),
          cta: linkCta('Order medicines', '/', 'underlined'),
        }
      : null,
    terms.freeConsultations > 0
      ? {
          type: 'user_benefit' as const,
          area: 'consult' as const,
          header: 'Doctor consultations',
          times_remaining: `${consultsLeft} of ${terms.freeConsultations} left`,
          subtext: 'The doctor’s fee is on your plan',
          icon: icon('consult', ''),
          cta: sheetCta('View consultations', 'view_consultation_details'),
        }
      : null,
    terms.labDiscountPercent > 0
      ? {
          type: 'user_benefit' as const,
          area: 'lab' as const,
          header: 'Lab tests',
          times_remaining: 'On every booking',
          subtext: `${terms.labDiscountPercent}% off lab tests`,
          icon: icon('labs', ''),
          cta: linkCta('Book a lab test', '/labs', 'underlined'),
        }
      : null,
  ].filter((r) => r !== null)
  const useBenefits = running
    ? { type: 'use_benefits' as const, slot: 4 as const, header: heading('Use your benefits'), data: useRows }
    : null

  // ---- slot 5: partnership offers (the live and upcoming offers for members; else a placeholder card) ----
  const offerCards = (input.partnerOffers ?? []).map((c) => ({
    type: c.type,
    partnership_id: c.partnership_id,
    icon: { url: c.icon.url, alt: c.icon.alt, width: 40, height: 40 },
    name: c.name,
    heading: c.heading,
    sub_heading: c.sub_heading,
    ...(c.cta ? { cta: linkCta(c.cta.label, c.cta.url.web, 'outlined') } : {}),
    disabled: c.disabled,
    isExpired: c.isExpired,
  }))
  const partnershipOffers = running
    ? {
        type: 'partnership_offers' as const,
        slot: 5 as const,
        header: { logo: icon('partners', ''), title: { text: 'Partner offers', bg_color: '#FDE3CF' } },
        ...(offerCards.length ? { cta: linkCta('See all offers', OFFERS_PAGE, 'underlined') } : {}),
        bg_gradient: ['#FFFFFF', '#FFF6EE'],
        partnership_cards: offerCards.length
          ? offerCards
          : [
              {
                type: 'dummy_card' as const,
                partnership_id: null,
                icon: icon('partners', ''),
                name: { text: 'MedWise partners' },
                heading: { text: 'Offers from our partners are coming' },
                sub_heading: { text: 'Members will find them here first.' },
                disabled: true,
                isExpired: false,
              },
            ],
      }
    : null

  // ---- slot 6: pharmacy benefits ----
  const savedText = (k: SavingKind) =>
    savedOf(k) > 0
      ? { text: `You saved ${formatPaise(savedOf(k))}`, color: '#1B7F3B' }
      : { text: 'Nothing saved yet', color: '#5C5C5C' }
  const pharmacyCards = [
    terms.medicineDiscountPercent > 0
      ? {
          type: 'coupon_savings' as const,
          section: 'pharmacy' as const,
          header: { text: `Extra ${terms.medicineDiscountPercent}% off medicines` },
          subtext: savedText('member_discount'),
          description: { text: 'Off the selling price of every medicine and health product, on top of the usual discount.' },
          image: pharmacyImage,
        }
      : null,
    terms.freeDelivery
      ? {
          type: 'free_shippings' as const,
          section: 'pharmacy' as const,
          header: { text: 'Free delivery' },
          subtext: savedText('free_delivery'),
          description: { text: 'No delivery fee on any pharmacy order, whatever its size.' },
          image: pharmacyImage,
        }
      : null,
    terms.cashbackPercent > 0
      ? {
          type: 'neu_coins' as const,
          section: 'pharmacy' as const,
          header: { text: `${terms.cashbackPercent}% MedWise Cash back` },
          subtext: savedText('cashback'),
          description: {
            text: `On delivered orders, up to ${formatPaise(terms.cashbackCapPaise)} an order, credited to your MedWise Cash.`,
          },
          image: pharmacyImage,
        }
      : null,
    terms.priorityProcessing
      ? {
          type: 'quick_processing' as const,
          section: 'pharmacy' as const,
          header: { text: 'Priority processing' },
          subtext: { text: 'On every order', color: '#5C5C5C' },
          description: { text: 'Our pharmacists check and pack members’ orders first.' },
          image: pharmacyImage,
        }
      : null,
  ].filter((c) => c !== null)
  const pharmacy =
    running && pharmacyCards.length
      ? {
          type: 'benefits' as const,
          slot: 6 as const,
          header_pharmacy: heading('Pharmacy benefits'),
          benefits_locked: term.codLocked,
          data: pharmacyCards,
        }
      : null

  // ---- slot 7: the benefits list (consultations, labs) ----
  const moreCards = [
    terms.freeConsultations > 0
      ? {
          type: 'doctor_consultations' as const,
          section: 'consultation' as const,
          header: {
            text: `${terms.freeConsultations} free doctor ${terms.freeConsultations === 1 ? 'consultation' : 'consultations'}`,
          },
          subtext: { text: 'With doctors on MedWise', color: '#5C5C5C' },
          description: {
            text: `Your plan pays the doctor’s fee of ${terms.freeConsultations === 1 ? 'one consultation' : `${terms.freeConsultations} consultations`} in this term.`,
          },
          image: otherImage('consult-card', 'Doctor consultations'),
          usage_details: {
            bg_color: '#FFF6EE',
            text: `${consultsUsed} of ${terms.freeConsultations} used`,
            cta: sheetCta('View', 'view_consultation_details'),
            disabled: false,
          },
        }
      : null,
    terms.labDiscountPercent > 0
      ? {
          type: 'lab_savings' as const,
          section: 'labs' as const,
          header: { text: `${terms.labDiscountPercent}% off lab tests` },
          subtext: savedText('lab_discount'),
          description: { text: 'Member prices on lab tests with home sample collection.' },
          image: otherImage('labs-card', 'Lab tests'),
          usage_details: {
            bg_color: '#FFF6EE',
            text: savedOf('lab_discount') > 0 ? `Saved ${formatPaise(savedOf('lab_discount'))}` : 'No lab savings yet',
            cta: sheetCta('View', 'view_lab_details'),
            disabled: false,
          },
          cta: linkCta('Book a test', '/labs', 'outlined'),
        }
      : null,
    // spec 2 §2: an early-sale card defaults to a remind-me action (GET /api/v4/set_reminder).
    input.sale
      ? {
          type: 'early_sale' as const,
          section: 'other' as const,
          header: { text: 'Early access to sales' },
          subtext: { text: `${input.sale.name}: members shop from ${indiaDate(input.sale.membersFrom)}`, color: '#5C5C5C' },
          description: { text: 'Care Plan members enter our sales a day before everyone else.' },
          image: otherImage('labs-card', 'Early access to sales'),
          cta: input.sale.reminded
            ? { label: 'We will remind you', action: 'remind_me' as const, disabled: true, type: 'outlined' as const }
            : { label: 'Remind me', action: 'remind_me' as const, type: 'outlined' as const },
        }
      : null,
  ].filter((c) => c !== null)
  const benefitsList =
    running && moreCards.length
      ? {
          type: 'benefits' as const,
          slot: 7 as const,
          header_additional_benefits: heading('More with your plan'),
          header_consultation: heading('Doctor consultations'),
          header_labs: heading('Lab tests'),
          header_other_benefits: heading('Other benefits'),
          benefits_locked: term.codLocked,
          data: moreCards,
        }
      : null

  // ---- slot 8: FAQ; slot 9: renew; slot 10: cancellation ----
  const faq = { type: 'faq' as const, slot: 8 as const, header: heading('Frequently asked questions'), data: faqOf() }
  const offerRenew =
    !renewal && (term.state === 'expiring' || term.state === 'expired' || term.state === 'cancelled') && renewPlan
  const renew = offerRenew
    ? {
        type: 'renew' as const,
        slot: 9 as const,
        header: heading(term.state === 'cancelled' ? 'Join Care Plan again' : 'Renew your Care Plan'),
        subtext: {
          text: `${renewPlan.name}: ${durationText(renewPlan.durationMonths)} for ${formatPaise(renewPlan.pricePaise)}${renewPlan.sample ? ' (sample price)' : ''}`,
        },
        data: benefitLines(renewPlan.terms),
        cta: {
          ...linkCta('Renew now', CARE_PLAN_PAGES.subscriptions),
          renew_label: 'RENEW NOW',
        },
        bg_color: '#FFF6EE',
        image: icon('plan', ''),
        revised_plan_info:
          renewPlan.pricePaise !== term.feePaise
            ? {
                text: `The plan now costs ${formatPaise(renewPlan.pricePaise)} (you paid ${formatPaise(term.feePaise)}).`,
                url: CARE_PLAN_PAGES.subscriptions,
                cta: sheetCta('What changed', 'revised_plan_bottom_info'),
              }
            : undefined,
      }
    : null
  const canCancel = cancellable(term)
  const cancel = running
    ? {
        type: 'cancel_membership' as const,
        slot: 10 as const,
        header: heading('Cancel membership'),
        subtext: {
          text: term.codLocked
            ? `Your plan was bought with cash-on-delivery order ${term.orderNumber}, not delivered yet: to cancel the plan, cancel that order.`
            : 'You can cancel at any time. You get back the share of the fee for the days left, less what the plan has saved you.',
        },
        cta: { ...sheetCta('Cancel membership', 'cancel_membership_bottom_info', 'outlined'), disabled: !canCancel },
      }
    : null

  const widgets = [
    membershipInfo,
    status,
    savings,
    codBenefit,
    renewInfo,
    useBenefits,
    partnershipOffers,
    pharmacy,
    benefitsList,
    faq,
    renew,
    cancel,
  ].filter((w) => w !== null)

  // ---- the bottom sheets ----
  const details = [
    { label: 'Plan', value: term.planName },
    { label: 'Status', value: notStarted ? 'Starts soon' : STATUS[term.state].text },
    { label: 'Started on', value: indiaDate(term.startsAt) },
    { label: term.state === 'expired' ? 'Ended on' : 'Valid till', value: indiaDate(term.endsAt) },
    { label: 'Fee paid', value: formatPaise(term.feePaise) },
    { label: 'Bought with order', value: term.orderNumber },
    ...(renewal ? [{ label: 'Renewal starts on', value: indiaDate(renewal.startsAt) }] : []),
  ]
  const bottomSheets = {
    membership_details: {
      header: 'Membership details',
      details,
      data: [{ url: `${IMG}/plan.svg`, alt: 'MedWise Care Plan' }],
      bg_color: DETAILS_BG,
      ga_details: { event: 'membership_details_open' },
      close_ga_details: { event: 'membership_details_close' },
    },
    cancel_membership_bottom_info: canCancel
      ? {
          sub_header: 'Cancel your Care Plan',
          description: 'Please tell us why you want to cancel. It helps us make the plan better.',
          label: REASON_LABEL,
          reasons: CANCEL_REASONS.map((r) => ({ id: r.id, reason: r.reason })),
          plan_id: term.planId,
          plan_name: term.planName,
          cta: { label: 'Continue', type: 'filled' as const, ga_details: { event: 'cancel_reason_continue' } },
          bottom_text: `If you cancel now you get ${formatPaise(refund)} back: the share of the fee for the days left, less what the plan has saved you.`,
        }
      : undefined,
    cancel_bottomsheet_confirm_info: canCancel
      ? {
          heading: 'Are you sure you want to cancel?',
          sub_heading:
            saved.total > 0
              ? `Your plan has saved you ${formatPaise(saved.total)} so far. Your benefits stop as soon as you cancel.`
              : 'Your benefits stop as soon as you cancel.',
          refund: toRupees(refund),
          primary_cta: { label: 'Keep my plan', action: 'close' as const, type: 'filled' as const },
          secondary_cta: { label: 'Cancel membership', type: 'outlined' as const, ga_details: { event: 'cancel_confirm' } },
          sub_text:
            refund > 0
              ? `${formatPaise(refund)} will be refunded the way you paid.`
              : 'Your plan has already saved you more than the days left are worth, so there is no refund.',
        }
      : undefined,
    successful_cancellation:
      term.state === 'cancelled' ? successfulCancellation(term.planName, term.refundPaise ?? ZERO_PAISE) : undefined,
    view_consultation_details: {
      header: 'Your consultations',
      image: icon('consult', ''),
      data: (input.consultations ?? []).map((c) => ({
        icon: icon('consult', ''),
        header: c.label,
        sub_header: indiaDate(c.at),
        sub_text: `Saved ${formatPaise(c.amountPaise)}`,
        status: { text: 'Free with your plan' },
        ctas: [],
      })),
      empty_text: 'Consultations you take free with your plan will be listed here.',
    },
    view_lab_details: {
      header: 'Your lab tests',
      image: icon('labs', ''),
      data: [],
      empty_text:
        savedOf('lab_discount') > 0
          ? `Your plan has saved you ${formatPaise(savedOf('lab_discount'))} on lab tests. Your bookings are in My lab bookings.`
          : 'Lab tests you book with your plan will be listed here.',
    },
    revised_plan_bottom_info:
      renewal || offerRenew
        ? {
            header: 'How renewal works',
            image: icon('plan', ''),
            description: renewal
              ? `Your renewal, ${renewal.planName}, starts on ${indiaDate(renewal.startsAt)}, the day your current plan ends, at the price you paid for it (${formatPaise(renewal.feePaise)}). Cancelling your plan cancels the renewal too, refunded in full.`
              : `A renewal is a new plan at today’s price${renewPlan ? ` (${formatPaise(renewPlan.pricePaise)})` : ''}, starting the day your current plan ends, so you lose no day.`,
          }
        : undefined,
  }

  return {
    data: { data: widgets, bottom_sheets: bottomSheets },
    meta_data: {
      title: 'My Care Plan | MedWise',
      description: 'Your MedWise Care Plan: what it has saved you, your benefits, renewal and cancellation.',
    },
    page_properties: { slug: null },
    ga_details: { page: 'savings_page', plan_id: term.planId, state: term.state, saved: toRupees(saved.total) },
    plan_id: term.planId,
  }
}

/** The success sheet (spec 2 §3 successful_cancellation): also the cancel call's answer. */
export function successfulCancellation(planName: string, refund: Paise) {
  return {
    header: 'Your Care Plan is cancelled',
    description:
      refund > 0
        ? `${formatPaise(refund)} is being refunded the way you paid: MedWise Cash at once, an online payment in 5 to 7 working days.`
        : `${planName} is cancelled. It had already saved you more than the days left were worth, so there is no refund.`,
    icon: icon('done', ''),
    cta: { ...linkCta('Continue shopping', '/'), sub_text: 'You can join Care Plan again at any time.' },
  }
}

/** Whole months between a term's start and end (its plan's length). */
function monthsOf(start: Date, end: Date): number {
  const a = new Date(start.getTime() + 330 * 60_000)
  const b = new Date(end.getTime() + 330 * 60_000)
  return Math.max(1, (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + b.getUTCMonth() - a.getUTCMonth())
}

/** The breakdown (GET /api/v4/detailed_savings) from the recorded rows, newest first. */
export function buildDetailedSavings(
  rows: ReadonlyArray<{ orderNumber: string; label: string; benefit: string; amountPaise: Paise; at: Date }>,
  totals: { total: Paise; byBenefit: Partial<Record<SavingKind, Paise>> },
  truncated: boolean,
) {
  const kind = (b: string): SavingKind => (b in SAVING_LABELS ? (b as SavingKind) : 'member_discount')
  return {
    header: 'Your Care Plan savings',
    total: toRupees(totals.total),
    total_text: formatPaise(totals.total),
    by_benefit: (Object.keys(SAVING_LABELS) as SavingKind[])
      .filter((k) => (totals.byBenefit[k] ?? 0) > 0)
      .map((k) => ({ benefit: k, label: SAVING_LABELS[k], amount: toRupees(totals.byBenefit[k]!) })),
    rows: rows.map((r) => ({
      order_number: r.orderNumber,
      label: r.label,
      benefit: kind(r.benefit),
      benefit_label: SAVING_LABELS[kind(r.benefit)],
      amount: toRupees(r.amountPaise),
      date: indiaDate(r.at),
    })),
    truncated,
  }
}
