import type { ContentPage } from '../../../../contracts/content-pages.ts'

// Sample content (issue 27 §5): the lead-generation survey; its questions are content. Staff replace it at
// /staff/content.
export const SURVEY_FORM: ContentPage = {
  slug: 'survey-form',
  title: 'Tell us about your health needs',
  description: 'A short survey: tell us what you need and we will call you back.',
  sample: true,
  blocks: [
    {
      type: 'form',
      form: 'survey',
      questions: [
        { id: 'name', kind: 'text', label: 'Your name', required: true },
        { id: 'phone', kind: 'phone', label: 'Mobile number', required: true },
        { id: 'pincode', kind: 'pincode', label: 'Pincode', required: true },
        {
          id: 'interest',
          kind: 'choice',
          label: 'What are you looking for?',
          required: true,
          options: ['Medicines', 'Lab tests', 'Doctor consultation', 'Care plan'],
        },
        { id: 'experience', kind: 'rating', label: 'How easy is it to buy medicines today?', required: false, max: 5 },
      ],
    },
  ],
}
