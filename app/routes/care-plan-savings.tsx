import { useEffect, useState } from 'react'
import { useActionData, useLoaderData, useNavigation, useRevalidator } from 'react-router'
import type { CancelledMembership, DetailedSavings, ModalName } from '../../contracts/care-plan'
import { CANCELLATION_TYPE } from '../../core/care-plan/cancellation.ts'
import { CARE_PLAN_PAGES } from '../../core/care-plan/plans.ts'
import { api } from '~/lib/api'
import { WidgetList } from '~/widgets/registry'
import { loadSavingsPage, savingsAction } from '~/care-plan/savings.server'
import type { SavingsActionData } from '~/care-plan/savings-page'
import { SAVINGS_WIDGETS, SavingsActionsContext } from '~/care-plan/savings-widgets'
import { SavingsSheets } from '~/care-plan/savings-sheets'
import styles from '~/care-plan/savings.module.css'
import type { Route } from './+types/care-plan-savings'

// spec 2 §2 '/subscription-plan/myplan' (issue 23): the member's savings page, widgets in slot order through the one
// registry, and its sheets. 'View breakdown' reads GET /api/v4/detailed_savings and opens detailed_savings (a failure
// opens error_popup); the cancel flow is the reason sheet, the confirm sheet (POST /api/v4/subscriptions/cancel) and
// the sheet the answer names (spec 2 §4). Without JavaScript the same sheets open through the URL and the cancel is a
// plain form (app/care-plan/savings.server.ts).

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSavingsPage(request, context)
}

export async function action({ request, context }: Route.ActionArgs) {
  return savingsAction(request, context)
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.page.meta_data.title ?? 'My Care Plan | MedWise' },
  { name: 'description', content: loaderData?.page.meta_data.description ?? '' },
  { name: 'robots', content: 'noindex' },
]

export default function MyPlan() {
  const { page, sheet, reason, reasonError, breakdown } = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>() as SavingsActionData | undefined
  const busyForm = useNavigation().state === 'submitting'
  const revalidator = useRevalidator()
  const [open, setOpen] = useState<ModalName | null>(sheet)
  const [details, setDetails] = useState<DetailedSavings | null>(breakdown)
  const [chosen, setChosen] = useState<string | null>(reason)
  const [error, setError] = useState<string | null>(reasonError)
  const [cancelled, setCancelled] = useState<CancelledMembership | null>(null)
  const [busy, setBusy] = useState(false)

  // A navigation to another ?sheet= (or a refusal of the plain form) shows what it asked for.
  useEffect(() => {
    setOpen(sheet)
    if (breakdown) setDetails(breakdown)
    setChosen(reason)
    setError(reasonError)
  }, [sheet, breakdown, reason, reasonError])
  useEffect(() => {
    if (refused?.intent === 'cancel')
      setOpen(refused.field === 'cancellation_reason' ? 'cancel_membership_bottom_info' : 'cancel_bottomsheet_confirm_info')
    if (refused?.field === 'cancellation_reason') setError(refused.message)
  }, [refused])

  const [reminding, setReminding] = useState(false)
  const actions = {
    open: setOpen,
    reminding,
    remindMe: () => {
      setReminding(true)
      api()
        .get('api/v4/set_reminder')
        .then(() => revalidator.revalidate())
        .catch(() => setOpen('error_popup'))
        .finally(() => setReminding(false))
    },
    viewBreakdown: () => {
      api()
        .get<{ data: DetailedSavings }>('api/v4/detailed_savings')
        .then((answer) => {
          setDetails(answer.data)
          setOpen('detailed_savings')
        })
        .catch(() => setOpen('error_popup'))
    },
  }

  function cancel(cancellationReason: string, planName: string) {
    setBusy(true)
    api()
      .post<{ data: CancelledMembership }>('api/v4/subscriptions/cancel', {
        cancellation_reason: cancellationReason,
        cancellation_type: CANCELLATION_TYPE,
        plan_name: planName,
      })
      .then((answer) => {
        setCancelled(answer.data)
        setOpen(answer.data.modal_name)
        // The page under the sheet shows the cancelled plan.
        void revalidator.revalidate()
      })
      .catch(() => setOpen('error_popup'))
      .finally(() => setBusy(false))
  }

  return (
    <SavingsActionsContext value={actions}>
      <div className={styles.page}>
        <h1 className={styles.title}>My Care Plan</h1>
        <WidgetList widgets={page.data.data} registry={SAVINGS_WIDGETS} page={CARE_PLAN_PAGES.myPlan} />
        <SavingsSheets
          sheets={page.data.bottom_sheets}
          open={open}
          close={() => setOpen(null)}
          goTo={setOpen}
          breakdown={details}
          reason={chosen}
          setReason={setChosen}
          reasonError={error}
          setReasonError={setError}
          cancel={cancel}
          busy={busy || busyForm}
          cancelled={cancelled}
          cancelError={refused?.intent === 'cancel' && refused.field !== 'cancellation_reason' ? refused.message : null}
        />
      </div>
    </SavingsActionsContext>
  )
}
