// Base styles first: the component modules that follow in the one bundled stylesheet override them.
import './styles/app.css'
import './styles/pack-image.css'
import { useEffect, useState } from 'react'
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLoaderData,
  useRouteError,
  useLocation,
  useMatches,
  useNavigation,
  useRouteLoaderData,
  type LinksFunction,
  type ShouldRevalidateFunctionArgs,
} from 'react-router'
import type { Route } from './+types/root'
import { requestContext, servicesContext } from './context.server'
import { parseCookieHeader, safeDecode } from '../core/cookies.ts'
import { shellUser } from './shell/shell-user.server'
import { takeNotice } from '../core/cart/notice.ts'
import { signInFormOf } from './auth/sign-in-form.server'
import { labsSummary, pharmacySummary } from './cart/cart-summary'
import {
  DEFAULT_CITY,
  ERROR_BOUNDARY_REPORT_PREFIX,
  GO_TO_HOME_TEXT,
  PAGE_ERROR_TEXT,
  REDUCER_ERROR_CODE,
} from '../core/constants.ts'
import { CUSTOMER_HASH_KEY, syncCustomerHash } from './lib/customer-hash'
import { HydratedProvider } from './lib/use-hydrated'
import { AuthPopupProvider } from './shell/auth-popup'
import { isLabsPath } from '../core/url/path-match.ts'
import { VisualAnnouncement } from './shell/announcement'
import { CategoryMenu } from './shell/category-menu'
import { parentLinks } from './lib/category-menu'
import { Footer, footerLiveOf } from './shell/footer'
import { Header } from './shell/header'
import { carePlanDataOf } from '../core/care-plan/shell.ts'
import { memberCookies } from '../core/care-plan/cookies.ts'
import { SnackBar } from './shell/snack-bar'
import { ErrorView } from './shell/error-view'
import { corporateShell } from './corporate/shell.server'

export const links: LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }]

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const { cspNonce, csrfToken, session, cart } = context.get(requestContext)
  const cookies = parseCookieHeader(request.headers.get('cookie'))
  const city = cookies.city ? safeDecode(cookies.city) : DEFAULT_CITY
  const labs = isLabsPath(new URL(request.url).pathname)
  const { notice, clear } = takeNotice(request)
  // ?login=true: the sign-in the server renders as plain forms (decision 028).
  const signIn = await signInFormOf(request, services, csrfToken)
  const shown = session ? (session.actingAs ?? session.user) : null
  // issue 25 §2: the corporateDetails cookie follows the membership; a corporate user is sent to their dashboard.
  const corporateCookie = await corporateShell(request, cookies, session, services)
  const [footer, serviceability, tree, cartSummary, announcement, member, wallet] = await Promise.all([
    services.footer.get(),
    services.places.serviceability(city),
    services.catalog.categoryTree(),
    // spec 2 §4: the labs cart on labs URLs, the pharmacy cart elsewhere; the one cart read of a navigation.
    labs ? cart.labsBrief().then(labsSummary) : cart.pharmacyBrief().then(pharmacySummary),
    // spec 1 §4.1: the visual announcement, shown by its frequency rule on any page.
    services.announcement.get(),
    // issue 23 §6: the account's care plan (the header's link and tag), read once for the request.
    session ? cart.memberNow() : null,
    // spec 1 §2.2: the header's NeuCoins or cash balance (one statement: wallet/loyalty.ts shell).
    shown ? services.loyalty.shell(shown.id) : null,
  ])
  const latest = member?.latest ?? null
  const payload = {
    cspNonce,
    city,
    serviceable: serviceability.serviceable,
    csrfToken,
    // The session decides, not the loggedIn cookie (which only mirrors it for scripts).
    loggedIn: session !== null,
    user: shellUser(cookies, session, wallet),
    carePlan: carePlanDataOf(latest, services.now()),
    // spec 1 §2.7: only what the page renders itself; the rest of the footer is island HTML (decision 039).
    footer: footerLiveOf(footer),
    // spec 1 §2.6: what the closed category menu shows, the parents (Issue 12: the whole tree was two thirds of this
    // data, on every page and every navigation); their children load when a menu opens (GET /pwa-api/api/v4/udp_tree).
    categories: parentLinks(tree),
    cart: cartSummary,
    announcement,
    /** The outcome of a cart form sent without JavaScript, shown once (cart-notice.server.ts). */
    notice,
    signInForm: signIn.state,
  }
  // The membership cookies scripts and partner apps read (decision 054), brought in line when they differ.
  const flags = member ? { member: member.applying !== null, codLocked: latest?.codLocked ?? false } : null
  const clears = [clear, signIn.clear, corporateCookie, ...memberCookies(flags, cookies)].filter((c): c is string => c !== null)
  if (clears.length === 0) return payload
  const headers = new Headers()
  for (const c of clears) headers.append('set-cookie', c)
  return data(payload, { headers })
}

