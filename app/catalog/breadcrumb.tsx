import { Link } from 'react-router'
import styles from './breadcrumb.module.css'

/** Home › … › current; the last crumb is the current page. */
export function Breadcrumb({ items }: { items: Array<{ name: string; url: string }> }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.crumbs}>
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        {items.map((c, i) => (
          <li key={c.url}>
            <Link to={c.url} aria-current={i === items.length - 1 ? 'page' : undefined}>
              {c.name}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  )
}
