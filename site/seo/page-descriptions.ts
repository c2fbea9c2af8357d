// What each site page says in search results and link previews (<meta name="description">, Open Graph), by its
// route's path in site/routes.tsx. The server renderer's alone (config/entry-server.tsx gives each route's handle
// its text): the browser never shows a description, so these are not in every page's first download (ADR 088).
// A route with parameters gives its own in its handle's `meta` or `served` (a service, an album, a product).
export const PAGE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  '/': 'Occupational safety, health and environmental consultants in Kenya: workplace audits, noise, air and water surveys, safety training, ISO training, HR consultancy and medical exams.',
  '/services':
    'Every service we offer: audits, survey analysis, safety and specialised training, ISO training, HR consultancy and medical examinations for workplaces in Kenya.',
  '/about':
    'Who we are: registered safety and health advisors, environmental experts and occupational health practitioners helping Kenyan workplaces meet the law.',
  '/team':
    'The people behind our audits, surveys and training: the disciplines and qualifications of our consultants.',
  '/certifications':
    'Our registrations and accreditations as safety and health advisors, environmental experts and trainers.',
  '/gallery': 'Photos of our work: audits, measurements, trainings and drills at client workplaces.',
  '/clients':
    'The sectors and organisations we serve: factories, offices, hotels, farms, hospitals and institutions across Kenya.',
  '/contact': 'Call, e-mail or visit us, or send an enquiry and get its reference number at once.',
  '/feedback': 'Tell us how we did: feedback on our audits, surveys, training and service.',
  '/privacy-policy':
    'How we collect, use and protect personal data under Kenya’s Data Protection Act, 2019, and how to exercise your rights.',
  '/shop': 'Safety equipment and supplies from a firm that audits workplaces, to order online.',
  '/shop/cart': 'The safety equipment in your cart, with quantities and totals.',
  '/shop/checkout': 'Your delivery details and payment for your order.',
  '/shop/orders': 'Your orders from our shop and their progress.',
  '/shop/order/:token': 'Your order, its payment and its delivery or collection.',
  '/payment/callback': 'The result of your online payment.',
  '/payment/success': 'The result of your online payment.',
  '/payment/failed': 'The result of your online payment.',
};
