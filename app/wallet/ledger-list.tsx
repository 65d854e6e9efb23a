import styles from '~/checkout/checkout.module.css'
import wallet from '~/wallet/wallet.module.css'
import { formatRupees } from '../../core/money.ts'
import { walletAmountText } from '../../core/wallet/wallet.ts'

/** A ledger line as the wallet pages show it (rupees on the wire). */
export interface LedgerLine {
  key: string
  /** ISO time. */
  at: string
  title: string
  note: string
  amount: number
  /** From the rewards purse (decision 055). */
  reward?: boolean
  /** Said instead of 'Added ₹…' or 'Spent ₹…' (a line that moved no balance, decision 071). */
  amountText?: string
}

const date = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
})

/** MedWise Cash's lines, newest first: what, why, when, and 'Added ₹…' or 'Spent ₹…' (/dashboard/cash, /loyalty). */
export function LedgerList({ lines }: { lines: readonly LedgerLine[] }) {
  return (
    <ol className={wallet.ledger}>
      {lines.map((e) => (
        <li key={e.key} className={wallet.entry}>
          <div className={wallet.entryWhat}>
            <span className={wallet.entryTitle}>
              {e.title}
              {e.reward && <span className={wallet.tag}> · Reward</span>}
            </span>
            <p className={styles.muted}>{e.note}</p>
            <p className={styles.muted}>
              <time dateTime={e.at}>{date.format(new Date(e.at))}</time>
            </p>
          </div>
          <span
            className={`${wallet.amount} ${e.amountText !== undefined ? wallet.debit : e.amount >= 0 ? wallet.credit : wallet.debit}`}
          >
            {e.amountText ?? walletAmountText(e.amount, formatRupees)}
          </span>
        </li>
      ))}
    </ol>
  )
}
