import { Form, useNavigation } from 'react-router'
import { useCsrfToken } from '~/lib/forms'
import type { LabPatientActionData } from '../../contracts/lab-slots.ts'
import {
  MAX_AGE,
  MIN_AGE,
  PATIENT_GENDER_LABELS,
  PATIENT_GENDERS,
  PATIENT_RELATION_LABELS,
  PATIENT_RELATIONS,
} from '../../core/patients/patients.ts'
import type { PatientFormField } from './paths.ts'
import styles from './labs-booking.module.css'

// The add-patient form of the patient page (issue 11 §4): name (spec 1 §5 rules), age, gender and relation. A
// <details> that opens without JavaScript; the server's messages come back under their fields, tied to them with
// aria-describedby, with what was typed.

type Refusal = Extract<LabPatientActionData, { ok: false }>

export function AddPatientForm({
  open,
  result,
  date,
  hasSelf,
}: {
  open: boolean
  result: Refusal | null
  date: string
  hasSelf: boolean
}) {
  const csrf = useCsrfToken()
  const busy = useNavigation().state === 'submitting'
  const errors = result?.errors ?? {}
  const values = result?.values ?? {}
  const errorId = (f: PatientFormField) => (errors[f] ? `patient-${f}-error` : undefined)
  const message = (f: PatientFormField) =>
    errors[f] ? (
      <p id={`patient-${f}-error`} className={styles.error}>
        {errors[f]}
      </p>
    ) : null
  const otherError = result && !Object.keys(errors).length ? result.message : null

  return (
    <details className={styles.add} open={open}>
      <summary className={styles.addSummary}>Add a patient</summary>
      <Form method="post" className={styles.form} noValidate>
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="intent" value="add-patient" />
        <input type="hidden" name="date" value={date} />
        {otherError && (
          <p role="alert" className={styles.error}>
            {otherError}
          </p>
        )}
        <div className={styles.field}>
          <label htmlFor="patient-name">Full name</label>
          <input
            id="patient-name"
            name="name"
            autoComplete="off"
            maxLength={100}
            defaultValue={values.name ?? ''}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errorId('name')}
          />
          {message('name')}
        </div>
        <div className={styles.field}>
          <label htmlFor="patient-age">Age in years</label>
          <input
            id="patient-age"
            name="age"
            type="number"
            inputMode="numeric"
            min={MIN_AGE}
            max={MAX_AGE}
            defaultValue={values.age ?? ''}
            aria-invalid={errors.age ? true : undefined}
            aria-describedby={errorId('age')}
          />
          {message('age')}
        </div>
        <fieldset className={styles.choices} aria-describedby={errorId('gender')}>
          <legend>Gender</legend>
          {PATIENT_GENDERS.map((g) => (
            <label key={g} className={styles.check}>
              <input
                type="radio"
                name="gender"
                value={g}
                defaultChecked={values.gender === g}
                aria-invalid={errors.gender ? true : undefined}
              />
              {PATIENT_GENDER_LABELS[g]}
            </label>
          ))}
          {message('gender')}
        </fieldset>
        <div className={styles.field}>
          <label htmlFor="patient-relation">Relation to you</label>
          <select
            id="patient-relation"
            name="relation"
            defaultValue={values.relation ?? ''}
            aria-invalid={errors.relation ? true : undefined}
            aria-describedby={errorId('relation')}
          >
            <option value="">Choose</option>
            {PATIENT_RELATIONS.filter((r) => r !== 'self' || !hasSelf).map((r) => (
              <option key={r} value={r}>
                {PATIENT_RELATION_LABELS[r]}
              </option>
            ))}
          </select>
          {message('relation')}
        </div>
        <button type="submit" className="button" disabled={busy}>
          Save patient
        </button>
      </Form>
    </details>
  )
}
