import type { RouterContextProvider } from 'react-router'
import { servicesContext } from '~/context.server'
import type { SiteOperator } from '../../core/content/operator.ts'

/** The operator's details for a written page's loader (server/modules/content/operator.ts reads them at start). */
export function operatorOf(context: Readonly<RouterContextProvider>): SiteOperator {
  return context.get(servicesContext).operator
}
