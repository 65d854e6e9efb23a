import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import { useCsrfToken } from '~/lib/forms'
import styles from '~/checkout/checkout.module.css'
import { paymentAction, paymentLoader } from '~/checkout/payment.server'
import { checkoutPath } from '../../core/cart/checkout-path.ts'
import { formatRupees } from '../../core/money.ts'
import { CarePlanCheckbox } from '~/care-plan/payment-checkbox'
import { WalletChoice } from '~/wallet/wallet-choice'
import { PayWith } from '~/wallet/pay-with'
import type { Route } from './+types/cart-payment'

// spec 2 §2 'Payment: /cart/payment' (issue 9 §6–7): how to pay the rest after the corporate wallet (issue 25 §4, a
// covered employee's medicines sub-wallet) and MedWise Cash: cash on delivery (up to the limit) or online; 'Place order' places it once however often it is sent (the form carries the idempotency key
// it was rendered with). Cash on delivery and wallet orders go to the success page; online ones to their payment.
// Also /pharmacy-buy-now/cart/payment (issue 9 §10): the buy-now cart, from its URL.

export async function loader({ request, context }: Route.LoaderArgs) {
  return paymentLoader(request, context)
}

export async function action({ request, context }: Route.ActionArgs) {
  return paymentAction(request, context)
}

export const meta: Route.MetaFunction = () => [{ title: 'Payment | MedWise' }, { name: 'robots', content: 'noindex' }]

export default function PaymentPage() {
  const data = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const csrf = useCsrfToken()
  const busy = useNavigation().state === 'submitting'
  const codAllowed = data.goods && data.totalRupees <= data.codLimit
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Payment</h1>
      <Form method="post" id="payment-form" className={styles.actions} aria-describedby={refused ? 'payment-error' : undefined}>
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="idempotency_key" value={data.idempotencyKey} />
        <input type="hidden" name="expected_total" value={data.total} />
        <input type="hidden" name="cart_type" value={data.cartType} />
        <p className={styles.total}>
          <span>Amount to pay</span>
          <span>{formatRupees(data.totalRupees)}</span>
        </p>
        <WalletChoice
          offer={data.wallet}
          rest="The rest is paid the way you choose below."
          back={checkoutPath(data.cartType, '/cart/payment')}
        />
        <PayWith
          wallet={data.wallet}
          corporate={data.corporate}
          what="order"
          cod={{
            allowed: codAllowed,
            note: codAllowed
              ? 'Pay in cash or by UPI when your order arrives'
              : data.goods
                ? `Available for orders up to ${formatRupees(data.codLimit)}`
                : 'Not available for the Care Plan on its own',
          }}
        />
      </Form>
      {data.carePlan && <CarePlanCheckbox widget={data.carePlan} />}
      <div className={styles.actions}>
        {refused && (
          <p id="payment-error" role="alert" className={styles.error}>
            {refused.message}
            {refused.code === 'price_changed' && (
              <>
                {' '}
                <Link to={checkoutPath(data.cartType, '/cart/summary-page')}>Review your order</Link>
              </>
            )}
          </p>
        )}
        {/* In the payment form by its id: the care plan's own form sits between (forms cannot nest). */}
        <button type="submit" form="payment-form" disabled={busy}>
          {busy ? 'Placing order…' : 'Place order'}
        </button>
      </div>
    </div>
  )
}
