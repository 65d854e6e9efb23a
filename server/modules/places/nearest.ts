export interface GeoPoint {
  lat: number
  lng: number
}

const EARTH_RADIUS_KM = 6371.0088
const toRad = (d: number) => (d * Math.PI) / 180

export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRad(b.lat - a.lat)
  const dLng = toRad(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * Nearest-point lookup over a fixed grid of cells (0.1°, about 11 km): search rings of cells outwards until a
 * ring lies wholly beyond the best distance found. 155k post offices fit in a few MB.
 */
export class NearestIndex<T extends GeoPoint> {
  static readonly CELL_DEG = 0.1
  private readonly cells = new Map<number, T[]>()

  constructor(items: Iterable<T>) {
    for (const item of items) {
      const key = this.key(this.cell(item.lat), this.cell(item.lng))
      const list = this.cells.get(key)
      if (list) list.push(item)
      else this.cells.set(key, [item])
    }
  }

  private cell(deg: number) {
    return Math.floor(deg / NearestIndex.CELL_DEG)
  }
  private key(row: number, col: number) {
    return (row + 2000) * 10000 + (col + 4000)
  }

  nearest(p: GeoPoint, maxKm: number): { item: T; km: number } | null {
    const row = this.cell(p.lat)
    const col = this.cell(p.lng)
    // A cell is at least ~11 km tall; longitude cells shrink with latitude, so size rings by the narrower side.
    const cellKm = 111.32 * NearestIndex.CELL_DEG * Math.max(0.05, Math.cos(toRad(Math.min(85, Math.abs(p.lat)))))
    const maxRing = Math.ceil(maxKm / cellKm) + 1
    let best: { item: T; km: number } | null = null
    for (let ring = 0; ring <= maxRing; ring++) {
      if (best && (ring - 1) * cellKm > best.km) break
      for (let r = row - ring; r <= row + ring; r++) {
        for (let c = col - ring; c <= col + ring; c++) {
          if (Math.max(Math.abs(r - row), Math.abs(c - col)) !== ring) continue
          const list = this.cells.get(this.key(r, c))
          if (!list) continue
          for (const item of list) {
            const km = haversineKm(p, item)
            if (!best || km < best.km) best = { item, km }
          }
        }
      }
    }
    return best && best.km <= maxKm ? best : null
  }
}
