import { PRIORITY_BADGE } from '../../core/care-plan/priority.ts'
import styles from './staff.module.css'

// The badge of a Care Plan member's order (issue 23 §2: priority processing) on the staff queues' rows and the
// order's pages: its words say it (not colour alone), and a screen reader reads them as they are.

export function PriorityBadge() {
  return <strong className={styles.priority}>{PRIORITY_BADGE}</strong>
}
