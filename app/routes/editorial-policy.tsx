import { useLoaderData } from 'react-router'
import { InfoPage, infoMeta } from '~/content/info-page'
import { operatorOf } from '~/content/operator.server'
import { EDITORIAL } from '~/content/pages/editorial'
import type { Route } from './+types/editorial-policy'

// A written page (issue 12 §4 'No dead ends'): app/content/pages/editorial.ts holds the text.
export function loader({ context }: Route.LoaderArgs) {
  return { operator: operatorOf(context) }
}

export const meta: Route.MetaFunction = () => infoMeta(EDITORIAL)

export default function EditorialPolicy() {
  const { operator } = useLoaderData<typeof loader>()
  return <InfoPage content={EDITORIAL} operator={operator} />
}
