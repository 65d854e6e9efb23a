import { useState } from 'react'
import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import { useCsrfToken } from '~/lib/forms'
import { HostedCheckoutForm } from '~/checkout/hosted-checkout'
import { checkoutCspHeaders } from '~/checkout/hosted-checkout.server'
import styles from '~/checkout/checkout.module.css'
import { formatRupees } from '../../core/money.ts'
import { readRechargeAmount, WALLET_PAGE } from '../../core/wallet/wallet.ts'
import { rechargeAction, rechargeLoader } from '~/wallet/wallet.server'
import wallet from '~/wallet/wallet.module.css'
import type { Route } from './+types/wallet-recharge'

// spec 2 §2 'Wallet recharge: /cart/payment/recharge' (issue 9 §6): choose ₹200, ₹500 or ₹1,000, or type an amount
// (₹100 to ₹10,000; decision 025), pay online like an order (the test gateway, or Razorpay's Hosted Checkout), then
// back to where 'Add money' was pressed. Without JavaScript a typed amount wins over a picked one.

export async function loader({ request, context }: Route.LoaderArgs) {
  return rechargeLoader(request, context)
}

export async function action({ request, context }: Route.ActionArgs) {
  return rechargeAction(request, context)
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => checkoutCspHeaders(loaderHeaders)

export const meta: Route.MetaFunction = () => [
  { title: 'Add money to MedWise Cash | MedWise' },
  { name: 'robots', content: 'noindex' },
]

export default function WalletRecharge() {
  const d = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const csrf = useCsrfToken()
  const busy = useNavigation().state === 'submitting'
  const [choice, setChoice] = useState('')
  const [custom, setCustom] = useState('')
  const amount = readRechargeAmount({ choice, custom })
  const customError = refused?.field === 'custom_amount' ? refused.message : null
  const choiceError = refused && refused.field !== 'custom_amount' ? refused.message : null
  const backLabel = d.back === WALLET_PAGE ? 'Back to MedWise Cash' : 'Back to payment'
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Add money to MedWise Cash</h1>
      <p className={styles.total}>
        <span>Your balance</span>
        <span>{formatRupees(d.balance)}</span>
      </p>
      {d.failed && (
        <p role="alert" className={styles.error}>
          Your payment did not go through and nothing was added or charged. Please try again.
        </p>
      )}
      {d.checkout ? (
        <HostedCheckoutForm checkout={d.checkout} />
      ) : (
        <Form method="post" className={styles.card} noValidate>
          <input type="hidden" name="_csrf" value={csrf} />
          <input type="hidden" name="back" value={d.back} />
          <div className={styles.actions}>
            <fieldset className={wallet.picks} aria-describedby={choiceError ? 'choice-error' : undefined}>
              <legend>Choose an amount</legend>
              {d.quickPicks.map((rupees) => (
                <label key={rupees} className={wallet.pick}>
                  <input
                    type="radio"
                    name="choice"
                    value={rupees}
                    checked={choice === String(rupees)}
                    onChange={() => {
                      setChoice(String(rupees))
                      setCustom('')
                    }}
                  />
                  {formatRupees(rupees).replace(/\.00$/, '')}
                </label>
              ))}
            </fieldset>
            {choiceError && (
              <p id="choice-error" role="alert" className={wallet.fieldError}>
                {choiceError}
              </p>
            )}
            <div className={styles.field}>
              <label htmlFor="custom_amount">Or enter an amount (₹)</label>
              <input
                id="custom_amount"
                name="custom_amount"
                inputMode="numeric"
                autoComplete="off"
                value={custom}
                aria-invalid={customError ? true : undefined}
                aria-describedby={customError ? 'custom-hint custom-error' : 'custom-hint'}
                onChange={(e) => {
                  setCustom(e.target.value)
                  if (e.target.value.trim()) setChoice('')
                }}
              />
              <p id="custom-hint" className={wallet.hint}>
                From {formatRupees(d.min).replace(/\.00$/, '')} to {formatRupees(d.max).replace(/\.00$/, '')} at a time
              </p>
              {customError && (
                <p id="custom-error" role="alert" className={wallet.fieldError}>
                  {customError}
                </p>
              )}
            </div>
            {refused && !refused.field && (
              <p role="alert" className={styles.error}>
                {refused.message}
              </p>
            )}
            <button type="submit" disabled={busy || !d.online}>
              {busy ? 'Opening payment…' : amount.ok ? `Add ${formatRupees(amount.rupees)}` : 'Add money'}
            </button>
            {!d.online && <p className={styles.muted}>Adding money online is not available right now.</p>}
          </div>
        </Form>
      )}
      <p>
        <Link to={d.back}>{backLabel}</Link>
      </p>
    </div>
  )
}
