import { fakeSupabase } from '@kernel/app/testing/fake-supabase.ts';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it } from 'vitest';
import { customersSearchSource, searchTerms } from './search.ts';

beforeEach(() => fakeSupabase.reset());

describe('customers in the command palette', () => {
  it('searches phone numbers by their digits too, local and international', () => {
    expect(searchTerms('Acme')).toEqual(['Acme']);
    expect(searchTerms('0722 123 456')).toEqual(['0722 123 456', '0722123456', '254722123456']);
  });

  it('asks for at most `limit` customers, literally, and links each to its page', async () => {
    fakeSupabase.respond(() => ({
      data: [{ id: 'c1', name: 'Acme Ltd', kra_pin: 'P051234567X', county: 'Nairobi', status: 'archived' }],
    }));
    const signal = new AbortController().signal;
    const hits = await customersSearchSource.search(
      '50%_off, (x)',
      fakeSupabase.client as unknown as SupabaseClient,
      {
        signal,
        limit: 5,
      },
    );
    expect(hits).toEqual([
      { title: 'Acme Ltd', subtitle: 'P051234567X · Nairobi · archived', path: '/dashboard/customers/c1' },
    ]);
    const [query] = fakeSupabase.queries;
    expect(query?.table).toBe('customers');
    expect(query?.calls).toContainEqual(['or', 'search_text.ilike."*50\\\\%\\\\_off, (x)*"']);
    expect(query?.calls).toContainEqual(['limit', 5]);
    expect(query?.calls).toContainEqual(['abortSignal', signal]);
  });
});
