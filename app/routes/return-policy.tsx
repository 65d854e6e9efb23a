import { useLoaderData } from 'react-router'
import { InfoPage, infoMeta } from '~/content/info-page'
import { operatorOf } from '~/content/operator.server'
import { RETURNS } from '~/content/pages/returns'
import type { Route } from './+types/return-policy'

// A written page (issue 12 §4 'No dead ends'): app/content/pages/returns.ts holds the text.
export function loader({ context }: Route.LoaderArgs) {
  return { operator: operatorOf(context) }
}

export const meta: Route.MetaFunction = () => infoMeta(RETURNS)

export default function ReturnPolicy() {
  const { operator } = useLoaderData<typeof loader>()
  return <InfoPage content={RETURNS} operator={operator} />
}
