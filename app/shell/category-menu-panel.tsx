import { Link } from 'react-router'
import { categoryUrl, panelGroups, type CategoryLink } from '~/lib/category-menu'
import { childrenOf, TREE_LOADING_TEXT, type TreeFetch } from '~/lib/category-tree-loader'
import styles from './category-menu.module.css'

export { TREE_LOADING_TEXT }
export const TREE_ERROR_TEXT = 'Could not load the categories.'
export const TREE_RETRY_TEXT = 'Try again'

/** spec 1 §4.6: what stands in for the children until they are fetched: a loading line, or the error and a retry. */
export function TreeStatus({ tree, onRetry }: { tree: TreeFetch; onRetry: () => void }) {
  if (tree.status === 'fetched') return null
  if (tree.status === 'error') {
    return (
      <div className={styles.status}>
        <p role="alert">{TREE_ERROR_TEXT}</p>
        <button type="button" className={styles.retry} onClick={onRetry}>
          {TREE_RETRY_TEXT}
        </button>
      </div>
    )
  }
  return (
    <p className={styles.status} role="status">
      {TREE_LOADING_TEXT}
    </p>
  )
}

/**
 * The groups of one level-1 parent (spec 1 §2.6, §4.7): the Health Resource Center at once, then its level-2 children
 * with their level-3 links in columns once the tree is fetched (the loading line or the error until then).
 */
export function CategoryPanelContent({
  parent,
  tree,
  onRetry,
  onNavigate,
}: {
  parent: CategoryLink
  tree: TreeFetch
  onRetry: () => void
  onNavigate?: () => void
}) {
  return (
    <>
      {panelGroups({ children: childrenOf(tree, parent.slug) }).map((group) => (
        <div key={group.key} className={styles.group}>
          <p className={styles.groupTitle}>
            {group.url ? (
              <Link to={group.url} onClick={onNavigate}>
                {group.name}
              </Link>
            ) : (
              group.name
            )}
          </p>
          <div className={styles.columns}>
            {group.columns.map((column, i) => (
              <ul key={i} className={styles.column}>
                {column.map((link) => (
                  <li key={link.url}>
                    <Link to={link.url} onClick={onNavigate}>
                      {link.name}
                    </Link>
                  </li>
                ))}
              </ul>
            ))}
          </div>
        </div>
      ))}
      <TreeStatus tree={tree} onRetry={onRetry} />
      <p className={styles.viewAll}>
        <Link to={categoryUrl(parent.slug)} onClick={onNavigate}>
          View all in {parent.name}
        </Link>
      </p>
    </>
  )
}
