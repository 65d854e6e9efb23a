// The one behaviour every FileStorage must have, run against each implementation (local-disk.int.test.ts,
// s3.int.test.ts) so that they cannot drift apart. Call it inside a test file; it declares its own tests.
import { randomBytes } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import type { FileStorage } from '../../server/modules/storage/storage.ts'

/** Keys every storage must refuse, each for a reason of its own. */
export const BAD_KEYS = [
  '',
  '../outside.jpg',
  'prescriptions/../../outside.jpg',
  'prescriptions/./x.jpg',
  '/etc/passwd.txt',
  '/prescriptions/2026/11/x.jpg',
  'prescriptions//x.jpg',
  'prescriptions\\2026\\x.jpg',
  'Prescriptions/2026/X.JPG',
  'prescriptions/2026/11/x',
  'prescriptions/2026/11/x.jpg.meta.json',
  'prescriptions/2026/11/.x.jpg',
  'prescriptions/2026/11/x y.jpg',
  'prescriptions/2026/11/x.jpg/',
  'prescriptions/2026/11/x.jpg?versionId=1',
  'prescriptions/2026/11/%2e%2e.jpg',
  `${'a'.repeat(100)}/${'b'.repeat(100)}/${'c'.repeat(60)}.jpg`,
]

/** Declares the shared tests; `make` gives a fresh, empty storage (called once per test). */
export function storageContract(name: string, make: () => FileStorage | Promise<FileStorage>): void {
  describe(`${name}: the FileStorage contract`, () => {
    const key = 'prescriptions/2026/11/0b7e5a1c-2f4d-4c8e-9a3b-6d1f2e3a4b5c.jpg'

    test('put then get gives back the same bytes and content type', async () => {
      const storage = await make()
      const bytes = new Uint8Array(randomBytes(300_000)) // every byte value, binary-safe
      await storage.put(key, bytes, 'image/jpeg')
      const got = await storage.get(key)
      expect(got?.contentType).toBe('image/jpeg')
      expect(Buffer.from(got!.bytes).equals(Buffer.from(bytes))).toBe(true)
      expect(got!.bytes).toBeInstanceOf(Uint8Array)
    })

    test('a key never written gives null', async () => {
      const storage = await make()
      expect(await storage.get('prescriptions/2026/11/never-written.pdf')).toBeNull()
    })

    test('put again replaces bytes and type; other keys are untouched', async () => {
      const storage = await make()
      const other = 'prescriptions/2026/12/other.pdf'
      await storage.put(key, new Uint8Array([1, 2, 3]), 'image/jpeg')
      await storage.put(other, new TextEncoder().encode('%PDF-1.7 other'), 'application/pdf')
      await storage.put(key, new Uint8Array([9, 8]), 'image/png')
      expect(await storage.get(key)).toEqual({ bytes: new Uint8Array([9, 8]), contentType: 'image/png' })
      expect(await storage.get(other)).toEqual({
        bytes: new TextEncoder().encode('%PDF-1.7 other'),
        contentType: 'application/pdf',
      })
    })

    test('an empty file is stored as an empty file', async () => {
      const storage = await make()
      await storage.put(key, new Uint8Array(0), 'application/pdf')
      expect(await storage.get(key)).toEqual({ bytes: new Uint8Array(0), contentType: 'application/pdf' })
    })

    test('delete removes the file; deleting a missing file is fine', async () => {
      const storage = await make()
      await storage.put(key, new Uint8Array([1]), 'image/jpeg')
      await storage.delete(key)
      expect(await storage.get(key)).toBeNull()
      await expect(storage.delete(key)).resolves.toBeUndefined()
      await expect(storage.delete('prescriptions/2030/01/never.png')).resolves.toBeUndefined()
    })

    test('files written at the same time under different keys all arrive', async () => {
      const storage = await make()
      const keys = Array.from({ length: 8 }, (_, i) => `prescriptions/2026/11/parallel-${i}.png`)
      await Promise.all(keys.map((k, i) => storage.put(k, new Uint8Array([i, i, i]), 'image/png')))
      const got = await Promise.all(keys.map((k) => storage.get(k)))
      expect(got.map((g) => [...g!.bytes])).toEqual(keys.map((_, i) => [i, i, i]))
    })

    test.each(BAD_KEYS)('refuses the key %j on put, get and delete', async (bad) => {
      const storage = await make()
      await expect(storage.put(bad, new Uint8Array([1]), 'image/jpeg')).rejects.toThrow(/Not a storage key/)
      await expect(storage.get(bad)).rejects.toThrow(/Not a storage key/)
      await expect(storage.delete(bad)).rejects.toThrow(/Not a storage key/)
    })

    test.each(['', 'jpeg', 'text/html\r\nx-evil: 1', 'image/jpeg\n', 'image /jpeg'])(
      'refuses the content type %j and stores nothing',
      async (type) => {
        const storage = await make()
        await expect(storage.put(key, new Uint8Array([1]), type)).rejects.toThrow(/Not a content type/)
        expect(await storage.get(key)).toBeNull()
      },
    )
  })
}
