import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import { useCsrfToken } from '~/lib/forms'
import { DeskDay } from '~/staff/desk-day'
import styles from '~/staff/order-desk.module.css'
import labs from '~/staff/lab-desk.module.css'
import { labDayAction, labDayLoader } from '~/staff/lab-desk.server'
import type { Route } from './+types/staff-labs'

// /staff/labs (issue 11 §6): the labs desk's day of home collections (today unless a day is chosen: a GET form), by
// slot and then by area (pincode and city of the collection address), each booking with its patients and tests and
// the buttons of its next move: 'Mark collected' (booked → sample collected) and 'Processing'. Plain forms with
// `_csrf`: they work without JavaScript.

export async function loader({ request, context }: Route.LoaderArgs) {
  return labDayLoader(request, context)
}

export async function action({ request, context }: Route.ActionArgs) {
  return labDayAction(request, context)
}

export const meta: Route.MetaFunction = () => [{ title: 'Labs desk | MedWise' }, { name: 'robots', content: 'noindex' }]

const when = new Intl.DateTimeFormat('en-IN', { timeStyle: 'short', timeZone: 'Asia/Kolkata' })
const GENDER: Record<string, string> = { male: 'M', female: 'F', other: 'Other' }

export default function StaffLabs() {
  const d = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const csrf = useCsrfToken()
  const busy = useNavigation().state === 'submitting'
  return (
    <section aria-labelledby="labs-title" className={styles.page}>
      <DeskDay
        id="labs"
        title="Labs desk"
        path="/staff/labs"
        label="Collections on"
        date={d.date}
        today={d.today}
        problem={d.problem}
        done={d.done}
        refused={refused}
        count={d.count === 1 ? '1 collection' : `${d.count} collections`}
      />
      {d.slots.map((slot) => (
        <section key={slot.startsAt} aria-labelledby={`slot-${slot.startsAt}`} className={labs.slot}>
          <h2 id={`slot-${slot.startsAt}`} className={labs.slotTitle}>
            {slot.label}
          </h2>
          {slot.areas.map((area) => (
            <section key={area.label} aria-label={`${slot.label}, ${area.label}`} className={labs.area}>
              <h3 className={labs.areaTitle}>{area.label}</h3>
              <ul className={styles.list}>
                {area.collections.map((c) => (
                  <li key={c.number} className={labs.collection}>
                    <p className={labs.head}>
                      <Link to={`/staff/labs/${c.number}`}>{c.number}</Link> · <strong>{c.statusLabel}</strong>
                      {c.collectedAt && <> at {when.format(new Date(c.collectedAt))}</>} · {c.labName}
                    </p>
                    <p className={labs.address}>
                      {c.address} · {c.contact}
                    </p>
                    <ul className={labs.patients}>
                      {c.patients.map((p) => (
                        <li key={p.key}>
                          <strong>{p.name}</strong>
                          {(p.age !== null || p.gender) && (
                            <> ({[p.age, p.gender ? GENDER[p.gender] : null].filter((x) => x !== null).join(', ')})</>
                          )}
                          : {p.tests.join(', ')}
                        </li>
                      ))}
                    </ul>
                    {(c.canCollect || c.canProcess) && (
                      <Form method="post" className={styles.buttons}>
                        <input type="hidden" name="_csrf" value={csrf} />
                        <input type="hidden" name="number" value={c.number} />
                        <input type="hidden" name="date" value={d.date} />
                        {c.canCollect && (
                          <button type="submit" name="intent" value="collect" disabled={busy}>
                            Mark collected <span className="visually-hidden">{c.number}</span>
                          </button>
                        )}
                        {c.canProcess && (
                          <button type="submit" name="intent" value="process" disabled={busy}>
                            Processing <span className="visually-hidden">{c.number}</span>
                          </button>
                        )}
                      </Form>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>
      ))}
    </section>
  )
}
