import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import { useCsrfToken } from '~/lib/forms'
import styles from '~/checkout/checkout.module.css'
import own from '~/vaccination/vaccination.module.css'
import { loadVaccinationHome, vaccinationHomeAction } from '~/vaccination/home.server'
import { WalletChoice } from '~/wallet/wallet-choice'
import { PayWith } from '~/wallet/pay-with'
import { formatRupees } from '../../core/money.ts'
import { PATIENT_RELATION_LABELS } from '../../core/patients/patients.ts'
import type { Route } from './+types/vaccination-home'

// spec 2 §2 '/vaccination-at-home' (issue 27 §6; decision 086): the vaccines a nurse gives at home, with their age
// rules, doses and SAMPLE prices; choosing one opens its booking form (who it is for, the nurse's slot, payment).
// Plain forms and links: the page works without JavaScript.

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadVaccinationHome(request, context)
}

export async function action({ request, context }: Route.ActionArgs) {
  return vaccinationHomeAction(request, context)
}

export const meta: Route.MetaFunction = () => [
  { title: 'Vaccination at home | MedWise' },
  {
    name: 'description',
    content: 'Flu, HPV, hepatitis B, typhoid, pneumococcal and chickenpox vaccines given at home by a nurse, with a certificate.',
  },
]

const RELATION_WORDS: Record<string, string> = { self: 'You' }

