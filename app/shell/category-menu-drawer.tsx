import { useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { HEALTH_RESOURCE_CENTER } from '~/lib/category-columns'
import { categoryUrl, type CategoryNode } from '~/lib/category-menu'
import { treeBusy } from '~/lib/category-tree-loader'
import { TreeStatus } from './category-menu-panel'
import { loadCategoryTree, useCategoryTree } from './category-tree'
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
 * spec 1 §2.6: on small screens the same tree, in the menu drawer (menu-drawer.tsx): the health resource centre's
 * links, then the parents as expandable levels. The levels below the parents load when the drawer first opens
 * (spec 1 §4.6); touching or focusing the drawer's opener starts it.
 */
export function CategoryDrawerTree({ onNavigate }: { onNavigate: () => void }) {
  const tree = useCategoryTree()
  const treeRef = useRef<HTMLDivElement>(null)
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={styles.drawerSection}>
      <h3 id={headingId} className={styles.drawerHeading}>
        Categories
      </h3>
      <p className={styles.groupTitle}>{HEALTH_RESOURCE_CENTER.name}</p>
      <ul className={styles.level}>
        {HEALTH_RESOURCE_CENTER.children.map((link) => (
          <li key={link.url}>
            <Link to={link.url} onClick={onNavigate}>
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
      <div ref={treeRef} tabIndex={-1} aria-busy={treeBusy(tree)} className={styles.drawerTree}>
        {tree.status === 'fetched' ? (
          <ul className={styles.drawerList}>
            {tree.tree.map((node) => (
              <Expandable key={node.slug} node={node} onNavigate={onNavigate} />
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
    </section>
  )
}
