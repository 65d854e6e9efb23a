import { lazy, Suspense, useContext, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import type { AppInstallLinkBody } from '../../contracts/notify'
import type { FooterAnswer, FooterContent } from '../../contracts/content'
import { api } from '~/lib/api'
import { ApiError } from '~/lib/api-client'
import { API_DEFAULT_ERROR, PHONE_LENGTH, PHONE_PREFIX, SMS_SENT_MS } from '../../core/constants.ts'
import { createFlash, type Flash } from '~/lib/flash'
import { validatePhone } from '../../core/fields/phone.ts'
import { PageViewTracker, trackEvent } from './analytics'
import { FooterIslandsContext } from './footer-island-context'
import type { FooterIslandName, FooterIslands } from './footer-sections'
import styles from './footer.module.css'

/** spec 1 §2.7: footer visibility is reported to the shell as this window event, detail { visible }. */
export const FOOTER_VISIBILITY_EVENT = 'footer-visibility'
export const SMS_SENT_TEXT = 'sms sent'

/** spec 1 §2.7: footer visibility reported to the shell (an IntersectionObserver, once hydrated). */
function useReportVisibility(ref: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = ref.current
    if (!el || typeof IntersectionObserver === 'undefined') return
    let last: boolean | undefined
    const observer = new IntersectionObserver(([entry]) => {
      const visible = entry?.isIntersecting ?? false
      if (visible === last) return
      last = visible
      window.dispatchEvent(new CustomEvent(FOOTER_VISIBILITY_EVENT, { detail: { visible } }))
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref])
}

/** spec 1 §2.7 / §7.1: the app-link SMS form (POST /webservices/app-install-link, 'sms sent' for 3000 ms). */
function SmsAppLink({ content }: { content: FooterContent['sms_app_link'] }) {
  const [number, setNumber] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState(false)
  const flash = useRef<Flash | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const id = useId()

  useEffect(() => {
    flash.current = createFlash(SMS_SENT_MS, setSent)
    return () => flash.current?.dispose()
  }, [])

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    if (busy) return
    // spec 1 §5: the shared phone rule, checked before anything is sent.
    const invalid = validatePhone(number)
    if (invalid) {
      setError(invalid)
      flash.current?.hide()
      input.current?.focus()
      return
    }
    setBusy(true)
    setError(null)
    try {
      await api().post('/webservices/app-install-link', { number: number.trim() } satisfies AppInstallLinkBody)
      setNumber('')
      flash.current?.show()
      trackEvent('footer', 'app_link_sms', 'sent')
    } catch (err) {
      // spec 1 §8: the server's message (429: 'Too many requests…'), else the default text.
      setError(err instanceof ApiError ? err.message : API_DEFAULT_ERROR)
      input.current?.focus()
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className={styles.sms} onSubmit={onSubmit} noValidate aria-busy={busy}>
      <label htmlFor={`${id}-number`} className={styles.smsLabel}>
        {content.header}
      </label>
      <div className={styles.smsRow}>
        <span className={styles.prefix} id={`${id}-prefix`}>
          {PHONE_PREFIX}
        </span>
        <input
          ref={input}
          id={`${id}-number`}
          name="number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_LENGTH}
          placeholder={content.placeholder}
          value={number}
          onChange={(e) => setNumber(e.target.value.replace(/\D/g, ''))}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-prefix ${id}-error`}
        />
        <button type="submit" disabled={busy}>
          {busy ? 'Sending…' : content.cta}
        </button>
      </div>
      <p id={`${id}-error`} className={styles.error} role="alert">
        {error}
      </p>
      <p className={styles.sent} role="status">
        {sent ? SMS_SENT_TEXT : ''}
      </p>
    </form>
  )
}

/** The part of the footer content the page itself renders (the rest is island HTML): the root loader sends it. */
export type FooterLive = Pick<FooterContent, 'signup_data' | 'sms_app_link'>
export const footerLiveOf = (c: FooterContent): FooterLive => ({ signup_data: c.signup_data, sms_app_link: c.sms_app_link })

/** Island HTML taken from the server's page once, for a later mount of the footer (after the root's error page). */
const kept: Partial<FooterIslands> = {}
const islandId = (name: FooterIslandName) => `footer-island-${name}`
const loadSections = () => import('./footer-sections')
/** A browser mount with no server HTML at all (the visit began on an error page): the content from the API, once. */
let fetched: Promise<FooterContent> | null = null
const FetchedSection = lazy(async () => {
  const [{ FooterSection }, data] = await Promise.all([
    loadSections(),
    (fetched ??= api()
      .get<FooterAnswer>('/api/v4/footer-data')
      .then((a) => a.data)),
  ])
  return { default: ({ name }: { name: FooterIslandName }) => <FooterSection name={name} data={data} isBot={false} /> }
})

/** What inAppTarget reads of a link. */
interface LinkLike {
  origin: string
  pathname: string
  search: string
  hash: string
  target: string
  hasAttribute(name: string): boolean
}
type ClickLike = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'> & {
  target: unknown
}

/**
 * Where a click on an island's link goes inside the app (what <Link> does), or null to leave it to the browser: another
 * site, a new tab (target or a modifier key), a download, a button other than the main one, or no link at all.
 */
export function inAppTarget(e: ClickLike, origin: string): string | null {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null
  const from = e.target as { closest?: (selector: string) => LinkLike | null } | null
  const a = typeof from?.closest === 'function' ? from.closest('a[href]') : null
  if (!a || a.origin !== origin || (a.target !== '' && a.target !== '_self') || a.hasAttribute('download')) return null
  return a.pathname + a.search + a.hash
}

/**
 * One island of the footer (decision 039): the server's HTML, kept as it is by the browser (React does not hydrate
 * the inside of dangerouslySetInnerHTML, nor patch it while the string stays the same).
 */
function FooterIsland({ name }: { name: FooterIslandName }) {
  const server = useContext(FooterIslandsContext)
  const navigate = useNavigate()
  const [html] = useState<string | null>(() => {
    if (server) return server[name]
    if (typeof document === 'undefined') return null
    const fromPage = document.getElementById(islandId(name))?.innerHTML
    if (fromPage !== undefined) kept[name] = fromPage
    return kept[name] ?? null
  })
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = ref.current
    if (!el) return
    // spec 1 §2.7: the know-more accordion reports each open and close (toggle does not bubble: caught on the way down).
    const onToggle = (e: Event) => {
      const d = e.target
      if (d instanceof HTMLDetailsElement && d.dataset.knowMore !== undefined) {
        trackEvent('footer', 'know_more', `${d.dataset.knowMore}: ${d.open ? 'expanded' : 'collapsed'}`)
      }
    }
    el.addEventListener('toggle', onToggle, true)
    return () => el.removeEventListener('toggle', onToggle, true)
  }, [])
  if (html === null) {
    return (
      <div className="footer-island">
        <Suspense fallback={null}>
          <FetchedSection name={name} />
        </Suspense>
      </div>
    )
  }
  return (
    <div
      ref={ref}
      id={islandId(name)}
      className="footer-island"
      onClick={(e) => {
        const to = inAppTarget(e.nativeEvent, window.location.origin)
        if (to === null) return
        e.preventDefault()
        void navigate(to)
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}

export function Footer({ live, loggedIn }: { live: FooterLive; loggedIn: boolean }) {
  const { pathname, search } = useLocation()
  const followup = encodeURIComponent(pathname + search)
  const ref = useRef<HTMLElement>(null)
  useReportVisibility(ref)
  return (
    <footer className="footer" ref={ref}>
      <PageViewTracker />
      <FooterIsland name="stats" />
      {/* spec 1 §2.7: for logged-out users only. */}
      {!loggedIn && (
        <p className="footer-signup">
          {live.signup_data.text}{' '}
          <Link to={`/?signup=true&followup=${followup}`} className="button">
            {live.signup_data.cta}
          </Link>
        </p>
      )}
      <div className="footer-sections">
        <FooterIsland name="navs" />
        <section aria-labelledby="footer-connect">
          <FooterIsland name="connect" />
          <SmsAppLink content={live.sms_app_link} />
        </section>
      </div>
      <FooterIsland name="rest" />
    </footer>
  )
}
