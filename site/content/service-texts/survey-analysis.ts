// The survey-analysis pages' texts (content/services.ts; one module per area so a service page loads only its own).
import { EMCA, OSH_ACT, type PageText } from '../service-area.ts';

export const TEXTS: Record<string, PageText> = {
  'survey-analysis': {
    whoNeedsIt: 'Workplaces with noise, dust, fumes or water quality concerns.',
    deliverables: ['On-site measurements', 'Results compared with legal limits', 'Practical recommendations'],
    legalBasis: `The ${OSH_ACT} and ${EMCA} set the exposure and quality limits.`,
  },
  'survey-analysis/noise': {
    summary: 'Noise levels mapped across work areas and personal exposures measured.',
    whoNeedsIt: 'Workshops, factories, generators, quarries, entertainment venues.',
    deliverables: ['Noise map', 'Personal exposure results', 'Hearing conservation advice'],
    legalBasis: 'Factories and Other Places of Work (Noise Prevention and Control) Rules, 2005.',
  },
  'survey-analysis/air-quality': {
    summary: 'Dust, gases and fumes measured where people work and at the boundary.',
    whoNeedsIt: 'Sites with dust, welding fumes, solvents, combustion or chemical processes.',
    deliverables: ['Sampling results', 'Comparison with exposure limits', 'Ventilation and control advice'],
    legalBasis: `${OSH_ACT} (airborne contaminants) and EMCA air quality regulations.`,
  },
  'survey-analysis/water': {
    summary: 'Drinking, process and waste water sampled and analysed by an accredited laboratory.',
    whoNeedsIt: 'Employers supplying drinking water, and facilities discharging effluent.',
    deliverables: ['Laboratory results', 'Comparison with standards', 'Treatment recommendations'],
    legalBasis: 'EMCA water quality regulations and the Kenyan drinking water standard.',
  },
};
