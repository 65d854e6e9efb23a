import { redirect, type RouterContextProvider } from 'react-router'
import { signInThen } from '../../core/auth/params.ts'
import { PATIENT_GENDER_LABELS, PATIENT_RELATION_LABELS } from '../../core/patients/patients.ts'
import { SecondOpinionFormSchema } from '../../contracts/cancer-care.ts'
import { PatientBodySchema } from '../../contracts/patients.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { parseInput } from '../../server/lib/validation.ts'
import { secondOpinionFormInput, secondOpinionInputOf } from '../../server/modules/cancer-care/index.ts'
import { refusal, requireCustomer } from '../lib/page-edge.server.ts'
import { CANCER_CARE_HOME, NEW_PATIENT, requestPath, SECOND_OPINION_PATH } from './paths.ts'

// /cancer-care/second-opinion (issue 24 §8), server side: the signed-in account's patients and the form; the action
// adds a new patient when asked ('Someone new'), then sends the request with its reports (the same rules as the API:
// contracts/cancer-care.ts and the storage's upload rules) and goes to the request's page, which confirms it. A guest
// signs in first and comes back here.

const customer = (context: Readonly<RouterContextProvider>, request: Request) =>
  requireCustomer(context, request, { signIn: signInThen(CANCER_CARE_HOME, SECOND_OPINION_PATH) })

export async function secondOpinionLoader(request: Request, context: Readonly<RouterContextProvider>) {
  const { services, owner, person } = customer(context, request)
  const patients = await services.patients.list(owner)
  return {
    patients: patients.map((p) => ({
      id: p.id,
      label: [
        p.name,
        p.age !== null ? `${p.age} years` : null,
        p.relation ? PATIENT_RELATION_LABELS[p.relation as keyof typeof PATIENT_RELATION_LABELS] : null,
      ]
        .filter(Boolean)
        .join(', '),
    })),
    phone: person.phone ?? '',
    genders: Object.entries(PATIENT_GENDER_LABELS),
    relations: Object.entries(PATIENT_RELATION_LABELS),
  }
}

const TYPED = [
  'patient_id',
  'patient_name',
  'patient_age',
  'patient_gender',
  'patient_relation',
  'diagnosis',
  'stage',
  'treatment',
  'contact_phone',
] as const

function typedValues(form: FormData): Partial<Record<(typeof TYPED)[number], string>> {
  const values: Partial<Record<(typeof TYPED)[number], string>> = {}
  for (const name of TYPED) {
    const v = form.get(name)
    if (typeof v === 'string') values[name] = v.slice(0, 2000)
  }
  return values
}

export async function secondOpinionAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { services, owner, userId } = customer(context, request)
  const form = await request.formData()
  const input = secondOpinionFormInput(form)
  try {
    if (input.patient_id === NEW_PATIENT) {
      // The request's own fields first, so a new patient is not saved for a request that is refused anyway.
      parseInput(SecondOpinionFormSchema, { ...input, patient_id: '1' })
      const fields = {
        name: form.get('patient_name'),
        age: form.get('patient_age'),
        gender: form.get('patient_gender'),
        relation: form.get('patient_relation'),
      }
      let patient
      try {
        patient = parseInput(PatientBodySchema, fields)
      } catch (error) {
        throw AppError.is(error) && error.field ? error.forField(`patient_${error.field}`) : error
      }
      input.patient_id = String((await services.patients.create(owner, patient)).id)
    }
    const parsed = parseInput(SecondOpinionFormSchema, input)
    const made = await services.cancerCare.create(userId, await secondOpinionInputOf(parsed))
    return redirect(`${requestPath(made.id)}?sent=1`, 303)
  } catch (error) {
    if (!AppError.is(error)) throw error
    // The typed text comes back into the form (a page without JavaScript is drawn anew; files must be chosen again).
    return refusal(error, { values: typedValues(form) })
  }
}
