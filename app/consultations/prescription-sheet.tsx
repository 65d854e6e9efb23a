import type { EPrescriptionView } from '../../contracts/e-prescriptions.ts'
import styles from './prescription.module.css'

// The e-prescription as both sides read it on a page (issue 24 §5): what the guidelines ask it to carry, in their order.

const GENDER: Record<string, string> = { male: 'Male', female: 'Female', other: 'Other' }
const ddmmyyyy = (day: string) => day.split('-').reverse().join('-')

export function PrescriptionSheet({ rx }: { rx: EPrescriptionView }) {
  const who = [rx.patient.age === null ? null : `${rx.patient.age} years`, rx.patient.gender ? GENDER[rx.patient.gender] : null]
  const followUp = [rx.follow_up_days ? `After ${rx.follow_up_days} days` : '', rx.follow_up_note].filter(Boolean).join('. ')
  return (
    <article className={styles.box} aria-labelledby="rx-sheet-doctor">
      <h2 id="rx-sheet-doctor">{rx.doctor.name}</h2>
      <p>
        {rx.doctor.qualifications}
        <br />
        Reg. No. {rx.doctor.registration_number} · {rx.doctor.council}
        <br />
        {rx.doctor.address} · {rx.doctor.contact}
      </p>
      <p>
        <strong>Patient:</strong> {rx.patient.name}
        {who.some(Boolean) ? ` · ${who.filter(Boolean).join(' · ')}` : ''}
        <br />
        <strong>Date:</strong> {ddmmyyyy(rx.prescribed_on)} · Prescription No. {rx.number}
      </p>
      {rx.complaints && (
        <p>
          <strong>Chief complaints:</strong> {rx.complaints}
        </p>
      )}
      <p>
        <strong>{rx.provisional ? 'Provisional diagnosis' : 'Diagnosis'}:</strong> {rx.diagnosis}
      </p>
      {rx.medicines.length > 0 && (
        <>
          <h3>Medicines</h3>
          <ol className={styles.list}>
            {rx.medicines.map((m) => (
              <li key={m.sku_id}>
                <span className={styles.medicine}>
                  {m.name} {m.strength}
                </span>
                <br />
                {[m.dose, m.frequency, `for ${m.duration}`, m.instructions].filter(Boolean).join(' · ')} · {m.quantity}{' '}
                {m.quantity === 1 ? 'pack' : 'packs'}
              </li>
            ))}
          </ol>
        </>
      )}
      {rx.tests.length > 0 && (
        <p>
          <strong>Investigations:</strong> {rx.tests.map((t) => t.name).join(', ')}
        </p>
      )}
      {rx.advice && (
        <p>
          <strong>Advice:</strong> {rx.advice}
        </p>
      )}
      {followUp && (
        <p>
          <strong>Follow-up:</strong> {followUp}
        </p>
      )}
      <p className={styles.muted}>
        Digitally signed by {rx.doctor.name} (Reg. No. {rx.doctor.registration_number}) · SHA-256 {rx.sha256.slice(0, 16)}…
      </p>
    </article>
  )
}
