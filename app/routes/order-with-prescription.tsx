import { redirect } from 'react-router'
import { dioSignInPath } from '~/done-in-one/done-in-one.server'
import { customerOf } from '~/lib/page-edge.server'
import { DIO_PATHS } from '../../core/done-in-one/texts.ts'
import type { Route } from './+types/order-with-prescription'

// spec 1 §2.3: the sub-header's 'Quick order' leads to /order-with-prescription, which starts the order with a
// prescription alone at its first step (spec 2 §2 /done-in-one/prescription-order). A guest is asked to sign in first,
// as the cart's Proceed asks: the popup opens over the first step and comes back to it.

export async function loader({ context }: Route.LoaderArgs) {
  throw redirect(customerOf(context) ? DIO_PATHS.attach : dioSignInPath(DIO_PATHS.attach))
}

export default function OrderWithPrescription() {
  return null
}
