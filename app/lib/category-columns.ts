// spec 1 §4.7: laying a category group's children out in menu columns.
//
// The spec is loose ("2 to 5 columns, each holding at most about 13 to 30 items; candidate break
// points from 10 to 18 are tried; a trailing column under 3 items is merged"). Deterministic
// reading used here:
//   1. fewer than 10 children → one block;
//   2. for each break size b = 10, 11, …, 18: cut into columns of b, merge a trailing column of
//      under 3 items into the previous one, and keep the first b that gives 2 to 5 columns
//      (the smallest break wins, so short columns spread across the width);
//   3. if no break size fits (10–12 children: one column of b plus a stub; more than 92: six or
//      more columns of 18), use clamp(ceil(n / 18), 2, 5) columns of ceil(n / columns) each,
//      still merging a short trailing column.

export const SINGLE_BLOCK_BELOW = 10
export const MIN_BREAK = 10
export const MAX_BREAK = 18
export const MIN_COLUMNS = 2
export const MAX_COLUMNS = 5
export const MIN_TRAILING_COLUMN = 3

// Cut into consecutive columns of `size` items.
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const columns: T[][] = []
  for (let i = 0; i < items.length; i += size) columns.push(items.slice(i, i + size))
  return columns
}

// spec 1 §4.7: a trailing column under 3 items is merged into the previous one.
export function mergeShortTrailingColumn<T>(columns: T[][]): T[][] {
  const last = columns.at(-1)
  const previous = columns.at(-2)
  if (!last || !previous || last.length >= MIN_TRAILING_COLUMN) return columns
  return [...columns.slice(0, -2), [...previous, ...last]]
}

function columnCountFits(count: number): boolean {
  return count >= MIN_COLUMNS && count <= MAX_COLUMNS
}

export function layoutCategoryColumns<T>(children: readonly T[]): T[][] {
  if (children.length < SINGLE_BLOCK_BELOW) return [[...children]]
  for (let size = MIN_BREAK; size <= MAX_BREAK; size++) {
    const columns = mergeShortTrailingColumn(chunk(children, size))
    if (columnCountFits(columns.length)) return columns
  }
  const count = Math.min(MAX_COLUMNS, Math.max(MIN_COLUMNS, Math.ceil(children.length / MAX_BREAK)))
  return mergeShortTrailingColumn(chunk(children, Math.ceil(children.length / count)))
}

export type MenuLink = { name: string; url: string }
export type MenuGroup = { name: string; children: readonly MenuLink[] }

// spec 1 §4.7: the fixed group prepended to the category menu.
export const HEALTH_RESOURCE_CENTER: MenuGroup = Object.freeze({
  name: 'Health Resource Center',
  children: Object.freeze([
    Object.freeze({ name: 'All Diseases', url: '/all-diseases' }),
    Object.freeze({ name: 'All Medicines', url: '/drugs-all-medicines' }),
    Object.freeze({ name: 'Medicines by Therapeutic Class', url: '/drugs-therapeutic-classes' }),
  ]),
})

// spec 1 §4.7: prepend the Health Resource Center group. Idempotent (a tree that already starts
// with it is returned as a copy, unchanged) so re-running on a cached tree never doubles it.
export function withHealthResourceCenter<T extends { name?: unknown }>(tree: readonly T[]): (T | MenuGroup)[] {
  if (tree[0]?.name === HEALTH_RESOURCE_CENTER.name) return [...tree]
  return [HEALTH_RESOURCE_CENTER, ...tree]
}
