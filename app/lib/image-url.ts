// spec 1 §7: image URLs on the image-optimisation host get the query parameters w, h, dpr (only
// when enabled and the device pixel ratio is above 1) and format=auto (if not already set).
// Any other URL is returned unchanged.

export type ImageOptions = {
  w?: number | null
  h?: number | null
  dpr?: number | null
  enableDpr?: boolean
  format?: string | null
}

const PARSE_BASE = 'https://base.invalid'

// The host may be configured as 'img.example.in' or as a full origin 'https://img.example.in'.
function hostOf(imageHost: string): string {
  try {
    return /^[a-z][a-z\d+.-]*:\/\//i.test(imageHost) ? new URL(imageHost).host : imageHost.trim().toLowerCase()
  } catch {
    return imageHost.trim().toLowerCase()
  }
}

// A pixel size is a positive finite number, rounded to whole pixels.
function pixels(value: number | null | undefined): string | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? String(Math.round(value)) : null
}

// spec 1 §7: dpr only when enabled and above 1; at most two decimals (2.625 → '2.63').
function dprParam(dpr: number | null | undefined, enabled: boolean | undefined): string | null {
  if (!enabled || typeof dpr !== 'number' || !Number.isFinite(dpr) || dpr <= 1) return null
  return String(Math.round(dpr * 100) / 100)
}

export function isOnImageHost(src: string, imageHost: string): boolean {
  if (!imageHost) return false
  try {
    const url = new URL(src, PARSE_BASE)
    return url.origin !== PARSE_BASE && url.host === hostOf(imageHost)
  } catch {
    return false
  }
}

export function imageUrl(src: string, options: ImageOptions = {}, imageHost = ''): string {
  if (!src || !isOnImageHost(src, imageHost)) return src
  const protocolRelative = src.startsWith('//')
  const url = new URL(src, PARSE_BASE)
  const w = pixels(options.w)
  const h = pixels(options.h)
  const dpr = dprParam(options.dpr, options.enableDpr)
  if (w) url.searchParams.set('w', w)
  if (h) url.searchParams.set('h', h)
  if (dpr) url.searchParams.set('dpr', dpr)
  // spec 1 §7: a format already in the URL wins; else the requested one; else auto.
  if (!url.searchParams.has('format')) url.searchParams.set('format', options.format || 'auto')
  const out = url.toString()
  return protocolRelative ? out.slice(url.protocol.length) : out
}
