import type { LabsCartLine, ListTestsCartWidget } from '../../contracts/widgets'
import { CartForm, fetcherError, useCartFetcher } from '~/cart/cart-form'
import { formatRupees } from '../../core/money.ts'
import cartStyles from '~/cart/cart-page.module.css'
import styles from './labs-cart.module.css'

/**
 * spec 2 §3 'list_tests_cart': the tests of the labs cart, each with the lab that does it, its price and MRP per
 * patient, how many patients, the line's total and Remove.
 */
export function ListTestsCart({ widget }: { widget: ListTestsCartWidget }) {
  return (
    <section className={cartStyles.card} aria-labelledby="labs-cart-items">
      <h2 id="labs-cart-items" className={cartStyles.cardHeading}>
        {widget.header.text}
      </h2>
      <ul className={cartStyles.lines}>
        {widget.items.map((line) => (
          <TestLine key={line.sku_id} line={line} />
        ))}
      </ul>
    </section>
  )
}

function TestLine({ line }: { line: LabsCartLine }) {
  const remove = useCartFetcher(`labs-remove-${line.sku_id}`)
  const leaving = remove.state !== 'idle'
  const error = fetcherError(remove)
  return (
    <li className={cartStyles.line} aria-busy={leaving} data-test-id={line.sku_id}>
      <div className={cartStyles.lineInfo}>
        <p className={cartStyles.lineName}>{line.header}</p>
        <p className={cartStyles.meta}>{line.sub_header}</p>
        <p className={styles.lab} data-testid="line-lab">
          At {line.lab_name}
        </p>
        <p className={cartStyles.prices}>
          <span className={cartStyles.price}>{formatRupees(line.prices.discounted_price)}</span>
          {line.prices.discount > 0 && (
            <>
              {' '}
              <span className={cartStyles.mrp}>
                MRP <s>{formatRupees(line.prices.mrp)}</s>
              </span>{' '}
              <span className={cartStyles.off}>{line.prices.discount}% off</span>
            </>
          )}
          <span className={cartStyles.meta}> per patient</span>
        </p>
        <p className={cartStyles.meta}>{line.patients_data.text}</p>
      </div>
      <div className={cartStyles.lineActions}>
        <CartForm fetcher={remove} intent="remove-lab-test" fields={{ test_id: line.sku_id }}>
          <button type="submit" className={cartStyles.textButton} disabled={leaving}>
            Remove<span className="visually-hidden"> {line.header}</span>
          </button>
        </CartForm>
      </div>
      <p className={cartStyles.lineTotal}>
        <span className="visually-hidden">Line total: </span>
        {formatRupees(line.line_total)}
      </p>
      {error && (
        <p role="alert" className={cartStyles.error}>
          {error}
        </p>
      )}
    </li>
  )
}
