import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import { useCsrfToken } from '~/lib/forms'
import styles from '~/checkout/checkout.module.css'
import { bookPageAction, loadBookPage, type BookRefusal } from '~/consultations/book.server'
import own from '~/consultations/consultations.module.css'
import { WalletChoice } from '~/wallet/wallet-choice'
import { PayWith } from '~/wallet/pay-with'
import { CONSENT_TEXT } from '../../core/consultations/consent.ts'
import { formatRupees } from '../../core/money.ts'
import { PATIENT_RELATION_LABELS, PATIENT_RELATIONS } from '../../core/patients/patients.ts'
import { FamilyMemberFields } from '~/patients/family-member-fields'
import type { Route } from './+types/consult-book'

// issue 24 §3 (decision 057): booking a consultation: /online-doctor-consultation/book/{doctorId}?slot=…[&now=1]. The
// finding pages link here with the slot chosen. One plain form (multipart, for the reports and photos) that works
// without JavaScript; 'Add a family member' is a second form that comes back here with them chosen.

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadBookPage(request, context, params)
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return bookPageAction(request, context, params)
}

export const meta: Route.MetaFunction = () => [{ title: 'Book a consultation | MedWise' }, { name: 'robots', content: 'noindex' }]

const RELATION_WORDS: Record<string, string> = { self: 'You' }
/** The fields whose refusals are said under them; any other is said above the form. */
const INLINE_FIELDS = new Set(['patient_id', 'attachments', 'consent', 'consent_by'])

