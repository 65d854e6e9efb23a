import { redirect, type RouterContextProvider } from 'react-router'
import { RoomParamsSchema } from '../../contracts/consultation-room.ts'
import { roomPagePath } from '../../core/consultations/room.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { notFound, orNotFound, refusal, requireCustomer } from '../lib/page-edge.server.ts'

// The consultation room's page (issue 24 §4), server side: the booking account and the consultation's doctor only,
// each signed in as themselves; anyone else (another account, another doctor, a staff member acting for a customer)
// gets the 404 page, the same as for a consultation that does not exist. A guest signs in first (over the cart, as every account page).

type Context = Readonly<RouterContextProvider>

function who(request: Request, context: Context, id: string | undefined) {
  const params = RoomParamsSchema.safeParse({ id })
  if (!params.success) notFound()
  const me = requireCustomer(context, request)
  if (me.session.actingAs) notFound()
  return { userId: me.session.user.id, services: me.services, id: params.data.id }
}

/** The room as the signed-in side sees it (read only: the page enters it once hydrated). */
export async function roomLoader(request: Request, context: Context, id: string | undefined) {
  const { userId, services, id: consultationId } = who(request, context, id)
  const room = await orNotFound(() => services.consultationRoom.room(userId, consultationId))
  return { room }
}

/** The doctor's 'Complete consultation' (a plain form: works without JavaScript). */
export async function roomAction(request: Request, context: Context, id: string | undefined) {
  const { userId, services, id: consultationId } = who(request, context, id)
  try {
    const form = await request.formData()
    if (form.get('intent') !== 'complete') throw AppError.invalid('Unknown action', 'intent')
    await services.consultationRoom.complete(userId, consultationId)
    return redirect(roomPagePath(consultationId), 303)
  } catch (error) {
    if (!AppError.is(error)) throw error
    if (error.status === 404) notFound()
    return refusal(error)
  }
}
