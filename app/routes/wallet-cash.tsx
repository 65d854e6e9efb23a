import { Link, useLoaderData } from 'react-router'
import styles from '~/checkout/checkout.module.css'
import { formatRupees } from '../../core/money.ts'
import { lastDayIST } from '../../core/content/dates.ts'
import { RECHARGE_PAGE, WALLET_PAGE } from '../../core/wallet/wallet.ts'
import { LedgerList } from '~/wallet/ledger-list'
import { cashLoader } from '~/wallet/wallet.server'
import wallet from '~/wallet/wallet.module.css'
import type { Route } from './+types/wallet-cash'

// The profile menu's 'MedWise Cash' (spec 1 §2.2; issue 9 §6): the balance, what added and spent it (newest first),
// and 'Add money'.

export async function loader({ request, context }: Route.LoaderArgs) {
  return cashLoader(request, context)
}

export const meta: Route.MetaFunction = () => [{ title: 'MedWise Cash | MedWise' }, { name: 'robots', content: 'noindex' }]

export default function WalletCash() {
  const { balance, cash, rewards, rewardsExpireAt, share, entries, more } = useLoaderData<typeof loader>()
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>MedWise Cash</h1>
      <section className={styles.card} aria-labelledby="balance">
        <div className={wallet.balance}>
          <div>
            <h2 id="balance" className={styles.cardHeading}>
              Your balance
            </h2>
            <p className={wallet.balanceAmount} data-testid="wallet-balance">
              {formatRupees(balance)}
            </p>
          </div>
          <Link className="button" to={`${RECHARGE_PAGE}?back=${encodeURIComponent(WALLET_PAGE)}`}>
            Add money
          </Link>
        </div>
        {rewards > 0 && (
          <dl className={wallet.purses}>
            <div>
              <dt>Your money</dt>
              <dd data-testid="wallet-cash">{formatRupees(cash)}</dd>
            </div>
            <div>
              <dt>Rewards</dt>
              <dd data-testid="wallet-rewards">{formatRupees(rewards)}</dd>
            </div>
          </dl>
        )}
        <p className={styles.muted}>
          Pay for medicines with it at checkout. Orders paid with MedWise Cash or cash on delivery are refunded here when
          cancelled.
        </p>
        {rewards > 0 && (
          <p className={styles.muted}>
            Rewards (Care Plan cash back, NeuCoins) pay up to {share.other}% of an order, {share.member}% with Care Plan, and are
            used first.
            {rewardsExpireAt && ` They expire on ${lastDayIST(new Date(rewardsExpireAt))} unless you earn or use some before.`}
          </p>
        )}
      </section>
      <section className={styles.card} aria-labelledby="history">
        <h2 id="history" className={styles.cardHeading}>
          History
        </h2>
        {entries.length === 0 ? <p className={styles.muted}>No money added or spent yet.</p> : <LedgerList lines={entries} />}
        {more && <p className={styles.muted}>Showing your latest {entries.length} entries.</p>}
      </section>
    </div>
  )
}
