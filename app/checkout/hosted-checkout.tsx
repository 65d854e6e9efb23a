import { useEffect, useRef } from 'react'
import { formatRupees } from '../../core/money.ts'
import styles from './checkout.module.css'

// Hands a payment to Razorpay's Hosted Checkout (decision 025): a plain form posted to Razorpay (the page's CSP lets
// this response post there, and nowhere else new). After 'Pay online' it goes on by itself; coming back to this page
// (Back, a reload) or without JavaScript, the person presses the button.

export interface HostedCheckoutView {
  action: string
  fields: Array<[name: string, value: string]>
  amountRupees: number
}

export function HostedCheckoutForm({ checkout }: { checkout: HostedCheckoutView }) {
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
    if (entry?.type === 'navigate') form.current?.submit()
  }, [])
  return (
    <section className={styles.card} aria-labelledby="gateway">
      <h2 id="gateway" className={styles.cardHeading}>
        Continue to Razorpay
      </h2>
      <p className={styles.muted}>
        You pay on Razorpay&rsquo;s secure page (UPI, cards, net banking or wallets), then come back here.
      </p>
      <form ref={form} method="post" action={checkout.action} className={styles.actions}>
        {checkout.fields.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit">Continue to pay {formatRupees(checkout.amountRupees)}</button>
      </form>
    </section>
  )
}
