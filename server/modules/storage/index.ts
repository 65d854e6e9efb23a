// The public face of the storage module: what other modules, the process (services.ts, app.ts) and the pages'
// server code may use. Everything else in this folder is the module's own.
export { missingS3Settings, type StorageConfig, storageFromConfig } from './from-config.ts'
export { createLocalDiskStorage } from './local-disk.ts'
export { inspectPdf } from './pdf-check.ts'
export type { FileStorage } from './storage.ts'
export {
  checkUploads,
  displayName,
  EXTENSION_OF,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  newStorageKey,
  type SanitisedUpload,
  sanitiseUpload,
  sniffType,
  UPLOAD_FIELD,
  type UploadFile,
  type UploadType,
} from './uploads.ts'
export { DISK_WRITE_FAILED_MESSAGE, type DiskFs } from './local-disk.ts'
export { ORPHAN_GRACE_MS, purgeOrphanFiles, sweepOrphanFiles, SWEPT_FOLDERS } from './sweep.ts'