export default function ConsultBookPage() {
  const d = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>() as BookRefusal | undefined
  const csrf = useCsrfToken()
  const busy = useNavigation().state === 'submitting'
  if (d.guest) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Book a consultation with {d.doctorName}</h1>
        <p>
          Please <Link to={d.loginUrl}>log in</Link> to book: your consultations, prescriptions and payments are kept in your
          account.
        </p>
      </div>
    )
  }
  const bookRefused = refused?.intent === 'book' ? refused : null
  const patientRefused = refused?.intent === 'add-patient' ? refused : null
  const fieldError = (field: string) => (bookRefused?.field === field ? bookRefused.message : null)
  const inline = bookRefused?.field !== undefined && INLINE_FIELDS.has(bookRefused.field)
  const chosen = d.chosenPatient ?? d.patients[0]?.id ?? null
  const pay = d.total > 0
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Book a consultation</h1>
      <section className={styles.card} aria-labelledby="doctor-heading">
        <h2 id="doctor-heading" className={styles.cardHeading}>
          {d.doctor.name}
        </h2>
        <p className={styles.muted}>
          {d.doctor.qualifications} · {d.doctor.specialties}
          <br />
          Reg. {d.doctor.registration}
          {d.doctor.sample && ' · Sample doctor (development)'}
        </p>
        {d.slot ? (
          <p>
            <strong>{d.slot.now ? 'Consult now: ' : ''}</strong>
            {d.slot.label} (India time) · <Link to={d.doctor.profile}>Change time</Link>
          </p>
        ) : (
          <p role="alert" className={styles.error}>
            Please choose a time slot first. <Link to={d.doctor.profile}>See the doctor’s slots</Link>
          </p>
        )}
      </section>

      {bookRefused && !inline && (
        <div id="book-error" role="alert" className={styles.error}>
          <p>{bookRefused.message}</p>
          {bookRefused.nextFree && (
            <p>
              <Link
                to={`/online-doctor-consultation/book/${d.doctor.id}?slot=${encodeURIComponent(bookRefused.nextFree.starts_at)}`}
              >
                Book {bookRefused.nextFree.label} instead
              </Link>
            </p>
          )}
        </div>
      )}

      <Form
        method="post"
        encType="multipart/form-data"
        className={own.form}
        aria-describedby={bookRefused ? 'book-error' : undefined}
      >
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="intent" value="book" />
        <input type="hidden" name="idempotency_key" value={d.idempotencyKey} />
        <input type="hidden" name="expected_total" value={d.total} />

        <fieldset className={styles.choices} aria-describedby={fieldError('patient_id') ? 'patient-error' : undefined}>
          <legend>Who is the consultation for?</legend>
          {d.patients.length === 0 && <p className={styles.muted}>Add yourself or a family member below first.</p>}
          {d.patients.map((p) => (
            <label key={p.id} className={styles.choice}>
              <input type="radio" name="patient_id" value={p.id} defaultChecked={p.id === chosen} required />
              <span>
                {p.name}
                <small>
                  {RELATION_WORDS[p.relation ?? ''] ?? PATIENT_RELATION_LABELS[p.relation ?? 'other'] ?? 'Family'}
                  {p.age !== null && `, ${p.age} years`}
                  {p.minor && ' (needs an adult with them)'}
                </small>
              </span>
            </label>
          ))}
          {fieldError('patient_id') && (
            <p id="patient-error" className={styles.error}>
              {fieldError('patient_id')}
            </p>
          )}
        </fieldset>

        <fieldset className={styles.choices}>
          <legend>How would you like to consult?</legend>
          {d.modes.map((m) => (
            <label key={m.value} className={styles.choice}>
              <input type="radio" name="mode" value={m.value} defaultChecked={m.value === 'video'} required />
              <span>{m.label}</span>
            </label>
          ))}
        </fieldset>

        <div className={own.field}>
          <label htmlFor="symptoms">Symptoms (optional)</label>
          <textarea id="symptoms" name="symptoms" rows={3} maxLength={1000} />
        </div>

        <div className={own.field}>
          <label htmlFor="attachments">Reports or photos (optional: up to 5 JPEG, PNG or PDF files of 10 MB each)</label>
          <input
            id="attachments"
            name="attachments"
            type="file"
            multiple
            accept="image/jpeg,image/png,application/pdf"
            aria-describedby={fieldError('attachments') ? 'attachments-error' : undefined}
          />
          {fieldError('attachments') && (
            <p id="attachments-error" className={styles.error}>
              {fieldError('attachments')}
            </p>
          )}
        </div>

        <fieldset className={own.consent}>
          <legend>Consent</legend>
          <p className={styles.muted}>
            When you consult for yourself, starting the consultation is your consent. When you book for someone else, please
            confirm that they consent; a patient under 18 consults only with an adult.
          </p>
          <label className={styles.choice}>
            <input
              type="checkbox"
              name="consent"
              value="on"
              aria-describedby={fieldError('consent') ? 'consent-error' : undefined}
            />
            <span>I confirm the patient consents to this teleconsultation</span>
          </label>
          {fieldError('consent') && (
            <p id="consent-error" className={styles.error}>
              {fieldError('consent')}
            </p>
          )}
          <div className={own.field}>
            <label htmlFor="consent-by">Accompanying adult’s full name (for a patient under 18)</label>
            <input
              id="consent-by"
              name="consent_by"
              autoComplete="name"
              maxLength={100}
              aria-describedby={fieldError('consent_by') ? 'consent-by-error' : undefined}
            />
            {fieldError('consent_by') && (
              <p id="consent-by-error" className={styles.error}>
                {fieldError('consent_by') ?? CONSENT_TEXT.adult}
              </p>
            )}
          </div>
        </fieldset>

        <section className={styles.card} aria-labelledby="price-heading">
          <h2 id="price-heading" className={styles.cardHeading}>
            Price
          </h2>
          <p className={styles.total}>
            <span>Doctor’s fee</span>
            <span>{formatRupees(d.fee)}</span>
          </p>
          {d.free && (
            <p className={styles.total}>
              <span>Free with your Care Plan ({d.freeLeft} left)</span>
              <span>−{formatRupees(d.fee)}</span>
            </p>
          )}
          <p className={styles.total}>
            <span>Amount to pay</span>
            <span>{formatRupees(d.totalRupees)}</span>
          </p>
        </section>

        {pay ? (
          <>
            <WalletChoice offer={d.wallet} rest="The rest is paid online." back={d.back} />
            <PayWith wallet={d.wallet} corporate={d.corporate} what="fee" />
          </>
        ) : (
          <input type="hidden" name="payment" value="wallet" />
        )}
        <button type="submit" disabled={busy || !d.slot || d.patients.length === 0}>
          {busy ? 'Booking…' : pay ? `Pay ${formatRupees(d.totalRupees)}` : 'Book'}
        </button>
      </Form>

      <details className={own.add} open={patientRefused !== null || d.patients.length === 0}>
        <summary>Add a family member</summary>
        <Form method="post" className={own.form}>
          <input type="hidden" name="_csrf" value={csrf} />
          <input type="hidden" name="intent" value="add-patient" />
          {patientRefused && (
            <p role="alert" className={styles.error}>
              {patientRefused.message}
            </p>
          )}
          <FamilyMemberFields
            idPrefix="patient"
            born="age"
            relations={PATIENT_RELATIONS}
            relationLabels={PATIENT_RELATION_LABELS}
            relationLabel="Relation to you"
            classes={{ field: own.field }}
          />
          <button type="submit" className={styles.secondary} disabled={busy}>
            Add
          </button>
        </Form>
      </details>
    </div>
  )
}
