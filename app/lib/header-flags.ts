// spec 1 §2.1: each header part is switched on or off by its own flag; all on by default.
export const HEADER_PARTS = [
  'header',
  'subHeader',
  'categoryTree',
  'navigation',
  'search',
  'profile',
  'offers',
  'cart',
  'help',
  'corporateLink',
] as const
export type HeaderPart = (typeof HEADER_PARTS)[number]
export type HeaderFlags = Record<HeaderPart, boolean>
export type HeaderHandle = { header?: Partial<HeaderFlags> }

export const DEFAULT_HEADER_FLAGS: HeaderFlags = Object.fromEntries(HEADER_PARTS.map((p) => [p, true])) as HeaderFlags

// Route modules switch parts through `export const handle = { header: { search: false } }`; the deepest
// route that sets a flag wins. Anything that is not a boolean is ignored.
export function mergeHeaderFlags(handles: readonly unknown[]): HeaderFlags {
  const flags = { ...DEFAULT_HEADER_FLAGS }
  for (const handle of handles) {
    const header = (handle as HeaderHandle | null | undefined)?.header
    if (!header || typeof header !== 'object') continue
    for (const part of HEADER_PARTS) {
      const value = header[part]
      if (typeof value === 'boolean') flags[part] = value
    }
  }
  return flags
}
