import { Link, useLoaderData } from 'react-router'
import styles from '~/checkout/checkout.module.css'
import corp from '~/corporate/corporate.module.css'
import { historyLoader } from '~/corporate/corporate.server'
import { LedgerList } from '~/wallet/ledger-list'
import { BENEFIT_LABELS, corporateDashboardPath, type CorporateWalletEntryKind } from '../../core/corporate/vocabulary.ts'
import type { Route } from './+types/corporate-transactions'

// spec 2 §2 '/corporate/wallet/transaction-history' (issue 25 §3): every credit and debit of the OPD wallet, newest
// first, with its sub-wallet and order number, a page at a time (keyset: 'Older entries' carries the last id).

export async function loader({ request, context }: Route.LoaderArgs) {
  return historyLoader(context, request)
}

export const meta: Route.MetaFunction = () => [{ title: 'Wallet transactions | MedWise' }, { name: 'robots', content: 'noindex' }]

const KIND_TITLES: Record<CorporateWalletEntryKind, string> = {
  top_up: 'Added by your company',
  payment: 'Paid',
  refund: 'Refunded',
  withdrawal: 'Taken back by your company',
}

export default function CorporateTransactions() {
  const { corporate, transactions, next_before, first } = useLoaderData<typeof loader>()
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Wallet transactions</h1>
      <p className={styles.muted}>
        <Link to={corporateDashboardPath(corporate.slug)}>Back to {corporate.name} benefits</Link>
      </p>
      <section className={styles.card} aria-labelledby="entries">
        <h2 id="entries" className={styles.cardHeading}>
          {first ? 'Latest' : 'Older'} entries
        </h2>
        {transactions.length === 0 ? (
          <p className={styles.muted}>No money added or spent yet.</p>
        ) : (
          <LedgerList
            lines={transactions.map((t) => ({
              key: String(t.id),
              at: t.at,
              title: `${KIND_TITLES[t.kind]} · ${BENEFIT_LABELS[t.benefit]}`,
              note: [t.order_number ? `Order ${t.order_number}` : null, t.note].filter(Boolean).join(' · '),
              amount: t.amount,
            }))}
          />
        )}
        {next_before !== null && (
          <p className={corp.pager}>
            <Link to={`?before=${next_before}`} className="button">
              Older entries
            </Link>
          </p>
        )}
      </section>
    </div>
  )
}
