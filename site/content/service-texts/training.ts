// The training pages' texts (content/services.ts; one module per area so a service page loads only its own).
import { OSH_ACT, type PageText } from '../service-area.ts';

export const TEXTS: Record<string, PageText> = {
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
};
