import styles from './order-placed.module.css'

/**
 * spec 2 §2 'Loading layouts: … order success': what stands in while a success page loads: the order-placed widget's
 * banner, header, sub-header and two buttons. The success pages whose navigation shows it: ORDER_SUCCESS_PATHS
 * (lib/pending-skeleton.ts).
 */
export const ORDER_SUCCESS_SKELETON_PARTS = ['banner', 'header', 'sub-header', 'primary-button', 'secondary-button'] as const

export function OrderSuccessSkeleton() {
  const [banner, header, subHeader, primary, secondary] = ORDER_SUCCESS_SKELETON_PARTS
  return (
    <div className={styles.skeleton}>
      <p role="status" className="visually-hidden">
        Loading
      </p>
      <div className={styles.skeletonParts} aria-hidden="true" data-testid="order-success-skeleton">
        <div className={styles.bone} data-part={banner} />
        <div className={styles.bone} data-part={header} />
        <div className={styles.bone} data-part={subHeader} />
        <div className={styles.skeletonButtons}>
          <div className={styles.bone} data-part={primary} />
          <div className={styles.bone} data-part={secondary} />
        </div>
      </div>
    </div>
  )
}
