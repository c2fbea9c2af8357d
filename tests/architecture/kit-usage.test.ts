// What plugins and the site take from the kit instead of making their own (ADR 045): the one
// failed-read message (`LoadError`, also inside `RecordLoader`, `RecordList` and `ListCard`) and the form
// controls (`kit/ui`: Input, Textarea, NativeSelect, NativeCheckbox, NativeRadio, FileInput; the fields of
// `kit/forms/fields.tsx`), which carry the focus ring, the invalid state and the label wiring. A failure
// names the file and the line.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Front-end source files under `dirs`, without tests, stories and fixtures. */
function frontEndSources(...dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    fs
      .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.(test|stories|spec)\.tsx?$/.test(f))
      .filter((f) => !f.split(path.sep).some((part) => part === 'node_modules' || part === 'testing'))
      .map((f) => `${dir}/${f.split(path.sep).join('/')}`),
  );
}

/** `file:line  text` for each line matching `pattern`. */
function matches(files: string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    fs
      .readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}  ${line.trim()}`] : [])),
  );
}

describe('plugins and the site use the kit for what every screen shares', () => {
  it('a failed read is said by the kit’s LoadError, never by a hand-made message', () => {
    expect(matches(frontEndSources('plugins', 'site'), /could not be loaded|could not load/i)).toEqual([]);
  });

  it('form controls come from kit/ui: no raw <input>, <select> or <textarea> elsewhere', () => {
    // A real exception goes here with its reason: `'path/to/file.tsx': 'why the kit control does not fit'`.
    const allowed: Record<string, string> = {};
    const files = frontEndSources('plugins', 'site', 'kit').filter(
      (f) => f.endsWith('.tsx') && !f.startsWith('kit/ui/') && !(f in allowed),
    );
    expect(matches(files, /<(input|select|textarea)\b/)).toEqual([]);
  });
});
