import { baseDocs, docWords, kindId, rebuild } from './build.ts'
import { findWord } from './dictionary.ts'
import type { SearchDoc } from './search-index.ts'
import type { IndexState } from './state.ts'
import { LOW_WEIGHT_WORDS } from './vocabulary.ts'

// Documents added after the build sit in a small delta scanned linearly; the base is rebuilt once it grows.

export function add(ix: IndexState, doc: SearchDoc): void {
  if (!doc || typeof doc !== 'object') return
  const threshold = Math.max(256, Math.min(4096, ix.n >> 6))
  if (ix.dExt.length + 1 > threshold) {
    rebuild(ix, [...baseDocs(ix), ...ix.deltaDocs, doc])
    return
  }
  ix.deltaDocs.push(doc)
  const { name, terms } = docWords(doc)
  const ids = new Int32Array(name.length + terms.length)
  let i = 0
  for (const w of [...name, ...terms]) ids[i++] = wordIdForAdd(ix, w)
  const p = Number(doc.popularity)
  const id = Number(doc.id)
  ix.dExt.push(Number.isFinite(id) ? id : 0)
  ix.dKind.push(kindId(ix, doc.kind))
  ix.dPop.push(Number.isFinite(p) ? p : 0)
  ix.dName.push(typeof doc.name === 'string' ? doc.name : '')
  ix.dNameLen.push(typeof doc.name === 'string' ? doc.name.length : 0)
  ix.dUrl.push(typeof doc.url === 'string' ? doc.url : '')
  ix.dWords.push(ids)
  ix.dNameEnd.push(name.length)
  const need = ix.n + ix.dExt.length
  if (need > ix.visit.length) {
    const v = new Uint32Array(need * 2)
    v.set(ix.visit)
    ix.visit = v
    const t = new Uint32Array(need * 2)
    t.set(ix.taken)
    ix.taken = t
  }
}

function wordIdForAdd(ix: IndexState, w: string): number {
  const id = findWord(ix, w)
  if (id >= 0) return id
  let ov = ix.ovMap.get(w)
  if (ov === undefined) {
    ov = ix.W + ix.ovWords.length
    ix.ovMap.set(w, ov)
    ix.ovWords.push(w)
    ix.ovLow.push(LOW_WEIGHT_WORDS.has(w) ? 1 : 0)
  }
  return ov
}
