import { Link, useLoaderData } from 'react-router'
import styles from '~/checkout/checkout.module.css'
import { formatRupees } from '../../core/money.ts'
import { historyLoader } from '~/orders/orders.server'
import { useOrderEvents } from '~/orders/use-order-events'
import type { Route } from './+types/order-history'

// The profile menu's 'My Orders' (spec 1 §2.2; issue 9 §8): the account's orders, newest first.

export async function loader({ request, context }: Route.LoaderArgs) {
  return historyLoader(request, context)
}

export const meta: Route.MetaFunction = () => [{ title: 'My orders | MedWise' }, { name: 'robots', content: 'noindex' }]

const date = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' })

export default function OrderHistory() {
  const { orders, page, pages } = useLoaderData<typeof loader>()
  // Statuses follow their orders while the page is open; on the first page a new order (another tab) appears too.
  useOrderEvents((order) => page === 1 || orders.some((o) => o.number === order))
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>My orders</h1>
      {orders.length === 0 ? (
        <p>
          You have not ordered anything yet. <Link to="/">Browse medicines</Link>
        </p>
      ) : (
        <ul className={styles.orders}>
          {orders.map((o) => (
            <li key={o.number} className={styles.card}>
              <h2 className={styles.cardHeading}>
                <Link to={`/order/${o.number}`}>Order {o.number}</Link>
              </h2>
              <p className={styles.muted}>
                Placed on {date.format(new Date(o.placedAt))} · {formatRupees(o.total)} ·{' '}
                <span className={styles.status}>{o.statusLabel}</span>
              </p>
              <p className={styles.muted}>
                {o.items
                  .slice(0, 3)
                  .map((i) => `${i.name} × ${i.quantity}`)
                  .join(', ')}
                {o.items.length > 3 && ` and ${o.items.length - 3} more`}
              </p>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label="Pages of orders">
          {page > 1 && <Link to={`?page=${page - 1}`}>Newer orders</Link>}{' '}
          {page < pages && <Link to={`?page=${page + 1}`}>Older orders</Link>}
        </nav>
      )}
    </div>
  )
}
