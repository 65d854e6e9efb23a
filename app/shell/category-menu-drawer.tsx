import { useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { HEALTH_RESOURCE_CENTER } from '~/lib/category-columns'
import { categoryUrl, type CategoryNode } from '~/lib/category-menu'
import { Dialog } from './dialog'
import { TreeStatus, treeBusy } from './category-menu-panel'
import { loadCategoryTree, useCategoryTree, useMenuEnhanced } from './category-tree'
import styles from './category-menu.module.css'

/** One expandable level of the drawer: a button with aria-expanded over its children. */
function Expandable({ node, onNavigate }: { node: CategoryNode; onNavigate: () => void }) {
  const [expanded, setExpanded] = useState(false)
  const listId = useId()
  return (
    <li>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((x) => !x)}
      >
        {node.name}
      </button>
      <ul id={listId} hidden={!expanded} className={styles.level}>
        <li>
          <Link to={categoryUrl(node.slug)} onClick={onNavigate}>
            All {node.name}
          </Link>
        </li>
        {node.children.map((child) =>
          child.children.length ? (
            <Expandable key={child.slug} node={child} onNavigate={onNavigate} />
          ) : (
            <li key={child.slug}>
              <Link to={categoryUrl(child.slug)} onClick={onNavigate}>
                {child.name}
              </Link>
            </li>
          ),
        )}
      </ul>
    </li>
  )
}

/**
 * spec 1 §2.6: on small screens the same tree in a drawer (the Dialog's 'drawer' variant). Without JavaScript the
 * opener is a link to the category page (/categories); the tree below the parents loads when the drawer first opens
 * (spec 1 §4.6), touching or focusing the opener starts it.
 */
export function CategoryDrawer() {
  const hydrated = useMenuEnhanced()
  const tree = useCategoryTree()
  const [open, setOpen] = useState(false)
  const treeRef = useRef<HTMLDivElement>(null)
  const close = () => setOpen(false)
  if (!hydrated) {
    return (
      <div className={styles.mobile}>
        <a className={`button ${styles.drawerButton}`} href="/categories">
          Categories
        </a>
      </div>
    )
  }
  return (
    <div className={styles.mobile}>
      <button
        type="button"
        className={styles.drawerButton}
        aria-haspopup="dialog"
        onPointerDown={loadCategoryTree}
        onFocus={loadCategoryTree}
        onClick={() => {
          loadCategoryTree()
          setOpen(true)
        }}
      >
        Categories
      </button>
      <Dialog open={open} title="Categories" onClose={close} variant="drawer">
        <p className={styles.groupTitle}>{HEALTH_RESOURCE_CENTER.name}</p>
        <ul className={styles.level}>
          {HEALTH_RESOURCE_CENTER.children.map((link) => (
            <li key={link.url}>
              <Link to={link.url} onClick={close}>
                {link.name}
              </Link>
            </li>
          ))}
        </ul>
        <div ref={treeRef} tabIndex={-1} aria-busy={treeBusy(tree)} className={styles.drawerTree}>
          {tree.status === 'fetched' ? (
            <ul className={styles.drawerList}>
              {tree.tree.map((node) => (
                <Expandable key={node.slug} node={node} onNavigate={close} />
              ))}
            </ul>
          ) : (
            <TreeStatus
              tree={tree}
              onRetry={() => {
                // The retry button goes away while the tree loads: focus waits on the tree's place in the drawer.
                treeRef.current?.focus()
                loadCategoryTree()
              }}
            />
          )}
        </div>
      </Dialog>
    </div>
  )
}
