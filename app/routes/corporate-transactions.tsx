import { Link, useLoaderData } from 'react-router'
import styles from '~/checkout/checkout.module.css'
import corp from '~/corporate/corporate.module.css'
import { historyLoader } from '~/corporate/corporate.server'
import { LedgerList, type LedgerLine } from '~/wallet/ledger-list'
import { formatRupees } from '../../core/money.ts'
import { BENEFIT_LABELS, corporateDashboardPath, type CorporateWalletEntryKind } from '../../core/corporate/vocabulary.ts'
import type { Route } from './+types/corporate-transactions'

// spec 2 §2 '/corporate/wallet/transaction-history' (issue 25 §3): every credit and debit of the OPD wallet, newest
// first, with its sub-wallet and order number, a page at a time (keyset: 'Older entries' carries the last id). The
// health checks the employer paid for are listed among them as 'Paid by your employer', moving no balance (decision 071).

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

/** 'A', 'A and B', 'A, B and C'. */
function listOf(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

export default function CorporateTransactions() {
  const { corporate, transactions, sponsored, next_before, first } = useLoaderData<typeof loader>()
  const lines: LedgerLine[] = [
    ...transactions.map((t) => ({
      key: String(t.id),
      at: t.at,
      title: `${KIND_TITLES[t.kind]} · ${BENEFIT_LABELS[t.benefit]}`,
      note: [t.order_number ? `Order ${t.order_number}` : null, t.note].filter(Boolean).join(' · '),
      amount: t.amount,
    })),
    ...sponsored.map((s) => ({
      key: `sponsored-${s.order_id}`,
      at: s.at,
      title: `Paid by your employer · Health check`,
      note: [s.order_number ? `Order ${s.order_number}` : null, `For ${listOf(s.people)}`].filter(Boolean).join(' · '),
      amount: s.amount,
      amountText: `${corporate.name} paid ${formatRupees(s.amount)}`,
    })),
  ].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
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
        {lines.length === 0 ? <p className={styles.muted}>No money added or spent yet.</p> : <LedgerList lines={lines} />}
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
