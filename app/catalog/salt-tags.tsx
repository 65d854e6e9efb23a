import { Link } from 'react-router'
import styles from './salt-tags.module.css'

/** Salts as a row of links to their generic pages (diseases and therapeutic-class listings). */
export function SaltTags({ salts, label }: { salts: ReadonlyArray<{ id: number; name: string; url: string }>; label?: string }) {
  return (
    <ul className={styles.tags} aria-label={label}>
      {salts.map((s) => (
        <li key={s.id}>
          <Link to={s.url}>{s.name}</Link>
        </li>
      ))}
    </ul>
  )
}
