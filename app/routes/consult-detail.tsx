import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import { useCsrfToken } from '~/lib/forms'
import styles from '~/checkout/checkout.module.css'
import own from '~/consultations/consultations.module.css'
import { detailAction, loadDetail } from '~/consultations/mine.server'
import { formatRupees } from '../../core/money.ts'
import type { Route } from './+types/consult-detail'

// issue 24 §3, §7 (decision 057): one consultation, /online-doctor-consultation/myconsultation/{id} (another account's:
// 404): Join (the room), the files, Reschedule (?reschedule=1: the doctor's free slots), Cancel (?cancel=1: confirm),
// the rating after completion, and after a no-show 'Another doctor now' or 'Full refund'. Every form works without
// JavaScript.

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadDetail(request, context, params)
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return detailAction(request, context, params)
}

export const meta: Route.MetaFunction = () => [{ title: 'Consultation | MedWise' }, { name: 'robots', content: 'noindex' }]

const time = new Intl.DateTimeFormat('en-IN', { timeStyle: 'short', timeZone: 'Asia/Kolkata' })

export default function ConsultationDetail() {
  const d = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>() as { message: string; intent: string } | undefined
  const csrf = useCsrfToken()
  const busy = useNavigation().state === 'submitting'
  if (d.guest) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Consultation</h1>
        <p>
          Please <Link to={d.loginUrl}>log in</Link> to see your consultation.
        </p>
      </div>
    )
  }
  const c = d.consultation
  const here = `/online-doctor-consultation/myconsultation/${c.id}`
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="intent" value={intent} />
    </>
  )
  return (
    <div className={styles.page}>
      <p>
        <Link to="/online-doctor-consultation/myconsultation">My consultations</Link>
      </p>
      <h1 className={styles.title}>Consultation with {c.doctor.name}</h1>
      <p>
        <span className={own.status}>{c.state_label}</span>
      </p>
      {refused && (
        <p role="alert" className={styles.error}>
          {refused.message}
        </p>
      )}
      {c.no_show && (
        <section className={own.alert} aria-labelledby="no-show-heading">
          <h2 id="no-show-heading" className={own.heading}>
            The doctor did not join
          </h2>
          <p>
            We are sorry. Consult another doctor of the same specialty now, or take a full refund. If you do nothing, we refund it
            in full at {time.format(new Date(c.no_show.auto_refund_at))}.
          </p>
          <div className={own.actions}>
            <Form method="post">
              {hidden('reassign')}
              <button type="submit" disabled={busy}>
                Another doctor now
              </button>
            </Form>
            <Form method="post">
              {hidden('refund')}
              <button type="submit" className={styles.secondary} disabled={busy}>
                Full refund
              </button>
            </Form>
          </div>
        </section>
      )}
      <dl className={own.facts}>
        <dt>Doctor</dt>
        <dd>
          {c.doctor.name}, {c.doctor.qualifications} ({c.doctor.specialty})
        </dd>
        <dt>Patient</dt>
        <dd>
          {c.patient.name}
          {c.patient.age !== null && `, ${c.patient.age} years`}
        </dd>
        <dt>When</dt>
        <dd>{c.time_label} (India time)</dd>
        <dt>Mode</dt>
        <dd>{c.mode_label}</dd>
        <dt>Paid</dt>
        <dd>{c.free_with_plan ? 'Free with your Care Plan' : formatRupees(c.price)}</dd>
        {c.order_number && (
          <>
            <dt>Booking</dt>
            <dd>{c.order_number}</dd>
          </>
        )}
        {c.symptoms && (
          <>
            <dt>Symptoms</dt>
            <dd>{c.symptoms}</dd>
          </>
        )}
        {c.consent === 'explicit' && (
          <>
            <dt>Consent</dt>
            <dd>Given by {c.consent_by}</dd>
          </>
        )}
      </dl>
      {c.can_join && (
        <p>
          <Link to={c.room_url} className={own.status}>
            Join
          </Link>
        </p>
      )}
      {d.files.length > 0 && (
        <section className={own.panel} aria-labelledby="files-heading">
          <h2 id="files-heading" className={own.heading}>
            Reports and photos
          </h2>
          <ul>
            {d.files.map((f) => (
              <li key={f.id}>
                <a href={f.url}>{f.file_name}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {c.can_reschedule && (
        <section className={own.panel} aria-labelledby="reschedule-heading">
          <h2 id="reschedule-heading" className={own.heading}>
            Reschedule
          </h2>
          <p className={styles.muted}>
            Move it to another free time of the same doctor, until 15 minutes before it starts (up to 3 times; moved{' '}
            {c.reschedule_count} so far).
          </p>
          {d.picker ? (
            <>
              <nav aria-label="Days">
                <ul className={own.actions}>
                  {d.picker.days.map((day) => (
                    <li key={day.date} style={{ listStyle: 'none' }}>
                      <Link
                        to={`${here}?reschedule=1&date=${day.date}`}
                        aria-current={day.date === d.picker!.date ? 'page' : undefined}
                      >
                        {day.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
              {d.picker.slots.length === 0 ? (
                <p className={styles.muted}>No free time on this day.</p>
              ) : (
                <Form method="post" className={own.form}>
                  {hidden('reschedule')}
                  <fieldset className={styles.choices}>
                    <legend>New time</legend>
                    {d.picker.slots.map((s, i) => (
                      <label key={s.starts_at} className={styles.choice}>
                        <input type="radio" name="starts_at" value={s.starts_at} defaultChecked={i === 0} />
                        <span>{s.label}</span>
                      </label>
                    ))}
                  </fieldset>
                  <button type="submit" disabled={busy}>
                    Move to this time
                  </button>
                </Form>
              )}
            </>
          ) : (
            <Link to={`${here}?reschedule=1`}>Choose a new time</Link>
          )}
        </section>
      )}
      {c.can_cancel && (
        <section className={own.panel} aria-labelledby="cancel-heading">
          <h2 id="cancel-heading" className={own.heading}>
            Cancel
          </h2>
          {c.cancel_note && <p className={styles.muted}>{c.cancel_note}</p>}
          {d.confirmCancel ? (
            <Form method="post" className={own.form}>
              {hidden('cancel')}
              <div className={own.field}>
                <label htmlFor="cancel-reason">Reason (optional)</label>
                <input id="cancel-reason" name="reason" maxLength={200} />
              </div>
              <button type="submit" disabled={busy}>
                Cancel consultation
              </button>
            </Form>
          ) : (
            <Link to={`${here}?cancel=1`}>Cancel consultation</Link>
          )}
        </section>
      )}
      {c.can_rate && (
        <section className={own.panel} aria-labelledby="rate-heading">
          <h2 id="rate-heading" className={own.heading}>
            Rate your consultation
          </h2>
          <Form method="post">
            {hidden('rate')}
            <fieldset className={own.stars}>
              <legend>Stars</legend>
              {[1, 2, 3, 4, 5].map((n) => (
                <label key={n}>
                  <input type="radio" name="stars" value={n} required /> {n} {n === 1 ? 'star' : 'stars'}
                </label>
              ))}
            </fieldset>
            <button type="submit" disabled={busy}>
              Rate
            </button>
          </Form>
        </section>
      )}
      {c.rating !== null && <p>You rated it {c.rating} out of 5.</p>}
    </div>
  )
}
