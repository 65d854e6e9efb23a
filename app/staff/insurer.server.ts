import type { RouterContextProvider } from 'react-router'
import { MEMBER_LIST_MAX_BYTES, MEMBER_COLUMNS } from '../../core/insurer/policy.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { refusal, requireStaff } from '../lib/page-edge.server.ts'

// /staff/insurer (issue 27 §4; decision 087): ROLE_ADMIN uploads the insurer's member list as CSV. Every bad row is
// listed with its line and reason and nothing is written; a good file adds and updates policyholders in one
// transaction. Anyone else (customer care too) gets the 404 page.

export const INSURER_DESK_ROLES = ['ROLE_ADMIN'] as const

export async function insurerDeskLoader(context: Readonly<RouterContextProvider>) {
  const { services } = requireStaff(context, INSURER_DESK_ROLES)
  const uploads = await services.insurer.uploads()
  return {
    columns: [...MEMBER_COLUMNS],
    uploads: uploads.map((u) => ({
      id: u.id,
      fileName: u.fileName,
      rows: u.rows,
      at: u.createdAt.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' }),
    })),
  }
}

export async function insurerDeskAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { services, staffId } = requireStaff(context, INSURER_DESK_ROLES)
  const form = await request.formData()
  const file = form.get('members')
  try {
    if (!(file instanceof File) || file.size === 0)
      throw AppError.invalid('Please choose the member list (a CSV file)', 'members')
    if (file.size > MEMBER_LIST_MAX_BYTES) throw AppError.invalid('The file is larger than 5 MB: split it into parts', 'members')
    const answer = await services.insurer.upload(staffId, { name: file.name.slice(0, 200) || null, text: await file.text() })
    return answer.ok
      ? { ok: true as const, rows: answer.rows, added: answer.added, updated: answer.updated }
      : {
          ok: false as const,
          message: `Nothing was imported: ${answer.problemCount} ${answer.problemCount === 1 ? 'row needs' : 'rows need'} fixing.`,
          problems: answer.problems,
          problemCount: answer.problemCount,
        }
  } catch (error) {
    if (AppError.is(error) && error.status < 500)
      return refusal(error, { problems: [] as Array<{ line: number; reason: string }>, problemCount: 0 })
    throw error
  }
}
