// The public face of the records module (issue 26 §1–2; decision 073): what other modules, the process (services.ts,
// app.ts) and the pages' server code may use. Everything else in this folder is the module's own.
export { recordFileHeaders, recordsAccountOf, recordsApi, recordsPageBodyLimit } from './api.ts'
export { devRecordsApi } from './dev-api.ts'
export { createRecordsFiling, mergeRecords, type RecordsFiling } from './filing.ts'
export { OPENAPI_ROUTES as recordsOpenApi } from './openapi.ts'
export {
  healthRecordAbha,
  healthRecordObservations,
  healthRecordShares,
  healthRecordShareViews,
  healthRecords,
} from './schema.ts'
export { createRecordSharing, type RecordSharing, type SharedRecord, type SharedView, type ShareWithViews } from './sharing.ts'
export { createRecordsService, type FiledRecord, memberNotFound, recordNotFound, type RecordsService } from './service.ts'
export { recordsEraser } from './erasure.ts'
