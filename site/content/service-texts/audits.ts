// The audits pages' texts (content/services.ts; one module per area so a service page loads only its own).
import { EMCA, OSH_ACT, type PageText } from '../service-area.ts';

export const TEXTS: Record<string, PageText> = {
  audits: {
    whoNeedsIt: 'Factories, offices, warehouses, hotels, farms, hospitals and institutions with employees.',
    deliverables: [
      'Site inspection, document review and interviews',
      'Audit report with findings rated by risk',
      'Corrective action plan with owners and deadlines',
    ],
    legalBasis: `The ${OSH_ACT} and its rules require regular audits by approved auditors.`,
  },
  'audits/safety-health': {
    summary: 'A full review of how your workplace manages safety and health risks.',
    whoNeedsIt: 'Every registered workplace, at least once a year.',
    deliverables: [
      'Statutory compliance checklist',
      'Audit report for submission to the Directorate',
      'Prioritised action plan',
    ],
    legalBasis: `${OSH_ACT}: an annual safety and health audit by an approved auditor.`,
  },
  'audits/fire-safety': {
    summary: 'Fire risks, detection, fire-fighting equipment, escape routes and drills reviewed.',
    whoNeedsIt:
      'Every workplace; especially kitchens, stores, fuel and chemical areas and crowded buildings.',
    deliverables: [
      'Fire risk findings',
      'Equipment, signage and escape route review',
      'Evacuation and fire-marshal recommendations',
    ],
    legalBasis: 'Factories and Other Places of Work (Fire Risk Reduction) Rules, 2007: an annual fire audit.',
  },
  'audits/risk-assessment': {
    summary: 'Hazards identified task by task, risks rated and controls agreed with your team.',
    whoNeedsIt: 'Employers starting new work, changing processes or reviewing after an incident.',
    deliverables: ['Hazard register', 'Risk ratings', 'Control measures and safe work procedures'],
    legalBasis: `${OSH_ACT}: occupiers must assess the risks to the safety and health of workers.`,
  },
  'audits/environmental-audit': {
    summary: 'How your operations affect air, water, soil and waste, and how to improve.',
    whoNeedsIt: 'Facilities with environmental licences or obligations, and projects after commissioning.',
    deliverables: ['Environmental compliance review', 'Audit report', 'Environmental management plan'],
    legalBasis: `${EMCA} and its impact assessment and audit regulations.`,
  },
  'audits/environmental-impact': {
    summary: 'The effects of a planned project assessed before it starts, with ways to reduce them.',
    whoNeedsIt: 'Developers of new projects and expansions that need an environmental licence.',
    deliverables: ['Project report or full study', 'Public participation records', 'Mitigation plan'],
    legalBasis: `${EMCA}: listed projects need an assessment and a licence before they start.`,
  },
  'audits/energy-audit': {
    summary: 'Where energy is used and lost, with savings you can act on.',
    whoNeedsIt: 'Energy-intensive sites and facilities designated under the energy management rules.',
    deliverables: ['Energy use profile', 'Savings opportunities with cost and payback', 'Monitoring plan'],
    legalBasis: 'Energy (Energy Management) Regulations: periodic audits for designated facilities.',
  },
  'audits/food-safety': {
    summary: 'Hygiene, handling and HACCP-based controls in food businesses.',
    whoNeedsIt: 'Hotels, restaurants, canteens, caterers and food processors.',
    deliverables: ['Hygiene inspection', 'HACCP gap analysis', 'Corrective actions'],
    legalBasis:
      'Public Health Act and Food, Drugs and Chemical Substances Act; HACCP and ISO 22000 good practice.',
  },
};
