import type { FaqGroup, InfoPageContent } from '../blocks'

// /help (the header's 'Help', spec 1 §2.2, and the footer's): frequently asked questions, grouped under headings,
// each question a disclosure (<details>) that reads in full without JavaScript. Answers describe what MedWise does
// today (README 'What a visitor can do today'); change them with the features.

export const HELP: InfoPageContent & { groups: FaqGroup[] } = {
  title: 'Help and FAQs',
  description:
    'Answers about ordering medicines on MedWise: prescriptions, delivery and its charges, payment and MedWise Cash, coupons, cancellations, returns and refunds, and your account.',
  heading: 'Help and frequently asked questions',
  updated: '2026-11-24',
  intro: ['Find your question below. If it is not here, [contact us](/contactus): we are happy to help.'],
  sections: [],
  groups: [
    {
      heading: 'Ordering',
      items: [
        {
          q: 'How do I order medicines?',
          a: [
            {
              steps: [
                'Search for a medicine by its name or salt, or browse the [categories](/categories), and press "Add to cart".',
                'Open the [cart](/cart) and press "Proceed". You sign in with a one-time password if you have not already.',
                'If a medicine needs a prescription, upload it (or choose one you saved before).',
                'Choose the delivery address and see the delivery dates, check the summary, and pay.',
              ],
            },
          ],
        },
        {
          q: 'Do I need an account?',
          a: [
            'You can search, read about medicines and fill a cart without one. To place an order you sign in with your mobile number or e-mail address and a one-time password; the cart you filled as a guest joins your account.',
          ],
        },
        {
          q: 'I did not get my one-time password. What can I do?',
          a: [
            'Wait for the countdown to end, then ask for the code again by SMS or by a phone call (or by e-mail, if you signed in with e-mail). Codes are limited to a few an hour to protect your account; if you are still stuck, use "Need Help?" in the sign-in window and we will reply by e-mail.',
          ],
        },
        {
          q: 'What does "Buy now" do?',
          a: ['It orders that one product on its own, straight away. The items already in your cart stay there for later.'],
        },
        {
          q: 'How do I order again what I bought before?',
          a: [
            '[Reorder](/reorder) lists what you ordered before, with today’s price and whether it is in stock in your city. Add items one by one or all at once.',
          ],
        },
      ],
    },
    {
      heading: 'Prescriptions',
      items: [
        {
          q: 'Which medicines need a prescription?',
          a: [
            'Medicines in Schedules H, H1 and G of the Drugs and Cosmetics Rules, 1945, marked "Rx" on MedWise. Other medicines and health products can be ordered without one.',
          ],
        },
        {
          q: 'What makes a prescription valid?',
          a: [
            'It must be written by a registered medical practitioner and show:',
            {
              list: [
                'the doctor’s name, registration number and signature or stamp;',
                'the patient’s name and age;',
                'the date, not more than six months ago (or the shorter period the doctor wrote);',
                'the medicines, with strength and dose.',
              ],
            },
            'Upload clear photos or PDFs of every page: up to 5 files of 10 MB each.',
          ],
        },
        {
          q: 'Who checks my prescription, and what happens then?',
          a: [
            'A registered pharmacist checks it against your order before anything is dispensed. They approve the order, approve part of it (the medicines not on the prescription are removed and refunded), or reject it with a reason shown on your order page. You can upload a new prescription and order again.',
          ],
        },
        {
          q: 'Why can’t I buy some medicines online?',
          a: [
            'Schedule X medicines and narcotic or psychotropic drugs under the NDPS Act, 1985 may be sold only by a pharmacy in person, against a prescription it keeps. MedWise never sells them online.',
          ],
        },
      ],
    },
    {
      heading: 'Delivery',
      items: [
        {
          q: 'Do you deliver to my area?',
          a: [
            'Choose your city at the top of the page: we tell you if we deliver there. When you add an address, its pincode tells us the rest, and the cart shows any item that cannot reach you.',
          ],
        },
        {
          q: 'How much is delivery?',
          a: [
            'Free when the items in your order are worth ₹499 or more; otherwise ₹49. The cart tells you how much more to add for free delivery.',
          ],
        },
        {
          q: 'When will my order arrive, and how do I track it?',
          a: [
            'Delivery dates are shown before you pay. If no single centre has everything, we may send it in more than one shipment, each with its own date. The order’s page in [My Orders](/order/history) shows each step as it happens.',
          ],
        },
      ],
    },
    {
      heading: 'Payment and MedWise Cash',
      items: [
        {
          q: 'How can I pay?',
          a: [
            'Online by UPI, card, net banking or wallet through our payment gateway; with MedWise Cash; or in cash on delivery for orders up to ₹5,000.',
          ],
        },
        {
          q: 'What is MedWise Cash?',
          a: [
            'Money kept in your MedWise account to pay for orders. Add between ₹100 and ₹10,000 at a time; refunds of cash-on-delivery and MedWise Cash payments come back to it. [MedWise Cash](/dashboard/cash) shows your balance and every entry.',
          ],
        },
        {
          q: 'Money left my account but the order failed. What now?',
          a: [
            'If a payment reaches us after the order has been cancelled, we refund it in full automatically. If the payment never reached us, your bank reverses the debit itself, usually within 5 to 7 working days. Contact us with the date and amount if it does not.',
          ],
        },
        {
          q: 'Where is my invoice?',
          a: ['Once an order is confirmed, its page has "Download invoice": the GST tax invoice as a PDF.'],
        },
        {
          q: 'How do I use a coupon?',
          a: [
            'Sign in, then enter the code in the cart’s coupon box. One coupon applies per order, and each has its own conditions. See the current [offers](/offers).',
          ],
        },
      ],
    },
    {
      heading: 'Cancellations, returns and refunds',
      items: [
        {
          q: 'Can I cancel my order?',
          a: ['Yes, from the order’s page, until it is packed. What you paid comes back the way you paid it.'],
        },
        {
          q: 'How do I return an item?',
          a: [
            'Contact us within 7 days of delivery. Opened strips and cold-chain products (kept between 2 °C and 8 °C) cannot be returned unless we sent them wrong, damaged or expired. Read the [Return and Refund Policy](/return-policy).',
          ],
        },
        {
          q: 'When will I get my refund?',
          a: [
            'We start it as soon as the order is cancelled or the return is checked. Online payments go back to the same account or card, usually within 5 to 7 working days; MedWise Cash and cash-on-delivery payments go to your MedWise Cash at once.',
          ],
        },
      ],
    },
    {
      heading: 'Lab tests',
      items: [
        {
          q: 'Can I book a lab test?',
          a: [
            'You can browse [lab tests and packages](/labs), with their prices and what each needs (sample, fasting), and add them to your labs cart. Booking a home sample collection online opens soon; until then, the tests stay in your labs cart.',
          ],
        },
      ],
    },
    {
      heading: 'Your account and privacy',
      items: [
        {
          q: 'How do I change my number or e-mail address, or close my account?',
          a: [
            'Write to {support.email} from the number or e-mail address on your account. We will confirm it is you before changing anything. Records the law makes a pharmacy keep (prescriptions for medicines dispensed, invoices) are kept even after an account is closed; our [Privacy Policy](/PrivacyPolicy) explains.',
          ],
        },
        {
          q: 'Will MedWise ever ask for my one-time password?',
          a: ['Never. Do not share it with anyone who calls or writes, even if they say they are from MedWise.'],
        },
      ],
    },
  ],
}
