import { describe, expect, it } from 'vitest';
import { toCsv } from './csv-export.ts';
import {
  acceptedRecords,
  autoMap,
  type ImportField,
  type ImportRow,
  MAX_IMPORT_ROWS,
  mapRows,
  missingFields,
  parseCsv,
  previewImport,
  type RowVerdict,
  readCsvFile,
  summarise,
} from './csv-import.ts';

const fields: ImportField[] = [
  { id: 'name', label: 'Name', required: true },
  { id: 'email', label: 'E-mail', aliases: ['Email address'] },
  { id: 'kra_pin', label: 'KRA PIN' },
];

describe('parseCsv', () => {
  it('reads headers and rows, drops the BOM and blank lines, trims cells and pads short rows', () => {
    const parsed = parseCsv('\uFEFFName , Email address\r\n"Otieno, J" , j@x.ke\r\n\r\nAmina\r\n');
    expect(parsed.headers).toEqual(['Name', 'Email address']);
    expect(parsed.rows).toEqual([
      ['Otieno, J', 'j@x.ke'],
      ['Amina', ''],
    ]);
    expect(parsed.problems).toEqual([]);
  });

  it('reads back what the export wrote', async () => {
    const text = toCsv(
      [{ name: 'Ünal "Jr"', email: '=1+1' }],
      [
        { id: 'name', header: 'Name' },
        { id: 'email', header: 'E-mail' },
      ],
    );
    const parsed = await readCsvFile(new Blob([text]));
    expect(parsed.headers).toEqual(['Name', 'E-mail']);
    expect(parsed.rows).toEqual([['Ünal "Jr"', "'=1+1"]]);
  });

  it('reports broken quoting with its line and refuses files that are too long', () => {
    expect(parseCsv('a,b\n"open,1\n').problems[0]).toMatch(/^Line \d+: /);
    const big = parseCsv(`a\n${'x\n'.repeat(MAX_IMPORT_ROWS + 1)}`);
    expect(big.rows).toHaveLength(MAX_IMPORT_ROWS);
    expect(big.problems.at(-1)).toMatch(/at most 5000/);
  });
});

describe('autoMap', () => {
  it('matches by id, label or alias, ignoring case, spaces and punctuation', () => {
    expect(autoMap(['EMAIL ADDRESS', 'kra pin', 'name'], fields)).toEqual({ name: 2, email: 0, kra_pin: 1 });
    expect(autoMap(['e_mail', 'Kra-Pin'], fields)).toEqual({ name: null, email: 0, kra_pin: 1 });
  });

  it('uses each file column once', () => {
    expect(autoMap(['Name', 'Name'], [fields[0], { id: 'full_name', label: 'Name' }])).toEqual({
      name: 0,
      full_name: 1,
    });
  });

  it('names the required fields still without a column', () => {
    expect(missingFields(autoMap(['Email'], fields), fields).map((f) => f.id)).toEqual(['name']);
  });
});

describe('preview', () => {
  const parsed = parseCsv('Name,Email\nAcme,a@x.ke\n,b@x.ke\nBeta,c@x.ke\n');
  const rows = mapRows(parsed, autoMap(parsed.headers, fields));
  const existing = new Set(['c@x.ke']);
  const validate = (input: readonly ImportRow[]): RowVerdict<{ name: string; email: string }>[] =>
    input.map(({ values }) => {
      if (!values.name) return { kind: 'error', reason: 'Name is required' };
      const record = { name: values.name, email: values.email };
      return existing.has(values.email) ? { kind: 'update', record } : { kind: 'new', record };
    });

  it('maps rows with their file line numbers', () => {
    expect(rows[0]).toEqual({ line: 2, values: { name: 'Acme', email: 'a@x.ke', kra_pin: '' } });
    expect(rows[2].line).toBe(4);
  });

  it('gives each row new, update or error with the reason, and accepts only the good ones', async () => {
    const preview = await previewImport(rows, validate);
    expect(preview.map((p) => p.verdict.kind)).toEqual(['new', 'error', 'update']);
    expect(preview[1].verdict).toEqual({ kind: 'error', reason: 'Name is required' });
    expect(summarise(preview)).toEqual({ new: 1, update: 1, error: 1 });
    expect(acceptedRecords(preview)).toEqual([
      { name: 'Acme', email: 'a@x.ke' },
      { name: 'Beta', email: 'c@x.ke' },
    ]);
  });

  it('refuses a validate that loses rows', async () => {
    await expect(previewImport(rows, () => [])).rejects.toThrow(/0 verdicts for 3 rows/);
  });
});
