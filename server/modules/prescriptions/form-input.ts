import { PATIENT_NAME_FIELD, PRESCRIPTION_FILE_FIELD } from '../../../core/prescriptions/limits.ts'
import type { UploadFile } from '../storage/index.ts'

// The upload's multipart form as the contract reads it (contracts/prescriptions.ts PrescriptionUploadSchema), for the
// API and the page's action alike.

/** The upload's fields: the patient's name (first value) and every part named `prescription`. */
export function uploadFormInput(form: FormData): { patient_name: unknown; prescription: unknown[] } {
  return { patient_name: form.get(PATIENT_NAME_FIELD) ?? undefined, prescription: form.getAll(PRESCRIPTION_FILE_FIELD) }
}

/** The checked form's files as the upload rules take them, in the order sent (the pages' order). */
export function uploadFilesOf(files: readonly File[]): Promise<UploadFile[]> {
  return Promise.all(files.map(async (f) => ({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) })))
}
