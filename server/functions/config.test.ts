// Where the gateway finds functions (ADR 041): the kernel's and every module's
// folder, then FUNCTIONS_DIRS; one name is one function.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_SETTINGS_FILE, loadFunctionsConfig } from './config.ts';
import { findFunction } from './registry.ts';

const temp: string[] = [];
afterAll(() => {
  for (const dir of temp) fs.rmSync(dir, { recursive: true, force: true });
});

function functionsFolder(...names: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'safeworks-functions-'));
  temp.push(dir);
  for (const name of names) {
    fs.mkdirSync(path.join(dir, 'functions', name), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'functions', name, 'index.ts'),
      'export default () => new Response("x");\n',
    );
  }
  return path.join(dir, 'functions');
}

describe('the functions a server serves', () => {
  it('are the kernel’s and each module’s, read with supabase/config.toml', () => {
    const { dirs } = loadFunctionsConfig({});
    const invoicePdf = findFunction(dirs, 'invoice-pdf');
    expect(invoicePdf?.entry).toMatch(/plugins\/invoicing\/functions\/invoice-pdf\/index\.ts$/);
    expect(findFunction(dirs, 'hello')?.entry).toMatch(/kernel\/functions\/hello\/index\.ts$/);
    // calendar-feed's verify_jwt = false comes from supabase/config.toml although it lives in plugins/calendar.
    expect(findFunction(dirs, 'calendar-feed')?.settings.verifyJwt).toBe(false);
    expect(dirs.every((d) => d.settingsFile === APP_SETTINGS_FILE || !d.dir.includes('/plugins/'))).toBe(
      true,
    );
    expect(findFunction(dirs, '_shared')).toBeNull();
  });

  it('include FUNCTIONS_DIRS after them, with that folder’s own config.toml', () => {
    const extra = functionsFolder('only-here');
    const { dirs } = loadFunctionsConfig({ FUNCTIONS_DIRS: extra });
    expect(findFunction(dirs, 'only-here')?.entry).toBe(path.join(extra, 'only-here', 'index.ts'));
    expect(dirs.at(-1)?.settingsFile).toBe(path.join(path.dirname(extra), 'config.toml'));
  });

  it('refuse to start when two folders hold a function of one name', () => {
    const extra = functionsFolder('invoice-pdf');
    expect(() => loadFunctionsConfig({ FUNCTIONS_DIRS: extra })).toThrow(
      /two edge functions are named "invoice-pdf": .*plugins\/invoicing\/functions\/invoice-pdf and .*safeworks-functions-/,
    );
  });
});
