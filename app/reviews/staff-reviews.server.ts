import type { RouterContextProvider } from 'react-router'
import { ReviewModerationSchema } from '../../contracts/reviews.ts'
import { ADMIN_ROLES } from '../../core/staff/roles.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { parseInput } from '../../server/lib/validation.ts'
import { refusal, requireStaff } from '../lib/page-edge.server.ts'

// /staff/reviews (issue 26 §7; decision 076): customer care (ROLE_ADMIN, ROLE_CCARE) reads the reviews newest first
// (all, or the hidden ones), hides an abusive one with a reason, or shows it again; each is an audit row. Anyone else
// gets 404.

const PAGE = 50

export async function staffReviewsLoader(request: Request, context: Readonly<RouterContextProvider>) {
  const { services } = requireStaff(context, ADMIN_ROLES)
  const url = new URL(request.url)
  const hiddenOnly = url.searchParams.get('show') === 'hidden'
  const beforeRaw = Number(url.searchParams.get('before'))
  const before = Number.isSafeInteger(beforeRaw) && beforeRaw > 0 && beforeRaw <= 2_147_483_647 ? beforeRaw : undefined
  const rows = await services.reviews.forModeration({ hiddenOnly, before, limit: PAGE })
  return {
    hiddenOnly,
    rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    next: rows.length === PAGE ? rows.at(-1)!.id : null,
  }
}

export async function staffReviewsAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { services, staffId } = requireStaff(context, ADMIN_ROLES)
  const form = Object.fromEntries(await request.formData())
  const reviewId = Number(form.review_id) || 0
  try {
    const move = parseInput(ReviewModerationSchema, form)
    const done =
      move.intent === 'hide'
        ? await services.reviews.moderate(staffId, { intent: 'hide', reviewId: move.review_id, reason: move.reason })
        : await services.reviews.moderate(staffId, { intent: 'unhide', reviewId: move.review_id })
    return { ok: true as const, reviewId, intent: move.intent, changed: done.changed }
  } catch (error) {
    if (AppError.is(error) && error.status < 500) return refusal(error, { reviewId })
    throw error
  }
}
