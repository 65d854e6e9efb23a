import type { ContentPage } from '../../../../contracts/content-pages.ts'

// Sample content (issue 27 §5): the trust campaign. Staff replace it at /staff/content.
export const TRUST: ContentPage = {
  slug: 'trust',
  title: 'Medicines you can trust',
  description: 'How MedWise makes sure every medicine is genuine, and how you can check.',
  sample: true,
  blocks: [
    {
      type: 'rich_text',
      html: '<p>Every medicine we deliver comes from licensed distributors and is checked by a registered pharmacist.</p>',
    },
    { type: 'cta', label: 'Ask us about your medicine', href: '/trust/sawaaluthao', text: 'Have a question?' },
  ],
}

export const SAWAAL_UTHAO: ContentPage = {
  slug: 'trust/sawaaluthao',
  title: 'Sawaal Uthao: question your medicines',
  description: 'Ask our pharmacists: is it genuine, is there a cheaper generic, how should it be stored?',
  sample: true,
  blocks: [
    {
      type: 'rich_text',
      html: '<p><strong>Sawaal uthao</strong> means raise questions. Is your medicine genuine? Is there a cheaper generic with the same salt? How should you store it? Ask, and a registered pharmacist answers.</p>',
    },
    { type: 'form', form: 'campaign_question', heading: 'Ask a pharmacist' },
  ],
}
