import { brandColour, labelLines, packArtLabel, packShape, type PackShape } from '../../core/catalog/pack-art.ts'

/** Each pack's outline in a 100 × 100 box, drawn in the brand's colour; the label sits across its middle. */
const BODY: Record<PackShape, string> = {
  strip: 'M8 24h84a4 4 0 0 1 4 4v44a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4V28a4 4 0 0 1 4-4Z',
  bottle: 'M40 6h20v10h-20ZM42 16h16v6c10 2 16 8 16 16v50a6 6 0 0 1-6 6H32a6 6 0 0 1-6-6V38c0-8 6-14 16-16Z',
  tube: 'M24 8h52l-8 74H32ZM40 82h20v12H40Z',
  sachet: 'M16 12l6 4 6-4 6 4 6-4 6 4 6-4 6 4 6-4 6 4 6-4v76l-6-4-6 4-6-4-6 4-6-4-6 4-6-4-6 4-6-4-6 4Z',
  box: 'M20 22l10-10h52l-10 10ZM72 22l10-10v68l-10 10ZM20 22h52v68H20Z',
}

/** Light marks that say what the pack is: a strip's blisters, a bottle's cap, a tube's crimp, a box's top. */
function Marks({ shape }: { shape: PackShape }) {
  switch (shape) {
    case 'strip':
      return (
        <g fill="#fff" opacity="0.35">
          {[16, 32, 48, 64, 80].map((x) => (
            <circle key={x} cx={x + 2} cy="67" r="5" />
          ))}
        </g>
      )
    case 'bottle':
      return <path d="M40 6h20v10H40Z" fill="#1f2937" />
    case 'tube':
      return <path d="M24 8h52v5H24ZM40 82h20v12H40Z" fill="#1f2937" opacity="0.7" />
    case 'box':
      return <path d="M20 22l10-10h52l-10 10ZM72 22l10-10v68l-10 10Z" fill="#000" opacity="0.25" />
    case 'sachet':
      return <path d="M16 26h68v2H16ZM16 72h68v2H16Z" fill="#fff" opacity="0.35" />
  }
}

/**
 * Issue 28 §2: a product without a photograph shows a drawing of its pack (core/catalog/pack-art.ts): on cards, the
 * product page and cart lines, the same for one product everywhere. Its width and height are set, so nothing moves
 * when it paints; its text alternative names the product and the pack.
 */
export function PackImage({ name, pack, size, className }: { name: string; pack: string; size: number; className?: string }) {
  const shape = packShape(pack)
  const lines = labelLines(name)
  const top = 50 - (lines.length - 1) * 6
  return (
    <svg
      role="img"
      aria-label={packArtLabel(name, pack)}
      width={size}
      height={size}
      viewBox="0 0 100 100"
      className={className}
      data-pack={shape}
    >
      <path d={BODY[shape]} fill={brandColour(name)} />
      <Marks shape={shape} />
      <g fill="#fff" fontSize="11" fontWeight="700" textAnchor="middle" fontFamily="system-ui, sans-serif" aria-hidden="true">
        {lines.map((line, i) => (
          <text key={i} x="50" y={top + i * 12}>
            {line}
          </text>
        ))}
      </g>
    </svg>
  )
}
