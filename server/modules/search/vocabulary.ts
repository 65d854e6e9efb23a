// The search index's limits and word lists: what a query may hold, which words never decide a query, which kinds
// are products.

export const MAX_QUERY_CHARS = 100
export const MAX_QUERY_TOKENS = 8
export const DEFAULT_LIMIT = 12
export const MAX_LIMIT = 100
export const MAX_NAME_CHARS = 300
export const MAX_TERM_CHARS = 200
export const MAX_FUZZY_LEN = 32
/** Tokens matching at least this many docs exactly are taken as typed, never corrected. */
export const CORRECT_IF_DF_BELOW = 5
export const MAX_COVER_LOOKUPS = 64
export const NO_DIST = 1 << 20
/** tier = level * LEVEL_STEP + editDistance * 4 + nameTier (0 whole entity name typed, 1 all in name, 2 some, 3 none). */
export const LEVEL_STEP = 1000

/** Units, dosage forms and pack words: they match, but never decide what a query is about. */
export const LOW_WEIGHT_WORDS: ReadonlySet<string> = new Set([
  'mg',
  'ml',
  'mcg',
  'g',
  'gm',
  'gms',
  'kg',
  'iu',
  'l',
  'ltr',
  'mmol',
  'meq',
  'w',
  'v',
  'u',
  'x',
  's',
  'tablet',
  'tablets',
  'tab',
  'tabs',
  'capsule',
  'capsules',
  'cap',
  'caps',
  'syrup',
  'suspension',
  'susp',
  'injection',
  'inj',
  'cream',
  'gel',
  'ointment',
  'oint',
  'drop',
  'drops',
  'solution',
  'soln',
  'spray',
  'lotion',
  'powder',
  'sachet',
  'sachets',
  'strip',
  'bottle',
  'tube',
  'vial',
  'ampoule',
  'inhaler',
  'respules',
  'softgel',
  'soft',
  'gelatin',
  'chewable',
  'dispersible',
  'dt',
  'sr',
  'er',
  'xr',
  'cr',
  'mr',
  'od',
  'ds',
  'pack',
  'of',
  'and',
  'with',
  'for',
  'the',
  'in',
  'oral',
  'liquid',
  'kit',
])
/** Kinds that are products; other kinds (generic, brand, udp…) are pages about a name. */
export const PRODUCT_KINDS: ReadonlySet<string> = new Set(['allopathy', 'sku'])
