import { Link, useLoaderData } from 'react-router'
import { signInThen } from '../../core/auth/params.ts'
import { UNAUTHORIZED_PATH } from '../../core/constants.ts'
import { unauthorizedReturnPath } from '../../core/url/return-path.ts'
import { customerOf } from '~/lib/page-edge.server'
import styles from '~/partner-offers/partner-offers.module.css'
import type { Route } from './+types/unauthorized-user'

// /unauthorizeduser/?redirect={path} (spec 2 §2; issue 27 §7): where a page that needs an account sends a guest (the
// API client on a 401, an offer's form). It explains, offers the sign-in popup, and once signed in returns to the path
// only when it is one of ours (core/url/return-path.ts); anything else is refused and sign-in goes home.

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const asked = url.searchParams.get('redirect')
  const back = unauthorizedReturnPath(asked)
  const here = `${UNAUTHORIZED_PATH}${back ? `?redirect=${encodeURIComponent(back)}` : ''}`
  return {
    back,
    refused: asked !== null && asked !== '' && back === null,
    signedIn: customerOf(context) !== null,
    signIn: signInThen(here, back ?? '/'),
  }
}

export const meta: Route.MetaFunction = () => [{ title: 'Please log in | MedWise' }, { name: 'robots', content: 'noindex' }]

export default function UnauthorizedUser() {
  const { back, refused, signedIn, signIn } = useLoaderData<typeof loader>()
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{signedIn ? 'You are logged in' : 'Please log in to continue'}</h1>
      {refused && (
        <p role="alert" className={styles.error}>
          The link you followed points outside MedWise, so we will not take you there. After logging in you will be on our home
          page.
        </p>
      )}
      {signedIn ? (
        <>
          <p>You can carry on where you were.</p>
          <p>
            <Link className="button" to={back ?? '/'}>
              {back ? 'Continue' : 'Go to home'}
            </Link>
          </p>
        </>
      ) : (
        <>
          <p>
            The page you tried to open is for signed-in customers: it shows your own details, orders or offers. Log in with your
            mobile number and we will take you {back ? 'back to it' : 'to our home page'}.
          </p>
          <p className={styles.actions}>
            <Link className="button" to={signIn}>
              Log in
            </Link>
            <Link to="/">Go to home</Link>
          </p>
        </>
      )}
    </div>
  )
}
