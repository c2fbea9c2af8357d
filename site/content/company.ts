// Contact details shown in the footer and on the contact page. PLACEHOLDER
// content: edit here until site settings make it editable from the back-office.
export const companyContact = {
  name: 'Safeworks',
  legalName: 'Safeworks Consultants Ltd',
  tagline: 'Occupational safety, health and environmental consultants',
  address: 'Westlands, Nairobi, Kenya',
  phone: '+254 700 000 000',
  email: 'info@safeworks.example',
  hours: 'Monday–Friday, 8:00–17:00 EAT',
} as const;
