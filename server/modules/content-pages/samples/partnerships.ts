import type { ContentBlock, ContentPage } from '../../../../contracts/content-pages.ts'

// Sample content (issue 27 §2): who we work with and how. Plain facts a partner asks first; the figures are examples,
// and the page says it is sample content (ContentPageView) until staff publish their own at /staff/content.

const LEAD_FORM: ContentBlock = {
  type: 'form',
  form: 'partnership_lead',
  heading: 'Talk to us',
  text: 'Tell us about your organisation. Our partnerships team calls back within two working days, Monday to Saturday.',
}

export const PARTNERSHIPS: ContentPage = {
  slug: 'partnerships',
  title: 'Partner with MedWise',
  description:
    'Work with MedWise: health benefits for employers, insurers’ policyholders, patient support with pharma companies, and care after discharge for hospitals and clinics.',
  sample: true,
  blocks: [
    {
      type: 'rich_text',
      html:
        '<p>MedWise is an online pharmacy with registered pharmacists, lab tests collected at home and doctor consultations on video. ' +
        'We work with organisations that look after the same people: their employees, policyholders, patients and members.</p>' +
        '<p>Every partnership runs on the same rules as our pharmacy: medicines are dispensed only against a valid prescription where the law needs one, ' +
        'health data is shared only with the person’s consent, and you see reports of use and spend, never anyone’s health details.</p>',
    },
    {
      type: 'cards',
      heading: 'Who we work with',
      cards: [
        {
          title: 'Employers',
          text: 'Health benefits for your teams: medicines, lab tests at home and consultations, paid from a wallet you fund or at a discount.',
          href: '/partnerships/products/employers',
        },
        {
          title: 'Insurers',
          text: 'Benefits your policyholders activate with their policy number: free consultations, lab and medicine discounts, shown in their cart.',
          href: '/partnerships/products/insurers',
        },
        {
          title: 'Pharma companies',
          text: 'Patient support programmes run by our pharmacists: refill reminders, adherence calls and access offers, within the rules.',
          href: '/partnerships/products/pharma',
        },
        {
          title: 'Hospitals and clinics',
          text: 'Medicines delivered and follow-up tests collected at home after discharge, with the prescription checked by our pharmacists.',
          href: '/partnerships/products/hospitals-and-clinics',
        },
      ],
    },
    { type: 'heading', text: 'How a partnership starts', level: 2 },
    {
      type: 'rich_text',
      html:
        '<ol><li><strong>A call</strong> with our partnerships team to understand who you want to reach and what they need.</li>' +
        '<li><strong>A proposal</strong> in writing: the benefits, the prices in rupees including GST, and what you see in reports.</li>' +
        '<li><strong>An agreement</strong>, including a data processing agreement under the Digital Personal Data Protection Act, 2023.</li>' +
        '<li><strong>Launch</strong>: your people sign in with their mobile number and find their benefits in the app and on the website.</li></ol>',
    },
    {
      type: 'faq',
      heading: 'Questions partners ask',
      items: [
        {
          question: 'Which cities do you deliver to?',
          answer_html:
            '<p>Medicines are delivered across India through our courier partners; lab collection at home and same-day delivery are available in the cities listed when a customer enters their pincode.</p>',
        },
        {
          question: 'Do you sell prescription medicines through partner programmes?',
          answer_html:
            '<p>Only against a valid prescription checked by a registered pharmacist, exactly as for any other order. A partnership never changes that.</p>',
        },
        {
          question: 'What do we see about our people?',
          answer_html:
            '<p>Counts and spend by benefit, never what anyone bought or which tests they took. Anything more needs the person’s own consent.</p>',
        },
        {
          question: 'How are we billed?',
          answer_html:
            '<p>Monthly, with a GST invoice, for what was used; a wallet you fund is topped up in advance and unused balance is returned at the end of the agreement.</p>',
        },
      ],
    },
    LEAD_FORM,
  ],
}

const vertical = (
  name: string,
  title: string,
  description: string,
  intro: string,
  offers: ReadonlyArray<{ title: string; text: string }>,
  faq: ReadonlyArray<{ question: string; answer_html: string }>,
): ContentPage => ({
  slug: `partnerships/products/${name}`,
  title,
  description,
  sample: true,
  blocks: [
    { type: 'rich_text', html: intro },
    { type: 'cards', heading: 'What we offer', cards: [...offers] },
    { type: 'faq', heading: 'Questions', items: [...faq] },
    LEAD_FORM,
    {
      type: 'cta',
      text: 'Employers, insurers, pharma, hospitals and clinics:',
      label: 'All partnerships',
      href: '/partnerships',
    },
  ],
})

