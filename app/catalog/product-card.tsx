import { Link } from 'react-router'
import { PackImage } from './pack-image'
import { Price, RxBadge } from './price'
import styles from './product-card.module.css'
import type { CardProduct } from './types'

/** What a card needs: the home page's popular products carry no composition. */
type CardLike = Pick<CardProduct, 'id' | 'name' | 'pack' | 'mrpPaise' | 'pricePaise' | 'rxRequired' | 'url'> & {
  composition?: string | null
}

/** A product in a grid: name, pack, Rx badge, price and MRP (home, search, listings, brands of a salt). */
export function ProductCard({ p, children }: { p: CardLike; children?: React.ReactNode }) {
  return (
    <li className={styles.card}>
      <PackImage name={p.name} pack={p.pack} size={72} className={styles.pack} />
      <Link to={p.url} className={styles.title}>
        {p.name}
      </Link>
      <p className={styles.meta}>
        {p.pack}
        {p.rxRequired && (
          <>
            {' '}
            <RxBadge />
          </>
        )}
      </p>
      {p.composition && <p className={styles.meta}>{p.composition}</p>}
      <Price mrpPaise={p.mrpPaise} pricePaise={p.pricePaise} />
      {children}
    </li>
  )
}

export function ProductGrid({ products, label }: { products: CardLike[]; label?: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((p) => (
        <ProductCard key={p.id} p={p} />
      ))}
    </ul>
  )
}
