import { type RouteConfig, index, route } from '@react-router/dev/routes'

// The spec's route table (spec 2 §2), one line per route, in the spec's order, as the pages land.
export default [
  index('routes/home.tsx'),
  route('reorder', 'routes/reorder.tsx'),
  route('labs', 'routes/labs-home.tsx'),
  // issue 11 §2: the labs catalog pages; the test page serves both of its paths (spec 2 §2), the second under its own id.
  route('labs/test/:testId', 'routes/labs-test.tsx'),
  route('labs/test/:testId/:cityName/price', 'routes/labs-test.tsx', { id: 'labs/test-city-price' }),
  route('labs/:city/search', 'routes/labs-search.tsx'),
  route('labs/:city/diagnostic-centers/:labName', 'routes/labs-lab.tsx'),
  route('labs/tests', 'routes/labs-tests.tsx'),
  route('labs/category/:package', 'routes/labs-category.tsx'),
  route('categories', 'routes/categories.tsx'),
  route('cart', 'routes/cart.tsx'),
  // issue 11 §3: the labs cart, and its care-plan twin (spec 2 §2: /cp_labs/cart; member prices come with memberships).
  route('labs/cart', 'routes/labs-cart.tsx'),
  route('cp_labs/cart', 'routes/labs-cart.tsx', { id: 'cp_labs/cart' }),
  // issue 11 §4: patients and the home-collection slot (spec 2 §2), and the care-plan twin under its own id.
  route('labs/cart/patient-page', 'routes/labs-patient-page.tsx'),
  route('cp_labs/cart/patient-page', 'routes/labs-patient-page.tsx', { id: 'cp_labs/cart-patient-page' }),
  // issue 11 §6: the account's lab bookings, with reschedule and cancel.
  route('labs/mybookings', 'routes/labs-mybookings.tsx'),
  // issue 26 §1–2: health records (spec 2 §2); the patient id is the last path segment.
  route('health-record', 'routes/health-record.tsx'),
  route('health-record/:patientId', 'routes/health-record-member.tsx'),
  // issue 26 §3: a shared link's page (no sign-in) and the files in its scope (decision 079).
  route('health-record/shared/:token', 'routes/health-record-shared.tsx'),
  route('health-record/shared/:token/files/:recordId', 'routes/health-record-shared-file.tsx'),
  // issue 25 §8: the HR console of a corporate (its HR admins only; anyone else gets 404).
  route('corporate/:corporate_name/admin', 'routes/corporate-admin.tsx'),
  // issue 24 §3, §7: booking a consultation, its success page, my consultations and one consultation.
  route('online-doctor-consultation/book/success', 'routes/consult-book-success.tsx'),
  route('online-doctor-consultation/book/:doctorId', 'routes/consult-book.tsx'),
  route('online-doctor-consultation/myconsultation', 'routes/consult-mine.tsx'),
  route('online-doctor-consultation/myconsultation/:id', 'routes/consult-detail.tsx'),
  // issue 11 §5: the collection address, summary, payment (and /labs/checkout), online payment and success, and twins.
  route('labs/cart/address-page', 'routes/labs-address-page.tsx'),
  route('cp_labs/cart/address-page', 'routes/labs-address-page.tsx', { id: 'cp_labs/cart-address-page' }),
  route('labs/cart/summary-page', 'routes/labs-summary-page.tsx'),
  route('cp_labs/cart/summary-page', 'routes/labs-summary-page.tsx', { id: 'cp_labs/cart-summary-page' }),
  route('labs/cart/payment', 'routes/labs-payment.tsx'),
  route('cp_labs/cart/payment', 'routes/labs-payment.tsx', { id: 'cp_labs/cart-payment' }),
  route('labs/checkout', 'routes/labs-payment.tsx', { id: 'labs/checkout' }),
  route('labs/cart/order-payment', 'routes/order-payment.tsx', { id: 'labs/cart-order-payment' }),
  route('cp_labs/cart/order-payment', 'routes/order-payment.tsx', { id: 'cp_labs/cart-order-payment' }),
  // issue 25 §5–6 (decision 068): the corporate health check's steps, and the self-serve link's pages.
  route('corporate/labs', 'routes/corporate-labs.tsx'),
  route('corporate/labs/patient', 'routes/corporate-labs-patient.tsx'),
  route('corporate/labs/packages', 'routes/corporate-labs-packages.tsx'),
  route('corporate/labs/review', 'routes/corporate-labs-review.tsx'),
  route('corporate/labs/summary', 'routes/corporate-labs-summary.tsx'),
  route('corporate/labs/progress/:test_id', 'routes/corporate-labs-progress.tsx'),
  route('corporate/self-serve/login', 'routes/corporate-self-serve-login.tsx'),
  route('corporate/self-serve/booking', 'routes/corporate-self-serve-booking.tsx'),
  route('corporate/self-serve/booking-success', 'routes/corporate-self-serve-success.tsx'),
  route('labs/cart/checkout/success', 'routes/labs-checkout-success.tsx'),
  route('cp_labs/cart/checkout/success', 'routes/labs-checkout-success.tsx', { id: 'cp_labs/cart-checkout-success' }),
  route('cart/address-page', 'routes/cart-address-page.tsx'),
  route('cart/prescription', 'routes/cart-prescription.tsx'),
  route('cart/select-shipment', 'routes/cart-select-shipment.tsx'),
  route('cart/summary-page', 'routes/cart-summary-page.tsx'),
  route('cart/payment', 'routes/cart-payment.tsx'),
  route('order-payment', 'routes/order-payment.tsx'),
  // The gateway's return, /order-payment/callback, is no page: server/modules/payments/api.ts (a redirect).
  route('cart/payment/recharge', 'routes/wallet-recharge.tsx'),
  route('cart/checkout/success', 'routes/checkout-success.tsx'),
  // issue 9 §10: the buy-now cart's checkout, the same pages under its prefix (spec 1 §2.10: the cart type comes from
  // the first path segment, core/cart/checkout-path.ts); a module serves a second route under its own id.
  route('pharmacy-buy-now/cart', 'routes/cart.tsx', { id: 'buy-now/cart' }),
  route('pharmacy-buy-now/cart/address-page', 'routes/cart-address-page.tsx', { id: 'buy-now/cart-address-page' }),
  route('pharmacy-buy-now/cart/prescription', 'routes/cart-prescription.tsx', { id: 'buy-now/cart-prescription' }),
  route('pharmacy-buy-now/cart/select-shipment', 'routes/cart-select-shipment.tsx', { id: 'buy-now/cart-select-shipment' }),
  route('pharmacy-buy-now/cart/summary-page', 'routes/cart-summary-page.tsx', { id: 'buy-now/cart-summary-page' }),
  route('pharmacy-buy-now/cart/payment', 'routes/cart-payment.tsx', { id: 'buy-now/cart-payment' }),
  route('pharmacy-buy-now/cart/checkout/success', 'routes/checkout-success.tsx', { id: 'buy-now/checkout-success' }),
  // issue 10 §1: the order with a prescription alone (spec 2 §2 'done-in-one'; spec 1 §2.3 'Quick order'), and the cart
  // the pharmacist builds, checked out under /done-in-one/cart/… (the checkout's modules under their own ids).
  route('order-with-prescription', 'routes/order-with-prescription.tsx'),
  route('labs/order-with-prescription', 'routes/done-in-one-prescription-order.tsx', { id: 'labs/order-with-prescription' }),
  route('done-in-one/prescription-order', 'routes/done-in-one-prescription-order.tsx'),
  route('done-in-one/rx-order-preview', 'routes/done-in-one-order-preview.tsx'),
  route('done-in-one/rx-order-processing', 'routes/done-in-one-order-processing.tsx'),
  route('done-in-one/cart', 'routes/cart.tsx', { id: 'done-in-one/cart' }),
  route('done-in-one/cart/address-page', 'routes/cart-address-page.tsx', { id: 'done-in-one/cart-address-page' }),
  route('done-in-one/cart/select-shipment', 'routes/cart-select-shipment.tsx', { id: 'done-in-one/cart-select-shipment' }),
  route('done-in-one/cart/summary-page', 'routes/cart-summary-page.tsx', { id: 'done-in-one/cart-summary-page' }),
  route('done-in-one/cart/payment', 'routes/cart-payment.tsx', { id: 'done-in-one/cart-payment' }),
  route('done-in-one/cart/checkout/success', 'routes/checkout-success.tsx', { id: 'done-in-one/checkout-success' }),
  route('categories/:slug', 'routes/category.tsx'),
  // issue 23: the care plans compared and sold.
  route('subscription-plan/subscriptions', 'routes/care-plan-subscriptions.tsx'),
  route('insights-supplement/bos-package-success', 'routes/bos-package-success.tsx'),
  route('insights-supplement', 'routes/insights-supplement.tsx'),
  route('all-diseases', 'routes/all-diseases.tsx'),
  route('drugs-all-medicines', 'routes/all-medicines.tsx'),
  route('drugs-therapeutic-classes', 'routes/therapeutic-classes.tsx'),
  route('generics/:genericNameId', 'routes/generic.tsx'),
  // Not in the spec's table but named by it: search results and product pages (spec 1 §2.4, §2.10).
  route('search/all', 'routes/search.tsx'),
  route('drugs/:slugId', 'routes/drug.tsx'),
  route('otc/:slugId', 'routes/otc.tsx'),
  route('hkpadmin/superlogin', 'routes/super-login.tsx'),
  // The profile menu's order links (spec 1 §2.2): the order history and an order's page.
  route('order/history', 'routes/order-history.tsx'),
  route('order/:number', 'routes/order-detail.tsx'),
  // The profile menu's '/profile' (spec 1 §2.2; issue 26 §5): details, e-mail and phone, family, addresses, consents.
  // spec 2 §2 '/vaccination-at-home' with child '' (home) (issue 27 §6); a booking's page with its certificate.
  route('vaccination-at-home', 'routes/vaccination-home.tsx'),
  route('vaccination-at-home/bookings/:number', 'routes/vaccination-booking.tsx'),
  route('profile', 'routes/profile.tsx'),
  // issue 26 §6 'download my data' (decision 080), from the profile's 'Your data' and the privacy policy.
  route('data-rights/download', 'routes/data-rights-download.tsx'),
  // issue 26 §6 (decision 081): erase my account, confirmed by OTP; the signed-out confirmation after it.
  route('profile/erase', 'routes/profile-erase.tsx'),
  route('profile/erased', 'routes/profile-erased.tsx'),
  // issue 26 §6: grievances about the account's data, answered within 90 days (decision 082).
  route('profile/grievances', 'routes/grievances.tsx'),
  route('profile/grievances/:number', 'routes/grievance.tsx'),
  // The profile menu's 'MedWise Cash' (spec 1 §2.2): the wallet's balance and ledger.
  route('dashboard/cash', 'routes/wallet-cash.tsx'),
  // issue 26 §7–8 (decision 076): rating what was received; the cards and UPI ids saved with the payment provider.
  route('review-rating', 'routes/review-rating.tsx'),
  route('dashboard/manage-payment', 'routes/manage-payment.tsx'),
  // The profile menu's 'NeuCoins' for loyal users (spec 1 §2.2; issue 23 §5).
  route('loyalty', 'routes/loyalty.tsx'),
  // The order's tax invoice (issue 9 §8): a resource route that answers the PDF.
  route('order/:number/invoice.pdf', 'routes/order-invoice.ts'),
  // The test payment gateway's hosted page (outside production, without Razorpay keys).
  route('pay/test-gateway', 'routes/test-gateway.tsx'),
  // issue 27 §3: partner offers, the list and an offer's page (spec 2 §2).
  route('partner-offers', 'routes/partner-offers.tsx'),
  route('offer-detail/:partnerId/:offerId', 'routes/offer-detail.tsx'),
  // issue 27 §7: the error component's path and the unauthorised page (spec 2 §2).
  route('dweb-login', 'routes/dweb-login.tsx'),
  route('unauthorizeduser', 'routes/unauthorized-user.tsx'),
  // The back office (issue 10): staff roles only; anyone else gets 404 (requireStaff, app/lib/page-edge.server.ts).
  route('staff', 'routes/staff.tsx', [
    index('routes/staff-home.tsx'),
    // The order desk (issue 10 §4): ROLE_ADMIN and ROLE_CCARE.
    route('orders', 'routes/staff-orders.tsx'),
    route('orders/:number', 'routes/staff-order.tsx'),
    // The pharmacist's queue and the legal registers (issue 10 §3, §5).
    route('prescriptions', 'routes/staff-prescriptions.tsx'),
    route('prescriptions/:reviewId', 'routes/staff-prescription.tsx'),
    route('prescriptions/:reviewId/files/:fileId', 'routes/staff-prescription-file.ts'),
    route('registers', 'routes/staff-registers.tsx'),
    // issue 23 §7: a customer's care plan.
    route('care-plan', 'routes/staff-care-plan.tsx'),
    route('registers/:file', 'routes/staff-register-csv.ts'),
    // The labs desk (issue 11 §6): ROLE_ADMIN, ROLE_CCARE and ROLE_LAB_OPS.
    route('labs', 'routes/staff-labs.tsx'),
    route('labs/:number', 'routes/staff-lab-booking.tsx'),
    route('labs/:number/reports/:patientKey', 'routes/staff-lab-report.ts'),
    // issue 27 §6: the vaccination desk (the labs desk's roles).
    route('vaccination', 'routes/staff-vaccination.tsx'),
    route('vaccination/:number/certificate', 'routes/staff-vaccination-certificate.ts'),
    // issue 24 §5: the consultation's doctor writes its e-prescription (ROLE_DOCTOR).
    route('consultations/:id/prescription', 'routes/staff-consultation-prescription.tsx'),
    // The doctor's desk (issue 24 §5): ROLE_DOCTOR only; a patient's attachment for the consultation's doctor.
    route('consultations', 'routes/staff-consultations.tsx'),
    route('consultations/:id/attachments/:attachmentId', 'routes/staff-consultation-attachment.ts'),
    // issue 24 §8: the care coordinator's second-opinion queue (ROLE_CCARE; ROLE_ADMIN may look).
    route('cancer-care', 'routes/staff-cancer-care.tsx'),
    route('cancer-care/:id', 'routes/staff-cancer-care-request.tsx'),
    route('cancer-care/:id/files/:fileId', 'routes/staff-cancer-care-file.ts'),
    // issue 24 §1: a doctor's own hours (ROLE_DOCTOR).
    route('consultations/hours', 'routes/staff-consultation-hours.tsx'),
    // issue 25 §1: the operator's corporates and their HR admins (ROLE_ADMIN only).
    route('corporates', 'routes/staff-corporates.tsx'),
    // issue 26 §7: hiding abusive reviews (audited).
    route('reviews', 'routes/staff-reviews.tsx'),
    route('grievances', 'routes/staff-grievances.tsx'),
    // issue 27 §1: content pages staff edit (decision 083); a page's address is the rest of the path.
    route('content', 'routes/staff-content.tsx'),
    route('content/edit/*', 'routes/staff-content-edit.tsx'),
    route('content/preview/*', 'routes/staff-content-preview.tsx'),
    // issue 27 §4: the insurer's member list (ROLE_ADMIN).
    route('insurer', 'routes/staff-insurer.tsx'),
    // issue 27 §2, §5 (decision 084): partnership leads and the survey's answers (ROLE_ADMIN), the campaign's
    // questions (ROLE_PHARMACIST; a second pharmacist or ROLE_ADMIN approves).
    route('leads', 'routes/staff-leads.tsx'),
    route('leads/export.csv', 'routes/staff-leads-csv.ts'),
    route('leads/survey.csv', 'routes/staff-survey-csv.ts'),
    route('questions', 'routes/staff-questions.tsx'),
  ]),
  // issue 24 §8: cancer care (the tab, spec 1 §2.2) and the second opinion.
  route('cancer-care/home', 'routes/cancer-care-home.tsx'),
  route('cancer-care/second-opinion', 'routes/cancer-care-second-opinion.tsx'),
  route('cancer-care/requests', 'routes/cancer-care-requests.tsx'),
  route('cancer-care/requests/:id', 'routes/cancer-care-request.tsx'),
  // Issue 12 §4 'No dead ends': the pages the shell links to (paths of spec 1 §2.2 and §2.9, and the footer's).
  route('tnc', 'routes/terms.tsx'),
  route('PrivacyPolicy', 'routes/privacy-policy.tsx'),
  route('return-policy', 'routes/return-policy.tsx'),
  route('editorial-policy', 'routes/editorial-policy.tsx'),
  route('about', 'routes/about.tsx'),
  route('contactus', 'routes/contact-us.tsx'),
  route('help', 'routes/help.tsx'),
  route('offers', 'routes/offers.tsx'),
  route('ayurveda', 'routes/ayurveda.tsx'),
  // issue 24 §4: the consultation room of the patient and the doctor (404 for anyone else).
  route('online-doctor-consultation/room/:id', 'routes/consultation-room.tsx'),
  // issue 23: the member's care-plan savings page (spec 2 §2 'Savings (membership) page').
  route('subscription-plan/myplan', 'routes/care-plan-savings.tsx'),
  // issue 24 §2: finding a doctor: the consultation home, a specialty's doctors, a doctor's page.
  route('online-doctor-consultation', 'routes/consultation-home.tsx'),
  route('online-doctor-consultation/specialty/:code', 'routes/consultation-specialty.tsx'),
  route('online-doctor-consultation/doctor/:id', 'routes/consultation-doctor.tsx'),
  // issue 24 §6: the patient's e-prescription, its PDF and ordering from it.
  route('online-doctor-consultation/prescription/:id', 'routes/consultation-prescription.tsx'),
  // issue 25 §4: the covered employee's cashless benefit, an embeddable widget page (404 for anyone else).
  route('corporate/widget/cashlessBenefit', 'routes/corporate-cashless.tsx'),
  // issue 27 §1: content pages staff edit (decision 083): partnerships and its verticals, the trust campaign, the survey.
  route('partnerships', 'routes/content-page.tsx', { id: 'content/partnerships' }),
  route('partnerships/products/:productName', 'routes/content-page.tsx', { id: 'content/partnerships-product' }),
  route('trust', 'routes/content-page.tsx', { id: 'content/trust' }),
  // issue 27 §5 (decision 084): the campaign page with its published questions and answers.
  route('trust/sawaaluthao', 'routes/trust-sawaaluthao.tsx'),
  route('survey-form', 'routes/content-page.tsx', { id: 'content/survey-form' }),
  // issue 27 §4 (decision 087): the insurer's page, its content and the policyholder's activation and benefits.
  route('tata-aia-shubhhealthplus', 'routes/insurer.tsx'),
  // issue 25 §2–3, §7: a corporate member's pages (decision 065); /corporate/{corporate_name} is the dashboard.
  route('corporate/member-list', 'routes/corporate-member-list.tsx'),
  route('corporate/wallet/transaction-history', 'routes/corporate-transactions.tsx'),
  route('corporate/widget/ekincare', 'routes/corporate-ekincare.tsx'),
  route('corporate/:corporate_name', 'routes/corporate-dashboard.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