export default function VaccinationHome() {
  const d = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const csrf = useCsrfToken()
  const busy = useNavigation().state === 'submitting'
  const b = d.booking
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Vaccination at home</h1>
      <p>
        A trained nurse brings the vaccine in a cold box (2–8 °C), gives it at home, stays {d.catalogue.observation_minutes}{' '}
        minutes to watch for any reaction, and you get a vaccination certificate in your health records.
      </p>
      <p className={styles.muted}>{d.catalogue.note}</p>
      <p className={styles.muted}>
        Nurses visit in {d.catalogue.cities.join(', ')}. Home visit fee {formatRupees(d.catalogue.visit_fee)} (sample).
      </p>

      <section aria-labelledby="vaccines-heading">
        <h2 id="vaccines-heading">Vaccines</h2>
        <ul className={own.vaccines}>
          {d.catalogue.vaccines.map((v) => (
            <li key={v.code} className={own.vaccine}>
              <h3>{v.name}</h3>
              <p>{v.protects}</p>
              <p>
                <strong>{v.age_rule}</strong>
              </p>
              <ul aria-label={`${v.name} doses`}>
                {v.bands.map((band) => (
                  <li key={band.label}>{band.label}</li>
                ))}
              </ul>
              <p className={own.price}>{formatRupees(v.price)} a dose (sample price)</p>
              <Link to={`?vaccine=${v.code}#book`}>
                Book <span className="visually-hidden">the {v.name}</span> at home
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {d.chosen && (
        <section id="book" className={styles.card} aria-labelledby="book-heading">
          <h2 id="book-heading" className={styles.cardHeading}>
            Book the {d.chosen.name}
          </h2>
          <p>It is given {d.chosen.ageRule}.</p>
          {!b ? (
            <p>
              Please <Link to={d.loginUrl}>log in</Link> to book for yourself or your family.
            </p>
          ) : (
            <>
              {refused && (
                <p id="book-error" role="alert" className={styles.error}>
                  {refused.message}
                </p>
              )}
              {!b.address && (
                <p>
                  Please <Link to="/profile">add your home address</Link> first: the nurse visits your default address.
                </p>
              )}
              {b.address && (
                <p>
                  The nurse visits: {b.address.line}
                  {!b.address.served && <> (our nurses do not visit {b.address.city} yet)</>}
                </p>
              )}
              {b.day && (
                <nav aria-label="Choose the day">
                  <ul className={own.days}>
                    {b.day.days.map((day) => (
                      <li key={day.date}>
                        <Link
                          to={`?vaccine=${d.chosen!.code}&date=${day.date}#book`}
                          aria-current={day.date === b.day!.date ? 'date' : undefined}
                        >
                          {day.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </nav>
              )}
              <Form method="post" className={own.form} aria-describedby={refused ? 'book-error' : undefined}>
                <input type="hidden" name="_csrf" value={csrf} />
                <input type="hidden" name="idempotency_key" value={b.idempotencyKey} />
                <input type="hidden" name="expected_total" value={b.total} />
                <input type="hidden" name="vaccine" value={d.chosen.code} />
                <fieldset className={styles.choices}>
                  <legend>Who is the vaccine for?</legend>
                  {b.patients.length === 0 && (
                    <p className={styles.muted}>
                      Add your family members in <Link to="/profile">your profile</Link> first.
                    </p>
                  )}
                  {b.patients.map((p, i) => (
                    <label key={p.id} className={styles.choice}>
                      <input type="radio" name="patient_id" value={p.id} defaultChecked={i === 0} required />
                      <span>
                        {p.name}
                        <small>
                          {RELATION_WORDS[p.relation ?? ''] ?? PATIENT_RELATION_LABELS[p.relation ?? 'other'] ?? 'Family'}
                          {p.age !== null && `, ${p.age} years`}
                        </small>
                      </span>
                    </label>
                  ))}
                </fieldset>
                <div className={own.field}>
                  <label htmlFor="date-of-birth">Their date of birth (needed when it is not saved)</label>
                  <input id="date-of-birth" name="date_of_birth" type="date" />
                </div>
                <div className={own.field}>
                  <label htmlFor="earlier-doses">Earlier doses of this vaccine given elsewhere (dates, comma separated)</label>
                  <input id="earlier-doses" name="earlier_doses" inputMode="numeric" placeholder="2026-05-30" />
                </div>
                {b.day && (
                  <fieldset className={styles.choices}>
                    <legend>Nurse’s visit, {b.day.label}</legend>
                    {b.day.slots.length === 0 && <p className={styles.muted}>No slots left this day. Please choose another.</p>}
                    <div className={own.slots}>
                      {b.day.slots.map((s, i) => (
                        <label key={s.id} className={styles.choice}>
                          <input
                            type="radio"
                            name="slot_id"
                            value={s.id}
                            required
                            disabled={!s.available}
                            defaultChecked={i === b.day!.slots.findIndex((x) => x.available)}
                          />
                          <span>
                            {s.label}
                            <small>{s.available ? `${s.free} of ${s.capacity} nurses free` : 'Full'}</small>
                          </span>
                        </label>
                      ))}
                    </div>
                  </fieldset>
                )}
                <section aria-labelledby="price-heading">
                  <h3 id="price-heading">Price</h3>
                  <p className={styles.total}>
                    <span>{d.chosen.name}, one dose</span>
                    <span>{formatRupees(b.price)}</span>
                  </p>
                  <p className={styles.total}>
                    <span>Nurse’s home visit</span>
                    <span>{formatRupees(b.fee)}</span>
                  </p>
                  <p className={styles.total}>
                    <span>Amount to pay (sample prices)</span>
                    <span>{formatRupees(b.totalRupees)}</span>
                  </p>
                </section>
                <WalletChoice offer={b.wallet} rest="The rest is paid online." back={b.back} />
                <PayWith wallet={b.wallet} corporate={null} what="booking" />
                <button type="submit" disabled={busy || !b.day || b.patients.length === 0}>
                  {busy ? 'Booking…' : `Pay ${formatRupees(b.totalRupees)}`}
                </button>
              </Form>
              {b.mine.length > 0 && (
                <section aria-labelledby="mine-heading">
                  <h3 id="mine-heading">Your vaccinations</h3>
                  <ul>
                    {b.mine.map((m) => (
                      <li key={m.number}>
                        <Link to={`/vaccination-at-home/bookings/${m.number}`}>{m.label}</Link>: {m.status}
                      </li>
                    ))}
                  </ul>
                </section>
              )}
            </>
          )}
        </section>
      )}
    </div>
  )
}
