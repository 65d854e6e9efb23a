import { randomUUID } from 'node:crypto'
import { redirect, type RouterContextProvider } from 'react-router'
import { GrievanceBodySchema } from '../../contracts/grievances.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { parseInput } from '../../server/lib/validation.ts'
import { customerOf, orNotFound, refusal, requireCustomer } from '../lib/page-edge.server.ts'
import { servicesContext } from '../context.server.ts'

// /profile/grievances (issue 26 §6; decision 082): the grievance officer's contact (configuration), the form that
// files a grievance, and the account's grievances with their status; /profile/grievances/{number}: one, with the
// answer. A guest sees the officer's contact and signs in to file (the form is the account's: owner-only answers).

export const GRIEVANCES_PAGE = '/profile/grievances'
const SIGN_IN = `/?login=true&followup=${encodeURIComponent(GRIEVANCES_PAGE)}`

export async function grievancesLoader(context: Readonly<RouterContextProvider>) {
  const operator = context.get(servicesContext).operator
  const customer = customerOf(context)
  if (!customer) return { signedIn: false as const, operator, signIn: SIGN_IN, items: [], idempotencyKey: '' }
  const items = await customer.services.grievances.mine(customer.userId)
  return { signedIn: true as const, operator, signIn: SIGN_IN, items, idempotencyKey: randomUUID() }
}

export async function grievancesAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { userId, services } = requireCustomer(context, request, { signIn: SIGN_IN, status: 303 })
  const form = Object.fromEntries(await request.formData())
  try {
    const body = parseInput(GrievanceBodySchema, form)
    const { grievance } = await services.grievances.file(userId, body)
    return redirect(`${GRIEVANCES_PAGE}/${grievance.number}?filed=1`, 303)
  } catch (error) {
    if (AppError.is(error) && error.status < 500) return refusal(error)
    throw error
  }
}

export async function grievanceLoader(request: Request, context: Readonly<RouterContextProvider>, number: string) {
  const { userId, services } = requireCustomer(context, request, {
    signIn: `/?login=true&followup=${encodeURIComponent(`${GRIEVANCES_PAGE}/${number}`)}`,
  })
  const grievance = await orNotFound(() => services.grievances.get(userId, number))
  return {
    grievance,
    filed: new URL(request.url).searchParams.get('filed') === '1',
    operator: services.operator,
  }
}
