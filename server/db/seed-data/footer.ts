import type { FooterContent } from '../../../contracts/content.ts'

// Footer content in the server wire form of spec 1 §3 (snake_case keys). Stats values are filled in from the
// database when the footer is served (server/modules/content/footer.ts); the texts here are editable content.
export const BRAND = 'MedWise'

export const footerContent: FooterContent = {
  headers: {
    stats: 'India’s trusted health platform',
    know_us: 'Know Us',
    our_policies: 'Our Policies',
    our_services: 'Our Services',
    featured_categories: 'Featured Categories',
    connect: 'Connect',
    download_app: 'Download App',
  },
  platform_stats_order: ['medicines', 'lab_tests', 'cities', 'pincodes'],
  stats_data: {
    medicines: { value: '', stat: { web: 'Medicines and health products' }, icon: '/icons/stat-medicines.svg' },
    lab_tests: { value: '', stat: { web: 'Lab tests and packages' }, icon: '/icons/stat-labs.svg' },
    cities: { value: '', stat: { web: 'Cities we deliver to' }, icon: '/icons/stat-cities.svg' },
    pincodes: { value: '', stat: { web: 'Pincodes served' }, icon: '/icons/stat-pincodes.svg' },
  },
  sms_app_link: {
    header: 'Get the app link on SMS',
    placeholder: 'Enter 10 digit mobile number',
    cta: 'Send link',
  },
  domains_sections_order: ['know_us', 'our_policies', 'our_services', 'featured_categories'],
  sections_links: {
    know_us: [
      { url: '/about', text: 'About Us' },
      { url: '/contactus', text: 'Contact Us' },
      { url: '/partnerships', text: 'Partner with us' },
      { url: '/help', text: 'Help' },
    ],
    our_policies: [
      { url: '/tnc', text: 'Terms and Conditions' },
      { url: '/PrivacyPolicy', text: 'Privacy Policy' },
      { url: '/editorial-policy', text: 'Editorial Policy' },
      { url: '/return-policy', text: 'Return Policy' },
    ],
    our_services: [
      { url: '/', text: 'Order Medicines' },
      { url: '/labs', text: 'Book Lab Tests' },
      { url: '/online-doctor-consultation', text: 'Consult a Doctor' },
      { url: '/order-with-prescription', text: 'Order with Prescription' },
      { url: '/subscription-plan/subscriptions', text: 'Care Plan' },
    ],
    featured_categories: [
      { url: '/categories', text: 'All Categories' },
      { url: '/all-diseases', text: 'All Diseases' },
      { url: '/drugs-all-medicines', text: 'All Medicines' },
      { url: '/drugs-therapeutic-classes', text: 'Medicines by Therapeutic Class' },
    ],
  },
  connect_data: {
    main_header: 'Connect',
    text: 'Follow us for health tips and offers',
    links: [
      { name: 'Facebook', url: 'https://www.facebook.com/', icon: '/icons/facebook.svg' },
      { name: 'Instagram', url: 'https://www.instagram.com/', icon: '/icons/instagram.svg' },
      { name: 'YouTube', url: 'https://www.youtube.com/', icon: '/icons/youtube.svg' },
    ],
  },
  download_app: {
    text: 'Download the app for a faster experience',
    data: [
      { name: 'google_play', url: 'https://play.google.com/store', icon: '/icons/google-play.svg' },
      { name: 'app_store', url: 'https://www.apple.com/app-store/', icon: '/icons/app-store.svg' },
    ],
  },
  trust_section: {
    items: [
      { header: 'Reliable', text: 'Every medicine is sourced from licensed distributors and pharmacies.', image: '/icons/trust-reliable.svg' },
      { header: 'Secure', text: 'Your health data and payments are protected with encryption.', image: '/icons/trust-secure.svg' },
      { header: 'Affordable', text: 'Discounts on medicines, lab tests and doctor consultations.', image: '/icons/trust-affordable.svg' },
    ],
  },
  legit_script: {
    text: 'Prescription medicines are dispensed only against a valid prescription from a registered medical practitioner.',
    icons: [{ name: 'Licensed pharmacy', url: '/about', icon: '/icons/licensed.svg' }],
  },
  signup_data: { text: 'Sign up to save on medicines and get health tips', cta: 'Sign up' },
  know_more_section: {
    header: `Know more about ${BRAND}`,
    data: [
      {
        header: 'Order medicines online',
        description: `${BRAND} delivers prescription and over-the-counter medicines to your doorstep. Upload a valid prescription for Schedule H and H1 medicines; our pharmacists check every order before it is dispatched.`,
      },
      {
        header: 'Book lab tests at home',
        description: 'Book blood tests and health packages with home sample collection from accredited labs, and get reports online.',
      },
      {
        header: 'Sample prices',
        description: 'Prices shown in this installation are sample data for demonstration, not live prices.',
      },
    ],
  },
  copyright_text: `© ${BRAND}. All rights reserved. Catalog prices are sample data; nothing here is medical advice.`,
  payment_partners: {
    text: 'Our payment partners',
    data: [
      { name: 'UPI', icon: '/icons/pay-upi.svg' },
      { name: 'RuPay', icon: '/icons/pay-rupay.svg' },
      { name: 'Visa', icon: '/icons/pay-visa.svg' },
      { name: 'Mastercard', icon: '/icons/pay-mastercard.svg' },
    ],
  },
}

