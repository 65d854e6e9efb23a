// Local disk storage in a temporary folder: the shared contract, then what only the disk has (layout, companions,
// permissions, atomic writes, nothing written outside the root).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { createLocalDiskStorage, META_SUFFIX } from './local-disk.ts'
import { storageContract } from '../../../tests/helpers/storage-contract.ts'

const base = mkdtempSync(join(tmpdir(), 'medwise-files-'))
afterAll(() => rmSync(base, { recursive: true, force: true }))

let count = 0
const freshRoot = () => join(base, `root-${++count}`)

storageContract('local disk', () => createLocalDiskStorage(freshRoot()))

/** Every path below `dir`, relative, sorted. */
function tree(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[]).sort()
}

describe('local disk specifics', () => {
  const key = 'prescriptions/2026/11/3f2a9c1e-8b7d-4e6f-a5c4-1d2e3f4a5b6c.pdf'

  test('the file sits at <root>/<key>, its type beside it in <key>.meta.json, and nothing else is left', async () => {
    const root = freshRoot()
    const storage = createLocalDiskStorage(root)
    await storage.put(key, new TextEncoder().encode('%PDF-1.7 hello'), 'application/pdf')
    expect(readFileSync(join(root, key), 'utf8')).toBe('%PDF-1.7 hello')
    expect(JSON.parse(readFileSync(join(root, key + META_SUFFIX), 'utf8'))).toEqual({ contentType: 'application/pdf' })
    // No temporary files stay behind after the renames.
    expect(tree(root)).toEqual([
      'prescriptions',
      'prescriptions/2026',
      'prescriptions/2026/11',
      `prescriptions/2026/11/3f2a9c1e-8b7d-4e6f-a5c4-1d2e3f4a5b6c.pdf`,
      `prescriptions/2026/11/3f2a9c1e-8b7d-4e6f-a5c4-1d2e3f4a5b6c.pdf${META_SUFFIX}`,
    ])
  })

  test('files are private to the server: folders 0700, files 0600', async () => {
    const root = freshRoot()
    await createLocalDiskStorage(root).put(key, new Uint8Array([1]), 'application/pdf')
    expect(statSync(join(root, 'prescriptions/2026/11')).mode & 0o777).toBe(0o700)
    expect(statSync(join(root, key)).mode & 0o777).toBe(0o600)
    expect(statSync(join(root, key + META_SUFFIX)).mode & 0o777).toBe(0o600)
  })

  test('delete removes the file and its companion', async () => {
    const root = freshRoot()
    const storage = createLocalDiskStorage(root)
    await storage.put(key, new Uint8Array([1]), 'application/pdf')
    await storage.delete(key)
    expect(existsSync(join(root, key))).toBe(false)
    expect(existsSync(join(root, key + META_SUFFIX))).toBe(false)
  })

  test('a companion without its file (a crash between the two renames) reads as missing', async () => {
    const root = freshRoot()
    const storage = createLocalDiskStorage(root)
    await storage.put(key, new Uint8Array([1]), 'application/pdf')
    rmSync(join(root, key))
    expect(await storage.get(key)).toBeNull()
  })

  test('a file whose companion is lost or damaged is offered as application/octet-stream', async () => {
    const root = freshRoot()
    const storage = createLocalDiskStorage(root)
    await storage.put(key, new Uint8Array([7]), 'application/pdf')
    writeFileSync(join(root, key + META_SUFFIX), '{not json')
    expect(await storage.get(key)).toEqual({ bytes: new Uint8Array([7]), contentType: 'application/octet-stream' })
    rmSync(join(root, key + META_SUFFIX))
    expect(await storage.get(key)).toEqual({ bytes: new Uint8Array([7]), contentType: 'application/octet-stream' })
  })

  test('keys that try to leave the root touch nothing outside it', async () => {
    const root = freshRoot()
    const storage = createLocalDiskStorage(join(root, 'files'))
    mkdirSync(root)
    writeFileSync(join(root, 'secret.txt'), 'keep me')
    await expect(storage.put('../secret.txt', new Uint8Array([0]), 'text/plain')).rejects.toThrow(/Not a storage key/)
    await expect(storage.delete('../secret.txt')).rejects.toThrow(/Not a storage key/)
    await expect(storage.get(`${root}/secret.txt`)).rejects.toThrow(/Not a storage key/)
    expect(readFileSync(join(root, 'secret.txt'), 'utf8')).toBe('keep me')
    expect(existsSync(join(root, 'files'))).toBe(false)
  })

  test('a write that fails leaves the old file whole and no temporary file', async () => {
    const root = freshRoot()
    const storage = createLocalDiskStorage(root)
    await storage.put(key, new Uint8Array([1, 2, 3]), 'application/pdf')
    // Something that only pretends to be bytes: the write fails after the temporary file was opened.
    const doomed = Object.create(Uint8Array.prototype) as Uint8Array
    await expect(storage.put(key, doomed, 'application/pdf')).rejects.toThrow()
    expect(await storage.get(key)).toEqual({ bytes: new Uint8Array([1, 2, 3]), contentType: 'application/pdf' })
    expect(tree(join(root, 'prescriptions/2026/11')).filter((f) => f.endsWith('.tmp'))).toEqual([])
  })

  test('memory:// is not a folder', () => {
    expect(() => createLocalDiskStorage('memory://')).toThrow(/needs a folder on the disk/)
    expect(() => createLocalDiskStorage('')).toThrow(/needs a folder on the disk/)
  })
})
