import { useId, useState } from 'react'
import { Link } from 'react-router'
import { HEALTH_RESOURCE_CENTER } from '~/lib/category-columns'
import { categoryUrl, type CategoryNode } from '~/lib/category-menu'
import { Dialog } from './dialog'
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

/** spec 1 §2.6: on small screens the same tree in a drawer (the Dialog's 'drawer' variant). */
export function CategoryDrawer({ tree }: { tree: CategoryNode[] }) {
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)
  return (
    <div className={styles.mobile}>
      <button type="button" className={styles.drawerButton} aria-haspopup="dialog" onClick={() => setOpen(true)}>
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
        <ul className={styles.drawerTree}>
          {tree.map((node) => (
            <Expandable key={node.slug} node={node} onNavigate={close} />
          ))}
        </ul>
      </Dialog>
    </div>
  )
}