export const PARTNERSHIP_VERTICALS: readonly ContentPage[] = [
  vertical(
    'employers',
    'MedWise for employers',
    'Health benefits for your employees with MedWise: medicines, lab tests at home and doctor consultations.',
    '<p>Give your teams and their families health benefits they use: medicines delivered, lab tests collected at home and doctors on video, paid from a health wallet you fund or at a corporate discount. ' +
      'Your HR team adds and removes employees; you see spend by benefit, never anyone’s health details.</p>',
    [
      {
        title: 'Health wallet',
        text: 'A yearly amount per employee in rupees, spent on medicines, lab tests and consultations. Unused balance returns to you.',
      },
      {
        title: 'Annual health check-ups',
        text: 'Packages booked by employees for themselves and their family, collected at home or at the office.',
      },
      {
        title: 'Doctor on call',
        text: 'Video consultations with general physicians, with an e-prescription the employee can order from.',
      },
      { title: 'Reports for HR', text: 'Monthly use and spend by benefit and location, with GST invoices.' },
    ],
    [
      {
        question: 'How many employees do we need?',
        answer_html: '<p>Programmes start at 50 employees. Smaller teams can use our corporate discount without a wallet.</p>',
      },
      {
        question: 'Can employees add their family?',
        answer_html:
          '<p>Yes: spouse, children and parents, as family members on the employee’s account, within the limits you set.</p>',
      },
    ],
  ),
  vertical(
    'insurers',
    'MedWise for insurers',
    'Benefits for your policyholders with MedWise: free consultations, lab discounts and medicine discounts.',
    '<p>Policyholders activate their benefits on our website with their policy number and date of birth, checked against the member list you share with us. ' +
      'The benefits then apply in their cart like any discount, and they see what is left.</p>',
    [
      { title: 'Consultations', text: 'A set number of free video consultations per policy year.' },
      { title: 'Lab tests', text: 'A discount on lab tests and health check-ups collected at home.' },
      { title: 'Medicines', text: 'A discount on medicines ordered on MedWise, prescription checked as always.' },
      { title: 'Member list', text: 'Shared securely as a file or by API, refreshed as often as you need.' },
    ],
    [
      {
        question: 'Do you see our claims data?',
        answer_html:
          '<p>No. We need only the policy number, the member’s date of birth and the policy’s validity to activate benefits.</p>',
      },
      {
        question: 'Is this cashless hospitalisation?',
        answer_html: '<p>No. These are outpatient benefits on MedWise; hospital claims stay with you and your TPA.</p>',
      },
    ],
  ),
  vertical(
    'pharma',
    'MedWise for pharma companies',
    'Patient support programmes with MedWise: refill reminders, adherence calls and access offers run by pharmacists.',
    '<p>Help patients stay on their treatment. Our registered pharmacists run patient support programmes for chronic therapies: refill reminders, adherence calls and access offers. ' +
      'Programmes follow the Uniform Code for Pharmaceutical Marketing Practices; we never promote a prescription medicine to the public.</p>',
    [
      { title: 'Refill reminders', text: 'Timed to the prescribed dose, by SMS or WhatsApp, with the person’s consent.' },
      { title: 'Adherence calls', text: 'A pharmacist calls to answer questions about dose, side effects and storage.' },
      { title: 'Access offers', text: 'Discounts funded by you on a therapy, applied in the cart against a valid prescription.' },
      { title: 'Reports', text: 'Programme enrolment and refill rates, anonymised and aggregated.' },
    ],
    [
      {
        question: 'Can you switch patients to our brand?',
        answer_html:
          '<p>No. The prescriber decides the medicine; our pharmacists may tell patients about generics with the same salt, as the law allows.</p>',
      },
      {
        question: 'How is cold-chain handled?',
        answer_html:
          '<p>Medicines that need 2–8 °C are packed with cold packs and delivered only where we can keep the chain.</p>',
      },
    ],
  ),
  vertical(
    'hospitals-and-clinics',
    'MedWise for hospitals and clinics',
    'Care after discharge with MedWise: medicines delivered and follow-up lab tests collected at home.',
    '<p>Send patients home with less to worry about. Their discharge medicines are delivered to their door, refills follow on time, and follow-up tests are collected at home with reports shared back with your doctors when the patient agrees.</p>',
    [
      {
        title: 'Discharge medicines',
        text: 'The prescription sent to us from your pharmacy desk; medicines at home the same or next day in our cities.',
      },
      {
        title: 'Follow-up tests',
        text: 'Home collection on the dates your doctors set, reports to the patient and, with consent, to you.',
      },
      { title: 'Teleconsultation', text: 'Your doctors consult their patients on video through MedWise, with e-prescriptions.' },
      { title: 'Your brand', text: 'A page for your patients with your hospital’s name and the services you choose.' },
    ],
    [
      {
        question: 'Do you take over our pharmacy?',
        answer_html:
          '<p>No. We serve patients after they leave; your in-house pharmacy keeps serving them inside the hospital.</p>',
      },
      {
        question: 'How do reports reach our doctors?',
        answer_html: '<p>Through the patient’s health record on MedWise, shared with your doctor by the patient.</p>',
      },
    ],
  ),
]
