// The firm's contact details as the public site shows them in every page's header and footer (site/content/company.ts
// holds the rest of the firm's facts, which only some pages show; ADR 088).
//
// PLACEHOLDER CONTENT — edit here: example wording for a Nairobi-based OSH consultancy; replace it with the firm's
// real details before going live.

export const companyContact = {
  name: 'Safeworks',
  legalName: 'Safeworks Consultants Ltd',
  tagline: 'Occupational safety, health and environmental consultants',
  /** Street address, one line each. */
  addressLines: ['2nd Floor, Example Plaza, Waiyaki Way', 'Westlands, Nairobi, Kenya'],
  postal: 'P.O. Box 00000 – 00100, Nairobi',
  phone: '+254 700 000 000',
  phoneAlt: '+254 111 000 000',
  email: 'info@safeworks.example',
  hours: 'Monday–Friday, 8:00–17:00 EAT',
  /** Who answers data-protection requests (see the privacy policy). */
  privacyEmail: 'privacy@safeworks.example',
} as const;

/** `tel:` link target for a displayed phone number. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
