import { describe, expect, test } from 'vitest'
import type { Paise } from '../../core/money.ts'
import {
  diagnosticLabJsonLd,
  faqJsonLd,
  itemListJsonLd,
  labsPageMeta,
  medicalTestJsonLd,
  openingHours,
} from './structured-data.ts'

const p = (n: number) => n as Paise

describe('labs pages’ meta tags and structured data', () => {
  test('meta: title, description, canonical, Open Graph; later pages not indexed', () => {
    const meta = labsPageMeta({ title: 'T', description: 'D', canonical: 'https://x/labs/tests' })
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://x/labs/tests' })
    expect(meta).toContainEqual({ name: 'description', content: 'D' })
    expect(meta.some((m) => 'name' in m && m.name === 'robots')).toBe(false)
    expect(labsPageMeta({ title: 'T', description: 'D', canonical: 'c', noindex: true })).toContainEqual({
      name: 'robots',
      content: 'noindex, follow',
    })
  })

  test('a test: MedicalTest and Product, with the city’s lowest and highest price in rupees', () => {
    const ld = medicalTestJsonLd({
      name: 'Lipid Profile',
      description: 'Cholesterol',
      url: 'https://x/labs/test/lipid-profile-12',
      kind: 'test',
      includes: [],
      offers: [
        { lab: 'A', pricePaise: p(39_900), mrpPaise: p(60_000) },
        { lab: 'B', pricePaise: p(45_050), mrpPaise: p(60_000) },
      ],
    })
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': ['MedicalTest', 'Product'],
      name: 'Lipid Profile',
      description: 'Cholesterol',
      url: 'https://x/labs/test/lipid-profile-12',
      offers: { '@type': 'AggregateOffer', priceCurrency: 'INR', lowPrice: '399.00', highPrice: '450.50', offerCount: 2 },
    })
  })

  test('a package: a MedicalTestPanel with its tests; no offers where no lab offers it', () => {
    const ld = medicalTestJsonLd({
      name: 'Heart',
      description: 'd',
      url: 'u',
      kind: 'package',
      includes: [
        { name: 'Lipid Profile', url: 'https://x/labs/test/lipid-profile-12' },
        { name: 'Gone', url: null },
      ],
      offers: [],
    })
    expect(ld['@type']).toEqual(['MedicalTestPanel', 'Product'])
    expect(ld.subTest).toEqual([
      { '@type': 'MedicalTest', name: 'Lipid Profile', url: 'https://x/labs/test/lipid-profile-12' },
      { '@type': 'MedicalTest', name: 'Gone' },
    ])
    expect(ld).not.toHaveProperty('offers')
  })

  test('a lab: DiagnosticLab with its address, rating, credentials and walk-in centres', () => {
    const centre = {
      name: 'Lab, Sector 18',
      address: 'Shop 3, Sector 18, Noida',
      pincode: '201301',
      city: 'Noida',
      opensAt: '07:00',
      closesAt: '20:00',
      days: 'Mon–Sat',
    }
    const ld = diagnosticLabJsonLd({
      name: 'Lab',
      url: 'https://x/labs/noida/diagnostic-centers/lab',
      description: 'About',
      accreditations: ['NABL', 'CAP'],
      ratingTenths: 46,
      ratingCount: 120,
      cities: ['Noida'],
      centres: [centre],
      tests: [{ name: 'CBC', url: 'https://x/labs/test/cbc-1' }],
    })
    expect(ld).toMatchObject({
      '@type': 'DiagnosticLab',
      address: { '@type': 'PostalAddress', streetAddress: centre.address, postalCode: '201301', addressLocality: 'Noida' },
      aggregateRating: { ratingValue: '4.6', ratingCount: 120 },
      hasCredential: [{ name: 'NABL' }, { name: 'CAP' }],
      department: [{ '@type': 'MedicalClinic', name: 'Lab, Sector 18', openingHours: 'Mo-Sa 07:00-20:00' }],
      availableTest: [{ '@type': 'MedicalTest', name: 'CBC' }],
    })
    const bare = diagnosticLabJsonLd({
      name: 'L',
      url: 'u',
      description: '',
      accreditations: [],
      ratingTenths: 0,
      ratingCount: 0,
      cities: [],
      centres: [],
      tests: [],
    })
    expect(bare).not.toHaveProperty('address')
    expect(bare).not.toHaveProperty('aggregateRating')
  })

  test.each([
    ['Mon–Sat', 'Mo-Sa 07:00-20:00'],
    ['All days', 'Mo-Su 07:00-20:00'],
    ['Mon-Fri', 'Mo-Fr 07:00-20:00'],
    ['weekends?', 'Mo-Su 07:00-20:00'],
  ])('opening hours of %j', (days, hours) => expect(openingHours(days, '07:00', '20:00')).toBe(hours))

  test('FAQ and item lists', () => {
    expect(faqJsonLd([{ question: 'Q?', answer: 'A.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }],
    })
    expect(itemListJsonLd('L', [{ name: 'a', url: 'u' }], 24).itemListElement).toEqual([
      { '@type': 'ListItem', position: 25, name: 'a', url: 'u' },
    ])
  })
})
