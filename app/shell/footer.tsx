import { Link, useLocation } from 'react-router'
import type { FooterContent } from '../../server/db/seed-data/footer'

// spec 1 §2.7: internal links stay in the app, others open externally.
function FooterLink({ url, children }: { url: string; children: React.ReactNode }) {
  if (url.startsWith('/')) return <Link to={url}>{children}</Link>
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  )
}

export function Footer({ data, loggedIn }: { data: FooterContent; loggedIn: boolean }) {
  const { pathname, search } = useLocation()
  const followup = encodeURIComponent(pathname + search)
  return (
    <footer className="footer">
      <section aria-labelledby="footer-stats" className="footer-stats">
        <h2 id="footer-stats">{data.headers.stats}</h2>
        <ul>
          {data.platform_stats_order.map((key) => {
            const stat = data.stats_data[key]
            if (!stat) return null
            return (
              <li key={key}>
                <img src={stat.icon} alt="" width={32} height={32} loading="lazy" />
                <strong>{stat.value}</strong> <span>{stat.stat.web}</span>
              </li>
            )
          })}
        </ul>
      </section>
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
          <h2>{data.headers.download_app}</h2>
          <p>{data.download_app.text}</p>
          <ul className="inline">
            {data.download_app.data.map((l) => (
              <li key={l.name}>
                <FooterLink url={l.url}>{l.name === 'google_play' ? 'Google Play' : 'App Store'}</FooterLink>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <ul className="footer-trust">
        {data.trust_section.items.map((t) => (
          <li key={t.header}>
            <strong>{t.header}</strong> <span>{t.text}</span>
          </li>
        ))}
      </ul>
      <p className="footer-legit">{data.legit_script.text}</p>
      <section className="footer-know-more" aria-labelledby="footer-know-more">
        <h2 id="footer-know-more">{data.know_more_section.header}</h2>
        {data.know_more_section.data.map((d) => (
          <details key={d.header}>
            <summary>{d.header}</summary>
            <p>{d.description}</p>
          </details>
        ))}
      </section>
      <p className="footer-payments">
        {data.payment_partners.text}: {data.payment_partners.data.map((p) => p.name).join(' · ')}
      </p>
      <p className="footer-copyright">{data.copyright_text}</p>
    </footer>
  )
}
