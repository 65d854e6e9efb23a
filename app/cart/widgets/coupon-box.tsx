import { Link, useLocation } from 'react-router'
import type { CouponWidget } from '../../../contracts/widgets'
import { formatRupees } from '../../../core/money.ts'
import { CartForm, fetcherError, useCartFetcher } from '../cart-form'
import styles from '../cart-page.module.css'

/** The coupon box (issue 9): type a code or pick a running offer; an applied code says what it saves, or why not. */
export function CouponBox({ widget }: { widget: CouponWidget }) {
  const apply = useCartFetcher('cart-coupon-apply')
  const remove = useCartFetcher('cart-coupon-remove')
  const { pathname } = useLocation()
  const error = fetcherError(apply) ?? fetcherError(remove)
  const busy = apply.state !== 'idle' || remove.state !== 'idle'

  return (
    <section className={styles.card} aria-labelledby="coupon-heading">
      <h2 id="coupon-heading" className={styles.cardHeading}>
        {widget.header.text}
      </h2>
      {widget.applied && (
        <div className={styles.applied}>
          <p>
            <strong>{widget.applied.code}</strong>
            {widget.applied.description && <> · {widget.applied.description}</>}
          </p>
          <p className={widget.applied.message ? styles.warn : styles.savings}>
            {widget.applied.message ?? `You save ${formatRupees(widget.applied.discount)} with this coupon`}
          </p>
          <CartForm fetcher={remove} intent="remove-coupon">
            <button type="submit" className={styles.textButton} disabled={busy}>
              Remove<span className="visually-hidden"> coupon {widget.applied.code}</span>
            </button>
          </CartForm>
        </div>
      )}
      {widget.login_required ? (
        <p>
          <Link to={`${pathname}?login=true`}>Log in</Link> to apply a coupon.
        </p>
      ) : (
        !widget.applied && (
          <>
            <CartForm fetcher={apply} intent="apply-coupon" className={styles.couponForm}>
              <label htmlFor="coupon-code">Coupon code</label>
              <input
                id="coupon-code"
                name="code"
                autoComplete="off"
                autoCapitalize="characters"
                maxLength={20}
                required
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'coupon-error' : undefined}
              />
              <button type="submit" disabled={busy}>
                Apply
              </button>
            </CartForm>
            {error && (
              <p id="coupon-error" role="alert" className={styles.error}>
                {error}
              </p>
            )}
            {widget.offers.length > 0 && (
              <ul className={styles.offers} aria-label="Coupons you can use">
                {widget.offers.map((offer) => (
                  <li key={offer.code}>
                    <OfferItem code={offer.code} description={offer.description} disabled={busy} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )
      )}
    </section>
  )
}

function OfferItem({ code, description, disabled }: { code: string; description: string; disabled: boolean }) {
  const apply = useCartFetcher(`cart-coupon-offer-${code}`)
  const error = fetcherError(apply)
  return (
    <CartForm fetcher={apply} intent="apply-coupon" fields={{ code }} className={styles.offer}>
      <p>
        <strong>{code}</strong> · {description}
      </p>
      <button type="submit" className={styles.secondary} disabled={disabled || apply.state !== 'idle'}>
        Apply<span className="visually-hidden"> {code}</span>
      </button>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </CartForm>
  )
}
