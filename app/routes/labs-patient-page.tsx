import { Form, useActionData, useLoaderData, useNavigation } from 'react-router'
import { useCsrfToken } from '~/lib/forms'
import { AddPatientForm } from '~/labs-booking/add-patient-form'
import { loadPatientPage, patientPageAction } from '~/labs-booking/patient-page.server'
import styles from '~/labs-booking/labs-booking.module.css'
import { SlotPicker } from '~/labs-booking/slot-picker'
import { DEFAULT_ERROR_TEXT, NO_ANSWER } from '../../core/constants.ts'
import type { LabPatientActionData } from '../../contracts/lab-slots'
import { MAX_FAMILY_MEMBERS, PATIENT_GENDER_LABELS, PATIENT_RELATION_LABELS } from '../../core/patients/patients.ts'
import type { Patient } from '../../contracts/patients'
import type { Route } from './+types/labs-patient-page'

// spec 2 §2 '/labs/cart/patient-page, /cp_labs/cart/patient-page: patient and slot selection' (issue 11 §4): the
// account's patients (and the form to add one), who each test is for, and the home-collection slot by day. One
// action with named intents (app/labs-booking/patient-page.server.ts); every form works without JavaScript.

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPatientPage(request, context)
}

export async function action({ request, context }: Route.ActionArgs) {
  return patientPageAction(request, context)
}

/** A request that got no answer (offline, a 5xx) shows the default text instead of the error page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<LabPatientActionData> {
  try {
    return (await serverAction()) as LabPatientActionData
  } catch (error) {
    if (error instanceof Response) throw error
    return { ok: false, code: NO_ANSWER, intent: null, message: DEFAULT_ERROR_TEXT, errors: {} }
  }
}

export const meta: Route.MetaFunction = () => [
  { title: 'Patients and collection slot | MedWise Labs' },
  { name: 'robots', content: 'noindex' },
]

function patientLine(p: Patient): string {
  return [
    p.relation ? PATIENT_RELATION_LABELS[p.relation] : null,
    p.age === null ? null : `${p.age} ${p.age === 1 ? 'yr' : 'yrs'}`,
    p.gender ? PATIENT_GENDER_LABELS[p.gender] : null,
  ]
    .filter(Boolean)
    .join(' · ')
}

export default function LabsPatientPage() {
  const { step, days, date, slots, chosenSlotLabel } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as LabPatientActionData | undefined
  const csrf = useCsrfToken()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const refused = actionData && !actionData.ok ? actionData : null
  const stepErrors = refused?.intent === 'continue' ? refused.errors : {}
  const keepChosen = step.slot && step.slot.date !== date ? step.slot : null

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Patients and collection slot</h1>
      {step.lab_name && (
        <p className={styles.note}>
          {step.city
            ? `${step.lab_name} collects the samples at your home in ${step.city}.`
            : `${step.lab_name} does not collect samples at home in your city. Change the city in the header to see its slots.`}
        </p>
      )}

      <section aria-labelledby="patients-heading" className={styles.section}>
        <h2 id="patients-heading" className={styles.heading}>
          Patients
        </h2>
        {step.patients.length === 0 ? (
          <p className={styles.note}>Add the people the tests are for: yourself, family members.</p>
        ) : (
          <ul className={styles.patients}>
            {step.patients.map((p) => (
              <li key={p.id} className={styles.patient}>
                <span className={styles.patientName}>{p.name}</span>
                <span className={styles.muted}>{patientLine(p)}</span>
              </li>
            ))}
          </ul>
        )}
        {step.patients.filter((p) => p.relation !== 'self').length >= MAX_FAMILY_MEMBERS && (
          <p className={styles.note}>You have saved {MAX_FAMILY_MEMBERS} family members besides yourself, the most we keep.</p>
        )}
        {step.patients.filter((p) => p.relation !== 'self').length < MAX_FAMILY_MEMBERS ||
        !step.patients.some((p) => p.relation === 'self') ? (
          <AddPatientForm
            open={step.patients.length === 0 || refused?.intent === 'add-patient'}
            result={refused?.intent === 'add-patient' ? refused : null}
            date={date}
            hasSelf={step.patients.some((p) => p.relation === 'self')}
          />
        ) : null}
      </section>

      <Form method="post" className={styles.stepForm}>
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="intent" value="continue" />
        <input type="hidden" name="date" value={date} />

        {refused?.intent === 'continue' && (
          <div id="step-error" role="alert" className={styles.alert}>
            <p className={styles.alertText}>{refused.message}</p>
            {refused.nextFree && (
              <button type="submit" name="next_slot_id" value={refused.nextFree.id} className="button" disabled={busy}>
                Book {refused.nextFree.label} instead
              </button>
            )}
          </div>
        )}
        {refused?.intent === null && (
          <p role="alert" className={styles.alert}>
            {refused.message}
          </p>
        )}

        <section aria-labelledby="tests-heading" className={styles.section}>
          <h2 id="tests-heading" className={styles.heading}>
            Who are the tests for?
          </h2>
          <p className={styles.note}>Choose up to 6 people for each test. One visit collects everyone’s samples.</p>
          {step.lines.map((line) => {
            const error = stepErrors[`patients-${line.test_id}`]
            const errorId = `patients-${line.test_id}-error`
            return (
              <fieldset key={line.test_id} className={styles.line} aria-describedby={error ? errorId : undefined}>
                <legend className={styles.legend}>
                  {line.name}
                  {line.fasting && <span className={styles.tag}>Fasting</span>}
                </legend>
                {step.patients.length === 0 ? (
                  <p className={styles.muted}>Add a patient above to choose who this test is for.</p>
                ) : (
                  <div className={styles.checks}>
                    {step.patients.map((p) => (
                      <label key={p.id} className={styles.check}>
                        <input
                          type="checkbox"
                          name={`patients-${line.test_id}`}
                          value={p.id}
                          defaultChecked={line.patient_ids.includes(p.id)}
                          aria-invalid={error ? true : undefined}
                        />
                        {p.name}
                      </label>
                    ))}
                  </div>
                )}
                {error && (
                  <p id={errorId} className={styles.error}>
                    {error}
                  </p>
                )}
              </fieldset>
            )
          })}
        </section>

        <section aria-labelledby="slot-heading" className={styles.section}>
          <h2 id="slot-heading" className={styles.heading}>
            Home collection slot
          </h2>
          {step.fasting && (
            <p className={styles.note}>
              A test in your cart needs fasting (no food for 10–12 hours before), so only morning slots before 10:00 AM are shown.
            </p>
          )}
          {chosenSlotLabel && <p className={styles.note}>Chosen so far: {chosenSlotLabel}</p>}
          <SlotPicker
            days={days}
            date={date}
            slots={slots}
            dayHref={(d) => `?date=${d}`}
            errorId={stepErrors.slot_id ? 'slot-error' : undefined}
            error={stepErrors.slot_id}
            keep={keepChosen ? { id: keepChosen.id, label: `Keep ${chosenSlotLabel}` } : null}
            chosenId={step.slot?.id}
          />
        </section>

        <button type="submit" className={`button ${styles.continue}`} disabled={busy}>
          Continue
        </button>
      </Form>
    </div>
  )
}
