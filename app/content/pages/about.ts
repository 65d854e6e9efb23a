import type { InfoPageContent } from '../blocks'

// About us (the footer's 'About Us' and the licensed-pharmacy badge, /about).
export const ABOUT: InfoPageContent = {
  title: 'About Us',
  description:
    'MedWise is an Indian online pharmacy: genuine medicines from licensed pharmacies, every prescription checked by a registered pharmacist, lab tests at home, and honest prices.',
  heading: 'About MedWise',
  updated: '2026-11-24',
  intro: [
    'MedWise makes it simple to get the medicines and tests you need, at a fair price, without a trip to the chemist. Search for a medicine, see what it is for and what cheaper brands of the same salts cost, and have it delivered to your door.',
  ],
  sections: [
    {
      heading: 'A licensed pharmacy, online',
      blocks: [
        'Every order is dispensed by one of our fulfilment centres, each a pharmacy licensed under the Drugs and Cosmetics Act, 1940 and its Rules, with a registered pharmacist in charge. Your invoice names the centre, its drug licence numbers and GSTIN.',
        'Prescription medicines leave a centre only after a registered pharmacist has checked a valid prescription for them. We keep the registers a pharmacy must keep, and we never sell Schedule X medicines or narcotic and psychotropic drugs online.',
      ],
    },
    {
      heading: 'What you can do on MedWise',
      blocks: [
        {
          list: [
            '[Search for medicines](/drugs-all-medicines) and health products, and compare brands of the same salts.',
            'Browse [health products by category](/categories), including [Ayurveda](/ayurveda).',
            'Look up medicines by [disease](/all-diseases) or by [therapeutic class](/drugs-therapeutic-classes).',
            'Order with home delivery, paying online, with MedWise Cash or in cash on delivery.',
            'Find [lab tests and health packages](/labs) with home sample collection.',
            'See our current [offers](/offers).',
          ],
        },
      ],
    },
    {
      heading: 'What we stand for',
      blocks: [
        {
          list: [
            'Genuine medicines, bought only from licensed manufacturers and distributors, stored as their labels require, and sent with at least three months to their expiry.',
            'Honest prices: never above MRP, with the saving shown against it.',
            'Information you can trust, written and reviewed as our [Editorial Policy](/editorial-policy) describes.',
            'Your privacy: your health data is used to serve you and never sold ([Privacy Policy](/PrivacyPolicy)).',
          ],
        },
      ],
    },
    {
      heading: 'The company',
      blocks: ['MedWise is run by {company.name}, {company.address}. To reach us, see [Contact Us](/contactus).'],
    },
  ],
}
