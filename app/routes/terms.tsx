import { useLoaderData } from 'react-router'
import { InfoPage, infoMeta } from '~/content/info-page'
import { operatorOf } from '~/content/operator.server'
import { TERMS } from '~/content/pages/terms'
import type { Route } from './+types/terms'

// A written page (issue 12 §4 'No dead ends'): app/content/pages/terms.ts holds the text.
export function loader({ context }: Route.LoaderArgs) {
  return { operator: operatorOf(context) }
}

export const meta: Route.MetaFunction = () => infoMeta(TERMS)

export default function Terms() {
  const { operator } = useLoaderData<typeof loader>()
  return <InfoPage content={TERMS} operator={operator} />
}
