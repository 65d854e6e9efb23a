// Trends (issue 26 §2): for every lab parameter measured more than once, the series of its values over time, and the
// geometry of its chart (server-rendered SVG: points, the line, the reference range band, the axes' ticks). Pure.

export interface Measurement {
  /** The parameter as the lab named it ('HbA1c', 'Fasting glucose'). */
  name: string
  /** As written: only numbers make a trend ('Negative' does not). */
  value: string
  unit: string
  low: number | null
  high: number | null
  /** YYYY-MM-DD of the report. */
  date: string
  recordId: number
}

export interface TrendPoint {
  date: string
  value: number
  recordId: number
  /** Outside the reference range of its own report. */
  flag: 'low' | 'high' | null
}

export interface TrendSeries {
  /** The key parameters are grouped by: the name lower-cased, spaces and punctuation collapsed. */
  key: string
  name: string
  unit: string
  /** The latest report's range (ranges change little between labs; the band shows the latest). */
  low: number | null
  high: number | null
  points: TrendPoint[]
}

/** 'Fasting  Glucose', 'fasting-glucose' → 'fasting glucose'. */
export function parameterKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** A lab's value as a number: '13.2', '1,200', '< 0.5' is not one (a bound, not a measure). */
export function numericValue(value: string): number | null {
  const v = value.trim().replace(/,/g, '')
  if (!/^-?\d+(\.\d+)?$/.test(v)) return null
  const n = Number(v)
  return Number.isFinite(n) ? n : null
}

/**
 * The series of every parameter with at least two numeric values, each oldest first (by date, then record), the
 * series by name. A parameter whose unit changed keeps the values in the latest unit only (no conversion guessed).
 */
export function buildTrends(measurements: readonly Measurement[]): TrendSeries[] {
  const groups = new Map<string, Measurement[]>()
  for (const m of measurements) {
    if (numericValue(m.value) === null) continue
    const key = parameterKey(m.name)
    if (!key) continue
    const list = groups.get(key) ?? []
    list.push(m)
    groups.set(key, list)
  }
  const out: TrendSeries[] = []
  for (const [key, list] of groups) {
    const sorted = [...list].sort((a, b) => (a.date === b.date ? a.recordId - b.recordId : a.date < b.date ? -1 : 1))
    const latest = sorted[sorted.length - 1]!
    const sameUnit = sorted.filter((m) => m.unit.trim().toLowerCase() === latest.unit.trim().toLowerCase())
    if (sameUnit.length < 2) continue
    out.push({
      key,
      name: latest.name,
      unit: latest.unit,
      low: latest.low,
      high: latest.high,
      points: sameUnit.map((m) => {
        const value = numericValue(m.value)!
        const flag = m.low !== null && value < m.low ? 'low' : m.high !== null && value > m.high ? 'high' : null
        return { date: m.date, value, recordId: m.recordId, flag }
      }),
    })
  }
  return out.sort((a, b) => a.name.localeCompare(b.name, 'en') || a.key.localeCompare(b.key))
}

// ---- the chart's geometry ----

export const CHART = { width: 320, height: 180, left: 44, right: 12, top: 12, bottom: 28 } as const

export interface ChartGeometry {
  width: number
  height: number
  points: Array<TrendPoint & { x: number; y: number }>
  /** The SVG path of the line through the points ('M x y L x y …'). */
  path: string
  /** The reference range as a band (clipped to the plot), null without a range. */
  band: { x: number; y: number; width: number; height: number } | null
  yTicks: Array<{ value: number; y: number; label: string }>
  xTicks: Array<{ date: string; x: number; label: string }>
  plot: { left: number; right: number; top: number; bottom: number }
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000

const round = (n: number) => Math.round(n * 10) / 10

/** A 'nice' step for about `count` ticks over `span` (1, 2, 2.5, 5 × 10^n). */
export function niceStep(span: number, count: number): number {
  if (!(span > 0)) return 1
  const raw = span / Math.max(1, count)
  const mag = 10 ** Math.floor(Math.log10(raw))
  for (const m of [1, 2, 2.5, 5, 10]) if (raw <= m * mag) return m * mag
  return 10 * mag
}

/** A tick's label: no more decimals than the step needs. */
export function tickLabel(value: number, step: number): string {
  const decimals = step >= 1 ? 0 : Math.min(4, Math.ceil(-Math.log10(step)))
  return value.toFixed(decimals)
}

/** 'Nov 26' style short label of a day (months in English; the table beside the chart gives full dates). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
export function shortDate(date: string): string {
  const [y, m, d] = date.split('-')
  return `${Number(d)} ${MONTHS[Number(m) - 1]} ${y!.slice(2)}`
}

/**
 * Where everything of a series' chart goes in a CHART-sized box: x by date (evenly by days; one day alone is
 * centred), y over the values and the range together with a margin, so the band and every point are in view.
 */
export function chartGeometry(series: TrendSeries, box: typeof CHART = CHART): ChartGeometry {
  const plot = { left: box.left, right: box.width - box.right, top: box.top, bottom: box.height - box.bottom }
  const values = series.points.map((p) => p.value)
  let min = Math.min(...values, ...(series.low !== null ? [series.low] : []), ...(series.high !== null ? [series.high] : []))
  let max = Math.max(...values, ...(series.low !== null ? [series.low] : []), ...(series.high !== null ? [series.high] : []))
  if (min === max) {
    min -= Math.abs(min) * 0.1 || 1
    max += Math.abs(max) * 0.1 || 1
  }
  const step = niceStep(max - min, 4)
  const lo = Math.floor(min / step) * step
  const hi = Math.ceil(max / step) * step
  const y = (v: number) => round(plot.bottom - ((v - lo) / (hi - lo)) * (plot.bottom - plot.top))
  const days = series.points.map((p) => dayNumber(p.date))
  const d0 = Math.min(...days)
  const d1 = Math.max(...days)
  const x = (date: string) =>
    d1 === d0
      ? round((plot.left + plot.right) / 2)
      : round(plot.left + ((dayNumber(date) - d0) / (d1 - d0)) * (plot.right - plot.left))
  const points = series.points.map((p) => ({ ...p, x: x(p.date), y: y(p.value) }))
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ')
  let band: ChartGeometry['band'] = null
  if (series.low !== null || series.high !== null) {
    const top = y(Math.min(hi, series.high ?? hi))
    const bottom = y(Math.max(lo, series.low ?? lo))
    band = { x: plot.left, y: top, width: plot.right - plot.left, height: round(bottom - top) }
  }
  const yTicks: ChartGeometry['yTicks'] = []
  for (let v = lo, i = 0; v <= hi + step / 1000 && i < 20; v = lo + ++i * step) {
    yTicks.push({ value: v, y: y(v), label: tickLabel(v, step) })
  }
  const first = series.points[0]!
  const last = series.points[series.points.length - 1]!
  const xTicks =
    first.date === last.date
      ? [{ date: first.date, x: x(first.date), label: shortDate(first.date) }]
      : [
          { date: first.date, x: x(first.date), label: shortDate(first.date) },
          { date: last.date, x: x(last.date), label: shortDate(last.date) },
        ]
  return { width: box.width, height: box.height, points, path, band, yTicks, xTicks, plot }
}
