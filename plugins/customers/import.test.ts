import type { ImportRow } from '@kit/list/csv-import.ts';
import { describe, expect, it } from 'vitest';
import { countyFrom, judgeRows, sectorFrom, withDuplicateNotes } from './import.ts';

const row = (line: number, values: Record<string, string>): ImportRow => ({ line, values });
const existing = [
  { id: 'c1', name: 'Acme Ltd', kra_pin: 'P051234567X', email: 'info@acme.co.ke' },
  { id: 'c2', name: 'Beta Farm', kra_pin: null, email: 'beta@farm.co.ke' },
];

describe('the import preview', () => {
  it('updates by KRA PIN first, then by e-mail, and adds the rest', () => {
    const verdicts = judgeRows(
      [
        row(2, { name: 'Acme Limited', kra_pin: 'p051 234 567x', email: 'other@acme.co.ke' }),
        row(3, { name: 'Beta Farm', email: 'BETA@farm.co.ke', phone: '0712 345 678' }),
        row(4, {
          name: 'Gamma Hotel',
          county: 'nairobi city',
          sector: 'Hotels & hospitality',
          tags: 'vip; fire',
        }),
      ],
      existing,
      'KE',
    );
    expect(verdicts.map((v) => v.kind)).toEqual(['update', 'update', 'new']);
    expect(verdicts[1]).toMatchObject({
      record: { line: 3, email: 'beta@farm.co.ke', phone: '+254712345678' },
    });
    expect(verdicts[2]).toMatchObject({
      record: {
        line: 4,
        name: 'Gamma Hotel',
        county: 'Nairobi',
        sector: 'hospitality',
        tags: ['vip', 'fire'],
      },
    });
    // Empty cells are left out: they keep what is stored, and the request stays small.
    expect(Object.keys(verdicts[2]?.kind === 'new' ? verdicts[2].record : {})).not.toContain('email');
  });

  it('says why a row cannot be imported, naming what is wrong', () => {
    const verdicts = judgeRows(
      [
        row(2, { name: '' }),
        row(3, { name: 'A', kra_pin: 'P1' }),
        row(4, { name: 'B', email: 'nope' }),
        row(5, { name: 'C', county: 'Atlantis' }),
        row(6, { name: 'D', sector: 'space' }),
        row(7, { name: 'E', kra_pin: 'P000000002B', email: 'info@acme.co.ke' }),
      ],
      existing,
      'KE',
    );
    expect(verdicts.map((v) => (v.kind === 'error' ? v.reason : v.kind))).toEqual([
      'The name is missing',
      'KRA PIN “P1” is not A or P, nine digits and a letter',
      'E-mail “nope” is not an e-mail address',
      'County “Atlantis” is not one of the 47 counties',
      'Sector “space” is not one of the list',
      'E-mail info@acme.co.ke belongs to Acme Ltd, whose KRA PIN is P051234567X',
    ]);
  });

  it('refuses two rows of the file that mean the same customer', () => {
    const verdicts = judgeRows(
      [
        row(2, { name: 'A', kra_pin: 'P000000001A' }),
        row(3, { name: 'A again', kra_pin: 'P000000001A' }),
        row(4, { name: 'Acme', email: 'info@acme.co.ke' }),
        row(5, { name: 'Acme again', email: 'info@acme.co.ke' }),
        row(6, { name: 'New', email: 'x@new.co.ke' }),
        row(7, { name: 'New again', email: 'x@new.co.ke' }),
      ],
      existing,
      'KE',
    );
    expect(verdicts.map((v) => (v.kind === 'error' ? v.reason : v.kind))).toEqual([
      'new',
      'Same KRA PIN as line 2',
      'update',
      'Same customer as line 4',
      'new',
      'Same e-mail as line 6',
    ]);
  });

  it('reads sectors and counties the way people write them', () => {
    expect(sectorFrom('MANUFACTURING')).toBe('manufacturing');
    expect(sectorFrom('Mining & quarrying')).toBe('mining');
    expect(countyFrom("Murang'a")).toBe("Murang'a");
    expect(countyFrom('Muranga County')).toBe("Murang'a");
    expect(countyFrom('Taita Taveta')).toBe('Taita-Taveta');
    expect(countyFrom('Narnia')).toBeNull();
  });

  it('notes new rows that look like an existing customer, and leaves the rest alone', () => {
    const verdicts = judgeRows(
      [
        row(2, { name: 'Acme Limited' }),
        row(3, { name: 'Beta Farm', email: 'beta@farm.co.ke' }),
        row(4, { name: 'Zed' }),
      ],
      existing,
      'KE',
    );
    const noted = withDuplicateNotes(verdicts, [
      { line: 2, name: 'Acme Ltd', reason: 'very similar name' },
      { line: 3, name: 'Beta Farm', reason: 'same e-mail address' },
    ]);
    expect(noted.map((v) => (v.kind === 'error' ? v.reason : [v.kind, v.note]))).toEqual([
      ['new', 'Looks like Acme Ltd, already a customer (very similar name)'],
      ['update', undefined],
      ['new', undefined],
    ]);
  });
});
