import type { RouterContextProvider } from 'react-router'
import { customerOf, notFound, notFoundUnless } from '~/lib/page-edge.server'

// The cashless-benefit widget's server side (app/routes/corporate-cashless.tsx; issue 25 §4): the signed-in covered
// employee's sub-wallets. Anyone else (a guest, a customer on no roster, an employee whose cover ended) gets the 404
// page, as every corporate path does for outsiders (decision 067).

export async function loadCashlessBenefit(context: Readonly<RouterContextProvider>) {
  const customer = customerOf(context)
  if (!customer) notFound()
  return notFoundUnless(await customer.services.corporateCheckout.cashlessBenefit(customer.userId))
}
