import type { ContentPage } from '../../../../contracts/content-pages.ts'

// Sample content (issue 27 §2): who we work with and how. Staff replace it at /staff/content.
export const PARTNERSHIPS: ContentPage = {
  slug: 'partnerships',
  title: 'Partner with MedWise',
  description: 'Work with MedWise: employers, insurers, pharma companies, hospitals and clinics.',
  sample: true,
  blocks: [
    {
      type: 'rich_text',
      html: '<p>We bring medicines, lab tests at home and doctor consultations to people across India. We work with businesses that care for the same people.</p>',
    },
    {
      type: 'cards',
      heading: 'Who we work with',
      cards: [
        {
          title: 'Employers',
          text: 'Health benefits for your teams: medicines, lab tests and consultations paid from a wallet you fund.',
          href: '/partnerships/products/employers',
        },
        {
          title: 'Insurers',
          text: 'Benefits your policyholders activate with their policy number: consultations, lab and medicine discounts.',
          href: '/partnerships/products/insurers',
        },
        {
          title: 'Pharma companies',
          text: 'Patient support programmes and offers delivered by our pharmacists.',
          href: '/partnerships/products/pharma',
        },
        {
          title: 'Hospitals and clinics',
          text: 'Medicines and lab tests for your patients after they go home.',
          href: '/partnerships/products/hospitals-and-clinics',
        },
      ],
    },
    {
      type: 'form',
      form: 'partnership_lead',
      heading: 'Talk to us',
      text: 'Tell us about your organisation and we will call you within two working days.',
    },
  ],
}

const vertical = (name: string, title: string, description: string, html: string): ContentPage => ({
  slug: `partnerships/products/${name}`,
  title,
  description,
  sample: true,
  blocks: [
    { type: 'rich_text', html },
    { type: 'form', form: 'partnership_lead', heading: 'Talk to us' },
    { type: 'cta', label: 'All partnerships', href: '/partnerships' },
  ],
})

export const PARTNERSHIP_VERTICALS: readonly ContentPage[] = [
  vertical(
    'employers',
    'MedWise for employers',
    'Health benefits for your employees with MedWise.',
    '<p>Fund a health wallet for your teams. Employees order medicines, book lab tests at home and consult doctors; you see the spend, never their health details.</p>',
  ),
  vertical(
    'insurers',
    'MedWise for insurers',
    'Benefits for your policyholders with MedWise.',
    '<p>Your policyholders activate their benefits with their policy number and date of birth, then see their discounts in the cart.</p>',
  ),
  vertical(
    'pharma',
    'MedWise for pharma companies',
    'Patient support programmes with MedWise.',
    '<p>Run patient support programmes and offers through our pharmacists, within the rules for promoting medicines.</p>',
  ),
  vertical(
    'hospitals-and-clinics',
    'MedWise for hospitals and clinics',
    'Care after discharge with MedWise.',
    '<p>Send your patients home with their medicines delivered and their follow-up tests collected at home.</p>',
  ),
]
