import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import { ERASURE_TEXTS, keptLine, type KeptKind } from '../../core/data-rights/erasure.ts'
import { eraseAction, eraseLoader, type EraseActionData } from '~/data-rights/erase.server'
import { useCsrfToken } from '~/lib/forms'
import page from './cart-prescription.module.css'
import rx from '~/prescriptions/prescriptions.module.css'
import type { Route } from './+types/profile-erase'

// Erase my account (issue 26 §6, decision 081), from the profile: what goes, what the law keeps and why, what must end
// first; an OTP to the account's phone (else e-mail) confirms it. Plain forms to this page's action
// (app/data-rights/erase.server.ts); after the erasure the public page /profile/erased says what was kept.

export async function loader({ request, context }: Route.LoaderArgs) {
  return eraseLoader(request, context)
}

export async function action({ request, context }: Route.ActionArgs) {
  return eraseAction(request, context)
}

export const meta: Route.MetaFunction = () => [{ title: 'Erase my account | MedWise' }, { name: 'robots', content: 'noindex' }]

function Hidden({ intent }: { intent: 'otp' | 'confirm' }) {
  const csrf = useCsrfToken()
  return (
    <>
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="intent" value={intent} />
    </>
  )
}

export default function EraseAccountPage() {
  const { actingAs, preview } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>() as EraseActionData | undefined
  const busy = useNavigation().state !== 'idle'
  if (actingAs || !preview) {
    return (
      <div className={page.page}>
        <h1 className={page.title}>Erase my account</h1>
        <p role="alert" className={rx.error}>
          {ERASURE_TEXTS.actingAs}
        </p>
      </div>
    )
  }
  const refused = result && !result.ok ? result : null
  const sentTo = result?.ok ? result.sentTo : refused?.intent === 'confirm' ? preview.send_to : null
  return (
    <div className={page.page}>
      <h1 className={page.title}>Erase my account</h1>
      <section className={page.card} aria-labelledby="erased-heading">
        <h2 id="erased-heading" className={page.heading}>
          What we delete
        </h2>
        <ul>
          {preview.erased.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section className={page.card} aria-labelledby="kept-heading">
        <h2 id="kept-heading" className={page.heading}>
          What the law makes us keep
        </h2>
        {preview.kept.length > 0 ? (
          <ul>
            {preview.kept.map((k) => (
              <li key={k.kind}>
                <strong>{keptLine(k.kind as KeptKind, k.count)}</strong>: {k.reason}
              </li>
            ))}
          </ul>
        ) : (
          <p className={page.note}>Nothing of yours beyond the records below.</p>
        )}
        <p className={page.note}>{preview.also_kept}</p>
      </section>
      {preview.warnings.length > 0 && (
        <section className={page.card} aria-labelledby="warnings-heading">
          <h2 id="warnings-heading" className={page.heading}>
            Before you go
          </h2>
          <ul>
            {preview.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
          <p className={page.note}>
            You can still use it: see <Link to="/dashboard/cash">MedWise Cash</Link>.
          </p>
        </section>
      )}
      <section className={page.card} aria-labelledby="confirm-heading" id="confirm">
        <h2 id="confirm-heading" className={page.heading}>
          Confirm with an OTP
        </h2>
        {preview.blockers.length > 0 ? (
          <div role="alert">
            <p className={rx.error}>{ERASURE_TEXTS.blocked}</p>
            <ul>
              {preview.blockers.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
            <p className={page.note}>
              See <Link to="/order/history">your orders</Link> and <Link to="/labs/mybookings">lab bookings</Link>.
            </p>
          </div>
        ) : !preview.send_to ? (
          <p role="alert" className={rx.error}>
            {ERASURE_TEXTS.noContact}
          </p>
        ) : sentTo ? (
          <Form method="post" noValidate key="confirm">
            <Hidden intent="confirm" />
            <p className={rx.status} role="status">
              {ERASURE_TEXTS.codeSent(sentTo)}
            </p>
            <div className={rx.field}>
              <label className={rx.label} htmlFor="erase-otp">
                One Time Password
              </label>
              <input
                id="erase-otp"
                name="verification_token"
                className={rx.textInput}
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="\d{6}"
                maxLength={6}
                required
                aria-invalid={refused?.errors.otp ? true : undefined}
                aria-describedby={refused?.errors.otp ? 'erase-otp-error' : undefined}
              />
              {refused?.errors.otp && (
                <p id="erase-otp-error" className={rx.error}>
                  {refused.errors.otp}
                </p>
              )}
            </div>
            {refused && !refused.errors.otp && (
              <p role="alert" className={rx.error}>
                {refused.message}
              </p>
            )}
            <p className={rx.hint}>This cannot be undone. You will be signed out everywhere.</p>
            <button type="submit" className={`button ${rx.primary}`} disabled={busy}>
              Erase my account permanently
            </button>
          </Form>
        ) : (
          <Form method="post" noValidate key="otp">
            <Hidden intent="otp" />
            {refused && (
              <p role="alert" className={rx.error}>
                {refused.message}
              </p>
            )}
            <p className={rx.hint}>We send an OTP to {preview.send_to} to make sure it is you.</p>
            <button type="submit" className={`button ${rx.secondary}`} disabled={busy}>
              Send OTP
            </button>
          </Form>
        )}
        <p className={page.note}>
          <Link to="/profile">Keep my account</Link>
        </p>
      </section>
    </div>
  )
}
