import type { InfoPageContent } from '../blocks'

// /tnc (spec 1 §2.9: the sign-in popup's 'Terms and Conditions'). Plain English; the laws named are India's.
export const TERMS: InfoPageContent = {
  title: 'Terms and Conditions',
  description:
    'The terms for using MedWise: your account, prescriptions, orders, prices, payment, delivery, cancellations, returns, and how to raise a complaint with our grievance officer.',
  heading: 'Terms and Conditions',
  updated: '2026-11-24',
  intro: [
    'These terms apply when you use the MedWise website or app to look up medicines, buy them, book lab tests or use any other MedWise service. MedWise is run by {company.name} ("MedWise", "we", "us"). By creating an account or placing an order you agree to these terms, our [Privacy Policy](/PrivacyPolicy) and our [Return and Refund Policy](/return-policy). If you do not agree, please do not use MedWise.',
    'Nothing in these terms takes away the rights you have as a consumer under the Consumer Protection Act, 2019 and the Consumer Protection (E-Commerce) Rules, 2020.',
  ],
  sections: [
    {
      heading: 'Who sells to you',
      blocks: [
        'Medicines are sold and dispensed by licensed pharmacies (our fulfilment centres) holding retail and wholesale drug licences under the Drugs and Cosmetics Rules, 1945. Your tax invoice names the centre that dispensed your order, its address, GSTIN and drug licence numbers, and the registered pharmacist in charge.',
        'Lab tests are carried out by the partner laboratory named on your booking. Doctor consultations, when we offer them, are given by registered medical practitioners under the Telemedicine Practice Guidelines, 2020.',
      ],
    },
    {
      heading: 'Your account',
      blocks: [
        {
          list: [
            'You sign in with a one-time password (OTP) sent to your mobile number or e-mail address. Keep your phone and e-mail to yourself: anyone who can read your OTPs can use your account.',
            'You must be 18 or older to hold an account. A parent or guardian may order for a child.',
            'Give us true details. Orders for medicines need the real name of the patient, and addresses where someone can receive the parcel.',
            'One person, one account. We may suspend an account used to break these terms or the law, and we will tell you why.',
          ],
        },
      ],
    },
    {
      heading: 'Medicines and prescriptions',
      blocks: [
        {
          list: [
            'Prescription-only medicines (Schedules H, H1 and G of the Drugs and Cosmetics Rules, 1945) are dispensed only against a valid prescription from a registered medical practitioner, written for the patient named on the order. You upload it while ordering.',
            'A registered pharmacist checks every prescription before the order is confirmed. A prescription is accepted for six months from the date on it, unless the doctor wrote a shorter period. The pharmacist may approve the order, approve part of it (you are refunded for the rest), or reject it with a reason you can read on the order page.',
            'We never sell Schedule X medicines or narcotic and psychotropic substances under the Narcotic Drugs and Psychotropic Substances Act, 1985 online. Please buy them from a pharmacy in person.',
            'We substitute a medicine with another brand of the same salts and strength only when you allow it.',
            'Uploading a forged or altered prescription is an offence. We reject such orders and may report them.',
            'Medicines are sold for the personal use of the patient, not for resale.',
          ],
        },
      ],
    },
    {
      heading: 'Health information is not a diagnosis',
      blocks: [
        'What we publish about medicines, diseases and lab tests is general information, written and reviewed as our [Editorial Policy](/editorial-policy) describes. It does not replace the advice of your doctor, and you should not start, stop or change a medicine because of it. In an emergency, call 112 or go to the nearest hospital.',
      ],
    },
    {
      heading: 'Orders, prices and payment',
      blocks: [
        {
          list: [
            'Prices are in Indian rupees and include GST. We never charge more than the MRP printed on the pack. The price you pay is the one shown on the order summary when you place the order.',
            'Placing an order is your offer to buy. The order is confirmed when it is paid (or cash on delivery is chosen) and, for prescription medicines, when the pharmacist approves it. Until then we may decline it, for example if a medicine is out of stock, and refund anything you paid.',
            'You can pay online (UPI, cards, net banking and wallets, through our payment gateway), with MedWise Cash, or in cash on delivery for orders up to ₹5,000. An unpaid online order keeps its stock for 15 minutes and is then cancelled.',
            'Delivery is free for orders with items worth ₹499 or more; below that a delivery fee of ₹49 applies. The bill shows it before you pay.',
            'Coupons need an account. Each coupon has its own conditions (minimum order, the most it takes off, how often you can use it, the dates it runs), shown on the [Offers](/offers) page and in the cart. One coupon applies per order.',
            'We send a GST tax invoice for every confirmed order; you can download it from the order page.',
          ],
        },
      ],
    },
    {
      heading: 'Delivery',
      blocks: [
        'We deliver to the pincodes our fulfilment centres serve; the cart tells you when an item cannot reach your address. Delivery dates are estimates. Every medicine we send expires at least three months after its expected delivery date.',
        'Please check that the package is sealed when it arrives, and refuse it if it looks tampered with. A damaged, wrong or expired item found after delivery is covered by our [Return and Refund Policy](/return-policy).',
      ],
    },
    {
      heading: 'Cancellations, returns and refunds',
      blocks: [
        'You can cancel an order from its page until it is packed. We may cancel an order if the pharmacist rejects its prescription, if an item is no longer available or cannot be delivered to your address, or if we suspect misuse; we tell you why. Returns, and how and when money comes back, are set out in our [Return and Refund Policy](/return-policy).',
      ],
    },
    {
      heading: 'MedWise Cash',
      blocks: [
        'MedWise Cash is money you add to your account, or refunds we put there, to pay for MedWise orders. It earns no interest, cannot be transferred to another account, and can be spent only on MedWise. The page [MedWise Cash](/dashboard/cash) lists every rupee added and spent.',
      ],
    },
    {
      heading: 'Using MedWise fairly',
      blocks: [
        {
          list: [
            'Do not copy our catalog or pages in bulk, run automated programs against the site, or try to get around its security or limits.',
            'Do not use MedWise to buy medicines for resale, or for anyone without their knowledge.',
            'Do not post or upload anything unlawful, or anyone else’s personal or health information without their consent.',
          ],
        },
        'The MedWise name, logo, pages and the text we write belong to us or to those who license them to us. Product names and images belong to their makers.',
      ],
    },
    {
      heading: 'Our responsibility to you',
      blocks: [
        'We take care to describe medicines correctly and to deliver what you ordered. To the extent the law allows, we are not responsible for losses we could not reasonably foresee, or for what happens when a medicine is used against the advice of a doctor or its label. Nothing here limits our responsibility for a defective product, for deficiency in service, or for anything else the law does not allow us to limit.',
      ],
    },
    {
      heading: 'Complaints and the grievance officer',
      id: 'grievance-officer',
      blocks: [
        'Most questions are answered fastest by [customer care](/contactus). If you are not satisfied, write to our grievance officer, appointed under the Consumer Protection (E-Commerce) Rules, 2020 and the Information Technology Rules:',
        { operator: 'grievance' },
        'Please give your order number, if any, and what went wrong. You can also contact the National Consumer Helpline (call 1915 or 1800-11-4000, or visit [consumerhelpline.gov.in](https://consumerhelpline.gov.in)), or file a complaint with a consumer commission through [e-Daakhil](https://edaakhil.nic.in).',
      ],
    },
    {
      heading: 'Changes to these terms',
      blocks: [
        'We may change these terms when our services or the law change. The date at the top shows the last change; for a change that affects you materially, we tell you by SMS or e-mail before it applies. An order is governed by the terms in force when it was placed.',
      ],
    },
    {
      heading: 'Law and courts',
      blocks: [
        'These terms are governed by the laws of India. Courts at the place of our registered office have jurisdiction, without affecting your right to approach the consumer commission where you live or work.',
      ],
    },
  ],
}
