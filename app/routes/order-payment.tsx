import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import { useCsrfToken } from '~/lib/forms'
import styles from '~/checkout/checkout.module.css'
import { HostedCheckoutForm } from '~/checkout/hosted-checkout'
import { checkoutCspHeaders } from '~/checkout/hosted-checkout.server'
import { orderPaymentAction, orderPaymentLoader } from '~/checkout/online-payment.server'
import { formatRupees } from '../../core/money.ts'
import type { Route } from './+types/order-payment'

// spec 2 §2 'Payment: /order-payment/' (issue 9 §6): paying what is left of a waiting order online, again after a
// failed try (the cart stays as it was until a payment succeeds). With Razorpay, 'Pay online' comes back here with
// the attempt (?checkout=…) and hands it to Razorpay's Hosted Checkout; this answer alone may post there (decision 025).
// Also /labs/cart/order-payment and /cp_labs/cart/order-payment (issue 11 §5): a lab booking's payment, with its texts.

export async function loader({ request, context }: Route.LoaderArgs) {
  return orderPaymentLoader(request, context)
}

export async function action({ request, context }: Route.ActionArgs) {
  return orderPaymentAction(request, context)
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => checkoutCspHeaders(loaderHeaders)

export const meta: Route.MetaFunction = () => [{ title: 'Pay for your order | MedWise' }, { name: 'robots', content: 'noindex' }]

const time = new Intl.DateTimeFormat('en-IN', { timeStyle: 'short', timeZone: 'Asia/Kolkata' })

export default function OrderPayment() {
  const o = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const csrf = useCsrfToken()
  const busy = useNavigation().state === 'submitting'
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        {o.lab ? 'Pay for booking' : 'Pay for order'} {o.number}
      </h1>
      {o.failed && (
        <p role="alert" className={styles.error}>
          {o.lab
            ? 'Your payment did not go through and nothing was charged. Your tests and slot are kept: try again.'
            : 'Your payment did not go through and nothing was charged. Your cart is as it was: try again, or go back and choose cash on delivery.'}
        </p>
      )}
      <section className={styles.card} aria-labelledby="due">
        <h2 id="due" className={styles.cardHeading}>
          Amount to pay online
        </h2>
        <p className={styles.total}>
          <span>Due now</span>
          <span>{formatRupees(o.due)}</span>
        </p>
        {o.wallet > 0 && <p className={styles.muted}>{formatRupees(o.wallet)} already paid from your wallets</p>}
        {o.holdUntil && (
          <p className={styles.muted}>
            {o.lab ? 'Your collection slot is held for you until' : 'Your items are held for you until'}{' '}
            {time.format(new Date(o.holdUntil))}.
          </p>
        )}
      </section>
      {o.checkout ? (
        <HostedCheckoutForm checkout={o.checkout} />
      ) : (
        <Form method="post" className={styles.actions}>
          <input type="hidden" name="_csrf" value={csrf} />
          {refused && (
            <p role="alert" className={styles.error}>
              {refused.message}
            </p>
          )}
          <button type="submit" disabled={busy || !o.online}>
            {busy ? 'Opening payment…' : `Pay ${formatRupees(o.due)} online`}
          </button>
        </Form>
      )}
      <p>
        {!o.lab && (
          <>
            <Link to={`/order/${o.number}`}>View order</Link> ·{' '}
          </>
        )}
        <Link to={o.cartPath}>Back to cart</Link>
      </p>
    </div>
  )
}
