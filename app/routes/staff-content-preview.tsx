import { Link, useLoaderData } from 'react-router'
import { ContentPageView } from '~/content-pages/blocks'
import { PAGE_FORMS } from '~/content-pages/forms'
import { staffContentPreviewLoader } from '~/content-pages/staff-content.server'
import styles from '~/content-pages/editor.module.css'
import type { Route } from './+types/staff-content-preview'

// /staff/content/preview/{page address} (issue 27 §1, decision 083): the saved draft rendered as the page, for
// ROLE_ADMIN only, never indexed.

export function loader({ context, params }: Route.LoaderArgs) {
  return staffContentPreviewLoader(context, params['*'])
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Preview: ${loaderData?.page.title ?? 'page'} | MedWise` },
  { name: 'robots', content: 'noindex' },
]

export function headers() {
  return { 'X-Robots-Tag': 'noindex', 'Cache-Control': 'private, no-store' }
}

export default function StaffContentPreview() {
  const { page, path } = useLoaderData<typeof loader>()
  return (
    <div>
      <p className={styles.preview} role="note">
        Preview of the saved draft of {path}: not live until it is published.{' '}
        <Link to={`/staff/content/edit${path}`}>Back to the editor</Link>
      </p>
      <ContentPageView page={page} forms={PAGE_FORMS} />
    </div>
  )
}
