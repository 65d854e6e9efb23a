// The public face of the prescriptions module: what other modules, the process (services.ts, app.ts) and the pages'
// server code may use. Everything else in this folder is the module's own.
export { type FileStorageConfig, fileStorageFor } from './file-storage.ts'
export { uploadFilesOf, uploadFormInput } from './form-input.ts'
export { OPENAPI_ROUTES as prescriptionsOpenApi } from './openapi.ts'
export {
  indiaDay,
  isPrescriptionValid,
  PRESCRIPTION_VALID_MONTHS,
  prescriptionValidUntil,
  substitutionAllowed,
  uncoveredRxLines,
} from './rules.ts'
export { cartPrescriptions, orderPrescriptions, prescriptionFiles, prescriptionMedicines, prescriptions } from './schema.ts'
export { createPrescriptionService, type PrescriptionService } from './service.ts'
export { attachedToCart, attachToOrder, detachAllFromCart, detachFromCart, setCartPrescriptions } from './attached.ts'
export {
  addPrescribedMedicine,
  keepUntil,
  markRejected,
  markVerified,
  recordTranscription,
  removePrescribedMedicine,
  type Transcription,
} from './verification.ts'
export { attachIssuedToCart, type IssuedPrescription, issuedCap, recordIssuedPrescription, refuseBeyondIssued } from './issued.ts'
export { prescriptionsEraser } from './erasure.ts'
