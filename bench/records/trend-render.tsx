// The trend chart of 50 values rendered to HTML on the server as the timeline page renders it (app/records/
// trend-chart.tsx: the series, the SVG's geometry, the figure and its data table), 2,000 times after a warm-up;
// prints p50 and p99 in ms. Run by bench/records-timeline.ts through tsx (JSX) with the CSS-module hook.
import { renderToString } from 'react-dom/server'
import type { Trend } from '../../contracts/records.ts'
import { TrendChart } from '../../app/records/trend-chart.tsx'

const VALUES = 50
const day = (i: number) => new Date(Date.UTC(2020, 0, 1) + i * 40 * 86_400_000).toISOString().slice(0, 10)
const trend: Trend = {
  key: 'hba1c|%',
  name: 'HbA1c',
  unit: '%',
  low: 4,
  high: 5.6,
  points: Array.from({ length: VALUES }, (_, i) => {
    const value = 5 + ((i * 7) % 30) / 10
    return { date: day(i), value, record_id: i + 1, flag: value > 5.6 ? ('high' as const) : null }
  }),
}

let html = ''
for (let i = 0; i < 200; i++) html = renderToString(<TrendChart trend={trend} />)
if (!html.includes('<svg') || !html.includes('<table')) throw new Error('the chart rendered without its SVG or table')
const times: number[] = []
for (let i = 0; i < 2000; i++) {
  const t0 = performance.now()
  renderToString(<TrendChart trend={trend} />)
  times.push(performance.now() - t0)
}
times.sort((a, b) => a - b)
const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!
console.log(
  `Trend chart of ${VALUES} values rendered to HTML (React, in process)`.padEnd(62) +
    `  p50 ${q(0.5).toFixed(3)} ms  p99 ${q(0.99).toFixed(3)} ms  ${Math.round(html.length / 1024)} KB`,
)
