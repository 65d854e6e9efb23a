import { data, redirect, type RouterContextProvider } from 'react-router'
import {
  PrescriptionChoiceSchema,
  PrescriptionUploadSchema,
  type PrescriptionActionData,
  type PrescriptionChoice,
} from '../../contracts/prescriptions.ts'
import { AppError, type ErrorEntry } from '../../server/lib/app-error.ts'
import { parseInput } from '../../server/lib/validation.ts'
import { uploadFilesOf, uploadFormInput } from '../../server/modules/prescriptions/index.ts'
import { checkUploads } from '../../server/modules/storage/index.ts'
import { noticeCookie } from '../../core/cart/notice.ts'
import { customerOf, refusal } from '../lib/page-edge.server.ts'
import { checkoutCartType } from '../checkout/checkout.server.ts'
import { checkoutPath } from '../../core/cart/checkout-path.ts'
import {
  PATIENT_NAME_FIELD,
  PRESCRIPTION_FILE_FIELD,
  PRESCRIPTION_PATH,
  PRESCRIPTION_SIGN_IN_PATH,
  PRESCRIPTION_TEXTS,
} from '../../core/prescriptions/limits.ts'

// The prescription page's action (issue 9 §4): an upload (multipart: the patient's name and the files), or which saved
// prescriptions go with the order (attach, detach, or, without JavaScript, the ticked boxes). A fetcher gets
// PrescriptionActionData; a form sent without JavaScript (it carries redirectTo) is sent back to the page after a
// success, with the outcome in its snack bar, and gets the page again with the messages under the fields after a
// refusal. The body was limited before it got here (server/app.ts), and its CSRF token checked. The cart is the one of
// the page's URL (/pharmacy-buy-now/cart/prescription: the buy-now cart).

type Intent = 'upload' | 'attach' | 'detach' | 'select'

/**
 * Where a page's prescriptions go: by default the cart of the page's URL (its prescription step); the order with a
 * prescription alone (/done-in-one/prescription-order, issue 10 §1) gives its request's draft and its own paths.
 */
export interface PrescriptionTarget {
  attach(userId: number, ids: number[]): Promise<unknown>
  detach(userId: number, id: number): Promise<unknown>
  set(userId: number, ids: number[]): Promise<number[]>
  /** The page a form sent without JavaScript comes back to. */
  page: string
  /** Where a guest signs in. */
  signIn: string
}
type Fields = Extract<PrescriptionActionData, { ok: false }>['fields']
type Done = Extract<PrescriptionActionData, { ok: true }>

/**
 * A refusal with each problem under the upload form's field it names (patient_name, prescription) and what was typed
 * as the patient's name; the message is the first problem's own words (a validation error's message names its path).
 */
function failure(intent: Intent | null, error: AppError, status: number, patientName?: string) {
  const errors: readonly ErrorEntry[] = error.errors.length ? error.errors : [{ message: error.message }]
  const fields: Fields = {}
  for (const e of errors) {
    const field = e.field?.split('.')[0]
    if (field === PATIENT_NAME_FIELD || field === PRESCRIPTION_FILE_FIELD) (fields[field] ??= []).push(e.message)
  }
  const message = errors[0]?.message ?? PRESCRIPTION_TEXTS.noFiles
  return refusal(error, { intent, message, fields, patientName }, status)
}

/** The problems of a refused upload form, as one error. */
const uploadRefused = (errors: ErrorEntry[]) =>
  new AppError({ code: 'invalid_input', status: 400, message: errors[0]?.message ?? PRESCRIPTION_TEXTS.noFiles, errors })

