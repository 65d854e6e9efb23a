import { createContext, useContext, type ReactNode } from 'react'
import { Link } from 'react-router'
import type { BenefitCard, Cta, ModalName, SavingsPageWidget } from '../../contracts/care-plan'
import { CARE_PLAN_PAGES } from '../../core/care-plan/plans.ts'
import type { WidgetRegistry } from '~/widgets/registry'
import { useHydrated } from '~/lib/use-hydrated'
import { useCsrfToken } from '~/lib/forms'
import styles from './savings.module.css'

// The savings page's widgets (spec 2 §3), one component per type, rendered in the server's slot order through the one
// widget registry. A call to action that opens a sheet is a link to ?sheet=NAME (the page without JavaScript), taken
// over by the page once hydrated (savings-sheets.tsx).

export interface SavingsActions {
  open: (name: ModalName) => void
  viewBreakdown: () => void
  /** spec 2 §4 'Sale reminder': GET /api/v4/set_reminder (loading, then success; a failure opens error_popup). */
  remindMe: () => void
  reminding: boolean
}
export const SavingsActionsContext = createContext<SavingsActions>({
  open: () => {},
  viewBreakdown: () => {},
  remindMe: () => {},
  reminding: false,
})

type W<T extends SavingsPageWidget['type']> = { widget: Extract<SavingsPageWidget, { type: T }> }

/**
 * The page's policy takes no inline styles (server/http/csp.ts: style-src 'self'), so the colours the server names are
 * drawn from the stylesheet: the builder's palette (core/care-plan/savings-page.ts) read as tones, anything else plain.
 */
const TONES: Record<string, string> = { '#1B7F3B': 'good', '#B35900': 'warn', '#A61B1B': 'bad', '#5C5C5C': 'muted' }
const toneOf = (color: string | undefined) => (color ? TONES[color.toUpperCase()] : undefined)

const sheetHref = (name: ModalName) => `${CARE_PLAN_PAGES.myPlan}?sheet=${name}`

/** A call to action: a link, or a link to a sheet that opens in place once the page has hydrated. */
export function CtaLink({ cta, className }: { cta: Cta; className?: string }) {
  const actions = useContext(SavingsActionsContext)
  const hydrated = useHydrated()
  const csrf = useCsrfToken()
  const cls = `${cta.type === 'filled' ? 'button' : cta.type === 'outlined' ? styles.outlined : styles.underlined} ${className ?? ''}`
  if (cta.disabled) {
    return (
      <button type="button" className={cls} disabled>
        {cta.label}
      </button>
    )
  }
  if (cta.action === 'remind_me') {
    // The early-sale remind-me: a plain form to the page without JavaScript, the API call with it.
    return (
      <form
        method="post"
        className={styles.remind}
        onSubmit={(e) => {
          if (!hydrated) return
          e.preventDefault()
          actions.remindMe()
        }}
      >
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="intent" value="remind_me" />
        <button type="submit" className={cls} disabled={actions.reminding}>
          {actions.reminding ? 'Setting a reminder…' : cta.label}
        </button>
      </form>
    )
  }
  const sheet: ModalName | null = cta.action === 'view_breakdown' ? 'detailed_savings' : (cta.bottom_sheet ?? null)
  if (sheet) {
    return (
      <a
        href={sheetHref(sheet)}
        className={cls}
        onClick={(e) => {
          if (!hydrated) return
          e.preventDefault()
          if (cta.action === 'view_breakdown') actions.viewBreakdown()
          else actions.open(sheet)
        }}
      >
        {cta.label}
      </a>
    )
  }
  return (
    <Link to={cta.url?.web ?? '/'} className={cls}>
      {cta.label}
    </Link>
  )
}

function Section({ id, title, children, className }: { id: string; title: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={`${styles.section} ${className ?? ''}`} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  )
}

function MembershipInfo({ widget: w }: W<'membership_info'>) {
  return (
    <section className={styles.memberCard} aria-labelledby="membership-card">
      <div className={styles.memberHead}>
        <img src={w.header.image.url} alt={w.header.image.alt} width={40} height={40} />
        <h2 id="membership-card" className={styles.memberTitle}>
          {w.header.prefix_text} {w.header.suffix_text}
        </h2>
        <span className={styles.status} data-tone={toneOf(w.status_info.color)}>
          {w.status_info.text}
        </span>
      </div>
      <p className={styles.validity}>
        <strong>{w.status_info.day}</strong>
        {w.status_info.subtext && <span> · {w.status_info.subtext}</span>}
      </p>
      <p className={styles.band}>{w.description.text}</p>
      <CtaLink cta={w.cta} />
    </section>
  )
}

function MembershipStatus({ widget: w }: W<'membership_status'>) {
  return (
    <section className={styles.notice} aria-label="Membership status" data-state={w.state}>
      <p>{w.description.text}</p>
    </section>
  )
}

function Savings({ widget: w }: W<'savings'>) {
  return (
    <section className={styles.savings} aria-labelledby="savings-heading" data-testid="savings-widget">
      <img src={w.icon.url} alt={w.icon.alt} width={40} height={40} />
      <div>
        <h2 id="savings-heading" className={styles.savingsHeading}>
          {w.heading}
        </h2>
        <p className={styles.muted}>{w.description}</p>
        {w.cta && <CtaLink cta={w.cta} />}
      </div>
    </section>
  )
}

function CodBenefit({ widget: w }: W<'cod_benefit'>) {
  return (
    <section className={styles.notice} aria-labelledby="cod-benefit" data-state="cod">
      <h2 id="cod-benefit" className={styles.noticeHeading}>
        {w.header.text}
      </h2>
      <p>{w.subtext.text}</p>
      <CtaLink cta={w.cta} />
    </section>
  )
}