/**
 * spec 2 §4: the cart is reloaded on each route change, so the root loader (which reads it) runs again when the path
 * changes, as well as after every form and on revalidate() (a city change, a sign-in); a change of the query alone
 * (a search, a page of results) follows React Router's default.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  const nonce = data?.cspNonce
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        {/* Issue 4: the API client sends this as x-csrf-token on every state-changing call. */}
        {data?.csrfToken && <meta name="csrf-token" content={data.csrfToken} />}
        <Meta />
        <Links />
      </head>
      <body>
        <HydratedProvider>{children}</HydratedProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  const { city, serviceable, loggedIn, user, carePlan, footer, categories, cart, announcement, notice, signInForm } =
    useLoaderData<typeof loader>()
  const location = useLocation()
  // issue 25 §4: an embeddable widget page (`handle = { widget: true }`, /corporate/widget/…) is shown without the shell.
  const widget = useMatches().some((m) => (m.handle as { widget?: unknown } | undefined)?.widget === true)
  // The page the visit landed on is shown at once: its fade-in would hide the server's paint until the scripts ran
  // (first contentful paint waits for an opacity above 0). Pages reached afterwards fade in (spec 1 §2.1).
  const [landing] = useState(location.pathname)
  const [moved, setMoved] = useState(false)
  if (!moved && location.pathname !== landing) setMoved(true)
  const landed = !moved && location.pathname === landing
  useEffect(() => {
    try {
      syncCustomerHash(loggedIn, parseCookieHeader(document.cookie)[CUSTOMER_HASH_KEY], window.localStorage)
    } catch {
      // Storage blocked (private mode, partner webview settings): nothing to keep in step.
    }
  }, [loggedIn])
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <AuthPopupProvider serverForm={loggedIn ? null : signInForm}>
        {!widget && (
          <Header
            city={city}
            serviceable={serviceable}
            loggedIn={loggedIn}
            user={user}
            carePlan={carePlan}
            categoryMenu={<CategoryMenu parents={categories} />}
            cart={cart}
          />
        )}
        <main id="main-content" tabIndex={-1}>
          {/* spec 1 §2.1: page transitions keyed by location, except on /auth paths. */}
          <div key={transitionKey(location.pathname)} className={landed ? 'page-transition page-landing' : 'page-transition'}>
            <PageOrSkeleton />
          </div>
        </main>
        <SnackBar notice={notice} />
        {announcement && !widget && <VisualAnnouncement data={announcement} />}
        {!widget && <Footer live={footer} loggedIn={loggedIn} />}
      </AuthPopupProvider>
    </>
  )
}

// spec 2 §2 'Loading layouts': while a navigation to a listing is pending, its skeleton stands in for the page.
// spec 2 §2 'Loading layouts': loaded once the page has hydrated, so they are not in the first load (issue 28 §4).
const loadSkeletons = () => import('./shell/page-skeletons')
type PageSkeletons = Awaited<ReturnType<typeof loadSkeletons>>

/** The loading layouts and the rule that picks one (lib/pending-skeleton.ts): null until they have loaded. */
function usePageSkeletons(): PageSkeletons | null {
  const [skeletons, setSkeletons] = useState<PageSkeletons | null>(null)
  useEffect(() => {
    let live = true
    void loadSkeletons().then((m) => live && setSkeletons(m))
    return () => {
      live = false
    }
  }, [])
  return skeletons
}

/** The page, or the loading layout of the page a navigation is going to (lib/pending-skeleton.ts). */
function PageOrSkeleton() {
  const location = useLocation()
  const navigation = useNavigation()
  const skeletons = usePageSkeletons()
  const to = navigation.state === 'loading' ? navigation.location?.pathname : undefined
  const name = skeletons?.skeletonFor(location.pathname, to)
  const Skeleton = name ? skeletons!.PAGE_SKELETONS[name] : null
  return Skeleton ? <Skeleton /> : <Outlet />
}

function transitionKey(pathname: string) {
  return pathname.includes('/auth') ? 'auth' : pathname
}

// spec 2 §2 'Error boundary': 424 → 'this is error'; other render errors → '500 Internal Server Error!'.
export function ErrorBoundary() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : 500
  if (status === 404) {
    return (
      <main id="main-content" className="error-page">
        <title>Page not found | MedWise</title>
        <h1>{PAGE_ERROR_TEXT}</h1>
        <a className="button" href="/">
          {GO_TO_HOME_TEXT}
        </a>
      </main>
    )
  }
  if (status === REDUCER_ERROR_CODE) {
    return (
      <main id="main-content" className="error-page">
        <title>Error | MedWise</title>
        <h1>this is error</h1>
        <a className="button" href="/">
          {GO_TO_HOME_TEXT}
        </a>
      </main>
    )
  }
  if (typeof document !== 'undefined') console.error(ERROR_BOUNDARY_REPORT_PREFIX, error)
  return (
    <main id="main-content" className="error-page">
      <title>Error | MedWise</title>
      <ErrorView />
    </main>
  )
}
