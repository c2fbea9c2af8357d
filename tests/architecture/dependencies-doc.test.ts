// docs/dependencies.md says what every package is for (issue 21 part 6): its
// "Production dependencies" table names exactly package.json's `dependencies`
// and its "Development dependencies" table exactly the `devDependencies`, each
// at the version package.json pins. Adding, removing or bumping a package
// without its row fails here.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const doc = fs.readFileSync(path.join(ROOT, 'docs', 'dependencies.md'), 'utf8');

/** Package → version of the table under `## <heading>`; a row may name several packages (`react`, `react-dom`). */
function table(markdown: string, heading: string): Map<string, string> {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start < 0) return new Map();
  const next = markdown.indexOf('\n## ', start + 1);
  const section = markdown.slice(start, next < 0 ? undefined : next);
  const rows = new Map<string, string>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length < 4 || !cells[1]?.startsWith('`')) continue;
    for (const name of cells[1].matchAll(/`([^`]+)`/g)) rows.set(name[1] as string, cells[2] ?? '');
  }
  return rows;
}

const sorted = (entries: Iterable<[string, string]>) => [...entries].sort(([a], [b]) => a.localeCompare(b));

describe('docs/dependencies.md', () => {
  it('reads a table with one or several packages a row', () => {
    const md =
      '# x\n\n## Production dependencies\n\n| Package | Version |\n| --- | --- |\n| `a`, `b` | 1.0.0 | x |\n\n## Other\n| `c` | 2 | y |\n';
    expect(sorted(table(md, 'Production dependencies'))).toEqual([
      ['a', '1.0.0'],
      ['b', '1.0.0'],
    ]);
  });

  it('names every production package of package.json at its version, and no other', () => {
    expect(sorted(table(doc, 'Production dependencies'))).toEqual(sorted(Object.entries(pkg.dependencies)));
  });

  it('names every development package of package.json at its version, and no other', () => {
    expect(sorted(table(doc, 'Development dependencies'))).toEqual(
      sorted(Object.entries(pkg.devDependencies)),
    );
  });
});
