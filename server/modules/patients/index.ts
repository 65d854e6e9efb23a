// The public face of the patients module: what other modules, the process (services.ts, app.ts) and the pages'
// server code may use. Everything else in this folder is the module's own.
export { OPENAPI_ROUTES as patientsOpenApi } from './openapi.ts'
export { patients } from './schema.ts'
export { createPatientService, patientAccountOf, patientNotFound, type PatientService, SIGN_IN_FOR_PATIENTS } from './service.ts'
export { mergePatients } from './merge.ts'
export { patientsEraser } from './erasure.ts'
