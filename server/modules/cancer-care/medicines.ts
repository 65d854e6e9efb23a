import { ONCOLOGY_SALTS, saving } from '../../../core/cancer-care/vocabulary.ts'
import type { Paise } from '../../../core/money.ts'
import { cached } from '../../lib/cache.ts'
import type { Clock } from '../../lib/clock.ts'
import type { CatalogService } from '../catalog/index.ts'

// Cancer medicines with their generic alternatives (issue 24 §8), for the cancer-care home: for each oncology salt of
// the catalog (core/cancer-care/vocabulary.ts ONCOLOGY_SALTS), its dearest brand that has a cheaper substitute (the
// same salts at the same strengths: the catalog's own rule) and the cheapest of those, with the saving. Read through
// the catalog's face only; kept ten minutes (reference data; the cart prices again at checkout).

export interface MedicineCard {
  name: string
  manufacturer: string
  pack: string
  url: string
  pricePaise: Paise
}

export interface OncologyMedicine {
  salt: { name: string; url: string }
  brand: MedicineCard
  generic: MedicineCard
  saving: { paise: Paise; percent: number }
}

const card = (p: { name: string; manufacturer: string; pack: string; url: string; pricePaise: Paise }): MedicineCard => ({
  name: p.name,
  manufacturer: p.manufacturer,
  pack: p.pack,
  url: p.url,
  pricePaise: p.pricePaise,
})

/** At most this many medicines on the home page. */
export const MEDICINES_SHOWN = 4

export function createOncologyMedicines(
  catalog: Pick<CatalogService, 'therapeuticClasses' | 'generic' | 'substitutes'>,
  now: Clock,
): () => Promise<OncologyMedicine[]> {
  return cached(
    10 * 60_000,
    async () => {
      const wanted = new Map<string, number>(ONCOLOGY_SALTS.map((name, i) => [name.toLowerCase(), i]))
      const salts = (await catalog.therapeuticClasses())
        .flatMap((c) => c.salts)
        .filter((s) => wanted.has(s.name.toLowerCase()) && s.brands > 1)
        .sort((a, b) => wanted.get(a.name.toLowerCase())! - wanted.get(b.name.toLowerCase())!)
      const found: OncologyMedicine[] = []
      for (const salt of salts) {
        if (found.length >= MEDICINES_SHOWN) break
        const page = await catalog.generic(salt.id, 1)
        if (!page) continue
        // The dearest brand first; the first with a cheaper substitute is the one shown.
        const brands = [...page.brands.items].sort((a, b) => b.pricePaise - a.pricePaise)
        for (const brand of brands) {
          const [cheapest] = await catalog.substitutes({ id: brand.id })
          if (!cheapest) continue
          found.push({
            salt: { name: salt.name, url: salt.url },
            brand: card(brand),
            generic: card(cheapest),
            saving: saving(brand.pricePaise, cheapest.pricePaise),
          })
          break
        }
      }
      return found
    },
    now,
  )
}
