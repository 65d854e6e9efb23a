import { Form, useActionData, useLoaderData, useNavigation } from 'react-router'
import type { Route } from './+types/staff-consultation-hours'
import { useCsrfToken } from '~/lib/forms'
import { doctorHoursAction, doctorHoursLoader } from '~/staff/doctor-hours.server'
import styles from '~/consultations/finding.module.css'
import { WEEKDAYS } from '../../core/consultations/vocabulary.ts'

// /staff/consultations/hours (issue 24 §1): the doctor's own weekly hours and exceptions (a day or some hours off,
// extra hours), each added or removed by a plain form (works without JavaScript). A change that would remove a booked
// slot is refused with the booking's time.

export function loader({ request, context }: Route.LoaderArgs) {
  return doctorHoursLoader(request, context)
}

export function action({ request, context }: Route.ActionArgs) {
  return doctorHoursAction(request, context)
}

export const meta: Route.MetaFunction = () => [{ title: 'My hours | MedWise' }, { name: 'robots', content: 'noindex' }]

export default function DoctorHours() {
  const d = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const csrf = useCsrfToken()
  const busy = useNavigation().state === 'submitting'
  const problemOf = (intent: string) =>
    refused && !refused.ok && refused.intent === intent ? (
      <p role="alert" className={styles.none}>
        {refused.message}
      </p>
    ) : null
  return (
    <section className={styles.finding} aria-labelledby="hours-title">
      <h1 id="hours-title">My hours</h1>
      {d.done && <p role="status">{d.done}</p>}
      {d.problem && <p role="alert">{d.problem}</p>}
      {d.doctor && (
        <>
          <p className={styles.lead}>
            {`${d.doctor.name}: patients book the slots of these hours, up to 7 days ahead. Times are India time.`}
          </p>
          <h2 id="weekly">Every week</h2>
          {problemOf('remove-hours')}
          {d.hours.length === 0 ? (
            <p>No weekly hours yet.</p>
          ) : (
            <ul className={styles.list} aria-labelledby="weekly">
              {d.hours.map((h) => (
                <li key={h.id} className={styles.card}>
                  <p>
                    <strong>{h.day}</strong> {`${h.from}–${h.to}, slots of ${h.slotMinutes} minutes`}
                  </p>
                  <Form method="post">
                    <input type="hidden" name="_csrf" value={csrf} />
                    <input type="hidden" name="intent" value="remove-hours" />
                    <input type="hidden" name="id" value={h.id} />
                    <button type="submit" disabled={busy}>
                      Remove<span className="visually-hidden">{` ${h.day} ${h.from}–${h.to}`}</span>
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
          <Form method="post" className={styles.filters} aria-labelledby="add-hours">
            <fieldset>
              <legend id="add-hours">Add weekly hours</legend>
              <input type="hidden" name="_csrf" value={csrf} />
              <input type="hidden" name="intent" value="add-hours" />
              <div className={styles.fields}>
                <div className={styles.field}>
                  <label htmlFor="h-day">Day</label>
                  <select id="h-day" name="weekday" defaultValue="1">
                    {WEEKDAYS.map((w, i) => (
                      <option key={w} value={i}>
                        {w}
                      </option>
                    ))}
                  </select>
                </div>
                <div className={styles.field}>
                  <label htmlFor="h-from">From</label>
                  <input id="h-from" name="from" type="time" step={300} required defaultValue="09:00" />
                </div>
                <div className={styles.field}>
                  <label htmlFor="h-to">To</label>
                  <input id="h-to" name="to" type="time" step={300} required defaultValue="13:00" />
                </div>
                <div className={styles.field}>
                  <label htmlFor="h-slot">Slot length</label>
                  <select id="h-slot" name="slot_minutes" defaultValue="15">
                    {d.slotLengths.map((m) => (
                      <option key={m} value={m}>{`${m} minutes`}</option>
                    ))}
                  </select>
                </div>
              </div>
              {problemOf('add-hours')}
              <div className={styles.buttons}>
                <button type="submit" disabled={busy}>
                  Add hours
                </button>
              </div>
            </fieldset>
          </Form>

          <h2 id="exceptions">Exceptions</h2>
          {problemOf('remove-exception')}
          {d.exceptions.length === 0 ? (
            <p>No days off or extra hours from today on.</p>
          ) : (
            <ul className={styles.list} aria-labelledby="exceptions">
              {d.exceptions.map((e) => {
                const what = `${e.day}: ${e.kind === 'off' ? 'off' : 'extra hours'}${e.times ? ` ${e.times}` : ' all day'}`
                return (
                  <li key={e.id} className={styles.card}>
                    <p>{what}</p>
                    <Form method="post">
                      <input type="hidden" name="_csrf" value={csrf} />
                      <input type="hidden" name="intent" value="remove-exception" />
                      <input type="hidden" name="id" value={e.id} />
                      <button type="submit" disabled={busy}>
                        Remove<span className="visually-hidden">{` ${what}`}</span>
                      </button>
                    </Form>
                  </li>
                )
              })}
            </ul>
          )}
          <Form method="post" className={styles.filters} aria-labelledby="add-exception">
            <fieldset>
              <legend id="add-exception">Add a day off or extra hours</legend>
              <input type="hidden" name="_csrf" value={csrf} />
              <input type="hidden" name="intent" value="add-exception" />
              <div className={styles.fields}>
                <div className={styles.field}>
                  <label htmlFor="e-date">Date</label>
                  <input id="e-date" name="date" type="date" required />
                </div>
                <div className={styles.field}>
                  <label htmlFor="e-kind">Kind</label>
                  <select id="e-kind" name="kind" defaultValue="off">
                    <option value="off">Off</option>
                    <option value="extra">Extra hours</option>
                  </select>
                </div>
                <div className={styles.field}>
                  <label htmlFor="e-from">From (empty: all day)</label>
                  <input id="e-from" name="from" type="time" step={300} />
                </div>
                <div className={styles.field}>
                  <label htmlFor="e-to">To</label>
                  <input id="e-to" name="to" type="time" step={300} />
                </div>
                <div className={styles.field}>
                  <label htmlFor="e-slot">Slot length (extra hours)</label>
                  <select id="e-slot" name="slot_minutes" defaultValue="15">
                    {d.slotLengths.map((m) => (
                      <option key={m} value={m}>{`${m} minutes`}</option>
                    ))}
                  </select>
                </div>
              </div>
              {problemOf('add-exception')}
              <div className={styles.buttons}>
                <button type="submit" disabled={busy}>
                  Add exception
                </button>
              </div>
            </fieldset>
          </Form>
        </>
      )}
    </section>
  )
}
