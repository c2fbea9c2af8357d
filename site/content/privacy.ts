// The privacy policy as the database was seeded with it (Settings → Website, ADR 082: the firm
// edits and publishes the real one): shown only until the published policy is known — the same
// words as migration 20261203001700_settings_website_records.sql. Plain language, following the
// principles of Kenya's Data Protection Act, 2019. PLACEHOLDER wording: the firm's data
// protection officer reviews it in Settings → Website before it is published.
import type { WebsitePolicySection, WebsitePrivacyPolicy } from '../cms/website-content.ts';
import { companyContact } from './company.ts';

const SECTIONS: WebsitePolicySection[] = [
  {
    heading: 'Who we are',
    paragraphs: [
      `${companyContact.legalName} provides occupational safety, health and environmental services. For the data described here we are the data controller. Where we examine workers or survey workplaces for an employer, we also act for that employer and follow its instructions.`,
    ],
    items: [],
  },
  {
    heading: 'What we collect',
    paragraphs: ['We collect only what we need for the service you ask for:'],
    items: [
      'Contact details you give us: name, organisation, job title, email address and phone number.',
      'Enquiry, feedback and survey answers you send through this website.',
      'Information about workplaces we audit or survey, including photographs of work areas.',
      'Training records: attendance, assessment results and certificates issued.',
      'Medical examination results of workers we examine for their employer.',
      'Orders and payment references from our shop (we do not store card or M-Pesa PINs).',
      'Basic technical data needed to run the website securely, such as sign-in sessions.',
    ],
  },
  {
    heading: 'Why we use it and on what basis',
    paragraphs: ['We use personal data to:'],
    items: [
      'answer enquiries and prepare quotations (steps before a contract);',
      'deliver, invoice and follow up the services you buy (contract);',
      'issue certificates and keep the records that safety, health, tax and employment law require (legal obligation);',
      'improve our services from your feedback (legitimate interest);',
      'send you news about our services, only if you agree, and you can stop at any time (consent).',
    ],
  },
  {
    heading: 'Medical and other sensitive data',
    paragraphs: [
      'Health data is sensitive personal data under the Act. Individual results are seen only by qualified health practitioners and the worker. Employers receive fitness certificates and anonymous summaries as the law allows, never full medical records without the worker’s consent.',
    ],
    items: [],
  },
  {
    heading: 'Who we share it with',
    paragraphs: [
      'We do not sell personal data. We share it only with your employer where we work on its behalf, accredited laboratories that analyse samples, payment providers, the IT services that host our systems under contract, and authorities when the law requires it. If data is stored outside Kenya we make sure it is protected as the Act requires.',
    ],
    items: [],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [
      'We keep personal data only as long as the purpose needs it and for the periods the law sets for safety, health, medical and financial records. After that we delete it or make it anonymous.',
    ],
    items: [],
  },
  {
    heading: 'How we protect it',
    paragraphs: [
      'Access is limited to the staff who need it, accounts are protected by passwords and roles, connections are encrypted, and we review who can see what. If a breach puts your data at risk we will tell you and the Data Commissioner as the Act requires.',
    ],
    items: [],
  },
  {
    heading: 'Your rights',
    paragraphs: ['Under the Data Protection Act, 2019 you have the right to:'],
    items: [
      'be told how your data is used (this policy);',
      'see the personal data we hold about you;',
      'have wrong or misleading data corrected;',
      'have data deleted when we no longer need it or have no lawful basis to keep it;',
      'object to its use, including for marketing;',
      'complain to the Office of the Data Protection Commissioner (ODPC).',
    ],
  },
  {
    heading: 'Contact us',
    paragraphs: [
      `Write to ${companyContact.privacyEmail} or to our office (${companyContact.postal}) to use your rights or ask about this policy. We answer within the time the Act allows. We may update this policy; the date below shows the latest version.`,
    ],
    items: [],
  },
];

export const SEEDED_PRIVACY_POLICY: WebsitePrivacyPolicy = {
  intro: `${companyContact.legalName} ("we") respects your privacy. This policy explains what personal data we collect when you use this website, ask us for a quotation, attend our training or take part in work we do for your employer, why we use it, and the rights you have under Kenya's Data Protection Act, 2019.`,
  sections: SECTIONS,
  last_updated: '2026-11-23',
};
