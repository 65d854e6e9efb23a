import { Link, useLoaderData } from 'react-router'
import { staffContentListLoader } from '~/content-pages/staff-content.server'
import styles from '~/content-pages/editor.module.css'
import { dateTimeInIndia, STATE_LABELS } from '~/content-pages/labels'
import type { Route } from './+types/staff-content'

// /staff/content (issue 27 §1, decision 083): the content pages with their state; edit, preview, publish, roll back.
// ROLE_ADMIN only (anyone else: 404).

export function loader({ context }: Route.LoaderArgs) {
  return staffContentListLoader(context)
}

export const meta: Route.MetaFunction = () => [{ title: 'Content pages | MedWise' }, { name: 'robots', content: 'noindex' }]

export default function StaffContent() {
  const { pages } = useLoaderData<typeof loader>()
  return (
    <section className={styles.page} aria-labelledby="content-title">
      <h1 id="content-title" className={styles.title}>
        Content pages
      </h1>
      <p className={styles.muted}>
        Edit a page’s draft, preview it, then publish it. A page nobody has published shows its sample content.
      </p>
      <div className={styles.tableBox}>
        <table className={styles.table}>
          <caption className="visually-hidden">Content pages and their state</caption>
          <thead>
            <tr>
              <th scope="col">Page</th>
              <th scope="col">State</th>
              <th scope="col">Live version</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {pages.map((p) => (
              <tr key={p.slug}>
                <td>
                  {p.title}
                  <br />
                  <Link to={`/${p.slug}`} className={styles.muted}>
                    /{p.slug}
                  </Link>
                </td>
                <td>{STATE_LABELS[p.state]}</td>
                <td>{p.version ? `v${p.version} · ${dateTimeInIndia(p.publishedAt!)}` : 'Sample'}</td>
                <td>
                  <Link to={`/staff/content/edit/${p.slug}`} aria-label={`Edit ${p.title}`}>
                    Edit
                  </Link>{' '}
                  ·{' '}
                  <Link to={`/staff/content/preview/${p.slug}`} aria-label={`Preview ${p.title}`}>
                    Preview
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
