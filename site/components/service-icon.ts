// One icon per service area, kept out of the content data so content stays plain text.

import type { SvgIcon } from '@kit/ui/svg-icon.tsx';
import {
  BadgeCheck,
  BriefcaseBusiness,
  ClipboardCheck,
  Gauge,
  GraduationCap,
  HardHat,
  ShieldCheck,
  Stethoscope,
} from './icons.tsx';

const ICONS: Record<string, SvgIcon> = {
  audits: ClipboardCheck,
  'survey-analysis': Gauge,
  training: GraduationCap,
  'specialized-training': HardHat,
  'iso-training': BadgeCheck,
  'hr-consultancy': BriefcaseBusiness,
  'medical-exams': Stethoscope,
};

export const serviceIcon = (areaSlug: string): SvgIcon => ICONS[areaSlug] ?? ShieldCheck;
