import { redirect, type RouterContextProvider } from 'react-router'
import {
  AddMedicineSchema,
  ApproveSchema,
  MedicineSearchSchema,
  PharmacistIntentSchema,
  RecordPrescriptionSchema,
  RejectSchema,
  RemoveMedicineSchema,
} from '../../contracts/pharmacist.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { parseInput } from '../../server/lib/validation.ts'
import { PHARMACIST_ROLES } from '../../core/staff/roles.ts'
import { notFound, notFoundIf, orNotFound, refusal, requireStaff } from '../lib/page-edge.server.ts'

// The pharmacist's pages (issue 10 §3), server side: /staff/prescriptions (the queue: Care Plan members' orders first,
// then oldest first) and /staff/prescriptions/{reviewId} (the prescription beside the order, the record form, the
// decisions), and the prescription files for the pharmacist who has the item. ROLE_PHARMACIST only: anyone else, a customer included,
// gets the 404 page from the loaders and the actions alike.

const DONE_WORDS: Record<string, string> = {
  claim: 'You are checking this prescription. Other pharmacists see that you have it.',
  record: 'Saved what the prescription says.',
  add_medicine: 'Medicine added to the prescription.',
  remove_medicine: 'Medicine removed from the prescription.',
  approved: 'Approved: the order is confirmed and the register lines are written.',
  partial: 'Approved in part: the customer is told and refunded the difference.',
  rejected: 'Rejected: the order is cancelled and the customer sees the reason.',
  cart_built: 'The cart is built: the customer is told to review it and pay.',
  dio_rejected: 'The request is rejected: the customer sees the reason.',
  closed: 'That order was cancelled before its check: it has left the queue.',
}

const reviewIdOf = (raw: string | undefined) => {
  const id = Number(raw)
  if (!/^\d{1,9}$/.test(raw ?? '') || !Number.isSafeInteger(id) || id < 1) notFound()
  return id
}

export async function queueLoader(request: Request, context: Readonly<RouterContextProvider>) {
  const { services } = requireStaff(context, PHARMACIST_ROLES)
  const url = new URL(request.url)
  const page = Math.min(10_000, Math.max(1, Number(url.searchParams.get('page')) || 1))
  const queue = await services.pharmacist.list(page)
  const done = url.searchParams.get('done')
  const ref = url.searchParams.get('ref')?.slice(0, 20) ?? null
  return { ...queue, done: done && DONE_WORDS[done] ? { text: DONE_WORDS[done]!, ref } : null }
}

export async function reviewLoader(request: Request, rawId: string | undefined, context: Readonly<RouterContextProvider>) {
  const { services, staffId } = requireStaff(context, PHARMACIST_ROLES)
  const id = reviewIdOf(rawId)
  const review = await orNotFound(() => services.pharmacist.view(id, staffId))
  const url = new URL(request.url)
  const search = MedicineSearchSchema.safeParse({ q: url.searchParams.get('q') ?? undefined })
  const q = search.success ? (search.data.q ?? null) : null
  const results = q && review.mine && review.status === 'waiting' ? await services.pharmacist.searchCatalog(q) : []
  const done = url.searchParams.get('done')
  return {
    review,
    q: url.searchParams.get('q')?.slice(0, 60) ?? '',
    searchProblem: search.success ? null : 'Search with 2 to 60 letters',
    results,
    done: done ? (DONE_WORDS[done] ?? null) : null,
  }
}

/** The review page's forms: one intent each, checked with its contract; a refusal comes back to the form that sent it. */
export async function reviewAction(request: Request, rawId: string | undefined, context: Readonly<RouterContextProvider>) {
  const { services, staffId } = requireStaff(context, PHARMACIST_ROLES)
  const id = reviewIdOf(rawId)
  const form = await request.formData()
  const fields = Object.fromEntries(form)
  let intent = 'unknown'
  const back = (done: string) => redirect(`/staff/prescriptions/${id}?done=${done}`, 303)
  try {
    intent = parseInput(PharmacistIntentSchema, fields).intent
    const p = services.pharmacist
    switch (intent) {
      case 'claim':
        await p.claim(id, staffId)
        return back('claim')
      case 'record':
        await p.record(id, staffId, parseInput(RecordPrescriptionSchema, fields))
        return back('record')
      case 'add_medicine':
        await p.addMedicine(id, staffId, parseInput(AddMedicineSchema, fields))
        return back('add_medicine')
      case 'remove_medicine':
        await p.removeMedicine(id, staffId, parseInput(RemoveMedicineSchema, fields).medicine_id)
        return back('remove_medicine')
      case 'approve': {
        const input = parseInput(ApproveSchema, { remove: form.getAll('remove'), note: fields.note })
        const answer = await p.approve(id, staffId, input)
        return redirect(`/staff/prescriptions?done=${answer.decision}&ref=${id}`, 303)
      }
      case 'reject': {
        const input = parseInput(RejectSchema, fields)
        const view = await p.view(id, staffId)
        if (view.kind === 'dio') {
          await p.rejectDio(id, staffId, input)
          return redirect(`/staff/prescriptions?done=dio_rejected&ref=${id}`, 303)
        }
        await p.reject(id, staffId, input)
        return redirect(`/staff/prescriptions?done=rejected&ref=${id}`, 303)
      }
      case 'build_cart':
        await p.buildDioCart(id, staffId)
        return redirect(`/staff/prescriptions?done=cart_built&ref=${id}`, 303)
    }
    throw AppError.invalid('Unknown action', 'intent')
  } catch (error) {
    if (!AppError.is(error)) throw error
    notFoundIf(error, (e) => e.status === 404 && e.code === 'unknown_review')
    // issue 29: the order ended while the item was open: back to the queue, which no longer lists it, saying why.
    if (error.code === 'review_closed') return redirect(`/staff/prescriptions?done=closed&ref=${id}`, 303)
    return refusal(error, { intent })
  }
}

/** A page of a prescription, for the pharmacist who claimed or decided its queue item only (404 for anyone else). */
export async function prescriptionFileLoader(
  rawId: string | undefined,
  rawFileId: string | undefined,
  context: Readonly<RouterContextProvider>,
) {
  const { services, staffId } = requireStaff(context, PHARMACIST_ROLES)
  const id = reviewIdOf(rawId)
  const fileId = reviewIdOf(rawFileId)
  const file = await orNotFound(() => services.pharmacist.file(id, staffId, fileId))
  const headers: Record<string, string> = {
    'content-type': file.contentType,
    'content-length': String(file.bytes.length),
    // A patient's medical document: never kept by a shared cache, never sniffed as another type.
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
    'content-disposition': `inline; filename="${file.filename}"`,
  }
  if (file.contentType === 'application/pdf') headers['content-security-policy'] = 'sandbox'
  return new Response(file.bytes as Uint8Array<ArrayBuffer>, { status: 200, headers })
}
