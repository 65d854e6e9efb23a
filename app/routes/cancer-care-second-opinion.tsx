import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import styles from '~/cancer-care/cancer-care.module.css'
import { MY_REQUESTS_PATH, NEW_PATIENT } from '~/cancer-care/paths'
import { secondOpinionAction, secondOpinionLoader } from '~/cancer-care/second-opinion.server'
import { useCsrfToken } from '~/lib/forms'
import {
  CANCER_STAGES,
  DIAGNOSIS_MAX,
  SECOND_OPINION_HOURS,
  SECOND_OPINION_PRICE,
  TREATMENT_MAX,
} from '../../core/cancer-care/vocabulary.ts'
import { formatPaise } from '../../core/money.ts'
import type { Route } from './+types/cancer-care-second-opinion'

// /cancer-care/second-opinion (issue 24 §8): the request's form, for a signed-in account: the patient (one of the
// account's, or someone new), diagnosis, stage, treatment so far, contact phone, pathology reports (required) and
// imaging reports (JPEG, PNG or PDF, 10 MB each, five of each). A plain multipart form with `_csrf`: it works without
// JavaScript. Sent, it goes to the request's page, which confirms it.

export async function loader({ request, context }: Route.LoaderArgs) {
  return secondOpinionLoader(request, context)
}

export async function action({ request, context }: Route.ActionArgs) {
  return secondOpinionAction(request, context)
}

export const meta: Route.MetaFunction = () => [
  { title: 'Ask for a second opinion | Cancer care | MedWise' },
  { name: 'robots', content: 'noindex' },
]

const ACCEPT = 'application/pdf,image/jpeg,image/png'

export default function SecondOpinionPage() {
  const { patients, phone, genders, relations } = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const csrf = useCsrfToken()
  const busy = useNavigation().state === 'submitting'
  const field = refused?.field
  const typed = refused?.values ?? {}
  const invalid = (name: string) => (field === name ? { 'aria-invalid': true, 'aria-describedby': 'form-error' } : {})
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Ask for a second opinion</h1>
      <p className={styles.lead}>
        An oncologist reads the reports and writes an opinion on the diagnosis and the treatment plan, usually within{' '}
        {SECOND_OPINION_HOURS} hours of a complete request.{' '}
        {SECOND_OPINION_PRICE === 0 ? 'Free of charge.' : `${formatPaise(SECOND_OPINION_PRICE)}.`} A care coordinator calls you on
        the number you give. <Link to={MY_REQUESTS_PATH}>My requests</Link>
      </p>
      {refused && (
        <p id="form-error" role="alert" className={styles.alert}>
          {refused.message}
        </p>
      )}
      <Form method="post" encType="multipart/form-data" className={styles.form} aria-label="Second opinion request">
        <input type="hidden" name="_csrf" value={csrf} />
        <div className={styles.field}>
          <label htmlFor="so-patient">Patient</label>
          <select
            id="so-patient"
            name="patient_id"
            defaultValue={typed.patient_id ?? patients[0]?.id ?? NEW_PATIENT}
            {...invalid('patient_id')}
          >
            {patients.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
            <option value={NEW_PATIENT}>Someone new (fill in below)</option>
          </select>
        </div>
        <fieldset className={styles.fieldset}>
          <legend>Someone new</legend>
          <p className={styles.hint}>Only when the patient is not in the list above.</p>
          <div className={styles.field}>
            <label htmlFor="so-new-name">Patient’s name</label>
            <input
              id="so-new-name"
              name="patient_name"
              autoComplete="off"
              defaultValue={typed.patient_name}
              {...invalid('patient_name')}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="so-new-age">Age in years</label>
            <input
              id="so-new-age"
              name="patient_age"
              defaultValue={typed.patient_age}
              inputMode="numeric"
              pattern="[0-9]*"
              {...invalid('patient_age')}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="so-new-gender">Gender</label>
            <select
              id="so-new-gender"
              name="patient_gender"
              defaultValue={typed.patient_gender ?? ''}
              {...invalid('patient_gender')}
            >
              <option value="">Choose</option>
              {genders.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="so-new-relation">Relation to you</label>
            <select
              id="so-new-relation"
              name="patient_relation"
              defaultValue={typed.patient_relation ?? ''}
              {...invalid('patient_relation')}
            >
              <option value="">Choose</option>
              {relations.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
        <div className={styles.field}>
          <label htmlFor="so-diagnosis">Diagnosis</label>
          <input
            id="so-diagnosis"
            name="diagnosis"
            defaultValue={typed.diagnosis}
            required
            maxLength={DIAGNOSIS_MAX}
            placeholder="For example: carcinoma of the left breast"
            {...invalid('diagnosis')}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="so-stage">Stage</label>
          <select id="so-stage" name="stage" defaultValue={typed.stage ?? 'unknown'} {...invalid('stage')}>
            {Object.entries(CANCER_STAGES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="so-treatment">Treatment so far</label>
          <textarea
            id="so-treatment"
            name="treatment"
            defaultValue={typed.treatment}
            rows={4}
            maxLength={TREATMENT_MAX}
            {...invalid('treatment')}
          />
          <p className={styles.hint}>Surgery, chemotherapy, radiotherapy and their dates, if any.</p>
        </div>
        <div className={styles.field}>
          <label htmlFor="so-phone">Contact phone</label>
          <input
            id="so-phone"
            name="contact_phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            defaultValue={typed.contact_phone ?? phone}
            required
            {...invalid('contact_phone')}
          />
          <p className={styles.hint}>10 digits; we call and message +91 and this number.</p>
        </div>
        <div className={styles.field}>
          <label htmlFor="so-pathology">Pathology (biopsy) reports</label>
          <input id="so-pathology" name="pathology" type="file" accept={ACCEPT} multiple required {...invalid('pathology')} />
          <p className={styles.hint}>PDF, JPEG or PNG, up to 10 MB each, at most 5.</p>
        </div>
        <div className={styles.field}>
          <label htmlFor="so-imaging">Imaging reports (optional)</label>
          <input id="so-imaging" name="imaging" type="file" accept={ACCEPT} multiple {...invalid('imaging')} />
          <p className={styles.hint}>CT, MRI or PET-CT reports: PDF, JPEG or PNG, up to 10 MB each, at most 5.</p>
        </div>
        <button type="submit" className={styles.button} disabled={busy}>
          {busy ? 'Sending…' : 'Send request'}
        </button>
      </Form>
    </div>
  )
}
