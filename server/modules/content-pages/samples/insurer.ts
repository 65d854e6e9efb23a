import type { ContentPage } from '../../../../contracts/content-pages.ts'
import { SAMPLE_INSURER_PLAN as plan } from '../../../../core/insurer/benefits.ts'
import { formatPaise } from '../../../../core/money.ts'

// Sample content (issue 27 §4; decision 087): the insurer page. The brand is the spec's; the words and the plan's
// terms are samples until the partner gives us theirs. Staff replace the words at /staff/content; the terms are
// core/insurer/benefits.ts's.
export const INSURER: ContentPage = {
  slug: 'tata-aia-shubhhealthplus',
  title: 'Tata AIA Shubh Health Plus',
  description:
    'Policyholders of Tata AIA Shubh Health Plus get a free doctor consultation and discounts on lab tests and medicines at MedWise.',
  sample: true,
  blocks: [
    {
      type: 'rich_text',
      html: '<p>If you hold a <strong>Tata AIA Shubh Health Plus</strong> policy, activate your benefits once with your policy number and date of birth. They then apply by themselves in your cart.</p>',
    },
    {
      type: 'cards',
      heading: 'What you get',
      cards: [
        {
          title: `${plan.freeConsultations} free doctor consultation`,
          text: 'Talk to a registered doctor by chat, audio or video, free of charge.',
        },
        {
          title: `${plan.labDiscountPercent}% off lab tests`,
          text: 'On tests booked with home sample collection.',
        },
        {
          title: `${plan.medicineDiscountPercent}% off medicines`,
          text: `Up to ${formatPaise(plan.medicineCapPerOrderPaise)} an order and ${formatPaise(plan.medicineCapPerYearPaise)} a year. It does not add to a Care Plan discount: the larger of the two applies.`,
        },
      ],
    },
    { type: 'form', form: 'insurer_activation', heading: 'Activate your benefits' },
    {
      type: 'faq',
      heading: 'Questions',
      items: [
        {
          question: 'Where do I find my policy number?',
          answer_html: '<p>On the first page of your policy document, and in the insurer’s app or welcome e-mail.</p>',
        },
        {
          question: 'Can my family use my benefits?',
          answer_html:
            '<p>The benefits are activated on one MedWise account: the policyholder’s. Orders from that account can be for anyone.</p>',
        },
        {
          question: 'It says it cannot find my policy.',
          answer_html:
            '<p>Check the policy number and date of birth on your policy document. New policies can take a few days to reach us. After a few tries, please wait an hour or call us.</p>',
        },
      ],
    },
  ],
}
