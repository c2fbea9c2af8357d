// Tests only, no imports (a browser journey reads it too): spec §2's service pages.
/** Spec §2's service areas and the subpages of each, verbatim (the site's content and its journey check them). */
export const SPEC_SERVICE_SUBPAGES: Readonly<Record<string, readonly string[]>> = {
  audits: [
    'safety-health',
    'fire-safety',
    'risk-assessment',
    'environmental-audit',
    'environmental-impact',
    'energy-audit',
    'food-safety',
  ],
  'survey-analysis': ['noise', 'air-quality', 'water'],
  training: ['osh', 'fire-safety'],
  'specialized-training': ['height', 'electrical', 'chemical'],
  'iso-training': [],
  'hr-consultancy': [],
  'medical-exams': [],
};
