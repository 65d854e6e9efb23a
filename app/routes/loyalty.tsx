import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import { useCsrfToken } from '~/lib/forms'
import { loyaltyAction, loyaltyLoader } from '~/wallet/loyalty.server'
import styles from '~/checkout/checkout.module.css'
import wallet from '~/wallet/wallet.module.css'
import { formatRupees } from '../../core/money.ts'
import { lastDayIST } from '../../core/content/dates.ts'
import { LedgerList } from '~/wallet/ledger-list'
import type { Route } from './+types/loyalty'

// '/loyalty' (spec 1 §2.2: the profile menu's NeuCoins for loyal users; issue 23 §5; decision 055): the points, their
// worth and expiry, what earned and spent them; for everyone else how the programme works and 'Join NeuCoins'.

export async function loader({ context }: Route.LoaderArgs) {
  return loyaltyLoader(context)
}

export async function action({ request, context }: Route.ActionArgs) {
  return loyaltyAction(request, context)
}

export const meta: Route.MetaFunction = () => [
  { title: 'NeuCoins | MedWise' },
  { name: 'description', content: 'MedWise NeuCoins: earn on every delivered order and save on the next one.' },
]

export default function Loyalty() {
  const d = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const csrf = useCsrfToken()
  const joining = useNavigation().state === 'submitting'
  const loyal = d.signedIn && d.isLoyal
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>NeuCoins</h1>
      {loyal && (
        <section className={styles.card} aria-labelledby="points">
          <h2 id="points" className={styles.cardHeading}>
            Your NeuCoins
          </h2>
          <p>
            <span className={wallet.balanceAmount} data-testid="neucoins">
              {d.points}
            </span>{' '}
            NeuCoins, worth {formatRupees(d.points)} on your next order.
          </p>
          {d.expiresAt && (
            <p className={styles.muted}>
              They expire on {lastDayIST(new Date(d.expiresAt))} if you do not earn or use any before.
            </p>
          )}
        </section>
      )}
      <section className={styles.card} aria-labelledby="how">
        <h2 id="how" className={styles.cardHeading}>
          How NeuCoins work
        </h2>
        <ul>
          {d.rules.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
        {!loyal && (
          <>
            {refused && (
              <p role="alert" className={styles.error}>
                {refused.message}
              </p>
            )}
            {d.signedIn ? (
              <Form method="post">
                <input type="hidden" name="_csrf" value={csrf} />
                <input type="hidden" name="intent" value="join" />
                <button type="submit" disabled={joining}>
                  {joining ? 'Joining…' : 'Join NeuCoins'}
                </button>
              </Form>
            ) : (
              <p>
                <Link className="button" to="/loyalty?login=true">
                  Log in to join
                </Link>
              </p>
            )}
          </>
        )}
      </section>
      {loyal && (
        <section className={styles.card} aria-labelledby="history">
          <h2 id="history" className={styles.cardHeading}>
            History
          </h2>
          {d.entries.length === 0 ? (
            <p className={styles.muted}>No NeuCoins earned yet. They arrive when an order is delivered.</p>
          ) : (
            <LedgerList lines={d.entries} />
          )}
          <p className={styles.muted}>
            Your MedWise Cash, rewards included: <Link to="/dashboard/cash">MedWise Cash</Link>
          </p>
        </section>
      )}
    </div>
  )
}
