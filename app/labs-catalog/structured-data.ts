import { toRupees, type Paise } from '../../core/money.ts'

// The labs pages' meta tags and structured data (schema.org JSON-LD), pure so they are tested as data.

export interface PageMetaInput {
  title: string
  description: string
  canonical: string
  /** A later page of a list: followed, not indexed (its first page is). */
  noindex?: boolean
}

export function labsPageMeta(m: PageMetaInput) {
  return [
    { title: m.title },
    { name: 'description', content: m.description },
    { tagName: 'link', rel: 'canonical', href: m.canonical },
    { property: 'og:title', content: m.title },
    { property: 'og:description', content: m.description },
    { property: 'og:type', content: 'website' },
    { property: 'og:url', content: m.canonical },
    ...(m.noindex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ]
}

export interface MedicalTestInput {
  name: string
  description: string
  url: string
  kind: 'test' | 'package'
  includes: ReadonlyArray<{ name: string; url: string | null }>
  offers: ReadonlyArray<{ lab: string; pricePaise: Paise; mrpPaise: Paise }>
}

/**
 * schema.org MedicalTest (a package: a MedicalTestPanel with its tests as subTest), also a Product so it can carry
 * the city's prices: the cheapest and the dearest lab's (an AggregateOffer).
 */
export function medicalTestJsonLd(t: MedicalTestInput): Record<string, unknown> {
  const prices = t.offers.map((o) => o.pricePaise)
  return {
    '@context': 'https://schema.org',
    '@type': [t.kind === 'package' ? 'MedicalTestPanel' : 'MedicalTest', 'Product'],
    name: t.name,
    description: t.description,
    url: t.url,
    ...(t.kind === 'package' && t.includes.length
      ? {
          subTest: t.includes.map((i) => ({ '@type': 'MedicalTest', name: i.name, ...(i.url ? { url: i.url } : {}) })),
        }
      : {}),
    ...(prices.length
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: 'INR',
            lowPrice: toRupees(Math.min(...prices) as Paise).toFixed(2),
            highPrice: toRupees(Math.max(...prices) as Paise).toFixed(2),
            offerCount: prices.length,
          },
        }
      : {}),
  }
}

export function faqJsonLd(faq: ReadonlyArray<{ question: string; answer: string }>): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  }
}

export interface DiagnosticLabInput {
  name: string
  url: string
  description: string
  accreditations: readonly string[]
  ratingTenths: number
  ratingCount: number
  cities: readonly string[]
  centres: ReadonlyArray<{
    name: string
    address: string
    pincode: string
    city: string
    opensAt: string
    closesAt: string
    days: string
  }>
  tests: ReadonlyArray<{ name: string; url: string }>
}

const DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']

/** 'Mon–Sat', '07:00', '20:00' → 'Mo-Sa 07:00-20:00' (schema.org openingHours); 'All days' → 'Mo-Su …'. */
export function openingHours(days: string, opensAt: string, closesAt: string): string {
  const range = /^all/i.test(days)
    ? 'Mo-Su'
    : (() => {
        const m = /^(\w\w)\w*\s*[–-]\s*(\w\w)\w*$/.exec(days.trim())
        const from = m ? DAYS.find((d) => d.toLowerCase() === m[1]!.toLowerCase()) : undefined
        const to = m ? DAYS.find((d) => d.toLowerCase() === m[2]!.toLowerCase()) : undefined
        return from && to ? `${from}-${to}` : 'Mo-Su'
      })()
  return `${range} ${opensAt}-${closesAt}`
}

/** schema.org DiagnosticLab with its walk-in centres (MedicalClinic, each with its PostalAddress and hours). */
export function diagnosticLabJsonLd(l: DiagnosticLabInput): Record<string, unknown> {
  const place = (c: DiagnosticLabInput['centres'][number]) => ({
    '@type': 'MedicalClinic',
    name: c.name,
    address: {
      '@type': 'PostalAddress',
      streetAddress: c.address,
      addressLocality: c.city,
      postalCode: c.pincode,
      addressCountry: 'IN',
    },
    openingHours: openingHours(c.days, c.opensAt, c.closesAt),
  })
  const first = l.centres[0]
  return {
    '@context': 'https://schema.org',
    '@type': 'DiagnosticLab',
    name: l.name,
    url: l.url,
    description: l.description,
    ...(first ? { address: place(first).address } : {}),
    ...(l.ratingCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: (l.ratingTenths / 10).toFixed(1),
            ratingCount: l.ratingCount,
            bestRating: '5',
          },
        }
      : {}),
    hasCredential: l.accreditations.map((a) => ({ '@type': 'EducationalOccupationalCredential', name: a })),
    areaServed: l.cities.map((c) => ({ '@type': 'City', name: c })),
    ...(l.centres.length ? { department: l.centres.map(place) } : {}),
    availableTest: l.tests.map((t) => ({ '@type': 'MedicalTest', name: t.name, url: t.url })),
  }
}

/** schema.org ItemList of links (a list page's entries). */
export function itemListJsonLd(name: string, items: ReadonlyArray<{ name: string; url: string }>, offset = 0) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: offset + i + 1, name: item.name, url: item.url })),
  }
}
