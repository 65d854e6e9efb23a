import { GRIEVANCE_CATEGORY_LABELS, GRIEVANCE_STATUS_LABELS } from '../../core/grievances/rules.ts'
import { dayInIndia } from '../../core/content/dates.ts'
import type { Grievance } from '../../contracts/grievances.ts'
import styles from './grievances.module.css'

/** A grievance's facts as its person reads them: what about, status, filed, due, the reference. */
export function GrievanceFacts({ g }: { g: Grievance }) {
  return (
    <dl className={styles.facts}>
      <dt>About</dt>
      <dd>{GRIEVANCE_CATEGORY_LABELS[g.category]}</dd>
      <dt>Status</dt>
      <dd>{GRIEVANCE_STATUS_LABELS[g.status]}</dd>
      <dt>Raised on</dt>
      <dd>{dayInIndia(g.filed_at)}</dd>
      <dt>Answer due by</dt>
      <dd>{dayInIndia(g.due_at)}</dd>
      {g.reference && (
        <>
          <dt>Order or booking</dt>
          <dd>{g.reference}</dd>
        </>
      )}
    </dl>
  )
}
