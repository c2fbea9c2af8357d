// The consultancy's services (spec §2 service pages). The legal-basis lines
// are editable text: keep them modest and check them against current law.
export interface ServiceTopic {
  slug: string;
  title: string;
  summary: string;
  whoNeedsIt: string;
  deliverables: string[];
  legalBasis?: string;
}

export interface ServiceArea {
  slug: string;
  title: string;
  summary: string;
  whoNeedsIt: string;
  deliverables: string[];
  legalBasis?: string;
  topics: ServiceTopic[];
}

const topic = (
  slug: string,
  title: string,
  summary: string,
  deliverables: string[],
  whoNeedsIt = 'Employers who want to meet their legal duties and protect their people.',
  legalBasis?: string,
): ServiceTopic => ({ slug, title, summary, whoNeedsIt, deliverables, legalBasis });

export const SERVICES: ServiceArea[] = [
  {
    slug: 'audits',
    title: 'Audits',
    summary:
      'Independent audits of workplaces against the law and good practice, with a prioritised action plan.',
    whoNeedsIt: 'Factories, offices, warehouses, hotels, farms and institutions with employees.',
    deliverables: [
      'Site inspection and interviews',
      'Audit report with findings and ratings',
      'Corrective action plan',
    ],
    legalBasis: 'Occupational Safety and Health Act, 2007 and its rules (configurable text).',
    topics: [
      topic(
        'safety-health',
        'Safety and health audit',
        'A full review of how the workplace manages safety and health risks.',
        ['Statutory compliance checklist', 'Audit report', 'Action plan'],
      ),
      topic(
        'fire-safety',
        'Fire safety audit',
        'Fire risks, detection, fighting equipment, escape routes and drills.',
        ['Fire risk findings', 'Equipment and signage review', 'Evacuation recommendations'],
      ),
      topic(
        'risk-assessment',
        'Risk assessment',
        'Hazards identified task by task, risks rated and controls agreed.',
        ['Hazard register', 'Risk ratings', 'Control measures'],
      ),
      topic(
        'environmental-audit',
        'Environmental audit',
        'How operations affect air, water, soil and waste, and how to improve.',
        ['Environmental compliance review', 'Audit report'],
        'Facilities with environmental obligations.',
        'Environmental Management and Co-ordination Act, 1999 (configurable text).',
      ),
      topic(
        'environmental-impact',
        'Environmental impact assessment',
        'Assessment of a planned project’s effects before it starts.',
        ['Project report or study', 'Mitigation plan'],
        'Developers of new projects and expansions.',
      ),
      topic('energy-audit', 'Energy audit', 'Where energy is used and lost, with savings you can act on.', [
        'Energy use profile',
        'Savings opportunities with payback',
      ]),
      topic(
        'food-safety',
        'Food safety audit',
        'Hygiene, handling and HACCP-based controls in food businesses.',
        ['Hygiene inspection', 'HACCP gap analysis'],
      ),
    ],
  },
  {
    slug: 'survey-analysis',
    title: 'Survey analysis',
    summary:
      'Measurements of the working environment with calibrated instruments, interpreted against exposure limits.',
    whoNeedsIt: 'Workplaces with noise, dust, fumes or water supply concerns.',
    deliverables: ['On-site measurements', 'Results against limits', 'Recommendations'],
    topics: [
      topic(
        'noise',
        'Noise survey',
        'Noise levels mapped across work areas and personal exposures measured.',
        ['Noise map', 'Exposure results', 'Hearing conservation advice'],
      ),
      topic('air-quality', 'Air quality survey', 'Dust, gases and fumes measured where people work.', [
        'Sampling results',
        'Ventilation and control advice',
      ]),
      topic('water', 'Water quality survey', 'Drinking and process water sampled and analysed.', [
        'Laboratory results',
        'Treatment recommendations',
      ]),
    ],
  },
  {
    slug: 'training',
    title: 'Training',
    summary: 'Practical courses for workers, supervisors and safety committees.',
    whoNeedsIt: 'Every organisation that must train its people and its safety committee.',
    deliverables: ['Course delivery on site or at our centre', 'Attendance records', 'Certificates'],
    topics: [
      topic('osh', 'Occupational safety and health', 'Safety committee and general OSH awareness training.', [
        'Course material',
        'Certificates',
      ]),
      topic('fire-safety', 'Fire safety training', 'Fire marshals, extinguisher use and evacuation drills.', [
        'Practical drills',
        'Certificates',
      ]),
    ],
  },
  {
    slug: 'specialized-training',
    title: 'Specialized training',
    summary: 'Courses for high-risk work.',
    whoNeedsIt: 'Teams that work at height, with electricity or with chemicals.',
    deliverables: ['Theory and practical sessions', 'Competence assessment', 'Certificates'],
    topics: [
      topic('height', 'Working at height', 'Safe access, fall protection and rescue.', [
        'Harness and anchor practice',
        'Certificates',
      ]),
      topic('electrical', 'Electrical safety', 'Isolation, lock-out and safe work near live equipment.', [
        'Lock-out practice',
        'Certificates',
      ]),
      topic('chemical', 'Chemical safety', 'Safe storage, handling, labels and safety data sheets.', [
        'SDS workshop',
        'Certificates',
      ]),
    ],
  },
  {
    slug: 'iso-training',
    title: 'ISO training',
    summary: 'Awareness, implementation and internal auditor courses for ISO 45001, 14001 and 9001.',
    whoNeedsIt: 'Organisations preparing for certification or keeping it.',
    deliverables: ['Course delivery', 'Gap analysis on request', 'Certificates'],
    topics: [],
  },
  {
    slug: 'hr-consultancy',
    title: 'HR consultancy',
    summary: 'Policies, contracts and procedures that keep employment fair and compliant.',
    whoNeedsIt: 'Growing organisations without a full HR department.',
    deliverables: ['HR policy manual', 'Contract templates', 'Advice on cases'],
    topics: [],
  },
  {
    slug: 'medical-exams',
    title: 'Medical exams',
    summary: 'Pre-employment, periodic and exit medical examinations for exposed workers.',
    whoNeedsIt: 'Employers whose workers are exposed to noise, dust, chemicals or other hazards.',
    deliverables: ['Examinations by qualified practitioners', 'Fitness certificates', 'Summary report'],
    topics: [],
  },
];

export function findService(areaSlug: string, topicSlug?: string) {
  const area = SERVICES.find((s) => s.slug === areaSlug);
  if (!area) return null;
  if (!topicSlug) return { area, topic: null };
  const t = area.topics.find((x) => x.slug === topicSlug);
  return t ? { area, topic: t } : null;
}
