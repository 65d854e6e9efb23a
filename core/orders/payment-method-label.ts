// What people read for orders.payment_method (core/corporate/payment.ts paymentMethodOf): the order page, the invoice
// and the order desk say it the same way (decision 070). Pure: no I/O.

/** Each way that paid, as the first word of the label and as a later one. */
const WAYS: Record<string, { first: string; later: string }> = {
  // The employer paid its sponsored part outright (the corporate health check, decision 068).
  sponsored: { first: 'Paid by your employer', later: 'paid by your employer' },
  corporate: { first: 'Corporate wallet', later: 'corporate wallet' },
  wallet: { first: 'MedWise Cash', later: 'MedWise Cash' },
  cod: { first: 'Cash on delivery', later: 'cash on delivery' },
  online: { first: 'Online', later: 'online' },
}

/**
 * 'Corporate wallet, MedWise Cash and cash on delivery': the ways in the order they paid, joined with commas and a last
 * 'and'. Paid online alone reads 'Paid online'. A value it does not know is shown as it is.
 */
export function paymentMethodLabel(method: string): string {
  if (method === 'online') return 'Paid online'
  const parts = method.split('_')
  if (!parts.every((p) => p in WAYS)) return method
  const words = parts.map((p, i) => (i === 0 ? WAYS[p]!.first : WAYS[p]!.later))
  return words.length === 1 ? words[0]! : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}
