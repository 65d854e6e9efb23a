import styles from './corporate.module.css'

// spec 2 §2 'Loading layouts' of the corporate pages: the dashboard, the transaction history (7 rows) and the member
// list (10 rows by default), shown while a navigation to one is pending (lib/pending-skeleton.ts).

export const DASHBOARD_SKELETON_PARTS = ['title', 'balances', 'benefits', 'members', 'quick-links'] as const
export const HISTORY_SKELETON_ROWS = 7
export const MEMBER_LIST_SKELETON_ROWS = 10

function Bones({ label, testId, parts }: { label: string; testId: string; parts: readonly string[] }) {
  return (
    <div className={styles.skeleton}>
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <div aria-hidden="true" data-testid={testId} className={styles.skeleton}>
        {parts.map((part, i) => (
          <div key={`${part}-${i}`} className={styles.bone} data-part={part} />
        ))}
      </div>
    </div>
  )
}

export function CorporateDashboardSkeleton() {
  return <Bones label="Loading your company benefits" testId="corporate-dashboard-skeleton" parts={DASHBOARD_SKELETON_PARTS} />
}

export function TransactionHistorySkeleton() {
  return (
    <Bones
      label="Loading your wallet history"
      testId="corporate-history-skeleton"
      parts={['title', ...Array<string>(HISTORY_SKELETON_ROWS).fill('row')]}
    />
  )
}

export function MemberListSkeleton() {
  return (
    <Bones
      label="Loading your family members"
      testId="corporate-members-skeleton"
      parts={['title', ...Array<string>(MEMBER_LIST_SKELETON_ROWS).fill('row')]}
    />
  )
}
