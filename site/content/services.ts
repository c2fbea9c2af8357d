// The consultancy's services: one area per service page of spec §2 and one
// topic per subpage. Typed data, rendered by pages/service-page.tsx. Slugs, titles
// and area summaries are in services-index.ts (every page's menus); the pages'
// texts are here, keyed by `area` or `area/topic` (ADR 085).
//
// The `legalBasis` lines are EDITABLE TEXT (configurable per firm): short,
// general pointers to Kenyan law (OSH Act 2007, EMCA 1999 and their rules),
// never legal advice. Check them against the current law before publishing.
import { SERVICE_INDEX, servicePath } from './services-index.ts';

export { servicePath } from './services-index.ts';

export interface ServiceTopic {
  slug: string;
  title: string;
  summary: string;
  whoNeedsIt: string;
  deliverables: string[];
  legalBasis?: string;
}

export interface ServiceArea extends ServiceTopic {
  /** A short label for menus ("Audits"); `title` heads the page. */
  menuLabel: string;
  topics: ServiceTopic[];
}

type PageText = Pick<ServiceTopic, 'whoNeedsIt' | 'deliverables' | 'legalBasis'> & { summary?: string };

const OSH_ACT = 'Occupational Safety and Health Act, 2007';
const EMCA = 'Environmental Management and Co-ordination Act, 1999';

/** Each page's text: an area's under its slug (its summary is in the index), a topic's under `area/topic`. */
export const SERVICE_TEXTS: Record<string, PageText> = {
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
  training: {
    whoNeedsIt: 'Every organisation that must train its people and its safety and health committee.',
    deliverables: ['Courses on your site or at our centre', 'Attendance records', 'Certificates'],
    legalBasis: `The ${OSH_ACT} requires employers to inform, instruct and train workers.`,
  },
  'training/osh': {
    summary: 'Safety and health committee training and OSH awareness for every level.',
    whoNeedsIt: 'Safety committee members, supervisors and new employees.',
    deliverables: ['Course material', 'Practical exercises', 'Certificates'],
    legalBasis: 'Safety and Health Committees Rules, 2004: committee members must be trained.',
  },
  'training/fire-safety': {
    summary: 'Fire marshals, extinguisher use, evacuation drills and fire prevention.',
    whoNeedsIt: 'Fire marshals and all employees who must know how to respond to a fire.',
    deliverables: ['Live extinguisher practice', 'Evacuation drill report', 'Certificates'],
    legalBasis: 'Fire Risk Reduction Rules, 2007: trained fire-fighting teams and regular drills.',
  },
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
  'iso-training': {
    whoNeedsIt: 'Organisations preparing for certification or keeping it.',
    deliverables: ['Awareness and internal auditor courses', 'Gap analysis on request', 'Certificates'],
    legalBasis: 'Voluntary international standards; they help you show that you meet the law.',
  },
  'hr-consultancy': {
    whoNeedsIt: 'Growing organisations without a full HR department.',
    deliverables: ['HR policy manual', 'Contract and letter templates', 'Advice on cases and disputes'],
    legalBasis: 'Employment Act, 2007 and Work Injury Benefits Act, 2007.',
  },
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

const text = (key: string): PageText => {
  const found = SERVICE_TEXTS[key];
  if (!found) throw new Error(`services.ts has no text for ${key}`);
  return found;
};

export const SERVICES: ServiceArea[] = SERVICE_INDEX.map((area) => ({
  ...area,
  ...text(area.slug),
  summary: area.summary,
  topics: area.topics.map((topic) => {
    const { summary = '', ...rest } = text(`${area.slug}/${topic.slug}`);
    return { ...topic, summary, ...rest };
  }),
}));

/** Every service page and subpage path, in menu order. */
export const ALL_SERVICE_PATHS: string[] = SERVICES.flatMap((a) => [
  servicePath(a.slug),
  ...a.topics.map((t) => servicePath(a.slug, t.slug)),
]);

/** The area and (for a subpage) the topic behind a service URL, or null when it does not exist. */
export function findService(areaSlug: string, topicSlug?: string) {
  const area = SERVICES.find((s) => s.slug === areaSlug);
  if (!area) return null;
  if (!topicSlug) return { area, topic: null };
  const topic = area.topics.find((x) => x.slug === topicSlug);
  return topic ? { area, topic } : null;
}
