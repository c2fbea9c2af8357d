// The iso-training pages' texts (content/services.ts; one module per area so a service page loads only its own).
import type { PageText } from '../service-area.ts';

export const TEXTS: Record<string, PageText> = {
  'iso-training': {
    whoNeedsIt: 'Organisations preparing for certification or keeping it.',
    deliverables: ['Awareness and internal auditor courses', 'Gap analysis on request', 'Certificates'],
    legalBasis: 'Voluntary international standards; they help you show that you meet the law.',
  },
};
