// What the menu's sections are called (the sidebar's headings, the palette's subtitles).
import type { NavSection } from '@kernel/registry/types.ts';

export const SECTION_LABELS: Record<NavSection, string> = {
  overview: 'Overview',
  sales: 'Sales',
  operations: 'Operations',
  communication: 'Communication',
  people: 'People',
  admin: 'Administration',
};
