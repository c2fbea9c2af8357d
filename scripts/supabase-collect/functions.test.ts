// ADR 041: the edge functions collected for hosted Supabase are deployable as
// they are — every import of every function resolves inside the collected
// functions folder (statically, with each function's own deno.json).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { collectFunctions, functionSources, ROOT_DIR, unresolvedImports } from './functions.ts';

const temp: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'safeworks-collect-'));
  temp.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of temp) fs.rmSync(dir, { recursive: true, force: true });
});

function write(root: string, file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

describe('collecting the edge functions for hosted Supabase (npm run supabase:collect)', () => {
  it('a deploy folder holds every module’s functions, and every import of each resolves inside it', () => {
    const out = tempDir();
    const names = collectFunctions(out);
    expect(names).toEqual(
      expect.arrayContaining([
        'hello',
        'invoice-pdf',
        'quotation-send',
        'calendar-feed',
        'email-test',
        'admin-create-user',
      ]),
    );
    for (const name of names)
      expect(fs.existsSync(path.join(out, 'functions', name, 'index.ts')), name).toBe(true);
    expect(unresolvedImports(path.join(out, 'functions'))).toEqual([]);
    const map = JSON.parse(fs.readFileSync(path.join(out, 'functions', 'invoice-pdf', 'deno.json'), 'utf8'));
    expect(map.imports['#invoicing-documents/']).toBe('../_shared/invoicing-documents/');
    expect(map.imports.pdfmake).toMatch(/^npm:pdfmake@/);
    expect(fs.existsSync(path.join(out, 'functions', '_shared', 'invoicing-documents', 'pdf.ts'))).toBe(true);
    expect(fs.existsSync(path.join(out, 'functions', '_shared', 'invoicing-documents', 'pdf.test.ts'))).toBe(
      false,
    );
    expect(fs.readFileSync(path.join(out, 'config.toml'), 'utf8')).toContain('[functions.calendar-feed]');
  });

  it('finds an import that reaches outside the deploy folder, a missing file and a package the import map lacks', () => {
    const out = tempDir();
    write(
      out,
      'functions/bad/deno.json',
      JSON.stringify({ imports: { '@supabase/supabase-js': 'npm:@supabase/supabase-js@2' } }),
    );
    write(
      out,
      'functions/bad/index.ts',
      [
        "import { createClient } from '@supabase/supabase-js';",
        "import { renderSalesPdf } from '../../../server/documents/pdf.ts';",
        "import { gone } from '../_shared/gone.ts';",
        "import pdfmake from 'pdfmake';",
        "import { Buffer } from 'node:buffer';",
      ].join('\n'),
    );
    expect(unresolvedImports(path.join(out, 'functions'))).toEqual([
      "bad: bad/index.ts imports '../../../server/documents/pdf.ts': outside the functions folder",
      "bad: bad/index.ts imports '../_shared/gone.ts': no such file",
      "bad: bad/index.ts imports 'pdfmake': not in its deno.json",
    ]);
  });

  it('refuses two functions of one name in two modules', () => {
    const root = tempDir();
    write(root, 'package.json', '{}');
    write(root, 'plugins/one/functions/report/index.ts', 'export default () => new Response("1");');
    write(root, 'plugins/two/functions/report/index.ts', 'export default () => new Response("2");');
    expect(() => functionSources(root)).toThrow(/two edge functions are named "report"/);
  });

  it('collects from the modules’ folders, not from supabase/', () => {
    for (const fn of functionSources(ROOT_DIR)) {
      expect(path.relative(ROOT_DIR, fn.dir), fn.name).toMatch(
        /^(kernel\/functions|plugins\/[^/]+\/functions)\/[^/]+$/,
      );
    }
  });
});
