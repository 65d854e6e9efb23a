// spec 1 §2.9: the slider wraps from the last slide to the first.
export function nextSlide(current: number, count: number): number {
  if (count <= 0) return 0
  return (current + 1) % count
}
