import type { FooterContent } from '../../contracts/content'
import { LazyImage } from './lazy-image'
import styles from './footer.module.css'

// spec 1 §2.7: the parts of the footer that are the same on every page and for every visitor (decision 039). The
// server renders them to HTML once per footer content (footer-islands.server.tsx) and every page carries that HTML
// without the data behind it; the browser keeps what the server rendered (footer.tsx, FooterIsland). Pure markup:
// no hooks, no router links (a plain <a>; the island's click handler keeps same-site links inside the app).

/** The islands of the footer, in the order they appear. */
export const FOOTER_ISLANDS = ['stats', 'navs', 'connect', 'rest'] as const
export type FooterIslandName = (typeof FOOTER_ISLANDS)[number]
/** Each island's HTML, rendered by the server. */
export type FooterIslands = Record<FooterIslandName, string>

/** spec 1 §2.7: internal links stay in the app, others open externally. */
function FooterLink({ url, children }: { url: string; children: React.ReactNode }) {
  if (url.startsWith('/')) return <a href={url}>{children}</a>
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  )
}

function Stats({ data, isBot }: { data: FooterContent; isBot: boolean }) {
  return (
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
  )
}

function Navs({ data }: { data: FooterContent }) {
  return data.domains_sections_order.map((key) => (
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
  ))
}

/** The connect section's links and the app stores; the SMS form that follows them is the page's own (footer.tsx). */
function Connect({ data }: { data: FooterContent }) {
  return (
    <>
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
    </>
  )
}

function Rest({ data }: { data: FooterContent }) {
  return (
    <>
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
        {/* spec 1 §2.7: the accordion reports its state (footer.tsx listens for toggle); <details> tells assistive tech. */}
        {data.know_more_section.data.map((d) => (
          <details key={d.header} data-know-more={d.header}>
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
    </>
  )
}

/** One island's markup: what the server renders to HTML, and what the browser renders when it has no server HTML. */
export function FooterSection({ name, data, isBot }: { name: FooterIslandName; data: FooterContent; isBot: boolean }) {
  switch (name) {
    case 'stats':
      return <Stats data={data} isBot={isBot} />
    case 'navs':
      return <Navs data={data} />
    case 'connect':
      return <Connect data={data} />
    case 'rest':
      return <Rest data={data} />
  }
}
