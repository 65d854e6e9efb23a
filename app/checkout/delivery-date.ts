// 'Delivery by Thu, 26 Nov – Sat, 28 Nov' from a delivery estimate in days (issue 9 §5), in India's time zone.

const day = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' })

export function deliveryWindow(from: Date, minDays: number, maxDays: number): string {
  const at = (days: number) => day.format(new Date(from.getTime() + days * 24 * 60 * 60 * 1000))
  return minDays === maxDays ? `Delivery by ${at(maxDays)}` : `Delivery between ${at(minDays)} and ${at(maxDays)}`
}
