import { ErrorView } from '~/shell/error-view'
import type { Route } from './+types/dweb-login'

// /dweb-login (spec 2 §2: 'shows an error component'; issue 27 §7): the desktop app's old sign-in path. It shows the
// error component of the error boundary; signing in is the header's Login, on every page.

export const meta: Route.MetaFunction = () => [{ title: 'Error | MedWise' }, { name: 'robots', content: 'noindex' }]

export default function DwebLogin() {
  return (
    <div className="error-page">
      <ErrorView />
    </div>
  )
}
