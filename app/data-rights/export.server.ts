import { randomUUID } from 'node:crypto'
import { redirect, type RouterContextProvider } from 'react-router'
import { DataExportKeySchema } from '../../contracts/data-export.ts'
import { PAGE_EXPIRED_TEXT } from '../../contracts/idempotency.ts'
import { noticeCookie } from '../../core/cart/notice.ts'
import { DATA_EXPORT_PATH, EXPORT_TEXTS } from '../../core/data-rights/export-rules.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { refusal, requireCustomer } from '../lib/page-edge.server.ts'

// /data-rights/download (issue 26 §6, decision 080): the account's copy of its data. The loader shows the latest
// archive (preparing, ready until a date, expired); the action asks for one with the key the page was rendered with,
// so a double click or a retried post asks once. A guest signs in first, as on /profile.

export async function dataExportLoader(request: Request, context: Readonly<RouterContextProvider>) {
  const { userId, services } = requireCustomer(context, request)
  return { view: await services.dataExports.view(userId), idempotencyKey: randomUUID() }
}

export async function dataExportAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { userId, services } = requireCustomer(context, request)
  const form = await request.formData()
  const key = DataExportKeySchema.safeParse(form.get('idempotency_key'))
  if (!key.success) return refusal(AppError.invalid(PAGE_EXPIRED_TEXT, 'idempotency_key', 'page_expired'))
  try {
    await services.dataExports.request(userId, key.data)
  } catch (e) {
    if (AppError.is(e)) return refusal(e)
    throw e
  }
  return redirect(DATA_EXPORT_PATH, { status: 303, headers: { 'set-cookie': noticeCookie(EXPORT_TEXTS.asked) } })
}
