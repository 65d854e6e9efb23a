import { randomUUID } from 'node:crypto'
import { redirect, type RouterContextProvider } from 'react-router'
import { CreateRecordShareBodySchema } from '../../contracts/records-share.ts'
import { RecordPatientParamsSchema, RecordUpdateSchema, RecordUploadSchema } from '../../contracts/records.ts'
import { signInThen } from '../../core/auth/sign-in-form.ts'
import { decodeCursor, filtersQuery, readFilters } from '../../core/records/filters.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { parseInput } from '../../server/lib/validation.ts'
import { notFound, orNotFound, refusal, requireCustomer } from '../lib/page-edge.server.ts'
import { RECORDS_PATH } from './records.ts'

// /health-record and /health-record/{patient_id} (issue 26 §1–2): the account's family members with their counts and
// latest records; a member's timeline (filters and the next page from the query string: server-rendered, works
// without JavaScript), trends, and the person's uploads (multipart forms) changed and deleted. Another account's
// member is the 404 page. A guest signs in and comes back.

type PageContext = Readonly<RouterContextProvider>

function account(context: PageContext, request: Request) {
  return requireCustomer(context, request, { signIn: signInThen('/', new URL(request.url).pathname) })
}

export async function loadMembers(request: Request, context: PageContext) {
  const { userId, services } = account(context, request)
  return { members: await services.records.members(userId) }
}

/** The patient id: the last path segment (spec 2 §2). Anything else is the 404 page. */
function patientIdOf(params: { patientId?: string }): number {
  const parsed = RecordPatientParamsSchema.safeParse({ patientId: params.patientId })
  if (!parsed.success) notFound()
  return parsed.data.patientId
}

export async function loadTimeline(request: Request, context: PageContext, params: { patientId?: string }) {
  const { userId, services } = account(context, request)
  const patientId = patientIdOf(params)
  const url = new URL(request.url)
  const filters = readFilters(url.searchParams)
  const cursor = decodeCursor(url.searchParams.get('after'))
  const timeline = await orNotFound(() => services.records.timeline(userId, patientId, filters, cursor))
  const done = url.searchParams.get('done')
  const [shares, abha] = await Promise.all([
    services.recordSharing.listWithViews(userId, patientId),
    services.recordSharing.abha(userId, patientId),
  ])
  return {
    ...timeline,
    shares,
    abha,
    exportUrl: `/pwa-api/api/v1/health-records/patients/${patientId}/fhir`,
    filters,
    /** The first page of the same filters, and the next one. */
    firstPage: `${RECORDS_PATH}/${patientId}${filtersQuery(filters)}`,
    nextPage: timeline.next_cursor ? `${RECORDS_PATH}/${patientId}${filtersQuery(filters, timeline.next_cursor)}` : null,
    paged: cursor !== null,
    editing: Number(url.searchParams.get('edit')) || null,
    deleting: Number(url.searchParams.get('delete')) || null,
    done: DONE_WORDS.includes(done as DoneWord) ? (done as DoneWord) : null,
    /** Today in India: an upload's date cannot be later. */
    today: new Date(services.now().getTime() + 330 * 60_000).toISOString().slice(0, 10),
    idempotencyKey: randomUUID(),
  }
}

const DONE_WORDS = ['uploaded', 'saved', 'deleted', 'revoked', 'abha'] as const
type DoneWord = (typeof DONE_WORDS)[number]

const text = (form: FormData, name: string) => {
  const v = form.get(name)
  return typeof v === 'string' ? v.slice(0, 2000) : undefined
}

export async function timelineAction(request: Request, context: PageContext, params: { patientId?: string }) {
  const { userId, services } = account(context, request)
  const patientId = patientIdOf(params)
  const here = `${RECORDS_PATH}/${patientId}`
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return refusal(AppError.invalid('The upload could not be read. Please try again.', 'file', 'unreadable_upload'), {
      intent: 'upload',
      id: null,
      values: {},
    })
  }
  const intent = text(form, 'intent') ?? ''
  const id = Number(text(form, 'id')) || null
  const values: Record<string, string> = {}
  for (const name of ['kind', 'title', 'date', 'provider', 'tags', 'what', 'hours', 'abha_number', 'abha_address']) {
    values[name] = text(form, name) ?? ''
  }
  try {
    if (intent === 'share') {
      // 'What to share': the member's whole record, or one record's id.
      const what = values.what ?? ''
      const input = parseInput(CreateRecordShareBodySchema, {
        scope: what === 'patient' ? 'patient' : 'record',
        patient_id: patientId,
        record_id: what === 'patient' ? undefined : what,
        hours: values.hours,
      })
      const key = text(form, 'idempotency_key')
      const made = await services.recordSharing.create(
        userId,
        input,
        key && /^[\w-]{8,128}$/.test(key) ? key : null,
        new URL(request.url).origin,
      )
      return { ok: true as const, intent: 'share' as const, link: made.link, label: made.label, expires_at: made.expires_at }
    }
    if (intent === 'revoke' && id) {
      await services.recordSharing.revoke(userId, id)
      return redirect(`${here}?done=revoked#shares-heading`, 303)
    }
    if (intent === 'abha') {
      await services.recordSharing.saveAbha(userId, patientId, {
        abha_number: values.abha_number ?? '',
        abha_address: values.abha_address ?? '',
      })
      return redirect(`${here}?done=abha#abha-heading`, 303)
    }
    if (intent === 'upload') {
      const input = parseInput(RecordUploadSchema, {
        ...values,
        file: form.get('file') ?? undefined,
        idempotency_key: text(form, 'idempotency_key'),
      })
      await services.records.upload(
        userId,
        patientId,
        input,
        { name: input.file.name, bytes: new Uint8Array(await input.file.arrayBuffer()) },
        input.idempotency_key ?? null,
      )
      return redirect(`${here}?done=uploaded`, 303)
    }
    if (intent === 'update' && id) {
      await services.records.update(userId, id, parseInput(RecordUpdateSchema, values))
      return redirect(`${here}?done=saved`, 303)
    }
    if (intent === 'delete' && id) {
      await services.records.remove(userId, id)
      return redirect(`${here}?done=deleted`, 303)
    }
    throw AppError.invalid('Please choose what to do', undefined, 'unknown_intent')
  } catch (error) {
    if (!AppError.is(error)) throw error
    if (error.status === 404) notFound()
    return refusal(error, { intent, id, values })
  }
}
