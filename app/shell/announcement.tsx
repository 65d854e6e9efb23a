import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import {
  ANNOUNCEMENT_COOKIE,
  parseAnnouncementCookie,
  recordShowing,
  serializeAnnouncementCookie,
  shouldShowAnnouncement,
} from '~/lib/announcement'
import type { AnnouncementData } from '../../contracts/content'
import { Dialog } from './dialog'
import styles from './announcement.module.css'

/** The announcement's data, as the root loader sends it. */
export type AnnouncementProps = AnnouncementData

// The cookie outlives any frequency we use; the record itself carries the timing.
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith(prefix))
    ?.slice(prefix.length)
}

/**
 * spec 1 §4.1: the visual-announcement popup. Decided in the browser after hydration (the cookie is per
 * visitor and the page HTML is shared), shown in a Dialog; each showing is recorded in v_announcement_data.
 */
export function VisualAnnouncement({ data }: { data: AnnouncementProps }) {
  const [open, setOpen] = useState(false)
  const { signature, maxShowCount, frequencyHours } = data

  useEffect(() => {
    const map = parseAnnouncementCookie(readCookie(ANNOUNCEMENT_COOKIE))
    const now = Date.now()
    if (!shouldShowAnnouncement(map[signature], { maxShowCount, frequencyHours }, now)) return
    map[signature] = recordShowing(map[signature], now, frequencyHours)
    const value = encodeURIComponent(serializeAnnouncementCookie(map))
    document.cookie = `${ANNOUNCEMENT_COOKIE}=${value}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`
    setOpen(true)
  }, [signature, maxShowCount, frequencyHours])

  return (
    <Dialog open={open} title={data.title} onClose={() => setOpen(false)} className={styles.announcement}>
      {data.text && <p>{data.text}</p>}
      {data.url && (
        <Link to={data.url} className="button" onClick={() => setOpen(false)}>
          {data.cta ?? 'Know more'}
        </Link>
      )}
    </Dialog>
  )
}
