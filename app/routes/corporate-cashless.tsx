import { useLoaderData } from 'react-router'
import { formatRupees } from '../../core/money.ts'
import { loadCashlessBenefit } from './corporate-cashless.server'
import styles from './corporate-cashless.module.css'
import type { Route } from './+types/corporate-cashless'

// spec 2 §2 '/corporate/widget/cashlessBenefit' (issue 25 §4): the covered employee's cashless benefit as an
// embeddable widget: each sub-wallet's balance, this year's allowance and what it pays for; no header or footer
// (handle.widget, app/root.tsx). Everyone else gets the 404 page (decision 067).

export const handle = { widget: true }

export async function loader({ context }: Route.LoaderArgs) {
  return loadCashlessBenefit(context)
}

export const meta: Route.MetaFunction = () => [{ title: 'Cashless benefit | MedWise' }, { name: 'robots', content: 'noindex' }]

export default function CashlessBenefitWidget() {
  const d = useLoaderData<typeof loader>()
  return (
    <section className={styles.widget} aria-labelledby="cashless-title">
      <h1 id="cashless-title" className={styles.title}>
        Cashless benefit from {d.corporate.name}
      </h1>
      <p className={styles.muted}>
        For {d.employee}
        {d.familyCover ? ' and covered family' : ''}
        {d.year ? `, ${d.year}` : ''}. Pay with your corporate wallet at checkout: it pays first, the rest any other way.
      </p>
      <ul className={styles.wallets}>
        {d.wallets.map((w) => (
          <li key={w.benefit} className={styles.wallet}>
            <h2>{w.label}</h2>
            <p>
              <span className={styles.balance}>{formatRupees(w.balance)}</span> left
            </p>
            {w.allowance !== null && <p className={styles.muted}>of {formatRupees(w.allowance)} this year</p>}
            <p>{w.covers}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
