import { Link, useLoaderData } from 'react-router'
import { loadMembers } from '~/records/records.server'
import { RECORDS_PATH, recordDate } from '~/records/records'
import css from '~/records/records.module.css'
import { PATIENT_RELATION_LABELS, type PatientRelation } from '../../core/patients/patients.ts'
import type { Route } from './+types/health-record'

// spec 2 §2 '/health-record' (issue 26 §1): the account's family members, each with its count of records and the latest
// one, linking to the member's timeline (/health-record/{patient_id}). A guest signs in first.

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadMembers(request, context)
}

export const meta: Route.MetaFunction = () => [
  { title: 'Health records | MedWise' },
  {
    name: 'description',
    content: 'Lab reports, prescriptions and health documents of you and your family, in one private place.',
  },
  { name: 'robots', content: 'noindex' },
]

const relationLabel = (r: string | null) =>
  r && r in PATIENT_RELATION_LABELS ? PATIENT_RELATION_LABELS[r as PatientRelation] : null

export default function HealthRecords() {
  const { members } = useLoaderData<typeof loader>()
  return (
    <div className={css.page}>
      <h1 className={css.title}>Health records</h1>
      <p className={css.note}>
        Lab reports, prescriptions, consultations and invoices are filed here for each family member, and you can add your own
        documents. Only you can see them.
      </p>
      {members.length === 0 ? (
        <p>
          Your family members appear here once you book a lab test or a consultation for them.{' '}
          <Link to="/labs">Book a lab test</Link>
        </p>
      ) : (
        <ul className={css.list} aria-label="Family members">
          {members.map((m) => (
            <li key={m.patient_id} className={css.card}>
              <h2 className={css.cardTitle}>
                <Link to={`${RECORDS_PATH}/${m.patient_id}`}>{m.name}</Link>
              </h2>
              <ul className={css.facts}>
                {relationLabel(m.relation) && <li>{relationLabel(m.relation)}</li>}
                <li>
                  {m.count} {m.count === 1 ? 'record' : 'records'}
                </li>
              </ul>
              {m.latest ? (
                <p className={css.muted}>
                  Latest: {m.latest.kind_label}, {m.latest.title}, {recordDate(m.latest.date)}
                </p>
              ) : (
                <p className={css.muted}>No records yet</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
