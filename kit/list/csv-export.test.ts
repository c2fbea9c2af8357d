import Papa from 'papaparse';
import { describe, expect, it, vi } from 'vitest';
import { exportFileName, fetchAllRows, toCsv, UTF8_BOM } from './csv-export.ts';
import type { ListColumn } from './list-column.ts';
import { initialListState } from './list-state.ts';
import { memorySource } from './memory-source.ts';

interface Row {
  id: number;
  name: string;
  balance: number | null;
  tags: string[];
}
const rows: Row[] = Array.from({ length: 1234 }, (_, i) => ({
  id: i + 1,
  name: `Customer ${i + 1}`,
  balance: i % 2 ? -i : null,
  tags: ['a'],
}));
const columns: ListColumn<Row>[] = [
  { id: 'name', header: 'Name', priority: 'key' },
  { id: 'balance', header: 'Balance (KES)' },
  { id: 'tags', header: 'Tags', exportValue: (r) => r.tags.join('; ') },
  { id: 'actions', header: 'Actions', exportValue: false },
];

describe('fetchAllRows', () => {
  it('reads every page from the first, whatever page the user is on', async () => {
    const fetchPage = vi.fn(memorySource(rows));
    const progress = vi.fn();
    const all = await fetchAllRows(
      fetchPage,
      { ...initialListState(), page: 7 },
      {
        signal: new AbortController().signal,
        onProgress: progress,
      },
    );
    expect(all).toHaveLength(1234);
    expect(fetchPage.mock.calls.map(([s]) => s.page)).toEqual([1, 2, 3]);
    expect(progress).toHaveBeenLastCalledWith({ done: 1234, total: 1234, totalIsEstimate: false });
  });

  it('keeps the search and filters', async () => {
    const all = await fetchAllRows(
      memorySource(rows, { searchText: (r) => r.name }),
      { ...initialListState(), q: 'customer 12' },
      {
        signal: new AbortController().signal,
      },
    );
    const expected = rows.filter((r) => r.name.toLowerCase().includes('customer 12'));
    expect(expected.length).toBeGreaterThan(1);
    expect(all).toEqual(expected);
  });

  it('stops on a short page when the total is only an estimate', async () => {
    const fetchPage = vi.fn(memorySource(rows, { estimateAbove: 10 }));
    const all = await fetchAllRows(fetchPage, initialListState(), {
      signal: new AbortController().signal,
      pageSize: 1000,
    });
    expect(all).toHaveLength(1234);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const fetchPage = vi.fn(async (...args: Parameters<ReturnType<typeof memorySource<Row>>>) => {
      controller.abort();
      return memorySource(rows)(...args);
    });
    await expect(
      fetchAllRows(fetchPage, initialListState(), { signal: controller.signal }),
    ).rejects.toThrow();
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});

describe('toCsv', () => {
  it('starts with a BOM, has the declared headers and export values, and leaves out non-exported columns', () => {
    const text = toCsv(rows.slice(0, 2), columns);
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Name,Balance (KES),Tags',
      'Customer 1,,a',
      'Customer 2,-1,a',
    ]);
  });

  it('quotes what needs quoting and defuses formulas, so the file reads back as written', () => {
    const tricky: Row[] = [
      { id: 1, name: 'Otieno, "Jr" — Nairobi ü', balance: 5, tags: ['=HYPERLINK("x")'] },
    ];
    const parsed = Papa.parse<string[]>(toCsv(tricky, columns).slice(1)).data;
    expect(parsed[1]).toEqual(['Otieno, "Jr" — Nairobi ü', '5', `'=HYPERLINK("x")`]);
  });
});

describe('exportFileName', () => {
  it('is the list’s name and the local date', () => {
    expect(exportFileName('Customers', new Date(2026, 10, 24, 23, 59))).toBe('customers-2026-11-24.csv');
    expect(exportFileName('Jobs & Quotés / 2026', new Date(2026, 0, 2))).toBe(
      'jobs-quotes-2026-2026-01-02.csv',
    );
    expect(exportFileName('!!!', new Date(2026, 0, 2))).toBe('export-2026-01-02.csv');
  });
});
