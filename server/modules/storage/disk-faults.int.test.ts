// A full, read-only or refusing disk under the local file store (decision 090, issue 30 §4): the upload that met it
// answers 503 'We could not save your file right now…', nothing of it stays on the disk or in the database, and the
// next upload (the disk fixed) works. With an injected failing file system, and, where the sandbox lets us mount one, a
// real 64 KB tmpfs that fills up and then is remounted read-only. Then the sweep of files without rows.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import * as fsPromises from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ErrorBodySchema } from '../../../contracts/http.ts'
import { prescriptionFiles, prescriptions } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import {
  createPrescriptionFixture,
  phonePhoto,
  prescriptionPdf,
  uploadForm,
  type PrescriptionFixture,
} from '../../../tests/helpers/prescriptions-fixture.ts'
import { createLocalDiskStorage, DISK_WRITE_FAILED_MESSAGE, type DiskFs } from './local-disk.ts'
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from './sweep.ts'

const base = mkdtempSync(join(tmpdir(), 'medwise-disk-faults-'))
afterAll(() => rmSync(base, { recursive: true, force: true }))
let count = 0
const freshRoot = () => join(base, `root-${++count}`)
const tree = (dir: string): string[] => {
  try {
    return (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[]).sort()
  } catch {
    return []
  }
}
const filesIn = (dir: string) => tree(dir).filter((p) => /\.[a-z0-9]+$/.test(p) && !/^\d{4}$/.test(p))
const fault = (code: string) => Object.assign(new Error(`${code}: injected`), { code })
const key = (n: number) => `prescriptions/2026/11/3f2a9c1e-8b7d-4e6f-a5c4-1d2e3f4a5b${String(n).padStart(2, '0')}.pdf`

/** A file system whose writes fail with `code` (after writing half the bytes, as a disk that fills does) while on. */
function failingFs(code: string, where: 'write' | 'open' | 'mkdir' = 'write') {
  let on = true
  const fs: Partial<DiskFs> = {
    mkdir: (async (...args: Parameters<typeof fsPromises.mkdir>) => {
      if (on && where === 'mkdir') throw fault(code)
      return fsPromises.mkdir(...args)
    }) as DiskFs['mkdir'],
    open: (async (path: string, flags: string, mode?: number) => {
      if (on && where === 'open' && flags === 'wx') throw fault(code)
      const handle = await fsPromises.open(path, flags, mode)
      if (!on || where !== 'write' || flags !== 'wx') return handle
      return Object.assign(Object.create(handle), {
        writeFile: async (bytes: Uint8Array) => {
          await handle.writeFile(bytes.subarray(0, Math.floor(bytes.length / 2)))
          throw fault(code)
        },
        sync: () => handle.sync(),
        close: () => handle.close(),
      })
    }) as DiskFs['open'],
  }
  return { fs, heal: () => (on = false) }
}

describe('the local store on a disk that fails', () => {
  for (const [code, where] of [
    ['ENOSPC', 'write'],
    ['EDQUOT', 'write'],
    ['EIO', 'write'],
    ['EROFS', 'open'],
    ['EACCES', 'open'],
    ['EROFS', 'mkdir'],
  ] as const) {
    test(`${code} at ${where}: a 503 with the message, nothing left behind, the next write works`, async () => {
      const root = freshRoot()
      const disk = failingFs(code, where)
      const storage = createLocalDiskStorage(root, { fs: disk.fs })
      const error = await storage.put(key(1), new Uint8Array(4096).fill(7), 'application/pdf').catch((e: unknown) => e)
      expect(AppError.is(error)).toBe(true)
      expect(error).toMatchObject({ status: 503, code: 'storage_unavailable', message: DISK_WRITE_FAILED_MESSAGE })
      expect(filesIn(root)).toEqual([])
      expect(await storage.get(key(1))).toBeNull()
      disk.heal()
      await storage.put(key(2), new Uint8Array([1, 2, 3]), 'application/pdf')
      expect((await storage.get(key(2)))?.bytes).toEqual(new Uint8Array([1, 2, 3]))
    })
  }

  test('another error (a defect, not the disk) is not dressed up as one', async () => {
    const disk = failingFs('EINVAL')
    const storage = createLocalDiskStorage(freshRoot(), { fs: disk.fs })
    const error = await storage.put(key(1), new Uint8Array(10), 'application/pdf').catch((e: unknown) => e)
    expect(AppError.is(error)).toBe(false)
    expect(error).toMatchObject({ code: 'EINVAL' })
  })
})

// A real disk: a 64 KB tmpfs mounted for this test (root in a sandbox that allows mounts); skipped with the reason
// otherwise (CI runners are not root; root ignores chmod, so a read-only folder cannot be made any other way).
const mountPoint = join(base, 'tiny')
mkdirSync(mountPoint)
const mounted =
  process.getuid?.() === 0 && spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', mountPoint]).status === 0
