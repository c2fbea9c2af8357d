// Plain-language privacy policy. PLACEHOLDER wording to be reviewed by the
// firm's data protection officer; it follows the principles of Kenya's Data
// Protection Act, 2019.
export const PRIVACY_SECTIONS: { heading: string; body: string }[] = [
  {
    heading: 'Who we are',
    body: 'Safeworks Consultants Ltd provides occupational safety, health and environmental services. We decide how the personal data described here is used.',
  },
  {
    heading: 'What we collect',
    body: 'Contact details you give us (name, organisation, email, phone), information about workplaces we audit or survey, training attendance, results of medical examinations carried out for your employer, and orders from our shop.',
  },
  {
    heading: 'Why we use it',
    body: 'To answer enquiries, deliver and invoice our services, issue certificates, meet our legal obligations and, with your consent, tell you about our services. We do not sell personal data.',
  },
  {
    heading: 'Medical information',
    body: 'Health data from medical examinations is sensitive personal data. Only qualified practitioners see individual results; employers receive fitness certificates and summaries as the law allows.',
  },
  {
    heading: 'How long we keep it',
    body: 'As long as needed for the purpose and for the periods the law requires for safety, health and financial records; then we delete or anonymise it.',
  },
  {
    heading: 'Your rights',
    body: 'Under the Data Protection Act, 2019 you may ask to see, correct or delete your data, object to its use, and complain to the Office of the Data Protection Commissioner. Write to us at the address in the footer.',
  },
];
