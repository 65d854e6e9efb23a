// Which file storage the process keeps prescriptions in: an S3-compatible bucket when S3_BUCKET is set; else the local
// disk under FILES_DIR (var/files by default: beside the embedded database's folder, never inside it, so PGlite's files
// and ours are backed up and cleaned apart); else, for tests and DATA_DIR=memory://, a temporary folder of this
// process's own, made on first use and removed when the process exits. Never a folder the HTTP layer serves.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve, isAbsolute } from 'node:path'
import { fileURLToPath } from 'node:url'
import { storageFromConfig, type StorageConfig, createLocalDiskStorage, type FileStorage } from '../storage/index.ts'

export interface FileStorageConfig extends StorageConfig {
  FILES_DIR?: string
  DATA_DIR?: string
  BUILD_DIR?: string
}

const projectRoot = fileURLToPath(new URL('../../..', import.meta.url))

/** Whether `dir` is `folder` or inside it. */
function within(dir: string, folder: string): boolean {
  const rel = relative(folder, dir)
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel))
}

/** The folders the HTTP layer serves files from (server/app.ts serves `<BUILD_DIR>/client`; `public/` is copied there). */
export function publicFolders(buildDir = 'build'): string[] {
  return [resolve(projectRoot, buildDir, 'client'), resolve(projectRoot, 'public')]
}

export function fileStorageFor(config: FileStorageConfig): FileStorage {
  // The bucket's settings were checked at start (config.ts); the folder argument is the local disk's, unused here.
  if (config.S3_BUCKET) return storageFromConfig(config, 'unused-with-a-bucket')
  if (!config.FILES_DIR || config.DATA_DIR?.startsWith('memory://')) return temporaryDiskStorage()
  const dir = resolve(config.FILES_DIR)
  const served = publicFolders(config.BUILD_DIR).find((folder) => within(dir, folder))
  if (served) throw new Error(`FILES_DIR (${dir}) must not be inside ${served}, which is served to anyone`)
  return createLocalDiskStorage(dir)
}

const temporaryFolders = new Set<string>()
let cleanupRegistered = false

/** Local disk storage in a temporary folder, made on first use and removed at exit. */
export function temporaryDiskStorage(): FileStorage {
  let inner: FileStorage | undefined
  const storage = () => {
    if (!inner) {
      const dir = mkdtempSync(join(tmpdir(), 'medwise-files-'))
      temporaryFolders.add(dir)
      if (!cleanupRegistered) {
        cleanupRegistered = true
        process.once('exit', () => {
          for (const folder of temporaryFolders) rmSync(folder, { recursive: true, force: true })
        })
      }
      inner = createLocalDiskStorage(dir)
    }
    return inner
  }
  return {
    put: (key, bytes, contentType) => storage().put(key, bytes, contentType),
    get: (key) => storage().get(key),
    delete: (key) => storage().delete(key),
  }
}