afterAll(() => {
  if (mounted) spawnSync('umount', [mountPoint])
})
describe.skipIf(!mounted)('a real full, then read-only, disk (a 64 KB tmpfs; skipped unless this sandbox can mount)', () => {
  test('a file bigger than the disk is refused clearly and leaves nothing; the disk read-only refuses every write', async () => {
    const storage = createLocalDiskStorage(mountPoint)
    await storage.put(key(1), new Uint8Array(1000).fill(1), 'application/pdf')
    const full = await storage.put(key(2), new Uint8Array(200 * 1024).fill(2), 'application/pdf').catch((e: unknown) => e)
    expect(full).toMatchObject({ status: 503, message: DISK_WRITE_FAILED_MESSAGE })
    expect(filesIn(mountPoint)).toEqual([key(1), `${key(1)}.meta.json`])
    // What was stored is still served.
    expect((await storage.get(key(1)))?.bytes.length).toBe(1000)
    expect(spawnSync('mount', ['-o', 'remount,ro', mountPoint]).status).toBe(0)
    try {
      const ro = await storage.put(key(3), new Uint8Array(10), 'application/pdf').catch((e: unknown) => e)
      expect(ro).toMatchObject({ status: 503, code: 'storage_unavailable', message: DISK_WRITE_FAILED_MESSAGE })
      expect((await storage.get(key(1)))?.bytes.length).toBe(1000)
    } finally {
      spawnSync('mount', ['-o', 'remount,rw', mountPoint])
    }
  })
})

describe('an upload on a full disk, through the API', () => {
  let f: PrescriptionFixture
  const root = freshRoot()
  const disk = failingFs('ENOSPC')
  beforeAll(async () => {
    f = await createPrescriptionFixture({ storage: createLocalDiskStorage(root, { fs: disk.fs }) })
  })
  afterAll(() => f?.close())

  test('503 with the message and its field, no row without its file, no file; healed, the same upload is stored', async () => {
    const a = await f.account()
    const form = async () =>
      uploadForm('Asha Verma', [
        { name: 'p1.jpg', bytes: await phonePhoto() },
        { name: 'p2.pdf', bytes: await prescriptionPdf() },
      ])
    const res = await a.upload(await form())
    expect(res.status).toBe(503)
    const error = ErrorBodySchema.parse(await res.json())
    expect([error.code, error.message]).toEqual(['storage_unavailable', DISK_WRITE_FAILED_MESSAGE])
    expect(await f.database.db.select().from(prescriptions).where(eq(prescriptions.userId, a.userId))).toEqual([])
    expect(filesIn(root)).toEqual([])
    disk.heal()
    const ok = await a.upload(await form())
    expect(ok.status).toBe(201)
    const [row] = await f.database.db.select().from(prescriptions).where(eq(prescriptions.userId, a.userId))
    const files = await f.database.db.select().from(prescriptionFiles).where(eq(prescriptionFiles.prescriptionId, row!.id))
    expect(files).toHaveLength(2)
    expect(
      filesIn(root)
        .filter((p) => !p.endsWith('.meta.json'))
        .sort(),
    ).toEqual(files.map((x) => x.storageKey).sort())
  })

  test('the sweep removes files no row names once past the grace period, and never a named or a young one', async () => {
    const storage = createLocalDiskStorage(root)
    const orphanOld = 'prescriptions/2026/10/0f2a9c1e-8b7d-4e6f-a5c4-1d2e3f4a5b6c.pdf'
    const orphanYoung = 'prescriptions/2026/11/1f2a9c1e-8b7d-4e6f-a5c4-1d2e3f4a5b6c.pdf'
    const elsewhere = 'exports/2026/11/2f2a9c1e-8b7d-4e6f-a5c4-1d2e3f4a5b6c.zip'
    for (const k of [orphanOld, orphanYoung, elsewhere]) await storage.put(k, new Uint8Array([1]), 'application/pdf')
    const named = filesIn(root).filter((p) => p.startsWith('prescriptions/2026/11/') && !p.endsWith('.meta.json'))
    const now = new Date()
    const old = new Date(now.getTime() - ORPHAN_GRACE_MS - 60_000)
    // Everything but the young orphan is older than the grace period.
    for (const k of [orphanOld, elsewhere, ...named.filter((k) => k !== orphanYoung)]) utimesSync(join(root, k), old, old)
    writeFileSync(join(root, 'prescriptions/2026/10/.0123456789abcdef.tmp'), 'part')
    expect(await sweepOrphanFiles(f.database.db, storage, now)).toBe(1)
    expect(await storage.get(orphanOld)).toBeNull()
    for (const k of [orphanYoung, elsewhere, ...named]) expect(await storage.get(k)).not.toBeNull()
    expect(await sweepOrphanFiles(f.database.db, storage, now)).toBe(0)
  })
})
