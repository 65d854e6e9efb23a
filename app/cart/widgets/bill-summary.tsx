import type { BillSummaryWidget } from '../../../contracts/widgets'
import { formatRupees } from '../../../core/money.ts'
import styles from '../cart-page.module.css'

/** spec 2 §3 'bill_summary (payable_amount)': MRP total, discount, coupon, delivery fee, amount to pay. */
export function BillSummary({ widget }: { widget: BillSummaryWidget }) {
  return (
    <section className={styles.card} aria-labelledby="bill-heading">
      <h2 id="bill-heading" className={styles.cardHeading}>
        {widget.header.text}
      </h2>
      <dl className={styles.bill}>
        {widget.rows.map((row) => (
          <div key={row.id} className={styles.billRow}>
            <dt>{row.label}</dt>
            <dd>{row.sub_text ?? (row.value < 0 ? `−${formatRupees(-row.value)}` : formatRupees(row.value))}</dd>
          </div>
        ))}
        <div className={`${styles.billRow} ${styles.billTotal}`}>
          <dt>Amount to pay</dt>
          <dd data-testid="payable">{formatRupees(widget.payable_amount)}</dd>
        </div>
      </dl>
      {widget.savings > 0 && <p className={styles.savings}>You save {formatRupees(widget.savings)} on this order</p>}
      {widget.free_delivery_text && <p className={styles.freeDelivery}>{widget.free_delivery_text}</p>}
    </section>
  )
}
