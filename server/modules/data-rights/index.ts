// The public face of the data-rights module (issue 26 §6): what the process (services.ts, app.ts) and the pages' server
// code may use. 'Download my data' (decision 080): export-*.ts.
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
