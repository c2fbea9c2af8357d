// The hr-consultancy pages' texts (content/services.ts; one module per area so a service page loads only its own).
import type { PageText } from '../service-area.ts';

export const TEXTS: Record<string, PageText> = {
  'hr-consultancy': {
    whoNeedsIt: 'Growing organisations without a full HR department.',
    deliverables: ['HR policy manual', 'Contract and letter templates', 'Advice on cases and disputes'],
    legalBasis: 'Employment Act, 2007 and Work Injury Benefits Act, 2007.',
  },
};
