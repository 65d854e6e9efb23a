import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Link, useLocation } from 'react-router'
import type { AppInstallLinkBody } from '../../contracts/notify'
import type { FooterContent } from '../../contracts/content'
import { api } from '~/lib/api'
import { ApiError } from '~/lib/api-client'
import { API_DEFAULT_ERROR, PHONE_LENGTH, PHONE_PREFIX, SMS_SENT_MS } from '~/lib/constants'
import { createFlash, type Flash } from '~/lib/flash'
import { validatePhone } from '~/lib/validation'
import { PageViewTracker, trackEvent } from './analytics'
import { LazyImage } from './lazy-image'
import styles from './footer.module.css'

/** spec 1 §2.7: footer visibility is reported to the shell as this window event, detail { visible }. */
export const FOOTER_VISIBILITY_EVENT = 'footer-visibility'
export const SMS_SENT_TEXT = 'sms sent'

// spec 1 §2.7: internal links stay in the app, others open externally.
function FooterLink({ url, children }: { url: string; children: React.ReactNode }) {
  if (url.startsWith('/')) return <Link to={url}>{children}</Link>
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  )
}

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

export function Footer({ data, loggedIn, isBot = false }: { data: FooterContent; loggedIn: boolean; isBot?: boolean }) {
  const { pathname, search } = useLocation()
  const followup = encodeURIComponent(pathname + search)
  const ref = useRef<HTMLElement>(null)
  useReportVisibility(ref)
  return (
    <footer className="footer" ref={ref}>
      <PageViewTracker />
      <section aria-labelledby="footer-stats" className="footer-stats">
        <h2 id="footer-stats">{data.headers.stats}</h2>
        <ul>
          {data.platform_stats_order.map((key) => {
            const stat = data.stats_data[key]
            if (!stat) return null
            return (
              <li key={key}>
                <LazyImage src={stat.icon} alt="" width={32} height={32} isBot={isBot} />
                <strong>{stat.value}</strong> <span>{stat.stat.web}</span>
              </li>
            )
          })}
        </ul>
      </section>
      {/* spec 1 §2.7: for logged-out users only. */}
      {!loggedIn && (
        <p className="footer-signup">
          {data.signup_data.text}{' '}
          <Link to={`/?signup=true&followup=${followup}`} className="button">
            {data.signup_data.cta}
          </Link>
        </p>
      )}
      <div className="footer-sections">
        {data.domains_sections_order.map((key) => (
          <nav key={key} aria-labelledby={`footer-${key}`}>
            <h2 id={`footer-${key}`}>{(data.headers as Record<string, string>)[key] ?? key}</h2>
            <ul>
              {(data.sections_links[key] ?? []).map((l) => (
                <li key={l.url}>
                  <FooterLink url={l.url}>{l.text}</FooterLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section aria-labelledby="footer-connect">
          <h2 id="footer-connect">{data.connect_data.main_header}</h2>
          <p>{data.connect_data.text}</p>
          <ul className="inline">
            {data.connect_data.links.map((l) => (
              <li key={l.name}>
                <FooterLink url={l.url}>{l.name}</FooterLink>
              </li>
            ))}
          </ul>
          <h2 id="footer-download">{data.headers.download_app}</h2>
          <p>{data.download_app.text}</p>
          <ul className="inline" aria-labelledby="footer-download">
            {data.download_app.data.map((l) => (
              <li key={l.name}>
                <FooterLink url={l.url}>
                  {l.name === 'google_play' ? 'Get it on Google Play' : 'Download on the App Store'}
                </FooterLink>
              </li>
            ))}
          </ul>
          <SmsAppLink content={data.sms_app_link} />
        </section>
      </div>
      <ul className="footer-trust">
        {data.trust_section.items.map((t) => (
          <li key={t.header}>
            <strong>{t.header}</strong> <span>{t.text}</span>
          </li>
        ))}
      </ul>
      <p className="footer-legit">
        {data.legit_script.text}{' '}
        {data.legit_script.icons.map((i) => (
          <FooterLink key={i.name} url={i.url}>
            {i.name}
          </FooterLink>
        ))}
      </p>
      {data.pharmacists_in_charge && data.pharmacists_in_charge.length > 0 && (
        <p className="footer-legit">
          Registered pharmacists in charge:{' '}
          {data.pharmacists_in_charge
            .map((p) => `${p.name} (Reg. No. ${p.registration_number}), ${p.centre}, ${p.city}`)
            .join('; ')}
        </p>
      )}
      <section className="footer-know-more" aria-labelledby="footer-know-more">
        <h2 id="footer-know-more">{data.know_more_section.header}</h2>
        {/* spec 1 §2.7: the accordion reports its state (to analytics; <details> carries it to assistive tech). */}
        {data.know_more_section.data.map((d) => (
          <details
            key={d.header}
            onToggle={(e) => trackEvent('footer', 'know_more', `${d.header}: ${e.currentTarget.open ? 'expanded' : 'collapsed'}`)}
          >
            <summary>{d.header}</summary>
            <p>{d.description}</p>
          </details>
        ))}
      </section>
      <div className="footer-payments">
        <h2 id="footer-payments" className={styles.smallHeading}>
          {data.payment_partners.text}
        </h2>
        <ul className={`inline ${styles.partners}`} aria-labelledby="footer-payments">
          {data.payment_partners.data.map((p) => (
            <li key={p.name}>{p.name}</li>
          ))}
        </ul>
      </div>
      <p className="footer-copyright">{data.copyright_text}</p>
    </footer>
  )
}
