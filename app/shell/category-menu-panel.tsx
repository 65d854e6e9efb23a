import { Link } from 'react-router'
import { categoryUrl, panelGroups, type CategoryNode } from '~/lib/category-menu'
import styles from './category-menu.module.css'

/** The groups of one level-1 parent (spec 1 §2.6, §4.7), each with its level-3 links in columns. */
export function CategoryPanelContent({ parent, onNavigate }: { parent: CategoryNode; onNavigate?: () => void }) {
  return (
    <>
      {panelGroups(parent).map((group) => (
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
      <p className={styles.viewAll}>
        <Link to={categoryUrl(parent.slug)} onClick={onNavigate}>
          View all in {parent.name}
        </Link>
      </p>
    </>
  )
}
