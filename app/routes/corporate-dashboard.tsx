import { Link, useLoaderData } from 'react-router'
import styles from '~/checkout/checkout.module.css'
import corp from '~/corporate/corporate.module.css'
import { dashboardLoader } from '~/corporate/corporate.server'
import { BENEFIT_LABELS, BENEFITS, COVERAGE_LABELS, RELATION_LABELS } from '../../core/corporate/vocabulary.ts'
import { HEALTH_CHECK_LABELS } from '../../core/corporate/member-rules.ts'
import { formatRupees } from '../../core/money.ts'
import type { Route } from './+types/corporate-dashboard'

// spec 2 §2 '/corporate/{corporate_name}: corporate dashboard' (issue 25 §3): the OPD wallet and its sub-wallets, this
// year's benefits, the annual health check's status per covered member, and quick links. Anyone outside the corporate
// gets the 404 page (decision 065).

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return dashboardLoader(context, request, params.corporate_name)
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.corporate.name ?? 'Company'} benefits | MedWise` },
  { name: 'robots', content: 'noindex' },
]

const QUICK_LINKS = [
  { to: '/order-with-prescription', label: 'Order medicines' },
  { to: '/corporate/labs/patient', label: 'Book lab tests' },
  { to: '/online-doctor-consultation', label: 'Consult a doctor' },
  { to: '/corporate/wallet/transaction-history', label: 'Transaction history' },
  { to: '/corporate/member-list', label: 'Family members' },
] as const

export default function CorporateDashboard() {
  const me = useLoaderData<typeof loader>()
  const total = me.balances.pharmacy + me.balances.labs + me.balances.consultation
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        {me.corporate.logo_url && <img src={me.corporate.logo_url} alt="" className={corp.logo} />} {me.corporate.name} benefits
      </h1>
      <p className={styles.muted}>
        {me.employee.name} · {COVERAGE_LABELS[me.employee.coverage]} cover
        {me.employee.cover_until && ` until ${me.employee.cover_until.split('-').reverse().join('-')}`}
      </p>
      {!me.covered && (
        <p role="status" className={styles.card}>
          Your company cover has ended. Your wallet history stays here.
        </p>
      )}
      <section className={styles.card} aria-labelledby="wallet">
        <h2 id="wallet" className={styles.cardHeading}>
          OPD wallet
        </h2>
        <p className={corp.total} data-testid="corporate-wallet-total">
          {formatRupees(total)}
        </p>
        <dl className={corp.balances}>
          {BENEFITS.map((b) => (
            <div key={b}>
              <dt>{BENEFIT_LABELS[b]}</dt>
              <dd data-testid={`corporate-balance-${b}`}>{formatRupees(me.balances[b])}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="benefits">
        <h2 id="benefits" className={styles.cardHeading}>
          Your benefits {me.policy ? `for ${me.policy.year}` : ''}
        </h2>
        {me.policy ? (
          <ul className={corp.list}>
            {BENEFITS.map((b) => (
              <li key={b}>
                <span>{BENEFIT_LABELS[b]}</span>
                <span>{formatRupees(me.policy![b])} a year</span>
              </li>
            ))}
            <li>
              <span>Family cover</span>
              <span>{me.policy.family_cover ? 'Yes' : 'No'}</span>
            </li>
            <li>
              <span>Annual health check</span>
              <span>
                {me.policy.health_check_test_id === null
                  ? 'Not this year'
                  : me.policy.health_check_for === 'employee'
                    ? 'For you'
                    : 'For you and your family'}
              </span>
            </li>
          </ul>
        ) : (
          <p className={styles.muted}>Your company has not set this year’s benefits yet.</p>
        )}
      </section>
      <section className={styles.card} aria-labelledby="checks">
        <h2 id="checks" className={styles.cardHeading}>
          Health check
        </h2>
        <ul className={corp.list}>
          {me.members.map((m) => (
            <li key={m.dependant_id ?? 'self'} data-testid="corporate-member-check">
              <span>
                {m.name} <span className={styles.muted}>({m.relation === 'self' ? 'You' : RELATION_LABELS[m.relation]})</span>
              </span>
              <span className={corp.status}>{HEALTH_CHECK_LABELS[m.health_check]}</span>
            </li>
          ))}
        </ul>
      </section>
      <nav className={styles.card} aria-labelledby="quick-links">
        <h2 id="quick-links" className={styles.cardHeading}>
          Quick links
        </h2>
        <ul className={corp.links}>
          {QUICK_LINKS.map((l) => (
            <li key={l.to}>
              <Link to={l.to}>{l.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
