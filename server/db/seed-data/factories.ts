import type { DrugSchedule, HealthProductSeed, MedicineSeed } from './types.ts'

// Small factories that keep each seed entry on one line (style.md: fixtures built by small shared factories).

export const medicine = (
  name: string,
  brand: string,
  form: string,
  pack: string,
  manufacturer: string,
  salts: Array<[string, string]>,
  mrp: number,
  price: number,
  schedule: DrugSchedule,
): MedicineSeed => ({ name, brand, form, pack, manufacturer, salts, mrp, price, schedule })

/** A health product whose price is its MRP less `offPct` percent, rounded to paise. */
export const healthProduct = (
  name: string,
  brand: string,
  manufacturer: string,
  category: HealthProductSeed['category'],
  pack: string,
  mrp: number,
  offPct: number,
): HealthProductSeed => ({ name, brand, manufacturer, category, pack, mrp, price: Math.round(mrp * (100 - offPct)) / 100 })
