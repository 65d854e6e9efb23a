import { redirect, type RouterContextProvider } from 'react-router'
import { RoomParamsSchema } from '../../contracts/consultation-room.ts'
import { DOCTOR_ROLES } from '../../core/staff/roles.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { notFound, orNotFound, refusal, requireStaff } from '../lib/page-edge.server.ts'

// The doctor's desk (issue 24 §5), server side: /staff/consultations lists the signed-in doctor's consultations of
// today (India's day) and those waiting or in progress, with 'Join' (the room, doctor's side) and 'Complete'. ROLE_DOCTOR
// only: other staff, customers and guests get the 404 page, as every area of the back office does for those it is not
// theirs. A doctor sees only their own consultations (the room's service reads them by the doctor's account).

type Context = Readonly<RouterContextProvider>

const DONE_WORDS: Record<string, string> = { complete: 'The consultation is completed.' }

export async function deskLoader(request: Request, context: Context) {
  const { services, staffId } = requireStaff(context, DOCTOR_ROLES)
  const list = await services.consultationRoom.desk(staffId)
  if (list === null) notFound()
  const done = new URL(request.url).searchParams.get('done')
  return {
    done: done ? (DONE_WORDS[done] ?? null) : null,
    consultations: list.map((c) => ({ ...c, startsAt: c.startsAt.toISOString() })),
  }
}

/** 'Complete' of one consultation (a plain form with _csrf: works without JavaScript). */
export async function deskAction(request: Request, context: Context) {
  const { services, staffId } = requireStaff(context, DOCTOR_ROLES)
  const fields = Object.fromEntries(await request.formData())
  const id = RoomParamsSchema.safeParse({ id: fields.id })
  if (!id.success) return refusal(AppError.invalid('Please choose a consultation', 'id'), { id: null })
  try {
    if (fields.intent !== 'complete') throw AppError.invalid('Unknown action', 'intent')
    await services.consultationRoom.complete(staffId, id.data.id)
    return redirect('/staff/consultations?done=complete', 303)
  } catch (error) {
    if (!AppError.is(error)) throw error
    return refusal(error, { id: id.data.id })
  }
}

/** GET /staff/consultations/{id}/attachments/{attachmentId}: a file the patient attached, for the consultation's doctor. */
export async function deskAttachmentLoader(context: Context, id: string | undefined, attachmentId: string | undefined) {
  const { services, staffId } = requireStaff(context, DOCTOR_ROLES)
  const c = RoomParamsSchema.safeParse({ id })
  const a = RoomParamsSchema.safeParse({ id: attachmentId })
  if (!c.success || !a.success) notFound()
  const file = await orNotFound(() => services.consultationRoom.attachment(staffId, c.data.id, a.data.id))
  return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'content-type': file.contentType,
      'cache-control': 'private, max-age=300',
      'x-content-type-options': 'nosniff',
      'content-disposition': `inline; filename="${file.name.replace(/[^\w.\- ]/g, '_')}"`,
      ...(file.contentType === 'application/pdf' ? { 'content-security-policy': 'sandbox' } : {}),
    },
  })
}
