import { redirect, type RouterContextProvider } from 'react-router'
import { CorporateCreateSchema, HrAdminFormSchema } from '../../contracts/corporate-admin.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { parseInput } from '../../server/lib/validation.ts'
import { refusal, requireStaff } from '../lib/page-edge.server.ts'
import { STAFF_CORPORATES } from './paths.ts'

// /staff/corporates (issue 25 §1; decision 066): ROLE_ADMIN creates a corporate and adds or removes its HR admins by
// an existing account's phone or e-mail; each action is audited as a staff action (server/modules/corporate/operator.ts).
// Anyone else gets the 404 page. The forms work without JavaScript.

export const OPERATOR_ROLES = ['ROLE_ADMIN'] as const

export async function operatorLoader(request: Request, context: Readonly<RouterContextProvider>) {
  const { services } = requireStaff(context, OPERATOR_ROLES)
  const done = new URL(request.url).searchParams.get('done')
  return { corporates: await services.corporateOperator.list(), done }
}

export async function operatorAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { services, staffId } = requireStaff(context, OPERATOR_ROLES)
  const form = await request.formData()
  const fields: Record<string, string> = {}
  for (const [k, v] of form) if (typeof v === 'string') fields[k] = v
  const intent = fields.intent
  const back = (done: string) => redirect(`${STAFF_CORPORATES}?done=${encodeURIComponent(done)}`, 303)
  try {
    if (intent === 'create') {
      const row = await services.corporateOperator.create(staffId, parseInput(CorporateCreateSchema, fields))
      return back(`${row.name} created: /corporate/${row.slug}/admin`)
    }
    if (intent === 'add_admin') {
      const input = parseInput(HrAdminFormSchema, fields)
      await services.corporateOperator.addAdmin(staffId, input.slug, input.account)
      return back(`HR admin added to ${input.slug}.`)
    }
    if (intent === 'remove_admin') {
      const slug = parseInput(HrAdminFormSchema.shape.slug, fields.slug)
      const userId = Number(fields.user_id)
      if (!Number.isSafeInteger(userId) || userId <= 0) throw AppError.invalid('Choose the HR admin again', 'user_id')
      await services.corporateOperator.removeAdmin(staffId, slug, userId)
      return back(`HR admin removed from ${slug}.`)
    }
    return refusal(AppError.invalid('Unknown action'), { intent: null, slug: null })
  } catch (error) {
    if (AppError.is(error) && error.status < 500) return refusal(error, { intent: intent ?? null, slug: fields.slug ?? null })
    throw error
  }
}
