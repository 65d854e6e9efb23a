import { brandColourIndex, packArtLabel, packShape } from '../../core/catalog/pack-art.ts'

export type PackSize = 56 | 72 | 160

/**
 * Issue 28 §2: a product without a photograph shows a drawing of its pack (core/catalog/pack-art.ts; the shapes, the
 * brand's colours and the two-line name are drawn by app/styles/pack-image.css): on cards, the product page and cart
 * lines, the same for one product everywhere. Its size is fixed, so nothing moves when it paints; its text
 * alternative names the product and the pack.
 */
export function PackImage({ name, pack, size, className }: { name: string; pack: string; size: PackSize; className?: string }) {
  const shape = packShape(pack)
  return (
    <span
      role="img"
      aria-label={packArtLabel(name, pack)}
      data-pack={shape}
      className={`pack pack-${shape} pack-s${size} pack-c${brandColourIndex(name)} ${className ?? ''}`}
    >
      <span aria-hidden="true" className="pack-label">
        {name}
      </span>
    </span>
  )
}
