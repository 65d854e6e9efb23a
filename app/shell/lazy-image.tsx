import type { ImgHTMLAttributes } from 'react'

export type LazyImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'width' | 'height' | 'alt' | 'src'> & {
  src: string
  /** Required: '' for a decorative image. */
  alt: string
  /** Required so the space is kept while the image loads (no layout shift). */
  width: number
  height: number
  /** The shell's isBot (spec 1 §1); the root loader decides it from the user agent. */
  isBot?: boolean
}

/**
 * spec 1 §1 / §4.1: images load when they come into view, except for bots, which get them at once.
 * The browser's native lazy loading does the watching (works before hydration and without JavaScript).
 */
export function LazyImage({ isBot = false, decoding = 'async', ...props }: LazyImageProps) {
  return <img {...props} decoding={decoding} loading={isBot ? 'eager' : 'lazy'} />
}
