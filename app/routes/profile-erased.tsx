import { Link, useLoaderData } from 'react-router'
import { ALSO_KEPT, ERASURE_TEXTS, KEPT_REASONS, keptLine } from '../../core/data-rights/erasure.ts'
import { keptFromUrl } from '~/data-rights/erase.server'
import page from './cart-prescription.module.css'
import type { Route } from './+types/profile-erased'

// After an erasure (issue 26 §6, decision 081): the person, now signed out, reads what the law made us keep and why.
// The counts come from the address the erasure redirected to (counts only: nothing of the person is in it).

export function loader({ request }: Route.LoaderArgs) {
  return { kept: keptFromUrl(new URL(request.url)) }
}

export const meta: Route.MetaFunction = () => [
  { title: 'Your account has been erased | MedWise' },
  { name: 'robots', content: 'noindex' },
]

export default function AccountErasedPage() {
  const { kept } = useLoaderData<typeof loader>()
  return (
    <div className={page.page}>
      <h1 className={page.title}>{ERASURE_TEXTS.done}</h1>
      <section className={page.card} aria-labelledby="kept-heading">
        <p role="status">You are signed out. Signing in again with the same number starts a new account.</p>
        <h2 id="kept-heading" className={page.heading}>
          What we kept, and why
        </h2>
        {kept.length > 0 ? (
          <ul>
            {kept.map((k) => (
              <li key={k.kind}>
                <strong>{keptLine(k.kind, k.count)}</strong>: {KEPT_REASONS[k.kind]}
              </li>
            ))}
          </ul>
        ) : (
          <p className={page.note}>Nothing the law makes us keep was linked to your account.</p>
        )}
        <p className={page.note}>{ALSO_KEPT}</p>
        <p className={page.note}>
          <Link to="/">Back to the home page</Link>
        </p>
      </section>
    </div>
  )
}
