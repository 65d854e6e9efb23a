import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import { useCsrfToken } from '~/lib/forms'
import styles from '~/checkout/checkout.module.css'
import { labPaymentAction, loadLabPayment, type LabPaymentRefusal } from '~/labs-booking/checkout.server'
import labStyles from '~/labs-booking/lab-checkout.module.css'
import { formatRupees } from '../../core/money.ts'
import { WalletChoice } from '~/wallet/wallet-choice'
import { PayWith } from '~/wallet/pay-with'
import type { Route } from './+types/labs-payment'

// spec 2 §2 'Payment: /labs/cart/payment, /cp_labs/cart/payment, /labs/checkout' (issue 11 §5; decision 035): how to
// pay for the booking: the corporate wallet's lab-tests sub-wallet for a covered employee (issue 25 §4), online (the rest after MedWise Cash, through /labs/cart/order-payment and the gateway) or all
// from MedWise Cash. No cash on collection. 'Book and pay' places the booking once however often it is sent (the form
// carries the idempotency key it was rendered with). A slot that filled meanwhile says so and offers the next free
// one: a form that switches the slot and comes back here.

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadLabPayment(request, context)
}

export async function action({ request, context }: Route.ActionArgs) {
  return labPaymentAction(request, context)
}

export const meta: Route.MetaFunction = () => [{ title: 'Payment | MedWise Labs' }, { name: 'robots', content: 'noindex' }]

export default function LabsPaymentPage() {
  const d = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>() as LabPaymentRefusal | undefined
  const csrf = useCsrfToken()
  const busy = useNavigation().state === 'submitting'
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Payment</h1>
      <p className={styles.muted}>
        {d.lab}, home collection on {d.slotLabel}. <Link to={d.paths.summary}>Review booking</Link>
      </p>
      {refused && (
        <div id="payment-error" role="alert" className={labStyles.alert}>
          <p>{refused.message}</p>
          {refused.nextFree && (
            <Form method="post">
              <input type="hidden" name="_csrf" value={csrf} />
              <input type="hidden" name="intent" value="switch-slot" />
              <input type="hidden" name="slot_id" value={refused.nextFree.id} />
              <button type="submit" disabled={busy}>
                Switch to {refused.nextFree.label}
              </button>
            </Form>
          )}
          {refused.code === 'slot_full' && !refused.nextFree && <Link to={d.paths.patients}>Choose another slot</Link>}
          {(refused.code === 'price_changed' || refused.code === 'partial_cart') && (
            <Link to={d.paths.summary}>Review your booking</Link>
          )}
          {refused.code === 'city_not_served' && <Link to={d.paths.address}>Change address</Link>}
        </div>
      )}
      <Form method="post" className={styles.actions} aria-describedby={refused ? 'payment-error' : undefined}>
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="intent" value="place" />
        <input type="hidden" name="idempotency_key" value={d.idempotencyKey} />
        <input type="hidden" name="expected_total" value={d.total} />
        <p className={styles.total}>
          <span>Amount to pay</span>
          <span>{formatRupees(d.totalRupees)}</span>
        </p>
        <WalletChoice offer={d.wallet} rest="The rest is paid online." back={d.paths.payment} />
        <PayWith wallet={d.wallet} corporate={d.corporate} what="booking" />
        <p className={styles.muted}>The person who collects the samples takes no cash: please pay now.</p>
        <button type="submit" disabled={busy}>
          {busy ? 'Booking…' : 'Book and pay'}
        </button>
      </Form>
    </div>
  )
}
