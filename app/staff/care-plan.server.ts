import { redirect, type RouterContextProvider } from 'react-router'
import { readCancelReason, REASON_REQUIRED } from '../../core/care-plan/cancellation.ts'
import { toRupees } from '../../core/money.ts'
import { ADMIN_ROLES } from '../../core/staff/roles.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { refusal, requireStaff } from '../lib/page-edge.server.ts'

// /staff/care-plan (issue 23 §7): customer care (ROLE_ADMIN, ROLE_CCARE) finds a customer by phone: their terms, what
// each saved, the savings rows behind it and their reminders; and cancels a plan for them with its refund (the
// customer's own rule and machinery, audited as the staff member). Anyone else gets 404.

export const CARE_PLAN_DESK = '/staff/care-plan'

export async function carePlanDeskLoader(request: Request, context: Readonly<RouterContextProvider>) {
  const { services } = requireStaff(context, ADMIN_ROLES)
  const url = new URL(request.url)
  const phone = (url.searchParams.get('phone') ?? '').replace(/\D/g, '').slice(-10)
  const done = url.searchParams.get('cancelled')
  if (!phone) return { phone, problem: null, record: null, notFound: false, done }
  try {
    const record = await services.carePlanBackOffice.byPhone(phone)
    return {
      phone,
      problem: null,
      notFound: record === null,
      done,
      record: record && {
        user: record.user,
        terms: record.terms.map((t) => ({
          ...t,
          startsAt: t.startsAt.toISOString(),
          endsAt: t.endsAt.toISOString(),
          fee: toRupees(t.feePaise),
          saved: toRupees(t.savedPaise),
          refund: t.refundPaise === null ? null : toRupees(t.refundPaise),
        })),
        rows: record.rows.map((r) => ({ ...r, at: r.at.toISOString(), amount: toRupees(r.amountPaise) })),
        reminders: record.reminders.map((j) => ({ key: j.key, kind: j.kind, status: j.status, runAt: j.runAt.toISOString() })),
      },
    }
  } catch (error) {
    if (AppError.is(error) && error.status < 500) return { phone, problem: error.message, record: null, notFound: false, done }
    throw error
  }
}

/** Cancel for the customer: a reason is required (spec 2 §5), the refund by decision 054's rule, audited as staff. */
export async function carePlanDeskAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { services, staffId } = requireStaff(context, ADMIN_ROLES)
  const form = await request.formData()
  const text = (name: string) => {
    const v = form.get(name)
    return typeof v === 'string' ? v : ''
  }
  const userId = Number(text('user_id'))
  const phone = text('phone').replace(/\D/g, '').slice(-10)
  const reason = readCancelReason(text('cancellation_reason'))
  if (!reason) return refusal(AppError.invalid(REASON_REQUIRED, 'cancellation_reason'))
  if (!Number.isSafeInteger(userId) || userId <= 0) return refusal(AppError.invalid('Choose the customer again', 'user_id'))
  try {
    const done = await services.carePlanSavings.cancel(
      userId,
      { reason, planName: text('plan_name').slice(0, 100) },
      undefined,
      staffId,
    )
    throw redirect(`${CARE_PLAN_DESK}?phone=${phone}&cancelled=${encodeURIComponent(done.refund_text)}`, 303)
  } catch (error) {
    if (AppError.is(error) && error.status < 500) return refusal(error)
    throw error
  }
}
