// The palette's last few choices, per user and per browser (localStorage), shown
// while the search box is empty. Only what the palette showed is kept (title,
// subtitle, path): a later reader of the same browser learns no more than the
// signed-in user saw. Storage may be missing or full (private windows): then
// nothing is remembered, and nothing fails.
import type { PaletteEntry, PaletteEntryKind } from './palette-entries.ts';

export const RECENT_LIMIT = 5;

export interface RecentChoice {
  kind: PaletteEntryKind;
  title: string;
  subtitle?: string;
  path: string;
}

const storageKey = (userId: string) => `safeworks:palette-recent:${userId}`;

function isRecentChoice(v: unknown): v is RecentChoice {
  const r = v as Partial<RecentChoice> | null;
  return (
    typeof r === 'object' &&
    r !== null &&
    (r.kind === 'page' || r.kind === 'command' || r.kind === 'record') &&
    typeof r.title === 'string' &&
    typeof r.path === 'string' &&
    r.path.startsWith('/dashboard') &&
    (r.subtitle === undefined || typeof r.subtitle === 'string')
  );
}

export function readRecentChoices(userId: string): RecentChoice[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecentChoice).slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Puts the choice first; the same path chosen again moves up instead of repeating. */
export function rememberChoice(userId: string, entry: PaletteEntry): RecentChoice[] {
  const choice: RecentChoice = { kind: entry.kind, title: entry.title, path: entry.path };
  if (entry.subtitle) choice.subtitle = entry.subtitle;
  const next = [choice, ...readRecentChoices(userId).filter((r) => r.path !== entry.path)].slice(
    0,
    RECENT_LIMIT,
  );
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify(next));
  } catch {
    // Storage full or refused: the choice is simply not remembered.
  }
  return next;
}

/**
 * Recent choices as entries. Pages and commands the user can no longer open (a module switched off,
 * a role taken away) are left out; records stay, the route guard and RLS still decide on opening.
 */
export function recentEntries(
  recent: readonly RecentChoice[],
  available: readonly PaletteEntry[],
): PaletteEntry[] {
  const byPath = new Map(available.map((e) => [e.path, e]));
  return recent.flatMap((r) => {
    if (r.kind === 'record') return [{ ...r, key: `recent:${r.path}` }];
    const current = byPath.get(r.path);
    return current ? [{ ...current, key: `recent:${r.path}` }] : [];
  });
}
