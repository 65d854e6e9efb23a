import { Link } from 'react-router'
import styles from './letter-chips.module.css'

/** The A–Z chip row of the listings: 'All' then each letter that has entries, the current one marked. */
export function LetterChips({ letters, current, label }: { letters: string[]; current: string | null; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.chips}>
        <li>
          <Link to="?" aria-current={current === null ? 'page' : undefined}>
            All
          </Link>
        </li>
        {letters.map((l) => (
          <li key={l}>
            <Link to={`?letter=${encodeURIComponent(l)}`} aria-current={current === l ? 'page' : undefined}>
              {l}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
