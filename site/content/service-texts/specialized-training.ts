// The specialized-training pages' texts (content/services.ts; one module per area so a service page loads only its own).
import { OSH_ACT, type PageText } from '../service-area.ts';

export const TEXTS: Record<string, PageText> = {
  'specialized-training': {
    whoNeedsIt: 'Teams that work at height, with electricity or with hazardous chemicals.',
    deliverables: ['Theory and practical sessions', 'Competence assessment', 'Certificates'],
    legalBasis: `The ${OSH_ACT} and its rules on hazardous work.`,
  },
  'specialized-training/height': {
    summary: 'Safe access, fall protection equipment, inspection and rescue.',
    whoNeedsIt: 'Construction, maintenance, telecom and warehouse teams.',
    deliverables: ['Harness and anchor practice', 'Equipment inspection checklist', 'Certificates'],
    legalBasis: `${OSH_ACT}: safe means of access and protection against falls.`,
  },
  'specialized-training/electrical': {
    summary: 'Isolation, lock-out/tag-out and safe work near live equipment.',
    whoNeedsIt: 'Electricians, technicians and maintenance staff.',
    deliverables: ['Lock-out/tag-out practice', 'Safe work procedures', 'Certificates'],
    legalBasis: `${OSH_ACT}: electrical installations must be safe and worked on by competent people.`,
  },
  'specialized-training/chemical': {
    summary: 'Safe storage, handling, labelling, safety data sheets and spill response.',
    whoNeedsIt: 'Laboratories, farms, cleaning teams, manufacturers and stores.',
    deliverables: ['Safety data sheet workshop', 'Spill drill', 'Certificates'],
    legalBasis: 'Factories and Other Places of Work (Hazardous Substances) Rules, 2007.',
  },
};
