import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import { useCsrfToken } from '~/lib/forms'
import { MY_BOOKINGS_PATH, type MyBookingsActionData } from '~/labs-booking/my-bookings'
import { loadMyBookings, myBookingsAction, type MyBookingCard } from '~/labs-booking/my-bookings.server'
import mine from '~/labs-booking/my-bookings.module.css'
import styles from '~/labs-booking/labs-booking.module.css'
import { SlotPicker } from '~/labs-booking/slot-picker'
import { DEFAULT_ERROR_TEXT } from '../../core/constants.ts'
import { formatRupees } from '../../core/money.ts'
import { useOrderEvents } from '~/orders/use-order-events'
import type { Route } from './+types/labs-mybookings'

// spec 2 §2 '/labs/mybookings' (issue 11 §6): the account's lab bookings, newest first, with Reschedule, Cancel
// booking and Pay now where each applies (app/labs-booking/my-bookings.server.ts). Every form works without JavaScript:
// the slot picker and the cancel confirmation open through the URL (?reschedule=…, ?cancel=…).

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadMyBookings(request, context)
}

export async function action({ request, context }: Route.ActionArgs) {
  return myBookingsAction(request, context)
}

/** A request that got no answer (offline, a 5xx) shows the default text instead of the error page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<MyBookingsActionData> {
  try {
    return (await serverAction()) as MyBookingsActionData
  } catch (error) {
    if (error instanceof Response) throw error
    return { ok: false, intent: null, number: null, message: DEFAULT_ERROR_TEXT }
  }
}

export const meta: Route.MetaFunction = () => [
  { title: 'My lab bookings | MedWise' },
  { name: 'description', content: 'Your lab test bookings at MedWise: collection slots, status, reschedule and cancel.' },
  { name: 'robots', content: 'noindex' },
]

const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`)

export default function LabsMyBookings() {
  const { bookings, picker, cancelling } = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>() as MyBookingsActionData | undefined
  // A status change made anywhere (the labs desk, the gateway, another tab) shows here without a reload.
  useOrderEvents((order) => bookings.some((b) => b.number === order))
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>My lab bookings</h1>
      {refused && refused.number === null && (
        <p role="alert" className={styles.alert}>
          {refused.message}
        </p>
      )}
      {bookings.length === 0 ? (
        <p className={styles.note}>
          You have not booked a lab test yet. <Link to="/labs">Browse lab tests</Link>
        </p>
      ) : (
        <ul className={mine.list}>
          {bookings.map((b) => (
            <Booking
              key={b.number}
              b={b}
              picker={picker?.number === b.number ? picker : null}
              confirmCancel={cancelling === b.number}
              refused={refused?.number === b.number ? refused : null}
            />
          ))}
        </ul>
      )}
    </div>
  )
}

type Picker = NonNullable<Awaited<ReturnType<typeof loadMyBookings>>['picker']>

function Booking(props: {
  b: MyBookingCard
  picker: Picker | null
  confirmCancel: boolean
  refused: MyBookingsActionData | null
}) {
  const { b, picker, confirmCancel, refused } = props
  const csrf = useCsrfToken()
  const busy = useNavigation().state === 'submitting'
  const id = `booking-${b.number}`
  const here = `${MY_BOOKINGS_PATH}?`
  return (
    <li className={mine.card} id={id}>
      <h2 id={`${id}-heading`} className={mine.heading}>
        Booking {b.number}
      </h2>
      <p className={mine.statusLine}>
        <span className={mine.status}>{b.statusLabel}</span>
        {b.rescheduled > 0 && b.status === 'booked' && <span className={styles.muted}>Rescheduled {times(b.rescheduled)}</span>}
      </p>
      <dl className={mine.facts}>
        <dt>Lab</dt>
        <dd>
          {b.lab}, {b.city}
        </dd>
        <dt>Home collection</dt>
        <dd>
          {b.slotDate}, {b.slotTime}
        </dd>
        <dt>Amount</dt>
        <dd>
          {formatRupees(b.total)}
          {b.collectionFee > 0 && <span className={styles.muted}> (with {formatRupees(b.collectionFee)} collection fee)</span>}
        </dd>
        <dt>Booked on</dt>
        <dd>{b.placedAt}</dd>
      </dl>
      <h3 className={mine.subheading}>Tests</h3>
      <ul className={mine.people}>
        {b.patients.map((p, i) => (
          <li key={i}>
            <strong>{p.name}</strong>: {p.tests.join(', ')}
          </li>
        ))}
      </ul>

      {refused && !picker && (
        <p role="alert" className={styles.alert}>
          {refused.message}
        </p>
      )}

      {picker ? (
        <Form method="post" className={mine.panel} aria-labelledby={`${id}-move`}>
          <h3 id={`${id}-move`} className={mine.subheading}>
            Choose a new collection slot
          </h3>
          <input type="hidden" name="_csrf" value={csrf} />
          <input type="hidden" name="intent" value="reschedule" />
          <input type="hidden" name="number" value={b.number} />
          {refused && (
            <div role="alert" id={`${id}-error`} className={styles.alert}>
              <p className={styles.alertText}>{refused.message}</p>
              {refused.nextFree && (
                <button type="submit" name="next_slot_id" value={refused.nextFree.id} className="button" disabled={busy}>
                  Move to {refused.nextFree.label} instead
                </button>
              )}
            </div>
          )}
          <SlotPicker
            days={picker.days}
            date={picker.date}
            slots={picker.slots}
            currentSlotId={picker.currentSlotId}
            dayHref={(date) => `${here}reschedule=${b.number}&date=${date}`}
            navLabel={`Collection day for booking ${b.number}`}
            errorId={refused ? `${id}-error` : undefined}
          />
          <div className={mine.actions}>
            <button type="submit" className="button" disabled={busy}>
              Move my booking
            </button>
            <Link to={MY_BOOKINGS_PATH} className={mine.linkButton}>
              Keep my slot
            </Link>
          </div>
        </Form>
      ) : confirmCancel ? (
        <Form method="post" className={mine.panel} aria-labelledby={`${id}-cancel`}>
          <h3 id={`${id}-cancel`} className={mine.subheading}>
            Cancel booking {b.number}?
          </h3>
          <p className={styles.note}>
            The home collection on {b.slotDate} is called off and anything you paid is refunded the way you paid it.
          </p>
          <input type="hidden" name="_csrf" value={csrf} />
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="number" value={b.number} />
          <div className={mine.actions}>
            <button type="submit" className={`button ${mine.danger}`} disabled={busy}>
              Yes, cancel booking
            </button>
            <Link to={MY_BOOKINGS_PATH} className={mine.linkButton}>
              Keep booking
            </Link>
          </div>
        </Form>
      ) : (
        <div className={mine.actions}>
          {b.payUrl && (
            <Link to={b.payUrl} className="button">
              Pay now
            </Link>
          )}
          {b.reports.map((r) => (
            <a key={r.url} href={r.url} className="button" download>
              {b.reports.length > 1 ? `Report of ${r.name}` : 'Download report'}
            </a>
          ))}
          {b.canReschedule && (
            <Link to={`${here}reschedule=${b.number}#${id}`} className={mine.linkButton}>
              Reschedule
            </Link>
          )}
          {b.canCancel && (
            <Link to={`${here}cancel=${b.number}#${id}`} className={`${mine.linkButton} ${mine.dangerLink}`}>
              Cancel booking
            </Link>
          )}
        </div>
      )}
    </li>
  )
}
