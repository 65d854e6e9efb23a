// The public face of the cancer-care module: what other modules, the process (services.ts, app.ts) and the pages'
// server code may use. Everything else in this folder is the module's own.
export {
  cancerCareApi,
  opinionHeaders,
  secondOpinionBodyLimit,
  SECOND_OPINION_BODY_LIMIT,
  SECOND_OPINION_TOO_LARGE,
} from './api.ts'
export { secondOpinionFormInput, secondOpinionInputOf } from './form-input.ts'
export { createOncologyMedicines, type OncologyMedicine } from './medicines.ts'
export { OPENAPI_ROUTES as cancerCareOpenApi } from './openapi.ts'
export { secondOpinionFiles, secondOpinionNotes, secondOpinionRequests } from './schema.ts'
export { type CancerCare, createCancerCare, type Oncologist } from './service.ts'
export { mergeSecondOpinions } from './merge.ts'
export { cancerCareEraser } from './erasure.ts'
