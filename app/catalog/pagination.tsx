import { Link } from 'react-router'
import styles from './pagination.module.css'

/** Pages as real links (`?page=N`, other query parameters kept): works before hydration and without JS. */
export function Pagination({ page, pageCount, search }: { page: number; pageCount: number; search: string }) {
  if (pageCount <= 1) return null
  const href = (n: number) => {
    const q = new URLSearchParams(search)
    if (n === 1) q.delete('page')
    else q.set('page', String(n))
    const s = q.toString()
    return s ? `?${s}` : '?'
  }
  return (
    <nav aria-label="Pagination" className={styles.bar}>
      <ul>
        {page > 1 && (
          <li>
            <Link to={href(page - 1)} rel="prev">
              Previous<span className="visually-hidden"> page</span>
            </Link>
          </li>
        )}
        {pagesAround(page, pageCount).map((n, i) =>
          n === null ? (
            <li key={`gap${i}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={n}>
              <Link to={href(n)} aria-current={n === page ? 'page' : undefined} aria-label={`Page ${n}`}>
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link to={href(page + 1)} rel="next">
              Next<span className="visually-hidden"> page</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}

/** 1 … p-1 p p+1 … last: the first, the last and the neighbours of the current page. */
export function pagesAround(page: number, count: number): Array<number | null> {
  const out: Array<number | null> = []
  for (let n = 1; n <= count; n++) {
    if (n === 1 || n === count || Math.abs(n - page) <= 1) out.push(n)
    else if (out.at(-1) !== null) out.push(null)
  }
  return out
}
