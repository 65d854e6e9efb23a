import { Link, useLoaderData } from 'react-router'
import { AddToCartButton } from '~/cart/add-to-cart-button'
import { Price, RxBadge } from '~/catalog/price'
import { AddAllToCart } from '~/orders/add-all-to-cart'
import { reorderLoader, type ReorderData } from '~/orders/reorder.server'
import styles from '~/orders/reorder.module.css'
import type { Route } from './+types/reorder'

// spec 2 §2 '/reorder: previously ordered items' (the profile menu's 'Reorder'; issue 9 §8): each product the account
// ordered, most recent first, with today's price and whether it can be delivered to the visitor's city; 'Add' per
// item and 'Add all to cart' for those in stock, through the one cart action. A guest signs in over the cart.

export async function loader({ request, context }: Route.LoaderArgs) {
  return reorderLoader(request, context)
}

export const meta: Route.MetaFunction = () => [
  { title: 'Previously ordered items | MedWise' },
  { name: 'robots', content: 'noindex' },
]

const date = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' })
const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`)

type Item = ReorderData['items'][number]

function ReorderItem({ item, city }: { item: Item; city: string }) {
  return (
    <li className={styles.item}>
      <h2 className={styles.name}>{item.url ? <Link to={item.url}>{item.name}</Link> : item.name}</h2>
      <p className={styles.meta}>
        {item.pack}
        {item.rxRequired && (
          <>
            {' '}
            <RxBadge />
          </>
        )}
      </p>
      {item.mrpPaise !== null && item.pricePaise !== null && <Price mrpPaise={item.mrpPaise} pricePaise={item.pricePaise} />}
      <p className={styles.meta}>
        Ordered {times(item.timesOrdered)} · last on {date.format(new Date(item.lastOrderedAt))}, quantity {item.lastQuantity}
      </p>
      {item.availability === 'available' ? (
        <AddToCartButton skuId={item.skuId} name={item.name} />
      ) : (
        <p className={styles.unavailable}>{item.availability === 'not_sold' ? 'No longer sold' : `Out of stock in ${city}`}</p>
      )}
    </li>
  )
}

export default function Reorder() {
  const { city, items } = useLoaderData<typeof loader>()
  const available = items.filter((i) => i.availability === 'available').map((i) => i.skuId)
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Previously ordered items</h1>
      {items.length === 0 ? (
        <p>
          You have not ordered anything yet. <Link to="/">Browse medicines</Link>
        </p>
      ) : (
        <>
          <p className={styles.muted}>Today&rsquo;s prices and stock for delivery in {city}.</p>
          {available.length > 0 && <AddAllToCart skuIds={available} />}
          <ul className={styles.items} aria-label="Previously ordered items">
            {items.map((item) => (
              <ReorderItem key={item.skuId} item={item} city={city} />
            ))}
          </ul>
        </>
      )}
      <p>
        <Link to="/order/history">My orders</Link>
      </p>
    </div>
  )
}
