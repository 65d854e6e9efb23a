import { REPORT_KIND_CODES } from '../../../core/cancer-care/vocabulary.ts'
import type { SecondOpinionForm } from '../../../contracts/cancer-care.ts'
import type { UploadFile } from '../storage/index.ts'
import type { SecondOpinionInput } from './service.ts'

// The request's form (multipart/form-data) as the contract reads it (contracts/cancer-care.ts SecondOpinionFormSchema),
// for the API and the page's action alike.

/** The form's fields: the first value of each text field and every part of each file field. */
export function secondOpinionFormInput(form: FormData): Record<string, unknown> {
  const input: Record<string, unknown> = {}
  for (const name of ['patient_id', 'diagnosis', 'stage', 'treatment', 'contact_phone']) input[name] = form.get(name) ?? undefined
  for (const kind of REPORT_KIND_CODES) input[kind] = form.getAll(kind)
  return input
}

const uploadFilesOf = (files: readonly File[]): Promise<UploadFile[]> =>
  Promise.all(files.map(async (f) => ({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) })))

/** The checked form as the service takes it. */
export async function secondOpinionInputOf(form: SecondOpinionForm): Promise<SecondOpinionInput> {
  return {
    patientId: form.patient_id,
    diagnosis: form.diagnosis,
    stage: form.stage,
    treatment: form.treatment,
    contactPhone: form.contact_phone,
    pathology: await uploadFilesOf(form.pathology),
    imaging: await uploadFilesOf(form.imaging),
  }
}
