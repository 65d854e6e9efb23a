import type { InfoPageContent } from '../blocks'

// The editorial policy (the footer's 'Editorial Policy', /editorial-policy): how the health information on MedWise
// is written, checked and corrected.
export const EDITORIAL: InfoPageContent = {
  title: 'Editorial Policy',
  description:
    'How MedWise writes and reviews information about medicines, diseases and lab tests: sources, medical review, independence from advertisers, and how to report an error.',
  heading: 'Editorial Policy',
  updated: '2026-11-24',
  intro: [
    'People read our pages to understand a medicine before they take it. We owe them information that is accurate, up to date, easy to understand and free of sales talk. This policy says how we try to make it so.',
  ],
  sections: [
    {
      heading: 'What we publish',
      blocks: [
        'Medicine pages (what a medicine is for, its salts and strength, how to take it, side effects and warnings, and substitutes with the same salts), pages about salts and diseases, and descriptions of lab tests and health products. Facts about a product (maker, pack, schedule, MRP) come from the manufacturer’s label and the licensing authorities’ records.',
      ],
    },
    {
      heading: 'Sources',
      blocks: [
        'We write from primary and official sources: the prescribing information approved for India, the Indian Pharmacopoeia, the National Formulary of India, the Central Drugs Standard Control Organisation, the Indian Council of Medical Research, the World Health Organization, and peer-reviewed research. We do not copy marketing material or other websites.',
      ],
    },
    {
      heading: 'Who writes and who checks',
      blocks: [
        {
          list: [
            'Pages are written by writers trained in pharmacy or medicine.',
            'Every page about a medicine, disease or test is reviewed by a registered pharmacist or doctor before it is published, and again when it is substantially changed.',
            'Reviewers are credited by name on the pages they review, with the date of the review, as those credits reach each page.',
            'Catalog facts and prices are checked against the pack and our suppliers’ records when a product is added.',
          ],
        },
      ],
    },
    {
      heading: 'Plain language, no promises',
      blocks: [
        'We write short sentences in everyday words and explain any medical term we must use. We do not promise cures, and we do not publish claims that the Drugs and Magic Remedies (Objectionable Advertisements) Act, 1954 forbids. Our information helps you talk to your doctor; it is never a diagnosis or a reason to change a treatment on your own.',
      ],
    },
    {
      heading: 'Independence',
      blocks: [
        'What we write is not for sale. Manufacturers cannot pay to change a medicine’s information or its place among substitutes: substitutes are listed by salt and strength, cheapest first, and the saving is worked out from the MRP. Sponsored offers, when there are any, are labelled as such.',
      ],
    },
    {
      heading: 'Keeping it current',
      blocks: [
        'We review medicine pages at least once a year, and at once when a regulator changes a medicine’s approval, bans it, or issues a safety warning. A medicine that may no longer be sold is taken off sale the same day.',
      ],
    },
    {
      heading: 'Found a mistake?',
      blocks: [
        'Tell us at {support.email} with the page’s address and what is wrong. A pharmacist looks at every report; we correct errors promptly and note significant corrections on the page. To report a side effect of a medicine, also tell your doctor, and you can report it to the Pharmacovigilance Programme of India (toll-free 1800-180-3024).',
      ],
    },
  ],
}