export async function prescriptionAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  target?: PrescriptionTarget,
) {
  const cartType = checkoutCartType(request)
  const page = target?.page ?? checkoutPath(cartType, PRESCRIPTION_PATH)
  const signIn = target?.signIn ?? checkoutPath(cartType, PRESCRIPTION_SIGN_IN_PATH)
  const form = await request.formData()
  const plain = form.get('redirectTo') !== null
  const intentField = form.get('intent')
  const intent: Intent | null =
    intentField === 'upload' || intentField === 'attach' || intentField === 'detach' || intentField === 'select'
      ? intentField
      : null

  const customer = customerOf(context)
  if (!customer) {
    if (plain) throw redirect(signIn, 303)
    const signInFirst = new AppError({ code: 'sign_in_required', status: 401, message: PRESCRIPTION_TEXTS.loginToUpload })
    return failure(intent, signInFirst, 401)
  }
  const { owner, services } = customer
  const userId = owner.userId

  // A refused upload form answers 400 whatever refused it: the form's own problems or the service's.
  async function upload(): Promise<Done | ReturnType<typeof failure>> {
    const raw = uploadFormInput(form)
    const typed = typeof raw.patient_name === 'string' ? raw.patient_name : ''
    const parsed = PrescriptionUploadSchema.safeParse(raw)
    if (!parsed.success) {
      let errors: ErrorEntry[] = parsed.error.issues.map((i) => ({ message: i.message, field: i.path.map(String).join('.') }))
      // The name and the files are told apart at once: the files' own problems join a refused name.
      const files = raw.prescription.filter((p): p is File => p instanceof File && !(p.size === 0 && p.name === ''))
      if (files.length && !errors.some((e) => e.field?.startsWith(PRESCRIPTION_FILE_FIELD))) {
        try {
          checkUploads(await uploadFilesOf(files))
        } catch (e) {
          if (!AppError.is(e)) throw e
          errors = [...errors, ...e.errors]
        }
      }
      return failure('upload', uploadRefused(errors), 400, typed)
    }
    let prescription
    try {
      prescription = await services.prescriptions.upload(userId, {
        patientName: parsed.data.patient_name,
        files: await uploadFilesOf(parsed.data.prescription),
      })
    } catch (e) {
      if (!AppError.is(e)) throw e
      return failure('upload', e, 400, typed)
    }
    // What was uploaded at this step goes with this order, while there is room.
    try {
      if (target) await target.attach(userId, [prescription.id])
      else await services.prescriptions.attachToCart(owner, [prescription.id], cartType)
    } catch (e) {
      if (!AppError.is(e)) throw e
      return { ok: true, intent: 'upload', prescriptionId: prescription.id, notice: `Prescription uploaded. ${e.message}` }
    }
    return { ok: true, intent: 'upload', prescriptionId: prescription.id, notice: 'Prescription uploaded and attached' }
  }

  async function choose(choice: PrescriptionChoice): Promise<Done> {
    switch (choice.intent) {
      case 'attach':
        if (target) await target.attach(userId, [choice.prescription_id])
        else await services.prescriptions.attachToCart(owner, [choice.prescription_id], cartType)
        return { ok: true, intent: 'attach', notice: 'Prescription attached' }
      case 'detach':
        if (target) await target.detach(userId, choice.prescription_id)
        else await services.prescriptions.detach(owner, choice.prescription_id, cartType)
        return { ok: true, intent: 'detach', notice: 'Prescription removed from this order' }
      case 'select': {
        const ids = target
          ? await target.set(userId, choice.prescription_id)
          : await services.prescriptions.setAttached(owner, choice.prescription_id, cartType)
        const notice = ids.length
          ? `${ids.length} ${ids.length === 1 ? 'prescription' : 'prescriptions'} attached`
          : 'No prescription attached'
        return { ok: true, intent: 'select', notice }
      }
    }
  }

  let answer: Done | ReturnType<typeof failure>
  try {
    answer =
      intent === 'upload'
        ? await upload()
        : await choose(parseInput(PrescriptionChoiceSchema, Object.fromEntries(choiceEntries(form))))
  } catch (e) {
    if (!AppError.is(e)) throw e
    return failure(intent, e, e.status)
  }
  // A refusal (action data with its status) gets the page again, with or without JavaScript.
  if (!('ok' in answer)) return answer
  if (plain) {
    throw redirect(page, {
      status: 303,
      headers: { 'set-cookie': noticeCookie(answer.notice) },
    })
  }
  return data(answer, { status: 200 })
}

/** The choice form's fields; prescription_id may repeat (the ticked boxes). */
function choiceEntries(form: FormData): Array<[string, unknown]> {
  const ids = form.getAll('prescription_id')
  return [
    ['intent', form.get('intent') ?? undefined],
    ['prescription_id', form.get('intent') === 'select' ? ids : (ids[0] ?? undefined)],
  ]
}
