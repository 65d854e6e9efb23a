import { Form, isRouteErrorResponse, useActionData, useLoaderData, useNavigation, useRouteError } from 'react-router'
import { SELF_SERVE_TEXTS } from '../../core/corporate/labs.ts'
import { useCsrfToken } from '~/lib/forms'
import { bookingAction, loadBooking, type SelfServeRefusal } from '~/corporate-labs/self-serve.server'
import { LinkSpent } from '~/corporate-labs/link-spent'
import { SELF_SERVE_PATHS } from '~/corporate-labs/paths'
import { SlotPicker } from '~/labs-booking/slot-picker'
import styles from '~/labs-booking/labs-booking.module.css'
import type { Route } from './+types/corporate-self-serve-booking'

// spec 2 §2 '/corporate/self-serve/booking', the lead page (issue 25 §6, decision 068): the employee HR sent the link
// to picks their city, a home-collection slot and their address, and books the company's health check, with no
// account to make and nothing to pay. The link is used by the booking; a used or expired one says so.

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadBooking(request, context)
}

export async function action({ request, context }: Route.ActionArgs) {
  return bookingAction(request, context)
}

export const meta: Route.MetaFunction = () => [
  { title: 'Book your health check | MedWise' },
  { name: 'robots', content: 'noindex' },
]

export default function SelfServeBooking() {
  const d = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>() as SelfServeRefusal | undefined
  const csrf = useCsrfToken()
  const busy = useNavigation().state === 'submitting'
  const c = d.context
  const fieldError = (name: string) => refused?.fields[name]
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Book your health check</h1>
      <p>
        Hello {c.employee_name}. {c.corporate} offers you {c.package ? `the ${c.package.name}` : 'a health check'} at no cost,
        with sample collection at home. This link works for {Math.floor(d.expiresInMinutes / 60)} h {d.expiresInMinutes % 60} min
        more.
      </p>
      {c.purpose === 'reschedule' && c.reschedule_reason && (
        <p className={styles.note}>Your HR team asked to move your booking: {c.reschedule_reason}</p>
      )}
      {refused && (
        <div id="booking-error" role="alert" className={styles.alert}>
          <p>{refused.message}</p>
        </div>
      )}
      {!c.package ? (
        <p role="alert">{SELF_SERVE_TEXTS.noPackage}</p>
      ) : (
        <>
          <Form method="get" action={SELF_SERVE_PATHS.booking} className={styles.section}>
            <label htmlFor="city" className={styles.heading}>
              Your city
            </label>
            <select id="city" name="city" defaultValue={d.city ?? ''}>
              <option value="" disabled>
                Choose your city
              </option>
              {c.cities.map((city) => (
                <option key={city} value={city}>
                  {city}
                </option>
              ))}
            </select>{' '}
            <button type="submit">Show slots</button>
          </Form>
          {d.city && (
            <Form method="post" aria-describedby={refused ? 'booking-error' : undefined}>
              <input type="hidden" name="_csrf" value={csrf} />
              <input type="hidden" name="idempotency_key" value={d.idempotencyKey} />
              <section className={styles.section} aria-labelledby="slot-heading">
                <h2 id="slot-heading" className={styles.heading}>
                  Collection slot in {d.city}
                </h2>
                {c.package.fasting && <p className={styles.note}>Fasting of 10–12 hours is needed: morning slots only.</p>}
                <SlotPicker
                  days={d.days}
                  date={d.date}
                  slots={d.slots}
                  dayHref={(date) => `${SELF_SERVE_PATHS.booking}?city=${encodeURIComponent(d.city!)}&date=${date}`}
                  navLabel="Collection days"
                  {...(fieldError('slot_id') ? { errorId: 'slot-error', error: fieldError('slot_id')! } : {})}
                />
              </section>
              <section className={styles.section} aria-labelledby="address-heading">
                <h2 id="address-heading" className={styles.heading}>
                  Where should we collect the sample?
                </h2>
                <div className={styles.field}>
                  <label htmlFor="address">House, street and area</label>
                  <input
                    id="address"
                    name="address"
                    autoComplete="street-address"
                    required
                    maxLength={200}
                    aria-invalid={fieldError('address') ? true : undefined}
                    aria-describedby={fieldError('address') ? 'address-error' : undefined}
                  />
                  {fieldError('address') && (
                    <p id="address-error" className={styles.error}>
                      {fieldError('address')}
                    </p>
                  )}
                </div>
                <div className={styles.field}>
                  <label htmlFor="pincode">Pincode</label>
                  <input
                    id="pincode"
                    name="pincode"
                    inputMode="numeric"
                    autoComplete="postal-code"
                    pattern="[1-9][0-9]{5}"
                    required
                    maxLength={6}
                    aria-invalid={fieldError('pincode') ? true : undefined}
                    aria-describedby={fieldError('pincode') ? 'pincode-error' : undefined}
                  />
                  {fieldError('pincode') && (
                    <p id="pincode-error" className={styles.error}>
                      {fieldError('pincode')}
                    </p>
                  )}
                </div>
              </section>
              <button type="submit" className={styles.continue} disabled={busy}>
                Book health check
              </button>
            </Form>
          )}
        </>
      )}
    </div>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.data?.spent) return <LinkSpent text={String(error.data.spent)} />
  throw error
}
