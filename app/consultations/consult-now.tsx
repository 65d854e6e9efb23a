import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import type { ConsultNow } from '../../contracts/consultations.ts'
import type { Envelope } from '../../contracts/http.ts'
import { bookingPath, consultNowBrief, type ConsultNowBrief } from '../../core/consultations/finding.ts'
import { api } from '~/lib/api'
import { documentVisibility, startVisiblePoll } from '~/lib/visible-poll'
import styles from './finding.module.css'

// 'Consult now' per specialty on the consultation home (issue 24 §2): the first free doctor within minutes and the wait,
// server-rendered first, then asked again of the consult-now endpoint every 30 s while the page is visible.

export const CONSULT_NOW_POLL_MS = 30_000

/** The home's 'consult now' answers by specialty code, kept live. */
export function useLiveConsultNow(initial: Record<string, ConsultNowBrief>): Record<string, ConsultNowBrief> {
  const [live, setLive] = useState(initial)
  // A new loader answer (a revalidation) replaces what the poll had.
  useEffect(() => setLive(initial), [initial])
  useEffect(() => {
    const codes = Object.keys(initial)
    if (codes.length === 0) return
    let controller: AbortController | null = null
    const stop = startVisiblePoll(
      async () => {
        controller = new AbortController()
        const signal = controller.signal
        const answers = await Promise.all(
          codes.map((code) =>
            api()
              .get<Envelope<ConsultNow>>(`/api/v1/consultations/specialties/${encodeURIComponent(code)}/consult-now`, undefined, {
                signal,
              })
              .then((a) => [code, consultNowBrief(a.data)] as const)
              .catch(() => null),
          ),
        )
        if (signal.aborted) return
        const fresh = answers.filter((a) => a !== null)
        if (fresh.length) setLive((prev) => ({ ...prev, ...Object.fromEntries(fresh) }))
      },
      CONSULT_NOW_POLL_MS,
      documentVisibility,
    )
    return () => {
      stop()
      controller?.abort()
    }
  }, [initial])
  return live
}

/** A specialty's 'consult now': the wait and the link to book that slot, or when the next doctor is free. */
export function ConsultNowStatus({ brief: b, name }: { brief: ConsultNowBrief; name: string }) {
  if (b.doctorId !== null && b.startsAt !== null) {
    return (
      <>
        <p className={styles.live}>{b.waitLabel}</p>
        <p className={styles.meta}>{`with ${b.doctorName}`}</p>
        <Link className="button" to={bookingPath(b.doctorId, b.startsAt, { now: true })}>
          Consult now<span className="visually-hidden">{` with a ${name} doctor`}</span>
        </Link>
      </>
    )
  }
  return (
    <p className={styles.none}>
      {b.nextLabel ? `No doctor free now: next at ${b.nextLabel}` : 'No doctor free in the next 7 days'}
    </p>
  )
}
