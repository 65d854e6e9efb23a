import { useLoaderData, useRouteError, isRouteErrorResponse } from 'react-router'
import { SELF_SERVE_TEXTS } from '../../core/corporate/labs.ts'
import { loadLogin } from '~/corporate-labs/self-serve.server'
import { LinkSpent } from '~/corporate-labs/link-spent'
import type { Route } from './+types/corporate-self-serve-login'

// spec 2 §2 '/corporate/self-serve/login' (issue 25 §6, decision 068): HR's link lands here with its token; a valid one
// becomes the self-serve cookies and the booking page, a used or expired one says so (410) and points back to HR.

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadLogin(request, context)
}

export const meta: Route.MetaFunction = () => [
  { title: 'Book your health check | MedWise' },
  { name: 'robots', content: 'noindex' },
]

export default function SelfServeLogin() {
  const d = useLoaderData<typeof loader>() as { spent?: string } | null
  return <LinkSpent text={d?.spent ?? SELF_SERVE_TEXTS.spent} />
}

export function ErrorBoundary() {
  const error = useRouteError()
  const text = isRouteErrorResponse(error) && error.data?.spent ? String(error.data.spent) : SELF_SERVE_TEXTS.spent
  return <LinkSpent text={text} />
}
