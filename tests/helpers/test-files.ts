// Small files for the upload tests, built in memory: hand-made PDFs (hostile ones included), a PNG whose header claims
// more pixels than it has, and photos made with sharp that carry EXIF (GPS, orientation), XMP and an ICC profile.
import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'

const latin1 = (s: string) => Buffer.from(s, 'latin1')

/** A PDF of the given objects (text or bytes) between a header and a trailer; enough for inspectPdf's reading. */
export function pdfOf(...objects: Array<string | Buffer>): Uint8Array {
  const parts: Uint8Array[] = [latin1('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')]
  for (const object of objects) parts.push(typeof object === 'string' ? latin1(object + '\n') : object)
  parts.push(latin1('trailer\n<< /Root 1 0 R /Size 9 >>\nstartxref\n0\n%%EOF\n'))
  return new Uint8Array(Buffer.concat(parts))
}

export const CATALOG = '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj'

/** An object with a stream: `dictionary` without /Length, which is added. */
export function streamObject(number: number, dictionary: string, body: Uint8Array): Buffer {
  return Buffer.concat([
    latin1(`${number} 0 obj\n<< ${dictionary} /Length ${body.length} >>\nstream\n`),
    body,
    latin1('\nendstream\nendobj\n'),
  ])
}

/** An object stream (ISO 32000-1 §7.5.7) holding one object, Flate-compressed unless told otherwise. */
export function objectStream(number: number, inner: string, { flate = true, extra = '' } = {}): Buffer {
  const header = `${number + 1} 0 `
  const content = latin1(header + inner)
  const body = flate ? deflateSync(content) : content
  const filter = flate ? '/Filter /FlateDecode ' : ''
  return streamObject(number, `/Type /ObjStm /N 1 /First ${header.length} ${filter}${extra}`, body)
}

function chunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typeAndData))
  return Buffer.concat([length, typeAndData, crc])
}

/** A tiny PNG whose header claims width × height grey pixels (a 'decompression bomb' shape); its data is one row. */
export function pngClaiming(width: number, height: number): Uint8Array {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 0, 0, 0, 0], 8) // 8-bit greyscale, deflate, adaptive filtering, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  const idat = deflateSync(Buffer.alloc(1 + Math.min(width, 1024)))
  return new Uint8Array(Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]))
}

export const GPS_MARKER = 'WGS-84' // an ASCII GPS tag value, easy to look for in the bytes
export const XMP_MARKER = 'Secret Person'

/**
 * A 40 × 20 photo, left half red and right half blue, stored sideways with an EXIF orientation (6: turn 90° clockwise
 * to view, 8: anticlockwise), EXIF GPS tags, an XMP packet and a Display P3 ICC profile.
 */
export async function sidewaysPhoto(format: 'jpeg' | 'png', orientation: 6 | 8): Promise<Uint8Array> {
  const raw = Buffer.alloc(40 * 20 * 3)
  for (let y = 0; y < 20; y++) {
    for (let x = 0; x < 40; x++) raw[(y * 40 + x) * 3 + (x < 20 ? 0 : 2)] = 255
  }
  const image = sharp(raw, { raw: { width: 40, height: 20, channels: 3 } })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '12/1 58/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '77/1 35/1 4321/100',
        GPSMapDatum: GPS_MARKER,
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
        `<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${XMP_MARKER}</dc:creator>` +
        '</rdf:Description></rdf:RDF></x:xmpmeta>',
    )
    .withIccProfile('p3')
    .withMetadata({ orientation })
  const { data } = await (format === 'jpeg' ? image.jpeg({ quality: 95 }) : image.png()).toUint8Array()
  return data
}

/** The RGB of one pixel of an encoded image. */
export async function pixel(encoded: Uint8Array, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(encoded).raw().toBuffer({ resolveWithObject: true })
  const at = (y * info.width + x) * info.channels
  return [...data.subarray(at, at + 3)]
}
