// The data layer's own logic: the import preview's lookups in short chunks, an
// import refusal's per-line reasons, and "no status filter" meaning active.
import { fakeSupabase } from '@kernel/app/testing/fake-supabase.ts';
import { DataError } from '@kernel/data/data-error.ts';
import { initialListState } from '@kit/list/list-state.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

import { existingKeys, fetchCustomers, importReasons } from './data.ts';

beforeEach(() => fakeSupabase.reset());

describe('the customers data layer', () => {
  it('looks up a big file’s PINs and e-mails in chunks of 300', async () => {
    fakeSupabase.respond(() => ({ data: [] }));
    const pins = Array.from({ length: 650 }, (_, i) => `P${String(i).padStart(9, '0')}A`);
    await existingKeys(pins, ['a@x.co.ke']);
    const ins = fakeSupabase.queries.map((q) => q.calls.find(([m]) => m === 'in'));
    expect(ins.map((c) => [c?.[1], ((c?.[2] as string[] | undefined) ?? []).length])).toEqual([
      ['kra_pin', 300],
      ['kra_pin', 300],
      ['kra_pin', 50],
      ['email', 1],
    ]);
  });

  it('reads the lines and reasons of an import refusal, and nothing from other errors', () => {
    const refusal = new DataError({
      message: 'Nothing was imported: …',
      code: '22023',
      details: JSON.stringify([{ line: 3, reason: 'the name is missing' }]),
    });
    expect(importReasons(refusal)).toEqual([{ line: 3, reason: 'the name is missing' }]);
    expect(importReasons(new DataError({ message: 'x', code: '42501' }))).toEqual([]);
    expect(importReasons(new DataError({ message: 'x', code: '22023', details: 'not json' }))).toEqual([]);
  });

  it('lists active customers unless a status is chosen, and any of the chosen tags', async () => {
    fakeSupabase.respond(() => ({ data: [], count: 0 }));
    const signal = new AbortController().signal;
    await fetchCustomers({ ...initialListState(), filters: { tag: ['fire', 'vip'] } }, signal);
    await fetchCustomers({ ...initialListState(), filters: { status: ['active', 'archived'] } }, signal);
    const [first, second] = fakeSupabase.queries;
    expect(first?.calls).toContainEqual(['eq', 'status', 'active']);
    expect(first?.calls).toContainEqual(['overlaps', 'tags', ['fire', 'vip']]);
    expect(second?.calls).not.toContainEqual(['eq', 'status', 'active']);
    expect(second?.calls).toContainEqual(['in', 'status', ['active', 'archived']]);
  });
});
