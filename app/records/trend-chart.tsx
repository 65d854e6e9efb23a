import type { Trend } from '../../contracts/records.ts'
import { chartGeometry, type TrendSeries } from '../../core/records/trends.ts'
import { indianNumber, recordDate } from './records.ts'
import css from './records.module.css'

// A lab parameter's trend (issue 26 §2): its values over time as a server-rendered SVG (no JavaScript), with the
// reference range as a band, and the same values in a table for screen readers (the SVG is one image with a summary;
// the table is visually hidden, and listed beside the chart for everyone who prefers numbers).

export function toSeries(t: Trend): TrendSeries {
  return { ...t, points: t.points.map((p) => ({ date: p.date, value: p.value, recordId: p.record_id, flag: p.flag })) }
}

const rangeText = (t: Pick<Trend, 'low' | 'high' | 'unit'>) =>
  t.low !== null && t.high !== null
    ? `${indianNumber(t.low)}–${indianNumber(t.high)} ${t.unit}`
    : t.low !== null
      ? `at least ${indianNumber(t.low)} ${t.unit}`
      : t.high !== null
        ? `at most ${indianNumber(t.high)} ${t.unit}`
        : null

export function TrendChart({ trend }: { trend: Trend }) {
  const g = chartGeometry(toSeries(trend))
  const id = `trend-${trend.key.replace(/[^a-z0-9]+/g, '-')}`
  const first = trend.points[0]!
  const last = trend.points[trend.points.length - 1]!
  const range = rangeText(trend)
  const summary = `${trend.name}: ${trend.points.length} values from ${indianNumber(first.value)} on ${recordDate(first.date)} to ${indianNumber(last.value)} ${trend.unit} on ${recordDate(last.date)}${range ? `; reference range ${range}` : ''}.`
  return (
    <figure className={css.trend} aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className={css.trendTitle}>
        {trend.name} <span className={css.muted}>({trend.unit || 'no unit'})</span>
      </figcaption>
      <svg
        className={css.chart}
        viewBox={`0 0 ${g.width} ${g.height}`}
        role="img"
        aria-labelledby={`${id}-desc`}
        preserveAspectRatio="xMidYMid meet"
      >
        <desc id={`${id}-desc`}>{summary}</desc>
        {g.band && <rect x={g.band.x} y={g.band.y} width={g.band.width} height={g.band.height} className={css.band} />}
        {g.yTicks.map((t) => (
          <g key={t.value}>
            <line x1={g.plot.left} x2={g.plot.right} y1={t.y} y2={t.y} className={css.grid} />
            <text x={g.plot.left - 4} y={t.y + 4} textAnchor="end" className={css.tick}>
              {t.label}
            </text>
          </g>
        ))}
        {g.xTicks.map((t, i) => (
          <text
            key={t.date}
            x={t.x}
            y={g.height - 8}
            textAnchor={g.xTicks.length === 1 ? 'middle' : i === 0 ? 'start' : 'end'}
            className={css.tick}
          >
            {t.label}
          </text>
        ))}
        <path d={g.path} className={css.line} />
        {g.points.map((p) => (
          <circle key={`${p.recordId}-${p.date}`} cx={p.x} cy={p.y} r={4} className={p.flag ? css.pointOut : css.point} />
        ))}
      </svg>
      {range && <p className={css.legend}>Shaded: the reference range, {range}. Red dots are outside it.</p>}
      {/* Hidden in a block: a table ignores the 1px width and would widen the page at 360 px. */}
      <div className="visually-hidden">
        <table>
          <caption>{trend.name} over time</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Value ({trend.unit || 'no unit'})</th>
              <th scope="col">Within the range</th>
            </tr>
          </thead>
          <tbody>
            {trend.points.map((p) => (
              <tr key={`${p.record_id}-${p.date}`}>
                <td>{recordDate(p.date)}</td>
                <td>{indianNumber(p.value)}</td>
                <td>{p.flag === 'high' ? 'No, high' : p.flag === 'low' ? 'No, low' : range ? 'Yes' : 'No range given'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
