// The public face of the data-rights module (issue 26 §6): what the process (services.ts, app.ts) and the pages' server
// code may use. Everything else in this folder is the module's own. 'Download my data' (decision 080): export-*.ts;
// 'erase my account' (decision 081): erasure*.ts.
export { dataExportApi } from './export-api.ts'
export { EXPORT_JSON_FILES, type ExportSources } from './export-gather.ts'
export { OPENAPI_ROUTES as dataExportOpenApi } from './export-openapi.ts'
export { dataExports } from './export-schema.ts'
export {
  archivePath,
  createDataExportService,
  type DataExportService,
  EXPORT_BUILD_JOB,
  EXPORT_EXPIRE_JOB,
  exportBuildKey,
  exportExpireKey,
} from './export-service.ts'
export { readZip } from './export-zip.ts'
export { erasureApi } from './erasure-api.ts'
export { OPENAPI_ROUTES as erasureOpenApi } from './erasure-openapi.ts'
export { ACCOUNT_ERASERS, NOT_A_CUSTOMERS } from './erasure-registry.ts'
export { createErasureService, type ErasureService } from './erasure.ts'