function RenewInfo({ widget: w }: W<'renew_info'>) {
  return (
    <section className={styles.notice} aria-labelledby="renew-info">
      <h2 id="renew-info" className={styles.noticeHeading}>
        {w.header.text}
      </h2>
      <p>{w.subtext.text}</p>
      {w.cta && <CtaLink cta={w.cta} />}
    </section>
  )
}

function UseBenefits({ widget: w }: W<'use_benefits'>) {
  return (
    <Section id="use-benefits" title={w.header.text}>
      <ul className={styles.useList}>
        {w.data.map((b) => (
          <li key={b.area} className={styles.useRow}>
            <img src={b.icon.url} alt={b.icon.alt} width={40} height={40} />
            <div>
              <h3 className={styles.cardTitle}>{b.header}</h3>
              <p className={styles.muted}>
                {b.times_remaining} · {b.subtext}
              </p>
            </div>
            <CtaLink cta={b.cta} />
          </li>
        ))}
      </ul>
    </Section>
  )
}

function PartnershipOffers({ widget: w }: W<'partnership_offers'>) {
  return (
    <Section id="partner-offers" title={w.header.title.text}>
      <ul className={styles.offers}>
        {w.partnership_cards.map((c, i) => (
          <li key={c.partnership_id ?? `card-${i}`} className={styles.offer} data-type={c.type}>
            <img src={c.icon.url} alt={c.icon.alt} width={40} height={40} />
            <div>
              <p className={styles.cardTitle}>{c.heading.text}</p>
              <p className={styles.muted}>{c.sub_heading.text}</p>
            </div>
            {c.cta && !c.disabled && <CtaLink cta={c.cta} />}
          </li>
        ))}
      </ul>
      {w.cta && <CtaLink cta={w.cta} />}
    </Section>
  )
}

function Card({ card, level }: { card: BenefitCard; level: 3 | 4 }) {
  const Title = level === 3 ? 'h3' : 'h4'
  const pharmacy = card.section === 'pharmacy'
  return (
    <li className={`${styles.benefit} ${pharmacy ? styles.pharmacyCard : ''}`} data-type={card.type}>
      <img src={card.image.url} alt={card.image.alt} width={card.image.width} height={card.image.height} />
      <div className={styles.benefitBody}>
        <Title className={styles.cardTitle}>{card.header.text}</Title>
        <p className={styles.saved} data-tone={toneOf(card.subtext.color)}>
          {card.subtext.text}
        </p>
        <p className={styles.muted}>{card.description.text}</p>
        {card.usage_details && (
          <p className={styles.usage}>
            <span>{card.usage_details.text}</span>
            {card.usage_details.cta?.label && <CtaLink cta={card.usage_details.cta} />}
          </p>
        )}
        {card.cta?.label && <CtaLink cta={card.cta} />}
      </div>
    </li>
  )
}

const SECTION_OF = {
  pharmacy: 'header_pharmacy',
  consultation: 'header_consultation',
  labs: 'header_labs',
  other: 'header_other_benefits',
} as const

function Benefits({ widget: w }: W<'benefits'>) {
  const id = `benefits-${w.slot}`
  const title = (w.header ?? w.header_pharmacy ?? w.header_additional_benefits)?.text ?? 'Benefits'
  const sections = (['pharmacy', 'consultation', 'labs', 'other'] as const).filter((s) => w.data.some((c) => c.section === s))
  return (
    <Section id={id} title={title}>
      {w.benefits_locked && (
        <p className={styles.locked}>Locked until your cash-on-delivery order is delivered: they apply to it already.</p>
      )}
      {sections.map((s) => {
        const sub = w.slot === 7 ? w[SECTION_OF[s]] : undefined
        return (
          <div key={s}>
            {sub && <h3 className={styles.subheading}>{sub.text}</h3>}
            <ul className={styles.benefits}>
              {w.data
                .filter((c) => c.section === s)
                .map((c) => (
                  <Card key={c.type} card={c} level={sub ? 4 : 3} />
                ))}
            </ul>
          </div>
        )
      })}
    </Section>
  )
}

function Faq({ widget: w }: W<'faq'>) {
  return (
    <Section id="faq" title={w.header.text}>
      <div className={styles.faq}>
        {w.data.map((q) => (
          <details key={q.title}>
            <summary>{q.title}</summary>
            <p>{q.content}</p>
          </details>
        ))}
      </div>
    </Section>
  )
}

function Renew({ widget: w }: W<'renew'>) {
  return (
    <Section id="renew" title={w.header.text} className={styles.renew}>
      <p>{w.subtext.text}</p>
      <ul>
        {w.data.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>
      <CtaLink cta={w.cta} />
      {w.revised_plan_info && (
        <p className={styles.muted}>
          {w.revised_plan_info.text} <CtaLink cta={w.revised_plan_info.cta} />
        </p>
      )}
    </Section>
  )
}

function CancelMembership({ widget: w }: W<'cancel_membership'>) {
  return (
    <Section id="cancel-membership" title={w.header.text}>
      <p className={styles.muted}>{w.subtext.text}</p>
      <CtaLink cta={w.cta} />
    </Section>
  )
}

export const SAVINGS_WIDGETS: WidgetRegistry<SavingsPageWidget> = {
  membership_info: MembershipInfo,
  membership_status: MembershipStatus,
  savings: Savings,
  cod_benefit: CodBenefit,
  renew_info: RenewInfo,
  use_benefits: UseBenefits,
  partnership_offers: PartnershipOffers,
  benefits: Benefits,
  faq: Faq,
  renew: Renew,
  cancel_membership: CancelMembership,
}
