import { useEffect } from 'react'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
  type LinksFunction,
} from 'react-router'
import type { Route } from './+types/root'
import { requestContext, servicesContext } from './context.server'
import { parseCookieHeader } from './lib/api-client'
import {
  DEFAULT_CITY,
  ERROR_BOUNDARY_HEADING,
  ERROR_BOUNDARY_REPORT_PREFIX,
  ERROR_BOUNDARY_TEXT,
  GO_TO_HOME_TEXT,
  PAGE_ERROR_TEXT,
  REDUCER_ERROR_CODE,
} from './lib/constants'
import { Footer } from './shell/footer'
import { Header } from './shell/header'
import stylesHref from './styles/app.css?url'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesHref },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const { cspNonce } = context.get(requestContext)
  const cookies = parseCookieHeader(request.headers.get('cookie'))
  const city = cookies.city ? safeDecode(cookies.city) : DEFAULT_CITY
  const footer = await services.footer.get()
  return { cspNonce, city, loggedIn: cookies.loggedIn === 'true', footer }
}

function safeDecode(v: string) {
  try {
    return decodeURIComponent(v)
  } catch {
    return v
  }
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
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  const { city, loggedIn, footer } = useLoaderData<typeof loader>()
  useEffect(() => {
    // A marker for tests and styles: the page is interactive.
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <Header city={city} loggedIn={loggedIn} />
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer data={footer} loggedIn={loggedIn} />
    </>
  )
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
      <h1>{ERROR_BOUNDARY_HEADING}</h1>
      <p>{ERROR_BOUNDARY_TEXT}</p>
      <a className="button" href="/">
        {GO_TO_HOME_TEXT}
      </a>
    </main>
  )
}
