// The consultancy's services: one area per service page of spec §2 and one
// topic per subpage. Typed data, rendered by pages/service-page.tsx.
//
// The `legalBasis` lines are EDITABLE TEXT (configurable per firm): short,
// general pointers to Kenyan law (OSH Act 2007, EMCA 1999 and their rules),
// never legal advice. Check them against the current law before publishing.
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

const OSH_ACT = 'Occupational Safety and Health Act, 2007';
const EMCA = 'Environmental Management and Co-ordination Act, 1999';

export const SERVICES: ServiceArea[] = [
  {
    slug: 'audits',
    menuLabel: 'Audits',
    title: 'Audits',
    summary:
      'Independent audits of your workplace against the law and good practice, with a prioritised action plan.',
    whoNeedsIt: 'Factories, offices, warehouses, hotels, farms, hospitals and institutions with employees.',
    deliverables: [
      'Site inspection, document review and interviews',
      'Audit report with findings rated by risk',
      'Corrective action plan with owners and deadlines',
    ],
    legalBasis: `The ${OSH_ACT} and its rules require regular audits by approved auditors.`,
    topics: [
      {
        slug: 'safety-health',
        title: 'Safety and health audit',
        summary: 'A full review of how your workplace manages safety and health risks.',
        whoNeedsIt: 'Every registered workplace, at least once a year.',
        deliverables: [
          'Statutory compliance checklist',
          'Audit report for submission to the Directorate',
          'Prioritised action plan',
        ],
        legalBasis: `${OSH_ACT}: an annual safety and health audit by an approved auditor.`,
      },
      {
        slug: 'fire-safety',
        title: 'Fire safety audit',
        summary: 'Fire risks, detection, fire-fighting equipment, escape routes and drills reviewed.',
        whoNeedsIt:
          'Every workplace; especially kitchens, stores, fuel and chemical areas and crowded buildings.',
        deliverables: [
          'Fire risk findings',
          'Equipment, signage and escape route review',
          'Evacuation and fire-marshal recommendations',
        ],
        legalBasis:
          'Factories and Other Places of Work (Fire Risk Reduction) Rules, 2007: an annual fire audit.',
      },
      {
        slug: 'risk-assessment',
        title: 'Risk assessment',
        summary: 'Hazards identified task by task, risks rated and controls agreed with your team.',
        whoNeedsIt: 'Employers starting new work, changing processes or reviewing after an incident.',
        deliverables: ['Hazard register', 'Risk ratings', 'Control measures and safe work procedures'],
        legalBasis: `${OSH_ACT}: occupiers must assess the risks to the safety and health of workers.`,
      },
      {
        slug: 'environmental-audit',
        title: 'Environmental audit',
        summary: 'How your operations affect air, water, soil and waste, and how to improve.',
        whoNeedsIt:
          'Facilities with environmental licences or obligations, and projects after commissioning.',
        deliverables: ['Environmental compliance review', 'Audit report', 'Environmental management plan'],
        legalBasis: `${EMCA} and its impact assessment and audit regulations.`,
      },
      {
        slug: 'environmental-impact',
        title: 'Environmental impact assessment',
        summary: 'The effects of a planned project assessed before it starts, with ways to reduce them.',
        whoNeedsIt: 'Developers of new projects and expansions that need an environmental licence.',
        deliverables: ['Project report or full study', 'Public participation records', 'Mitigation plan'],
        legalBasis: `${EMCA}: listed projects need an assessment and a licence before they start.`,
      },
      {
        slug: 'energy-audit',
        title: 'Energy audit',
        summary: 'Where energy is used and lost, with savings you can act on.',
        whoNeedsIt: 'Energy-intensive sites and facilities designated under the energy management rules.',
        deliverables: [
          'Energy use profile',
          'Savings opportunities with cost and payback',
          'Monitoring plan',
        ],
        legalBasis: 'Energy (Energy Management) Regulations: periodic audits for designated facilities.',
      },
      {
        slug: 'food-safety',
        title: 'Food safety audit',
        summary: 'Hygiene, handling and HACCP-based controls in food businesses.',
        whoNeedsIt: 'Hotels, restaurants, canteens, caterers and food processors.',
        deliverables: ['Hygiene inspection', 'HACCP gap analysis', 'Corrective actions'],
        legalBasis:
          'Public Health Act and Food, Drugs and Chemical Substances Act; HACCP and ISO 22000 good practice.',
      },
    ],
  },
  {
    slug: 'survey-analysis',
    menuLabel: 'Survey analysis',
    title: 'Survey analysis',
    summary:
      'Measurements of the working environment with calibrated instruments, interpreted against exposure limits.',
    whoNeedsIt: 'Workplaces with noise, dust, fumes or water quality concerns.',
    deliverables: ['On-site measurements', 'Results compared with legal limits', 'Practical recommendations'],
    legalBasis: `The ${OSH_ACT} and ${EMCA} set the exposure and quality limits.`,
    topics: [
      {
        slug: 'noise',
        title: 'Noise survey',
        summary: 'Noise levels mapped across work areas and personal exposures measured.',
        whoNeedsIt: 'Workshops, factories, generators, quarries, entertainment venues.',
        deliverables: ['Noise map', 'Personal exposure results', 'Hearing conservation advice'],
        legalBasis: 'Factories and Other Places of Work (Noise Prevention and Control) Rules, 2005.',
      },
      {
        slug: 'air-quality',
        title: 'Air quality survey',
        summary: 'Dust, gases and fumes measured where people work and at the boundary.',
        whoNeedsIt: 'Sites with dust, welding fumes, solvents, combustion or chemical processes.',
        deliverables: [
          'Sampling results',
          'Comparison with exposure limits',
          'Ventilation and control advice',
        ],
        legalBasis: `${OSH_ACT} (airborne contaminants) and EMCA air quality regulations.`,
      },
      {
        slug: 'water',
        title: 'Water quality survey',
        summary: 'Drinking, process and waste water sampled and analysed by an accredited laboratory.',
        whoNeedsIt: 'Employers supplying drinking water, and facilities discharging effluent.',
        deliverables: ['Laboratory results', 'Comparison with standards', 'Treatment recommendations'],
        legalBasis: 'EMCA water quality regulations and the Kenyan drinking water standard.',
      },
    ],
  },
  {
    slug: 'training',
    menuLabel: 'Training',
    title: 'Training',
    summary: 'Practical courses for workers, supervisors, fire marshals and safety committees.',
    whoNeedsIt: 'Every organisation that must train its people and its safety and health committee.',
    deliverables: ['Courses on your site or at our centre', 'Attendance records', 'Certificates'],
    legalBasis: `The ${OSH_ACT} requires employers to inform, instruct and train workers.`,
    topics: [
      {
        slug: 'osh',
        title: 'Occupational safety and health training',
        summary: 'Safety and health committee training and OSH awareness for every level.',
        whoNeedsIt: 'Safety committee members, supervisors and new employees.',
        deliverables: ['Course material', 'Practical exercises', 'Certificates'],
        legalBasis: 'Safety and Health Committees Rules, 2004: committee members must be trained.',
      },
      {
        slug: 'fire-safety',
        title: 'Fire safety training',
        summary: 'Fire marshals, extinguisher use, evacuation drills and fire prevention.',
        whoNeedsIt: 'Fire marshals and all employees who must know how to respond to a fire.',
        deliverables: ['Live extinguisher practice', 'Evacuation drill report', 'Certificates'],
        legalBasis: 'Fire Risk Reduction Rules, 2007: trained fire-fighting teams and regular drills.',
      },
    ],
  },
  {
    slug: 'specialized-training',
    menuLabel: 'Specialized training',
    title: 'Specialized training',
    summary: 'Courses for high-risk work, taught by practitioners with hands-on sessions.',
    whoNeedsIt: 'Teams that work at height, with electricity or with hazardous chemicals.',
    deliverables: ['Theory and practical sessions', 'Competence assessment', 'Certificates'],
    legalBasis: `The ${OSH_ACT} and its rules on hazardous work.`,
    topics: [
      {
        slug: 'height',
        title: 'Working at height',
        summary: 'Safe access, fall protection equipment, inspection and rescue.',
        whoNeedsIt: 'Construction, maintenance, telecom and warehouse teams.',
        deliverables: ['Harness and anchor practice', 'Equipment inspection checklist', 'Certificates'],
        legalBasis: `${OSH_ACT}: safe means of access and protection against falls.`,
      },
      {
        slug: 'electrical',
        title: 'Electrical safety',
        summary: 'Isolation, lock-out/tag-out and safe work near live equipment.',
        whoNeedsIt: 'Electricians, technicians and maintenance staff.',
        deliverables: ['Lock-out/tag-out practice', 'Safe work procedures', 'Certificates'],
        legalBasis: `${OSH_ACT}: electrical installations must be safe and worked on by competent people.`,
      },
      {
        slug: 'chemical',
        title: 'Chemical safety',
        summary: 'Safe storage, handling, labelling, safety data sheets and spill response.',
        whoNeedsIt: 'Laboratories, farms, cleaning teams, manufacturers and stores.',
        deliverables: ['Safety data sheet workshop', 'Spill drill', 'Certificates'],
        legalBasis: 'Factories and Other Places of Work (Hazardous Substances) Rules, 2007.',
      },
    ],
  },
  {
    slug: 'iso-training',
    menuLabel: 'ISO training',
    title: 'ISO training',
    summary: 'Awareness, implementation and internal auditor courses for ISO 45001, ISO 14001 and ISO 9001.',
    whoNeedsIt: 'Organisations preparing for certification or keeping it.',
    deliverables: ['Awareness and internal auditor courses', 'Gap analysis on request', 'Certificates'],
    legalBasis: 'Voluntary international standards; they help you show that you meet the law.',
    topics: [],
  },
  {
    slug: 'hr-consultancy',
    menuLabel: 'HR consultancy',
    title: 'HR consultancy',
    summary: 'Policies, contracts and procedures that keep employment fair, safe and compliant.',
    whoNeedsIt: 'Growing organisations without a full HR department.',
    deliverables: ['HR policy manual', 'Contract and letter templates', 'Advice on cases and disputes'],
    legalBasis: 'Employment Act, 2007 and Work Injury Benefits Act, 2007.',
    topics: [],
  },
  {
    slug: 'medical-exams',
    menuLabel: 'Medical exams',
    title: 'Medical examinations',
    summary: 'Pre-employment, periodic and exit medical examinations for workers exposed to hazards.',
    whoNeedsIt:
      'Employers whose workers are exposed to noise, dust, chemicals, food handling or other hazards.',
    deliverables: [
      'Examinations by designated health practitioners',
      'Fitness certificates',
      'Confidential results and a summary report for the employer',
    ],
    legalBasis: 'Factories and Other Places of Work (Medical Examination) Rules, 2005.',
    topics: [],
  },
];

/** The path of an area's page or of one of its topics. */
export const servicePath = (areaSlug: string, topicSlug?: string) =>
  topicSlug ? `/services/${areaSlug}/${topicSlug}` : `/services/${areaSlug}`;

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
