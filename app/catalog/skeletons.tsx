import { useNavigation } from 'react-router'
import { GRID_COLUMNS, LISTING_SKELETON_CARDS } from '../../core/constants.ts'
import styles from './skeletons.module.css'

/** True while a client navigation to `path` (or a path matching it) is loading (spec 2 §2 'Loading layouts'). */
export function usePendingPath(path: string | RegExp): boolean {
  const navigation = useNavigation()
  const to = navigation.state === 'loading' ? navigation.location?.pathname : undefined
  if (to === undefined) return false
  return typeof path === 'string' ? to === path : path.test(to)
}

function Loading() {
  return (
    <p role="status" className="visually-hidden">
      Loading
    </p>
  )
}

/** spec 2 §2: listings load as a title bar, a chip row, nine cards and a pagination bar on a 12-column grid. */
export function ListingSkeleton() {
  return (
    <div className="page">
      <Loading />
      <div className={styles.grid12} aria-hidden="true" data-columns={GRID_COLUMNS} data-testid="listing-skeleton">
        <div className={`${styles.bone} ${styles.title}`} />
        <div className={`${styles.bone} ${styles.chips}`} />
        {Array.from({ length: LISTING_SKELETON_CARDS }, (_, i) => (
          <div key={i} className={`${styles.bone} ${styles.card}`} />
        ))}
        <div className={`${styles.bone} ${styles.pagination}`} />
      </div>
    </div>
  )
}

/** spec 2 §2: the category page loads as a breadcrumb bar, a title bar and a row of three 240px blocks. */
export function CategorySkeleton() {
  return (
    <div className="page">
      <Loading />
      <div aria-hidden="true" data-testid="category-skeleton">
        <div className={`${styles.bone} ${styles.breadcrumb}`} />
        <div className={`${styles.bone} ${styles.title}`} />
        <div className={styles.row3}>
          {[0, 1, 2].map((i) => (
            <div key={i} className={`${styles.bone} ${styles.block}`} />
          ))}
        </div>
      </div>
    </div>
  )
}
