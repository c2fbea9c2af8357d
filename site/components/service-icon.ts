// One icon per service area, kept out of the content data so content stays plain text.
import {
  BadgeCheck,
  BriefcaseBusiness,
  ClipboardCheck,
  Gauge,
  GraduationCap,
  HardHat,
  type LucideIcon,
  ShieldCheck,
  Stethoscope,
} from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  audits: ClipboardCheck,
  'survey-analysis': Gauge,
  training: GraduationCap,
  'specialized-training': HardHat,
  'iso-training': BadgeCheck,
  'hr-consultancy': BriefcaseBusiness,
  'medical-exams': Stethoscope,
};

export const serviceIcon = (areaSlug: string): LucideIcon => ICONS[areaSlug] ?? ShieldCheck;
