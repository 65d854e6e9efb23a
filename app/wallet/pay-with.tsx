import styles from '~/checkout/checkout.module.css'
import type { CorporateOfferView } from '../../core/corporate/payment.ts'
import { formatRupees } from '../../core/money.ts'
import type { WalletOfferView } from './wallet-choice'

/**
 * The payment pages' 'Pay with' (the pharmacy, labs and consultation payment pages): the corporate wallet first for a
 * covered employee (issue 25 §4: its sub-wallet pays first, the rest the way chosen below), then online, cash on
 * delivery where the page offers it, and MedWise Cash alone when it covers the whole amount.
 */
export function PayWith({
  wallet,
  corporate,
  what,
  cod,
}: {
  wallet: WalletOfferView
  corporate: CorporateOfferView | null
  /** What is paid for: 'order', 'booking', 'fee'. */
  what: string
  /** Cash on delivery (product orders only): whether it is allowed here, and why not. */
  cod?: { allowed: boolean; note: string }
}) {
  const codChosen = cod?.allowed === true
  return (
    <fieldset className={styles.choices}>
      <legend>Pay with</legend>
      {corporate && (
        <label className={styles.choice}>
          <input
            type="checkbox"
            name="use_corporate_wallet"
            value="on"
            defaultChecked={corporate.balance > 0}
            disabled={corporate.balance <= 0}
          />
          <span>
            Corporate wallet: {formatRupees(corporate.pays)}
            <small>
              {corporate.label} balance {formatRupees(corporate.balance)} from {corporate.corporate}.
              {corporate.balance <= 0
                ? ' Nothing left to pay with this year.'
                : corporate.covers
                  ? ` It covers the whole ${what}.`
                  : ' The rest is paid the way you choose below.'}
            </small>
          </span>
        </label>
      )}
      <label className={styles.choice}>
        <input type="radio" name="payment" value="online" defaultChecked={!codChosen} required />
        <span>
          Pay online
          <small>UPI, cards, net banking and wallets</small>
        </span>
      </label>
      {cod && (
        <label className={styles.choice}>
          <input type="radio" name="payment" value="cod" disabled={!cod.allowed} defaultChecked={codChosen} />
          <span>
            Cash on delivery
            <small>{cod.note}</small>
          </span>
        </label>
      )}
      {wallet.covers && (
        <label className={styles.choice}>
          <input type="radio" name="payment" value="wallet" />
          <span>
            MedWise Cash only
            <small>It covers the whole {what}</small>
          </span>
        </label>
      )}
    </fieldset>
  )
}
