// One icon per service area, kept out of the content data so content stays plain text.

import { BadgeCheck } from '@kit/ui/icons/badge-check.tsx';
import { BriefcaseBusiness } from '@kit/ui/icons/briefcase-business.tsx';
import { ClipboardCheck } from '@kit/ui/icons/clipboard-check.tsx';
import { Gauge } from '@kit/ui/icons/gauge.tsx';
import { GraduationCap } from '@kit/ui/icons/graduation-cap.tsx';
import { HardHat } from '@kit/ui/icons/hard-hat.tsx';
import { Stethoscope } from '@kit/ui/icons/stethoscope.tsx';
import { ShieldCheck } from '@kit/ui/icons.tsx';
import type { SvgIcon } from '@kit/ui/svg-icon.tsx';

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
