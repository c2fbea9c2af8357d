// The dependency rule of the architecture, checked on every import.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  const abs = path.join(ROOT, dir);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx)$/.test(f) && !f.includes('node_modules'))
    .map((f) => path.join(abs, f));
}

/** Every import target of a file, resolved to a repository path (aliases included). */
function imports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const specs = [
    ...text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => m[1] ?? m[2]);
  return specs.flatMap((s) => {
    if (s.startsWith('@kernel/')) return [path.join(ROOT, 'kernel', s.slice(8))];
    if (s.startsWith('@config/')) return [path.join(ROOT, 'config', s.slice(8))];
    if (s.startsWith('.')) return [path.resolve(path.dirname(file), s)];
    return [];
  });
}

const top = (p: string) => path.relative(ROOT, p).split(path.sep);

function violations(dir: string, allowed: (file: string, target: string) => boolean): string[] {
  return sources(dir).flatMap((file) =>
    imports(file)
      .filter((t) => !allowed(file, t))
      .map((t) => `${path.relative(ROOT, file)} imports ${path.relative(ROOT, t)}`),
  );
}

describe('the dependency rule (architecture.md)', () => {
  it('the kernel imports no plugin and no site code', () => {
    expect(violations('kernel', (_f, t) => !['plugins', 'site'].includes(top(t)[0]))).toEqual([]);
  });
  it('a plugin never imports another plugin or the site', () => {
    expect(
      violations('plugins', (f, t) => {
        const [area, name] = top(t);
        if (area === 'site') return false;
        return area !== 'plugins' || name === top(f)[1];
      }),
    ).toEqual([]);
  });
  it('the site never imports a plugin', () => {
    expect(violations('site', (_f, t) => top(t)[0] !== 'plugins')).toEqual([]);
  });
  it('the server imports nothing from the front end', () => {
    expect(
      violations('server', (_f, t) => !['kernel', 'plugins', 'site', 'config'].includes(top(t)[0])),
    ).toEqual([]);
  });
});
