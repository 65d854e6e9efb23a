import { useLoaderData } from 'react-router'
import { FaqGroups, InfoPage, infoMeta } from '~/content/info-page'
import { operatorOf } from '~/content/operator.server'
import { HELP } from '~/content/pages/help'
import type { Route } from './+types/help'

// /help (spec 1 §2.2 header link; issue 12 §4): the frequently asked questions, app/content/pages/help.ts.
export function loader({ context }: Route.LoaderArgs) {
  return { operator: operatorOf(context) }
}

export const meta: Route.MetaFunction = () => infoMeta(HELP)

export default function Help() {
  const { operator } = useLoaderData<typeof loader>()
  return (
    <InfoPage content={HELP} operator={operator}>
      <FaqGroups groups={HELP.groups} operator={operator} />
    </InfoPage>
  )
}
