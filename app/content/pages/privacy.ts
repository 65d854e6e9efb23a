import type { InfoPageContent } from '../blocks'

// /PrivacyPolicy (spec 1 §2.9: the sign-in popup's privacy link). Written for the Digital Personal Data Protection
// Act, 2023 and the IT (Reasonable Security Practices and Sensitive Personal Data or Information) Rules, 2011, and
// true to what this codebase does (cookies, providers, retention: decision 030 for prescriptions).
export const PRIVACY: InfoPageContent = {
  title: 'Privacy Policy',
  description:
    'What personal and health data MedWise collects, why, who it is shared with, how long it is kept, and your rights under the Digital Personal Data Protection Act, 2023.',
  heading: 'Privacy Policy',
  updated: '2026-11-24',
  intro: [
    'Your prescriptions and orders say a lot about your health, so we collect only what we need to serve you, keep it safe, and never sell it. This policy explains what we collect, why, with whom we share it, how long we keep it, and the rights you have.',
    '{company.name} ("MedWise", "we") decides why and how your personal data is used: we are the data fiduciary under the Digital Personal Data Protection Act, 2023. Health records, prescriptions and financial information are sensitive personal data under the Information Technology Rules, 2011, and we protect them as such.',
  ],
  sections: [
    {
      heading: 'What we collect',
      blocks: [
        {
          list: [
            'Account details: your mobile number, e-mail address and name, and whether you told us you are a healthcare professional.',
            'Addresses you save for delivery, with the pincode and, only if you press "Use my current location", your device’s location at that moment.',
            'Prescriptions you upload (images or PDFs, with the photos’ hidden metadata removed), the patient’s name on them, and what the pharmacist recorded when checking them: the prescriber’s name and registration number, the patient’s name and age, the date and the medicines.',
            'Orders: what you bought, the bill, delivery and payment status, refunds, and the invoices.',
            'Payments: the amount, the method and the payment gateway’s reference. Card, UPI and bank details are entered on the gateway’s page; we never see or store card numbers or PINs.',
            'MedWise Cash: every amount added, spent and refunded.',
            'Messages you send to customer care, with the e-mail address to reply to.',
            'Technical data: a random visitor identifier, the city you chose, your IP address in our security logs, and the pages you view.',
          ],
        },
      ],
    },
    {
      heading: 'Why we use it',
      blocks: [
        {
          list: [
            'To sign you in and keep your account secure (one-time passwords, limits on repeated attempts).',
            'To take, check, dispense, deliver and bill your orders, including the pharmacist’s check of your prescription.',
            'To keep the registers the Drugs and Cosmetics Rules, 1945 require of a pharmacy, and the records tax law requires.',
            'To take payments and make refunds.',
            'To answer your questions and complaints.',
            'To tell you about your orders by SMS, e-mail and on the order page. We send offers only if you agree, and you can stop them at any time.',
            'To keep MedWise working and safe: finding faults, preventing fraud and misuse.',
          ],
        },
        'We process your data with your consent, which you give when you sign up or choose to share something (a prescription, your location), and for the legitimate uses the Act allows, such as complying with the law. You can withdraw consent at any time (see "Your rights"); we then stop the processing that relied on it, although we may have to keep some records as the law requires, and we may no longer be able to fill orders that need that data.',
      ],
    },
    {
      heading: 'Who we share it with',
      blocks: [
        'We share only what each needs, under contracts that bind them to use it only for us and keep it safe:',
        {
          list: [
            'the fulfilment centre and pharmacists who check and dispense your order;',
            'the courier who delivers it (your name, address and phone number);',
            'our payment gateway, to take payments and make refunds;',
            'our SMS and e-mail providers, to send your one-time passwords and order messages;',
            'the partner laboratory that carries out a lab test you book;',
            'government authorities, drug inspectors, courts or the police when the law requires us to.',
          ],
        },
        'We do not sell your personal data, and we do not share your health data for advertising. Data may be stored with our hosting providers in India or abroad, with the same protection; we do not send it to a country the Government of India has restricted.',
      ],
    },
    {
      heading: 'Cookies',
      blocks: [
        'MedWise uses its own cookies, not advertising cookies:',
        {
          list: [
            'a session cookie that keeps you signed in, and a security token against forged requests;',
            'a visitor identifier that keeps a guest’s cart;',
            'your chosen city and delivery location, for prices and delivery dates (kept 90 and 7 days);',
            'small preferences, such as which announcements you have already seen.',
          ],
        },
        'Pages record the pages you view in the page’s own analytics data; this copy of MedWise sends it to no analytics company. If we add one, we will name it here first. The payment page loads the payment gateway’s checkout, which sets its own cookies under its privacy policy.',
      ],
    },
    {
      heading: 'How long we keep it',
      blocks: [
        {
          list: [
            'Your account, addresses and saved prescriptions: while your account is open. Ask us to erase them and we will, except what the law makes us keep.',
            'Prescriptions behind a medicine we dispensed, and the pharmacy’s registers: as long as the Drugs and Cosmetics Rules, 1945 require (three years for Schedule H1 medicines), even after an account is erased.',
            'Invoices, payments and refunds: as long as tax law requires (under GST, six years).',
            'One-time passwords expire within minutes; security logs are kept for a limited period and then deleted.',
          ],
        },
      ],
    },
    {
      heading: 'How we protect it',
      blocks: [
        'Our site is served only over encrypted connections. One-time passwords are stored as keyed hashes, never as text. Uploaded prescriptions are private files that only your account and our pharmacists can open, and every action our staff take on an order or prescription is recorded with who did it and when. We follow reasonable security practices as the IT Rules, 2011 require, and we review them as we grow.',
        'If a breach affects your personal data, we will tell you and the Data Protection Board of India as the Act requires.',
      ],
    },
    {
      heading: 'Your rights',
      blocks: [
        'Under the Digital Personal Data Protection Act, 2023 you may:',
        {
          list: [
            'ask what personal data we hold about you and with whom we have shared it;',
            'have it corrected, completed or updated;',
            'have it erased when it is no longer needed, except where the law makes us keep it;',
            'withdraw a consent you gave, as easily as you gave it;',
            'nominate someone to exercise these rights if you die or cannot act;',
            'complain to our grievance officer, and then to the Data Protection Board of India.',
          ],
        },
        'You can download a copy of your data yourself: [Download my data](/data-rights/download) prepares a ZIP file of everything your account holds, which you can download for 7 days.',
        'Write to {support.email} or to the grievance officer below from the e-mail address or number on your account, so that we know the request is yours.',
      ],
    },
    {
      heading: 'Children',
      blocks: [
        'MedWise accounts are for adults. A parent or guardian orders for a child and gives consent for the child’s data, such as a prescription in the child’s name. We do not track children or show them advertising.',
      ],
    },
    {
      heading: 'Grievance officer',
      id: 'grievance-officer',
      blocks: [
        'For any concern about your personal data, [raise a grievance](/profile/grievances) from your account (we answer within 90 days and you can follow it there), or write to our grievance officer:',
        { operator: 'grievance' },
      ],
    },
    {
      heading: 'Changes to this policy',
      blocks: [
        'When we change this policy we update the date at the top. If a change affects how we use the data you have already given us, we tell you by SMS or e-mail before it applies and ask for your consent where the law requires.',
      ],
    },
  ],
}
