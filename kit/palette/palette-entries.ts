// What the palette can offer without asking the database (pure): the menu's
// pages and the plugins' commands, the user's role and module switches already
// applied by useMenu() and useCommands().

import type { Contributed } from '@kernel/registry/contributions.ts';
import type { IconComponent, PaletteCommand, SearchHit } from '@kernel/registry/extension-points.ts';
import type { MenuSection } from '@kernel/registry/types.ts';
import { SECTION_LABELS } from '@kit/format/section-labels.ts';
import { matchesQuery } from './match-text.ts';

export type PaletteEntryKind = 'page' | 'command' | 'record';

/** One choice of the palette; `key` is unique within the palette and stable across renders. */
export interface PaletteEntry {
  key: string;
  kind: PaletteEntryKind;
  title: string;
  subtitle?: string;
  path: string;
  icon?: IconComponent;
  /** Words matched besides the title (a page's section, a command's keywords). */
  keywords?: readonly string[];
}

export function pageEntries(menu: readonly MenuSection[]): PaletteEntry[] {
  return menu.flatMap((section) =>
    section.items.map((item) => ({
      key: `page:${item.path}`,
      kind: 'page' as const,
      title: item.label,
      subtitle: SECTION_LABELS[section.section],
      path: item.path,
      icon: item.icon,
      keywords: [SECTION_LABELS[section.section]],
    })),
  );
}

export function commandEntries(commands: readonly Contributed<PaletteCommand>[]): PaletteEntry[] {
  return commands.map((c) => ({
    key: `command:${c.id}`,
    kind: 'command' as const,
    title: c.label,
    path: c.path,
    icon: c.icon,
    keywords: c.keywords ?? [],
  }));
}

export function recordEntry(sourceId: string, hit: SearchHit, index: number): PaletteEntry {
  return {
    key: `record:${sourceId}:${index}:${hit.path}`,
    kind: 'record',
    title: hit.title,
    subtitle: hit.subtitle,
    path: hit.path,
  };
}

/** The entries whose title or keywords match the query, in their order. */
export function filterEntries(entries: readonly PaletteEntry[], query: string): PaletteEntry[] {
  return entries.filter((e) => matchesQuery(query, [e.title, ...(e.keywords ?? [])]));
}
