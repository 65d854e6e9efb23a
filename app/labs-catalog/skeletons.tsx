import styles from './labs-pages.module.css'

// spec 2 §2 'Loading layouts' of the labs pages: while a navigation to one is pending, its skeleton stands in for it
// (the root's PageOrSkeleton, through lib/pending-skeleton.ts; a page asks for its own when only its query changes).

export const INVENTORY_SKELETON_PARTS = [
  'filters',
  'heading-with-dropdown',
  'lab-listing',
  'test-suggestions',
  'popular-tests',
] as const

export const LAB_DETAILS_SKELETON_PARTS = [
  'test-description',
  'walk-in-details',
  'images',
  'footnotes',
  'package-listing',
  'test-carousel',
  'panel-details-carousel',
  'features-list',
] as const

export const TEST_DETAIL_SKELETON_PARTS = [
  'search-bar',
  'description',
  'preparation',
  'general-description',
  'test-lists',
  'package-listing',
  'q-and-a',
  'editorial-credits',
  'attribute-comparison',
  'process-carousel',
  'bibliography',
  'app-download-nudge',
  'collapsible-test-information',
  'best-offer',
  'lab-education',
] as const

/** The general description of a test page loads as 8 lines of 24px (spec 2 §2). */
export const GENERAL_DESCRIPTION_LINES = 8

function Bones({ parts, label, testId }: { parts: readonly string[]; label: string; testId: string }) {
  return (
    <div className={`page ${styles.skeleton}`}>
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <div aria-hidden="true" data-testid={testId} className={styles.skeletonParts}>
        {parts.map((part) =>
          part === 'general-description' ? (
            <div key={part} data-part={part} className={styles.lines}>
              {Array.from({ length: GENERAL_DESCRIPTION_LINES }, (_, i) => (
                <div key={i} className={styles.bone} data-line />
              ))}
            </div>
          ) : (
            <div key={part} className={styles.bone} data-part={part} />
          ),
        )}
      </div>
    </div>
  )
}

export function InventorySkeleton() {
  return <Bones parts={INVENTORY_SKELETON_PARTS} label="Loading lab tests" testId="labs-inventory-skeleton" />
}

export function LabDetailsSkeleton() {
  return <Bones parts={LAB_DETAILS_SKELETON_PARTS} label="Loading the lab" testId="lab-details-skeleton" />
}

export function TestDetailSkeleton() {
  return <Bones parts={TEST_DETAIL_SKELETON_PARTS} label="Loading the test" testId="test-detail-skeleton" />
}
