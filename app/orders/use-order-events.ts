import { useEffect, useRef } from 'react'
import { useRevalidator } from 'react-router'
import type { OrderStatusEvent } from '../../contracts/events'
import { EVENTS_PATH, ORDER_STATUS_EVENT, RESYNC_EVENT } from '../../core/orders/live-updates.ts'

/**
 * Keeps an order page current while it is open (issue 9 §8): subscribes to the account's server-sent events after
 * hydration (an effect), closes them on unmount, and reloads the page's data (revalidation) when an `order_status`
 * event names an order `shows(number)` says is on the page, on `resync`, and when the stream comes back after a break
 * (a restart, a deploy, its time limit), since events may have been missed meanwhile. Without JavaScript nothing
 * subscribes: the page is current when loaded.
 */
export function useOrderEvents(shows: (order: string) => boolean): void {
  const { revalidate } = useRevalidator()
  const latest = useRef({ shows, revalidate })
  useEffect(() => {
    latest.current = { shows, revalidate }
  })
  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    const source = new EventSource(EVENTS_PATH)
    const refresh = () => void latest.current.revalidate()
    let opened = false
    source.addEventListener('open', () => {
      if (opened) refresh()
      opened = true
    })
    source.addEventListener(ORDER_STATUS_EVENT, (e) => {
      const order = orderOf((e as MessageEvent<string>).data)
      if (order !== null && latest.current.shows(order)) refresh()
    })
    source.addEventListener(RESYNC_EVENT, refresh)
    return () => source.close()
  }, [])
}

function orderOf(data: string): string | null {
  try {
    const event = JSON.parse(data) as Partial<OrderStatusEvent>
    return typeof event.order === 'string' ? event.order : null
  } catch {
    return null
  }
}
