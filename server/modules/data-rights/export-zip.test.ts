import { describe, expect, test } from 'vitest'
import { crc32, createZipWriter, dosDateTime, readZip } from './export-zip.ts'

const text = (s: string) => new TextEncoder().encode(s)

async function zipOf(entries: [string, Uint8Array, boolean][]) {
  const chunks: Uint8Array[] = []
  const zip = createZipWriter(async (c) => void chunks.push(c.slice()), { modifiedAt: new Date('2026-11-30T10:11:12Z') })
  for (const [name, bytes, compress] of entries) await zip.add(name, bytes, { compress })
  const size = await zip.finish()
  const archive = Buffer.concat(chunks)
  expect(archive.length).toBe(size)
  return { archive: new Uint8Array(archive), chunks }
}

describe('crc32', () => {
  test.each([
    ['', 0],
    ['a', 0xe8b7be43],
    ['123456789', 0xcbf43926],
    ['The quick brown fox jumps over the lazy dog', 0x414fa339],
  ])('%j', (s, crc) => expect(crc32(text(s))).toBe(crc))
})

describe('the writer and the reader', () => {
  test('what is written is read back, stored and deflated, with UTF-8 names', async () => {
    const json = text(JSON.stringify({ name: 'Asha Verma', orders: Array.from({ length: 500 }, (_, i) => ({ i })) }))
    const binary = new Uint8Array(5000).map((_, i) => (i * 7919) % 251)
    const { archive } = await zipOf([
      ['profile.json', json, true],
      ['files/records/रिपोर्ट.pdf', binary, false],
      ['empty.json', new Uint8Array(0), true],
    ])
    const back = readZip(archive)
    expect([...back.keys()]).toEqual(['profile.json', 'files/records/रिपोर्ट.pdf', 'empty.json'])
    expect(Buffer.from(back.get('profile.json')!).equals(Buffer.from(json))).toBe(true)
    expect(Buffer.from(back.get('files/records/रिपोर्ट.pdf')!).equals(Buffer.from(binary))).toBe(true)
    expect(back.get('empty.json')!.length).toBe(0)
    // The JSON was deflated (smaller than itself), the binary stored.
    expect(archive.length).toBeLessThan(json.length + binary.length)
  })

  test('entries reach the sink one at a time, in order, before the archive is finished', async () => {
    const seen: number[] = []
    const zip = createZipWriter(async (c) => void seen.push(c.length), { modifiedAt: new Date('2026-11-30T00:00:00Z') })
    await zip.add('a.bin', new Uint8Array(1000))
    expect(seen).toEqual([30 + 5, 1000])
    await zip.add('b.bin', new Uint8Array(10))
    expect(seen).toEqual([35, 1000, 35, 10])
    await zip.finish()
    expect(seen.slice(4)).toEqual([46 + 5, 46 + 5, 22])
  })

  test('refuses what would make a bad archive', async () => {
    const zip = createZipWriter(async () => {}, { modifiedAt: new Date() })
    await zip.add('a.json', text('{}'))
    await expect(zip.add('a.json', text('{}'))).rejects.toThrow('Two entries')
    await expect(zip.add('../a.json', text('{}'))).rejects.toThrow('Not an entry name')
    await expect(zip.add('/etc/a', text('{}'))).rejects.toThrow('Not an entry name')
    await zip.finish()
    await expect(zip.add('b.json', text('{}'))).rejects.toThrow('finished')
  })

  test('a damaged archive is refused by the reader', async () => {
    const { archive } = await zipOf([['a.txt', text('hello hello hello hello'), false]])
    expect(() => readZip(archive.subarray(0, archive.length - 30))).toThrow()
    const flipped = archive.slice()
    flipped[35] = flipped[35]! ^ 0xff
    expect(() => readZip(flipped)).toThrow('CRC')
    expect(() => readZip(text('not a zip at all, not even close to one'))).toThrow('Not a ZIP')
  })

  test('MS-DOS dates', () => {
    expect(dosDateTime(new Date('2026-11-30T10:11:12Z'))).toEqual({
      date: ((2026 - 1980) << 9) | (11 << 5) | 30,
      time: (10 << 11) | (11 << 5) | 6,
    })
  })
})
