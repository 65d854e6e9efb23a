import styles from './done-in-one.module.css'

// spec 2 §2 'Loading layouts' of the done-in-one pages: what stands in for each page while a navigation to it is
// pending (app/root.tsx).

/** 'Attach prescription: upload, 'or' divider, choose saved prescription, footnote, image carousel, button.' */
export const ATTACH_SKELETON_PARTS = [
  'upload',
  'or-divider',
  'choose-saved-prescription',
  'footnote',
  'image-carousel',
  'button',
] as const
/** 'Order preview: address selection, descriptive selection, permission toggle, image carousel, button, footnote.' */
export const PREVIEW_SKELETON_PARTS = [
  'address-selection',
  'descriptive-selection',
  'permission-toggle',
  'image-carousel',
  'button',
  'footnote',
] as const
/** 'Prescription processing: order progress, order count.' */
export const PROCESSING_SKELETON_PARTS = ['order-progress', 'order-count'] as const

function Skeleton({ parts, label, testId }: { parts: readonly string[]; label: string; testId: string }) {
  return (
    <div className={styles.skeleton}>
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <div aria-hidden="true" data-testid={testId} className={styles.skeleton}>
        {parts.map((part) => (
          <div key={part} className={styles.bone} data-part={part} />
        ))}
      </div>
    </div>
  )
}

export const AttachSkeleton = () => (
  <Skeleton parts={ATTACH_SKELETON_PARTS} label="Loading the prescription upload" testId="dio-attach-skeleton" />
)
export const PreviewSkeleton = () => (
  <Skeleton parts={PREVIEW_SKELETON_PARTS} label="Loading the order preview" testId="dio-preview-skeleton" />
)
export const ProcessingSkeleton = () => (
  <Skeleton parts={PROCESSING_SKELETON_PARTS} label="Loading the order progress" testId="dio-processing-skeleton" />
)
