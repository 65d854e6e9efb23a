import type { ContentPage } from '../../../../contracts/content-pages.ts'

// Sample content (issue 27 §5): the trust campaign and 'Sawaal Uthao' (raise questions). Plain, checkable advice; the
// page says it is sample content (ContentPageView) until staff publish their own at /staff/content.
export const TRUST: ContentPage = {
  slug: 'trust',
  title: 'Medicines you can trust',
  description: 'How MedWise makes sure every medicine is genuine and stored right, and how you can check it yourself.',
  sample: true,
  blocks: [
    {
      type: 'rich_text',
      html:
        '<p>Every medicine we deliver is bought from licensed distributors, stored as its label says, and checked by a registered pharmacist before it is packed. ' +
        'You should not have to take our word for it, so here is what we do and how you can check.</p>',
    },
    {
      type: 'cards',
      heading: 'What we do for every order',
      cards: [
        {
          title: 'Licensed sources only',
          text: 'We buy from distributors holding a wholesale drug licence, with a GST invoice for every batch we receive.',
        },
        {
          title: 'A pharmacist checks',
          text: 'A registered pharmacist checks every prescription and every order of a prescription medicine before it leaves.',
        },
        {
          title: 'Stored right',
          text: 'Medicines are kept below 25 °C, away from light; insulin and vaccines at 2–8 °C, packed with cold packs.',
        },
        {
          title: 'Expiry you can use',
          text: 'We do not send a medicine that expires before you can finish the course; the expiry date is on the strip and the invoice.',
        },
      ],
    },
    { type: 'heading', text: 'Check your medicine yourself', level: 2 },
    {
      type: 'rich_text',
      html:
        '<ul><li><strong>Look at the pack:</strong> the batch number, the manufacturing and expiry dates and the maximum retail price (MRP) must be printed, not stuck on.</li>' +
        '<li><strong>Scan the QR code:</strong> many top-selling brands carry a QR code on the pack under the government’s track-and-trace rules; scanning it shows the product’s details.</li>' +
        '<li><strong>Compare with your invoice:</strong> the batch and expiry on your invoice match the pack you received.</li>' +
        '<li><strong>Tell us</strong> if a seal is broken, the pack looks different from before, or the medicine looks, smells or tastes unusual. Do not take it.</li></ul>',
    },
    {
      type: 'faq',
      heading: 'Questions people ask',
      items: [
        {
          question: 'Is a generic medicine as good as the brand?',
          answer_html:
            '<p>A generic has the same salt, strength and form as the brand and must meet the same quality standards. Ask your doctor or our pharmacist before you switch.</p>',
        },
        {
          question: 'Can I return a medicine?',
          answer_html:
            '<p>Yes, if it is damaged, wrong or near expiry when it reaches you: tell us within 7 days with a photo. For your safety we cannot resell returned medicines.</p>',
        },
        {
          question: 'Who are your pharmacists?',
          answer_html:
            '<p>Pharmacists registered with their State Pharmacy Council; their registration number is on your invoice.</p>',
        },
      ],
    },
    { type: 'cta', text: 'Have a question about a medicine?', label: 'Ask a pharmacist', href: '/trust/sawaaluthao' },
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
      html:
        '<p><strong>Sawaal uthao</strong> means raise questions. Is your medicine genuine? Is there a cheaper generic with the same salt? How should you store it? ' +
        'Ask, and a registered pharmacist answers. Answers that help others are published on this page after review, without your name.</p>',
    },
    {
      type: 'cards',
      heading: 'Three questions worth asking',
      cards: [
        {
          title: 'Is it genuine?',
          text: 'Check the batch, expiry and MRP printed on the pack, scan its QR code if it has one, and buy from a licensed pharmacy with a bill.',
        },
        {
          title: 'Is there a cheaper generic?',
          text: 'Many brands have generics with the same salt and strength for much less. Your doctor or pharmacist can tell you if one suits you.',
        },
        {
          title: 'How do I store it?',
          text: 'Most tablets below 25 °C, away from sunlight and damp (not in the bathroom); insulin in the fridge door, never frozen.',
        },
      ],
    },
    {
      type: 'faq',
      heading: 'Answered questions',
      items: [
        {
          question: 'My strip looks different from last month. Is it fake?',
          answer_html:
            '<p>Not necessarily: companies change packaging. Compare the batch number and expiry with your bill and ask us with a photo of both packs before you take it.</p>',
        },
        {
          question: 'Can I cut a tablet in half to save money?',
          answer_html:
            '<p>Only if it has a score line and your doctor agrees. Coated, extended-release and capsule forms must not be cut or crushed.</p>',
        },
      ],
    },
    { type: 'form', form: 'campaign_question', heading: 'Ask a pharmacist' },
  ],
}
