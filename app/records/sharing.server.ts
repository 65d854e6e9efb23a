import { data, type RouterContextProvider } from 'react-router'
import { RecordShareTokenParamsSchema } from '../../contracts/records-share.ts'
import { SHARE_MESSAGES } from '../../core/records/share.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { recordFileHeaders } from '../../server/modules/records/index.ts'
import { requestContext, servicesContext } from '../context.server.ts'
import { customerOf } from '../lib/page-edge.server.ts'

// The viewer's side of a shared link (issue 26 §3; decisions 074, 079): /health-record/shared/{token} needs no sign-in
// and shows only what was shared; a token we did not make (or of the wrong shape) is 404, a revoked or expired one 410
// with its reason. Its answers are kept by no cache, sent with no referrer and not indexed. Each view is logged by the
// service (network and browser label only; the owner's own views are not). Files in scope open through the token.

type PageContext = Readonly<RouterContextProvider>

/** The headers of every answer under /health-record/shared. */
export const SHARED_HEADERS = {
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex, nofollow',
} as const

export async function loadShared(request: Request, context: PageContext, params: { token?: string }) {
  const services = context.get(servicesContext)
  const parsed = RecordShareTokenParamsSchema.safeParse({ token: params.token ?? '' })
  const view = parsed.success
    ? await services.recordSharing.open(parsed.data.token, {
        ip: context.get(requestContext).clientIp ?? null,
        userAgent: request.headers.get('user-agent'),
        userId: customerOf(context)?.userId ?? null,
      })
    : ({ state: 'not_found', status: 404, message: SHARE_MESSAGES.notFound } as const)
  return data(view, { status: view.status, headers: SHARED_HEADERS })
}

/** A file of a record in the share's scope: the same private headers as the owner's, and the shared page's. */
export async function loadSharedFile(context: PageContext, params: { token?: string; recordId?: string }) {
  const services = context.get(servicesContext)
  const token = RecordShareTokenParamsSchema.safeParse({ token: params.token ?? '' })
  const recordId = /^\d{1,9}$/.test(params.recordId ?? '') ? Number(params.recordId) : null
  const refuse = (status: number, message: string) =>
    new Response(message, { status, headers: { ...SHARED_HEADERS, 'content-type': 'text/plain; charset=utf-8' } })
  if (!token.success || !recordId) return refuse(404, SHARE_MESSAGES.notFound)
  try {
    const file = await services.recordSharing.sharedFile(token.data.token, recordId)
    return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
      status: 200,
      headers: { ...recordFileHeaders(file), ...SHARED_HEADERS },
    })
  } catch (error) {
    if (!AppError.is(error)) throw error
    return refuse(error.status, error.message)
  }
}
