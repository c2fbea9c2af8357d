// The names one plugin id turns into, in one place so every generated file agrees.
import type { PluginOptions } from './options.ts';

export interface PluginNames {
  /** `site-audits` → `siteAudits` (the import name in config/plugins.ts). */
  camel: string;
  /** `site-audits` → `SiteAudits` (component names). */
  pascal: string;
  /** `site-audits` → `site_audits` (migration owner, sample file). */
  snake: string;
  listPath: string;
  pageFile: string;
}

export function namesOf(o: PluginOptions): PluginNames {
  const parts = o.id.split('-');
  const pascal = parts.map((p) => p.charAt(0).toUpperCase() + p.slice(1)).join('');
  return {
    camel: pascal.charAt(0).toLowerCase() + pascal.slice(1),
    pascal,
    snake: parts.join('_'),
    listPath: `/dashboard/${o.id}`,
    pageFile: `${o.id}-page`,
  };
}

/** UTC `YYYYMMDDHHMMSS`, one minute after the newest migration when the clock is behind it. */
export function migrationStamp(now: Date, existing: string[]): string {
  const format = (d: Date) => d.toISOString().replace(/\D/g, '').slice(0, 14);
  const latest = existing
    .map((f) => f.slice(0, 14))
    .sort()
    .at(-1);
  if (!latest || format(now) > latest) return format(now);
  const [, y, mo, d, h, mi, s] = /^(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)$/.exec(latest)!;
  const next = new Date(Date.UTC(+y!, +mo! - 1, +d!, +h!, +mi! + 1, +s!));
  return format(next);
}
