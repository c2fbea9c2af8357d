// The medical-exams pages' texts (content/services.ts; one module per area so a service page loads only its own).
import type { PageText } from '../service-area.ts';

export const TEXTS: Record<string, PageText> = {
  'medical-exams': {
    whoNeedsIt:
      'Employers whose workers are exposed to noise, dust, chemicals, food handling or other hazards.',
    deliverables: [
      'Examinations by designated health practitioners',
      'Fitness certificates',
      'Confidential results and a summary report for the employer',
    ],
    legalBasis: 'Factories and Other Places of Work (Medical Examination) Rules, 2005.',
  },
};
