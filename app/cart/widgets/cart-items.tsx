import { Link } from 'react-router'
import type { CartItemsWidget, CartLine } from '../../../contracts/widgets'
import { PackImage } from '~/catalog/pack-image'
import { RxBadge } from '~/catalog/price'
import { formatRupees } from '../../../core/money.ts'
import { CartForm, fetcherError, useCartFetcher } from '../cart-form'
import styles from '../cart-page.module.css'

/** spec 2 §3 'cart_items': the lines in groups (deliverable to the city, then not), each with its stepper. */
export function CartItems({ widget }: { widget: CartItemsWidget }) {
  return (
    <section className={styles.card} aria-labelledby="cart-items-heading">
      <h2 id="cart-items-heading" className={styles.cardHeading}>
        {widget.header.text}
      </h2>
      {widget.grouped_items.map((group) => (
        <div key={group.group_id}>
          {group.header && <h3 className={styles.groupHeading}>{group.header.text}</h3>}
          <ul className={styles.lines}>
            {group.items.map((line) => (
              <CartLineItem key={line.sku_id} line={line} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  )
}

function CartLineItem({ line }: { line: CartLine }) {
  const quantity = useCartFetcher(`cart-qty-${line.sku_id}`)
  const remove = useCartFetcher(`cart-remove-${line.sku_id}`)
  const swap = useCartFetcher(`cart-substitute-${line.sku_id}`)
  // Optimistic: the quantity on its way shows at once (the server's answer replaces it).
  const asked = quantity.formData?.get('quantity')
  const shown = typeof asked === 'string' && /^\d+$/.test(asked) ? Number(asked) : line.quantity
  const leaving = remove.state !== 'idle' || swap.state !== 'idle'
  const error = fetcherError(quantity) ?? fetcherError(remove) ?? fetcherError(swap)
  const { available, text } = line.availability

  return (
    <li className={styles.line} aria-busy={leaving || quantity.state !== 'idle'} data-sku-id={line.sku_id}>
      <div className={styles.lineInfo}>
        <PackImage name={line.name} pack={line.pack} size={56} className={styles.linePack} />
        <Link to={line.url} className={styles.lineName}>
          {line.name}
        </Link>
        <p className={styles.meta}>
          {line.pack}
          {line.rx_required && (
            <>
              {' '}
              <RxBadge />
            </>
          )}
        </p>
        <p className={styles.meta}>{line.manufacturer}</p>
        <p className={styles.prices}>
          <span className={styles.price}>{formatRupees(line.prices.price)}</span>
          {line.prices.discount_percent > 0 && (
            <>
              {' '}
              <span className={styles.mrp}>
                MRP <s>{formatRupees(line.prices.mrp)}</s>
              </span>{' '}
              <span className={styles.off}>{line.prices.discount_percent}% off</span>
            </>
          )}
        </p>
        {text && (
          <p className={available ? styles.warn : styles.unavailable} role={available ? undefined : 'note'}>
            {text}
          </p>
        )}
      </div>
      <div className={styles.lineActions}>
        {available && (
          <CartForm fetcher={quantity} intent="set-quantity" fields={{ sku_id: line.sku_id }} className={styles.stepper}>
            <button type="submit" name="quantity" value={shown - 1} disabled={shown <= 1} className={styles.step}>
              <span aria-hidden="true">−</span>
              <span className="visually-hidden">Decrease quantity of {line.name}</span>
            </button>
            <span className={styles.quantity} aria-live="polite">
              <span className="visually-hidden">Quantity of {line.name}: </span>
              {shown}
            </span>
            <button type="submit" name="quantity" value={shown + 1} disabled={shown >= line.max_quantity} className={styles.step}>
              <span aria-hidden="true">+</span>
              <span className="visually-hidden">Increase quantity of {line.name}</span>
            </button>
          </CartForm>
        )}
        <CartForm fetcher={remove} intent="remove" fields={{ sku_id: line.sku_id }}>
          <button type="submit" className={styles.textButton} disabled={leaving}>
            Remove<span className="visually-hidden"> {line.name}</span>
          </button>
        </CartForm>
      </div>
      {line.substitute && (
        <div className={styles.substitute}>
          <p>
            <strong>Save {formatRupees(line.substitute.saving)}</strong> with{' '}
            <Link to={line.substitute.url}>{line.substitute.name}</Link> ({line.substitute.pack}, {line.substitute.manufacturer})
            at {formatRupees(line.substitute.price)}: same salts and strengths.
          </p>
          <CartForm fetcher={swap} intent="substitute" fields={{ sku_id: line.sku_id, substitute_id: line.substitute.sku_id }}>
            <button type="submit" className={styles.secondary} disabled={leaving}>
              Replace
              <span className="visually-hidden">
                {' '}
                {line.name} with {line.substitute.name}
              </span>
            </button>
          </CartForm>
        </div>
      )}
      <p className={styles.lineTotal}>
        <span className="visually-hidden">Line total: </span>
        {formatRupees(line.line_total)}
      </p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </li>
  )
}
