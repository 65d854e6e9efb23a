import { redirect, type RouterContextProvider } from 'react-router'
import { ADMIN_ROLES } from '../../core/staff/roles.ts'
import {
  SecondOpinionAssignSchema,
  SecondOpinionIntentSchema,
  SecondOpinionNoteSchema,
  SecondOpinionParamsSchema,
  SecondOpinionUploadSchema,
} from '../../contracts/cancer-care.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { parseInput } from '../../server/lib/validation.ts'
import { opinionHeaders } from '../../server/modules/cancer-care/index.ts'
import { notFound, notFoundIf, orNotFound, refusal, requireStaff } from '../lib/page-edge.server.ts'
import { staffRequestPath } from './paths.ts'

// The care coordinator's queue (issue 24 §8), server side: /staff/cancer-care (the requests, oldest first) and
// /staff/cancer-care/{id} (the request, its reports, notes; assign an oncologist, add a note, upload the written
// opinion, close). Care coordinators (ROLE_CCARE) act; admins (ROLE_ADMIN) may look; anyone else, a customer included,
// gets the 404 page from the loaders, the actions and the files alike.

/** Who may open the queue and a request. */
const LOOK_ROLES = ADMIN_ROLES
/** Who may move a request. */
const ACT_ROLES = ['ROLE_CCARE'] as const

const DONE_WORDS: Record<string, string> = {
  assign: 'The oncologist is assigned.',
  note: 'Note added.',
  opinion: 'The written opinion is uploaded and the patient is told.',
  close: 'The request is closed.',
}

export async function queueLoader(request: Request, context: Readonly<RouterContextProvider>) {
  const { services } = requireStaff(context, LOOK_ROLES)
  const show = new URL(request.url).searchParams.get('show') === 'all' ? 'all' : 'open'
  return { show, requests: await services.cancerCare.queue(show) }
}

const idOf = (params: { id?: string }) => {
  const parsed = SecondOpinionParamsSchema.safeParse(params)
  return parsed.success ? parsed.data.id : notFound()
}

export async function staffRequestLoader(request: Request, context: Readonly<RouterContextProvider>, params: { id?: string }) {
  const { services, roles } = requireStaff(context, LOOK_ROLES)
  const id = idOf(params)
  const view = await orNotFound(() => services.cancerCare.staffView(id))
  const done = new URL(request.url).searchParams.get('done')
  return {
    ...view,
    canAct: roles.some((r) => (ACT_ROLES as readonly string[]).includes(r)),
    done: done ? (DONE_WORDS[done] ?? null) : null,
  }
}

export async function staffRequestAction(request: Request, context: Readonly<RouterContextProvider>, params: { id?: string }) {
  const { services, staffId } = requireStaff(context, ACT_ROLES)
  const id = idOf(params)
  const form = await request.formData()
  const fields = Object.fromEntries(form)
  let intent = 'unknown'
  try {
    intent = parseInput(SecondOpinionIntentSchema, fields).intent
    if (intent === 'assign') {
      await services.cancerCare.assign(staffId, id, parseInput(SecondOpinionAssignSchema, fields).doctor_id)
    } else if (intent === 'note') {
      await services.cancerCare.note(staffId, id, parseInput(SecondOpinionNoteSchema, fields).note)
    } else if (intent === 'opinion') {
      const file = parseInput(SecondOpinionUploadSchema, { opinion: form.get('opinion') ?? undefined }).opinion
      await services.cancerCare.deliver(staffId, id, { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })
    } else {
      await services.cancerCare.close(staffId, id)
    }
    return redirect(`${staffRequestPath(id)}?done=${intent}`, 303)
  } catch (error) {
    if (!AppError.is(error)) throw error
    notFoundIf(error)
    return refusal(error, { intent })
  }
}

/** A report the patient sent (or, as file 'opinion', the written opinion), opened inline by the desk; audited. */
export async function staffFileLoader(context: Readonly<RouterContextProvider>, params: { id?: string; fileId?: string }) {
  const { services, staffId } = requireStaff(context, LOOK_ROLES)
  const id = idOf(params)
  if (params.fileId === 'opinion') {
    const file = await orNotFound(() => services.cancerCare.staffOpinion(staffId, id))
    return new Response(file.bytes as Uint8Array<ArrayBuffer>, { headers: opinionHeaders(file, 'inline') })
  }
  const fileId = idOf({ id: params.fileId })
  const file = await orNotFound(() => services.cancerCare.staffFile(staffId, id, fileId))
  return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'content-type': file.contentType,
      'content-length': String(file.bytes.length),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-disposition': `inline; filename="${file.filename}"`,
      'content-security-policy': 'sandbox',
    },
  })
}
