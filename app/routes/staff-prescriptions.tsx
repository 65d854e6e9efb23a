import { Link, useLoaderData, useNavigation } from 'react-router'
import { queueLoader } from '~/staff/pharmacist.server'
import { PriorityBadge } from '~/staff/priority-badge'
import styles from '~/staff/pharmacist.module.css'
import type { Route } from './+types/staff-prescriptions'

// /staff/prescriptions (issue 10 §3): the pharmacist's queue: orders waiting for their prescription check and
// done-in-one requests waiting for their cart, Care Plan members' orders first (issue 23 §2, with their badge), then
// oldest first, with the time each has waited and who has it open.

export async function loader({ request, context }: Route.LoaderArgs) {
  return queueLoader(request, context)
}

export const meta: Route.MetaFunction = () => [{ title: 'Prescription queue | MedWise' }, { name: 'robots', content: 'noindex' }]

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' })

function waited(minutes: number): string {
  if (minutes < 1) return 'under a minute'
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return `${hours} h ${minutes % 60} min`
  return `${Math.floor(hours / 24)} days`
}

export default function PrescriptionQueue() {
  const q = useLoaderData<typeof loader>()
  const loading = useNavigation().state === 'loading'
  return (
    <section className={styles.page} aria-labelledby="queue-title" aria-busy={loading}>
      <h1 id="queue-title" className={styles.title}>
        Prescription queue
      </h1>
      {q.done && (
        <p className={styles.notice} role="status">
          {q.done.text}
        </p>
      )}
      <p>
        {q.total === 0
          ? 'Nothing is waiting. New prescriptions appear here as customers order.'
          : `${q.total} waiting: Care Plan members’ orders first, then oldest first.`}
      </p>
      {q.items.length > 0 && (
        <table className={styles.queue}>
          <caption className={styles.muted}>
            Page {q.page} of {q.pages}
          </caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Kind</th>
              <th scope="col">Waiting</th>
              <th scope="col">City</th>
              <th scope="col">Lines</th>
              <th scope="col">Being checked by</th>
            </tr>
          </thead>
          <tbody>
            {q.items.map((item) => (
              <tr key={item.id}>
                <td data-label="Item">
                  <Link to={`/staff/prescriptions/${item.id}`}>{item.reference}</Link>
                  {item.priority && <PriorityBadge />}
                </td>
                <td data-label="Kind">{item.kind === 'order' ? 'Order' : 'Done in one'}</td>
                <td data-label="Waiting">
                  <time dateTime={item.enqueuedAt} title={when.format(new Date(item.enqueuedAt))}>
                    {waited(item.waitingMinutes)}
                  </time>
                </td>
                <td data-label="City">{item.city ?? '—'}</td>
                <td data-label="Lines">{item.kind === 'order' ? item.lineCount : '—'}</td>
                <td data-label="Being checked by">{item.claimedBy?.name ?? 'Nobody'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {q.pages > 1 && (
        <nav aria-label="Queue pages" className={styles.pager}>
          {q.page > 1 && <Link to={`?page=${q.page - 1}`}>Previous page</Link>}
          {q.page < q.pages && <Link to={`?page=${q.page + 1}`}>Next page</Link>}
        </nav>
      )}
    </section>
  )
}
