// Migrations say which module they belong to: `<timestamp>_<module>_<what>.sql`,
// where <module> is `platform`, `kernel` or a plugin folder (hyphens as
// underscores). A reader finds a module's SQL by its name; the timestamp alone
// orders them and is what the database records, so renaming the rest is safe.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MIGRATIONS = path.join(ROOT, 'supabase', 'migrations');

const plugins = fs
  .readdirSync(path.join(ROOT, 'plugins'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name.replaceAll('-', '_'));
const owners = ['platform', 'kernel', ...plugins].sort((a, b) => b.length - a.length);

/** The module a migration file belongs to, or null when its name does not say. */
function ownerOf(file: string): string | null {
  const m = /^(\d{14})_([a-z0-9_]+)\.sql$/.exec(file);
  if (!m) return null;
  const rest = m[2]!;
  return owners.find((o) => rest.startsWith(`${o}_`) && rest.length > o.length + 1) ?? null;
}

describe('a newcomer looking for a module’s SQL', () => {
  const files = fs.readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql'));

  it('finds every migration named <timestamp>_<module>_<what>.sql with a known module', () => {
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((f) => ownerOf(f) === null)).toEqual([]);
  });

  it('finds no two migrations sharing a timestamp (the database records only the timestamp)', () => {
    const stamps = files.map((f) => f.slice(0, 14));
    expect(stamps.filter((s, i) => stamps.indexOf(s) !== i)).toEqual([]);
  });

  it('is told which module a name belongs to, longest plugin id first', () => {
    expect(ownerOf('20261201000000_bulk_sms_campaigns.sql')).toBe('bulk_sms');
    expect(ownerOf('20261201000000_users_list_filter.sql')).toBe('users');
    expect(ownerOf('20261201000000_list_filter.sql')).toBeNull();
    expect(ownerOf('20261201000000_kernel_.sql')).toBeNull();
    expect(ownerOf('2026_kernel_x.sql')).toBeNull();
  });
});
