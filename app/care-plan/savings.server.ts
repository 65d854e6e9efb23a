import { redirect, type RouterContextProvider } from 'react-router'
import { MODAL_NAMES, type DetailedSavings, type ModalName } from '../../contracts/care-plan.ts'
import { readCancelReason, REASON_REQUIRED, type CancelReason } from '../../core/care-plan/cancellation.ts'
import { CARE_PLAN_PAGES } from '../../core/care-plan/plans.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { customerOf, refusal } from '../lib/page-edge.server.ts'
import type { SavingsActionData } from './savings-page.ts'

// /subscription-plan/myplan (spec 2 §2 'Savings (membership) page'; issue 23): the member's savings page, rendered on
// the server from the same builder as GET /api/v4/savings. A guest or an account without a term goes to the plans
// page, keeping the query (spec 2 §8: 400 and 401 on load). Without JavaScript every sheet opens through the URL
// (?sheet=NAME; the breakdown is read then), and the cancel flow is two plain forms: the reason sheet asks for the
// confirm sheet (?sheet=cancel_bottomsheet_confirm_info&reason=ID: no reason, the reason sheet again with spec 2 §5's
// message), whose POST cancels and comes back with the success sheet (?sheet=successful_cancellation).

type Context = Readonly<RouterContextProvider>

const isModal = (v: string | null): v is ModalName => v !== null && (MODAL_NAMES as readonly string[]).includes(v)

export async function loadSavingsPage(request: Request, context: Context) {
  const url = new URL(request.url)
  const away = () => redirect(`${CARE_PLAN_PAGES.subscriptions}${url.search}`, 302)
  const customer = customerOf(context)
  if (!customer) throw away()
  const { services, userId } = customer
  let page
  try {
    page = await services.carePlanSavings.page(userId)
  } catch (error) {
    if (AppError.is(error) && (error.status === 400 || error.status === 401)) throw away()
    throw error
  }
  if (page.page_properties.slug) throw redirect(page.page_properties.slug, 302)
  const asked = url.searchParams.get('sheet')
  // Only a sheet this page has (the cancel sheets of a plan that can be cancelled, the breakdown, …).
  const sheets = page.data.bottom_sheets as Record<string, unknown>
  let sheet: ModalName | null =
    isModal(asked) && (asked === 'detailed_savings' || asked === 'error_popup' || sheets[asked] !== undefined) ? asked : null
  let reason: CancelReason | null = null
  let reasonError: string | null = null
  if (sheet === 'cancel_bottomsheet_confirm_info') {
    reason = readCancelReason(url.searchParams.get('reason'))
    if (!reason) {
      sheet = 'cancel_membership_bottom_info'
      reasonError = url.searchParams.has('reason') ? REASON_REQUIRED : null
    }
  }
  const breakdown: DetailedSavings | null = sheet === 'detailed_savings' ? await services.carePlanSavings.breakdown(userId) : null
  return { page, sheet, reason, reasonError, breakdown }
}

/** The page's one action: cancel (cancellation_reason, plan_name), as the confirm sheet's plain form posts it. */
export async function savingsAction(request: Request, context: Context) {
  const customer = customerOf(context)
  if (!customer) throw redirect(CARE_PLAN_PAGES.subscriptions, 303)
  const form = await request.formData()
  const text = (name: string) => {
    const v = form.get(name)
    return typeof v === 'string' ? v : ''
  }
  // The early-sale remind-me sent without JavaScript (spec 2 §4 'Sale reminder'); a failure opens error_popup.
  if (text('intent') === 'remind_me') {
    try {
      await customer.services.carePlanReminders.setSaleReminder(customer.userId)
    } catch (error) {
      if (AppError.is(error) && error.status < 500) throw redirect(`${CARE_PLAN_PAGES.myPlan}?sheet=error_popup`, 303)
      throw error
    }
    throw redirect(CARE_PLAN_PAGES.myPlan, 303)
  }
  if (text('intent') !== 'cancel')
    return refusal<Pick<SavingsActionData, 'intent'>>(AppError.invalid('Unknown action'), { intent: null })
  const reason = readCancelReason(text('cancellation_reason'))
  // spec 2 §5: cancellation needs a choice in 'Reason for cancellation'.
  if (!reason)
    return refusal<Pick<SavingsActionData, 'intent'>>(AppError.invalid(REASON_REQUIRED, 'cancellation_reason'), {
      intent: 'cancel',
    })
  try {
    await customer.services.carePlanSavings.cancel(customer.userId, { reason, planName: text('plan_name').slice(0, 100) })
  } catch (error) {
    if (AppError.is(error) && error.status < 500) return refusal<Pick<SavingsActionData, 'intent'>>(error, { intent: 'cancel' })
    throw error
  }
  throw redirect(`${CARE_PLAN_PAGES.myPlan}?sheet=successful_cancellation`, 303)
}
