// `cn` resolves Tailwind conflicts itself (ADR 085): tailwind-merge stays as the reference it must agree with.
import fs from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn, mergeClasses } from './cn.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every Tailwind class written in the front end's source (string literals tailwind-merge recognises). */
function classesInSource(): string[] {
  const found = new Set<string>();
  for (const dir of ['kit', 'site', 'kernel', 'plugins', 'config']) {
    for (const file of fs.readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })) {
      // This file's own tables (group names such as 'outline-w') are not classes.
      if (!/\.tsx?$/.test(file) || /\.(test|stories)\.tsx?$/.test(file) || file === path.join('ui', 'cn.ts'))
        continue;
      const text = fs.readFileSync(path.join(ROOT, dir, file), 'utf8');
      // A class tailwind-merge knows collapses with itself; an ordinary word is kept twice.
      for (const [, a, b, c] of text.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g))
        for (const token of (a ?? b ?? c).replace(/\$\{[^}]*\}/g, ' ').split(/\s+/))
          if (/^[!a-z0-9@[\]\-:/.()#%_>&*=,+]+[^-]$/i.test(token) && twMerge(`${token} ${token}`) === token)
            found.add(token);
    }
  }
  return [...found];
}

describe('cn: a later class wins over an earlier one that sets the same thing', () => {
  it('a caller overriding a primitive gets its own padding, width, text size and colour', () => {
    expect(cn('p-5 pt-0', 'p-6')).toBe('p-6');
    expect(cn('flex h-10 w-full rounded-md border px-3', 'w-24')).toBe(
      'flex h-10 rounded-md border px-3 w-24',
    );
    expect(cn('text-sm text-muted-foreground', 'text-base text-primary')).toBe('text-base text-primary');
    expect(cn('h-10 px-4 py-2', 'size-7 p-0')).toBe('size-7 p-0');
    expect(cn('hover:bg-muted/50 bg-card', 'hover:bg-transparent')).toBe('bg-card hover:bg-transparent');
  });

  it('classes that set different things, or the same thing under different variants, are all kept', () => {
    expect(cn('px-2 py-1 text-sm font-medium text-primary', 'sm:px-4 md:text-lg')).toBe(
      'px-2 py-1 text-sm font-medium text-primary sm:px-4 md:text-lg',
    );
    expect(cn('border border-input ring-2 ring-ring', 'border-dashed')).toBe(
      'border border-input ring-2 ring-ring border-dashed',
    );
    expect(cn('group relative my-class', false, undefined, { 'is-on': true, 'is-off': false })).toBe(
      'group relative my-class is-on',
    );
  });

  it('a side after the shorthand refines it; the shorthand after a side replaces it', () => {
    expect(cn('p-4', 'pt-0')).toBe('p-4 pt-0');
    expect(cn('pt-0', 'p-4')).toBe('p-4');
    expect(cn('leading-tight', 'text-sm')).toBe('text-sm');
    expect(cn('hover:focus:underline', 'focus:hover:no-underline')).toBe('focus:hover:no-underline');
  });

  it('agrees with tailwind-merge on every pair of classes written in the repository', () => {
    const classes = classesInSource();
    expect(classes.length).toBeGreaterThan(500); // the scan sees the source
    // Classes under different variants never meet, so pairs are formed within one variant at a time.
    const byVariant = new Map<string, string[]>();
    for (const c of classes) {
      const variant = c.slice(0, c.search(/[^:]*$/));
      byVariant.set(variant, [...(byVariant.get(variant) ?? []), c]);
    }
    const disagreements: string[] = [];
    for (const group of byVariant.values())
      for (const a of group)
        for (const b of group) {
          const both = `${a} ${b}`;
          const expected = twMerge(both);
          if (mergeClasses(both) !== expected) disagreements.push(`${both} → ${expected}`);
        }
    expect(disagreements.slice(0, 20)).toEqual([]);
  }, 60_000);
});
