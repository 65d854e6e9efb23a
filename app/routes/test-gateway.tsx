import { Form, useLoaderData } from 'react-router'
import { useCsrfToken } from '~/lib/forms'
import styles from '~/checkout/checkout.module.css'
import { testGatewayAction, testGatewayLoader } from '~/checkout/online-payment.server'
import { formatRupees } from '../../core/money.ts'
import type { Route } from './+types/test-gateway'

// The test payment gateway (issue 9 §6; not in production, nor where Razorpay keys are set): a hosted page that
// succeeds or fails on demand and returns to MedWise with the fields Razorpay's checkout returns, signed alike.

export async function loader({ request, context }: Route.LoaderArgs) {
  return testGatewayLoader(request, context)
}

export async function action({ request, context }: Route.ActionArgs) {
  return testGatewayAction(request, context)
}

export const meta: Route.MetaFunction = () => [
  { title: 'Test payment gateway | MedWise' },
  { name: 'robots', content: 'noindex' },
]

export default function TestGateway() {
  const { orderId, amount, purpose, back } = useLoaderData<typeof loader>()
  const csrf = useCsrfToken()
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Test payment gateway</h1>
      <p role="note">This is a test page: no real money moves. Choose how this payment ends.</p>
      <p className={styles.total}>
        <span>{purpose}</span>
        <span>{formatRupees(amount)}</span>
      </p>
      <Form method="post" className={styles.actions}>
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="order_id" value={orderId} />
        <input type="hidden" name="back" value={back} />
        <button type="submit" name="outcome" value="success">
          Pay {formatRupees(amount)}
        </button>
        <button type="submit" name="outcome" value="failure" className={styles.secondary}>
          Fail payment
        </button>
      </Form>
    </div>
  )
}
