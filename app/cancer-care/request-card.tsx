import type { SecondOpinion } from '../../contracts/cancer-care.ts'
import styles from './cancer-care.module.css'

// One second-opinion request's facts, as 'My requests', the request's page and the coordinator's desk show them.

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' })
export const requestWhen = (iso: string) => when.format(new Date(iso))

const GENDER: Record<string, string> = { male: 'M', female: 'F', other: 'Other' }

export function RequestFacts({ request: r, contact = false }: { request: SecondOpinion; contact?: boolean }) {
  const who = [r.patient.age !== null ? String(r.patient.age) : null, r.patient.gender ? GENDER[r.patient.gender] : null]
    .filter(Boolean)
    .join(', ')
  return (
    <dl className={styles.facts}>
      <dt>Patient</dt>
      <dd>
        {r.patient.name}
        {who && ` (${who})`}
      </dd>
      <dt>Diagnosis</dt>
      <dd>{r.diagnosis}</dd>
      <dt>Stage</dt>
      <dd>{r.stage_label}</dd>
      {r.treatment && (
        <>
          <dt>Treatment so far</dt>
          <dd>{r.treatment}</dd>
        </>
      )}
      {contact && (
        <>
          <dt>Contact</dt>
          <dd>+91 {r.contact_phone}</dd>
        </>
      )}
      <dt>Sent</dt>
      <dd>{requestWhen(r.created_at)}</dd>
      <dt>Oncologist</dt>
      <dd>{r.oncologist ? `${r.oncologist.name}, ${r.oncologist.qualifications}` : 'Not assigned yet'}</dd>
    </dl>
  )
}
