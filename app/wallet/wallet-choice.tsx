import { Link } from 'react-router'
import styles from '~/checkout/checkout.module.css'
import { formatRupees } from '../../core/money.ts'
import { RECHARGE_PAGE } from '../../core/wallet/wallet.ts'

/** The payment pages' MedWise Cash (rupees): what it would pay of this order (decision 055: rewards up to a share). */
export interface WalletOfferView {
  balance: number
  usable: number
  rewardsUsable: number
  rewardsHeldBack: number
  covers: boolean
  sharePercent: number
}

/** 'Use MedWise Cash' with what it pays of this order, and 'Add money' back to this page. */
export function WalletChoice({ offer, rest, back }: { offer: WalletOfferView; rest: string; back: string }) {
  return (
    <>
      {offer.usable > 0 && (
        <label className={styles.choice}>
          <input type="checkbox" name="use_wallet" value="on" defaultChecked />
          <span>
            Use MedWise Cash: {formatRupees(offer.usable)}
            <small>
              {offer.rewardsUsable > 0 && `Includes ${formatRupees(offer.rewardsUsable)} of rewards. `}
              {rest}
            </small>
          </span>
        </label>
      )}
      <p className={styles.muted}>
        MedWise Cash balance {formatRupees(offer.balance)}.
        {offer.rewardsHeldBack > 0 &&
          ` Rewards pay up to ${offer.sharePercent}% of an order, so ${formatRupees(offer.rewardsHeldBack)} of yours stay for later.`}{' '}
        <Link to={`${RECHARGE_PAGE}?back=${encodeURIComponent(back)}`}>Add money</Link>
      </p>
    </>
  )
}
