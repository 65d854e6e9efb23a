import type { InfoPageContent } from '../blocks'

// Contact us (the footer's 'Contact Us', /contactus, the path spec 2 §2 names among the corporate exceptions), with
// the grievance officer the Consumer Protection (E-Commerce) Rules, 2020 ask for (rule 4(4), 4(5)).
export const CONTACT: InfoPageContent = {
  title: 'Contact Us',
  description:
    'Reach MedWise customer care by e-mail or phone, and our grievance officer for complaints: name, designation and contact, with acknowledgement in 48 hours and resolution within a month.',
  heading: 'Contact Us',
  updated: '2026-11-24',
  intro: [
    'We are glad to help with an order, a prescription, a refund or anything else. Many answers are already on our [Help](/help) page.',
  ],
  sections: [
    {
      heading: 'Customer care',
      blocks: [
        { operator: 'contact' },
        'For an order, please give its number (it starts with MW and is on the order page and in our messages). Never share a one-time password with anyone, including us: MedWise staff will never ask for it.',
      ],
    },
    {
      heading: 'Grievance officer',
      id: 'grievance-officer',
      blocks: [
        'If customer care has not resolved your complaint, or it is about your personal data, write to our grievance officer, appointed under the Consumer Protection (E-Commerce) Rules, 2020 and the Information Technology Rules:',
        { operator: 'grievance' },
        'We acknowledge every complaint within {grievance.ackHours} hours and give it a reference number, and we resolve it within {grievance.resolveWithin} of receiving it. You can also contact the National Consumer Helpline (call 1915 or 1800-11-4000, or visit [consumerhelpline.gov.in](https://consumerhelpline.gov.in)).',
      ],
    },
    {
      heading: 'In an emergency',
      blocks: ['For a medical emergency call 112, or go to the nearest hospital. MedWise cannot give emergency medical help.'],
    },
  ],
}
