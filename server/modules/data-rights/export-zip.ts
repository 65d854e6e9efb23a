import { promisify } from 'node:util'
import { deflateRaw as deflateRawCb, inflateRawSync } from 'node:zlib'

// A minimal ZIP writer and reader (decision 080): no ZIP package is a dependency of ours, and what a person's copy of
// their data needs is small. PKWARE's APPNOTE 6.3: local file headers, the central directory and its end record;
// method 0 (stored: PDFs, JPEGs and PNGs are compressed already) or 8 (deflate, through node:zlib: the JSON files);
// CRC-32; UTF-8 names (flag bit 11). The sizes are known before each entry is written (an entry is one stored file or
// one JSON file, in memory one at a time), so no data descriptors; no ZIP64 (refused past 65,535 entries or 4 GiB).
// The writer hands its bytes to a sink in order as entries are added, so the archive itself is never held whole.

const deflateRaw = promisify(deflateRawCb)

const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

/** CRC-32 (IEEE 802.3, as ZIP uses it) of `bytes`. */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

/** MS-DOS date and time of `at` (UTC fields; two-second steps; 1980 at the earliest). */
export function dosDateTime(at: Date): { date: number; time: number } {
  const year = Math.max(1980, at.getUTCFullYear())
  return {
    date: ((year - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
  }
}

const UTF8_FLAG = 0x0800
const MAX_ENTRIES = 0xffff
const MAX_OFFSET = 0xffffffff

export type ZipSink = (chunk: Uint8Array) => Promise<void>

interface Written {
  name: Uint8Array
  method: number
  crc: number
  compressedSize: number
  size: number
  offset: number
}

export interface ZipWriter {
  /** Adds one entry: deflated when `compress`, else stored. Entries are written in the order they are added. */
  add(name: string, bytes: Uint8Array, opts?: { compress?: boolean }): Promise<void>
  /** Writes the central directory; answers the archive's size in bytes. */
  finish(): Promise<number>
}

export function createZipWriter(sink: ZipSink, opts: { modifiedAt: Date }): ZipWriter {
  const { date, time } = dosDateTime(opts.modifiedAt)
  const written: Written[] = []
  const names = new Set<string>()
  let offset = 0
  let finished = false

  async function emit(chunk: Uint8Array) {
    if (chunk.length === 0) return
    offset += chunk.length
    if (offset > MAX_OFFSET) throw new Error('The archive is larger than 4 GiB (ZIP64 is not written)')
    await sink(chunk)
  }

  return {
    async add(name, bytes, addOpts = {}) {
      if (finished) throw new Error('The archive is finished')
      if (!name || name.startsWith('/') || name.split('/').includes('..')) throw new Error(`Not an entry name: ${name}`)
      if (names.has(name)) throw new Error(`Two entries named ${name}`)
      if (written.length >= MAX_ENTRIES) throw new Error('More than 65,535 entries (ZIP64 is not written)')
      names.add(name)
      const nameBytes = new TextEncoder().encode(name)
      const crc = crc32(bytes)
      const deflated = addOpts.compress ? new Uint8Array(await deflateRaw(bytes)) : null
      // Deflate only where it saves something; a stored entry otherwise.
      const method = deflated && deflated.length < bytes.length ? 8 : 0
      const data = method === 8 ? deflated! : bytes
      const header = new Uint8Array(30 + nameBytes.length)
      const v = new DataView(header.buffer)
      v.setUint32(0, 0x04034b50, true)
      v.setUint16(4, 20, true)
      v.setUint16(6, UTF8_FLAG, true)
      v.setUint16(8, method, true)
      v.setUint16(10, time, true)
      v.setUint16(12, date, true)
      v.setUint32(14, crc, true)
      v.setUint32(18, data.length, true)
      v.setUint32(22, bytes.length, true)
      v.setUint16(26, nameBytes.length, true)
      v.setUint16(28, 0, true)
      header.set(nameBytes, 30)
      const at = offset
      await emit(header)
      await emit(data)
      written.push({ name: nameBytes, method, crc, compressedSize: data.length, size: bytes.length, offset: at })
    },

    async finish() {
      if (finished) throw new Error('The archive is finished')
      finished = true
      const start = offset
      for (const e of written) {
        const h = new Uint8Array(46 + e.name.length)
        const v = new DataView(h.buffer)
        v.setUint32(0, 0x02014b50, true)
        v.setUint16(4, 20, true)
        v.setUint16(6, 20, true)
        v.setUint16(8, UTF8_FLAG, true)
        v.setUint16(10, e.method, true)
        v.setUint16(12, time, true)
        v.setUint16(14, date, true)
        v.setUint32(16, e.crc, true)
        v.setUint32(20, e.compressedSize, true)
        v.setUint32(24, e.size, true)
        v.setUint16(28, e.name.length, true)
        // extra, comment, disk number, internal and external attributes: 0
        v.setUint32(42, e.offset, true)
        h.set(e.name, 46)
        await emit(h)
      }
      const end = new Uint8Array(22)
      const v = new DataView(end.buffer)
      v.setUint32(0, 0x06054b50, true)
      v.setUint16(8, written.length, true)
      v.setUint16(10, written.length, true)
      v.setUint32(12, offset - start, true)
      v.setUint32(16, start, true)
      await emit(end)
      return offset
    },
  }
}

/**
 * The entries of a ZIP archive, by name, checked against their CRC-32 (throws on a damaged or unsupported archive):
 * for tests and for the e2e's check of a download; reads what createZipWriter writes (and plain ZIPs like it).
 */
export function readZip(archive: Uint8Array): Map<string, Uint8Array> {
  const v = new DataView(archive.buffer, archive.byteOffset, archive.byteLength)
  let end = -1
  for (let i = archive.length - 22; i >= Math.max(0, archive.length - 22 - 0xffff); i--) {
    if (v.getUint32(i, true) === 0x06054b50) {
      end = i
      break
    }
  }
  if (end < 0) throw new Error('Not a ZIP archive: no end of central directory')
  const count = v.getUint16(end + 10, true)
  let p = v.getUint32(end + 16, true)
  const entries = new Map<string, Uint8Array>()
  const decoder = new TextDecoder()
  for (let i = 0; i < count; i++) {
    if (v.getUint32(p, true) !== 0x02014b50) throw new Error('Damaged central directory')
    const method = v.getUint16(p + 10, true)
    const crc = v.getUint32(p + 16, true)
    const compressedSize = v.getUint32(p + 20, true)
    const size = v.getUint32(p + 24, true)
    const nameLength = v.getUint16(p + 28, true)
    const extraLength = v.getUint16(p + 30, true)
    const commentLength = v.getUint16(p + 32, true)
    const local = v.getUint32(p + 42, true)
    const name = decoder.decode(archive.subarray(p + 46, p + 46 + nameLength))
    if (v.getUint32(local, true) !== 0x04034b50) throw new Error(`Damaged local header of ${name}`)
    const dataAt = local + 30 + v.getUint16(local + 26, true) + v.getUint16(local + 28, true)
    const data = archive.subarray(dataAt, dataAt + compressedSize)
    let bytes: Uint8Array
    if (method === 0) bytes = data
    else if (method === 8) bytes = new Uint8Array(inflateRawSync(data))
    else throw new Error(`Unsupported method ${method} for ${name}`)
    if (bytes.length !== size || crc32(bytes) !== crc) throw new Error(`CRC or size mismatch in ${name}`)
    entries.set(name, bytes)
    p += 46 + nameLength + extraLength + commentLength
  }
  return entries
}
