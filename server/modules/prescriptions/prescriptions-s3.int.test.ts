import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type RequestListener, type Server } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll } from 'vitest'
import { fileStorageFor } from './file-storage.ts'
import { prescriptionApiSuite } from '../../../tests/helpers/prescriptions-api-suite.ts'

// Issue 9 §4: the same calls with the files in an S3-compatible bucket, chosen from the configuration as the process
// chooses it (S3_BUCKET and its settings), against s3rver (a local S3-compatible server) on 127.0.0.1.

// s3rver ships no types; this is the part of its documented API we use.
type S3rverInstance = { callback(): RequestListener; configureBuckets(): Promise<void> }
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: {
  directory: string
  silent: boolean
  configureBuckets: Array<{ name: string }>
}) => S3rverInstance

const BUCKET = 'medwise-prescriptions'
let directory: string | undefined
let server: Server | undefined

afterAll(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
  if (directory) rmSync(directory, { recursive: true, force: true })
})

prescriptionApiSuite('S3 (s3rver)', async () => {
  directory = mkdtempSync(join(tmpdir(), 'medwise-s3rver-rx-'))
  const s3rver = new S3rver({ directory, silent: true, configureBuckets: [{ name: BUCKET }] })
  await s3rver.configureBuckets()
  server = createServer(s3rver.callback())
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return fileStorageFor({
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    S3_REGION: 'ap-south-1',
    S3_ACCESS_KEY_ID: 'S3RVER', // s3rver's built-in account
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    FILES_DIR: 'var/files-unused',
  })
})
