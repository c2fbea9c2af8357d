// Users' search source: what it asks the database, and that nothing a user types
// can widen the LIKE pattern or add conditions to PostgREST's `or` filter.
import { fakeSupabase } from '@kernel/app/testing/fake-supabase.ts';
import type { Database } from '@kernel/database.types.ts';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it } from 'vitest';
import { ilikeOperand, userSearchFilter, usersSearchSource } from './search.ts';

const client = fakeSupabase.client as unknown as SupabaseClient<Database>;
const context = () => ({ signal: new AbortController().signal, limit: 5 });

beforeEach(() => fakeSupabase.reset());

describe('the Users search source', () => {
  it('finds accounts by name, e-mail or phone, at most the palette’s limit, and opens Users filtered by name', async () => {
    fakeSupabase.respond(() => ({
      data: [
        { auth_id: 'a1', full_name: 'Amina Hassan', email: 'amina@example.test', phone: null, role: 'staff' },
        { auth_id: 'a2', full_name: null, email: null, phone: '+254700000001', role: 'customer' },
      ],
    }));
    const ctx = context();
    const hits = await usersSearchSource.search('amina', client, ctx);
    expect(hits).toEqual([
      {
        title: 'Amina Hassan',
        subtitle: 'amina@example.test · staff',
        path: '/dashboard/users?q=Amina%20Hassan',
      },
      { title: '+254700000001', subtitle: 'customer', path: '/dashboard/users?q=%2B254700000001' },
    ]);
    const [query] = fakeSupabase.queries;
    expect(query?.table).toBe('profiles');
    expect(query?.calls).toEqual([
      ['select', 'auth_id, full_name, email, phone, role'],
      ['or', 'full_name.ilike."%amina%",email.ilike."%amina%",phone.ilike."%amina%"'],
      ['order', 'full_name'],
      ['limit', 5],
      ['abortSignal', ctx.signal],
    ]);
  });

  it('escapes %, _ and \\ so they match themselves, not any text', () => {
    // LIKE: \% and \_ are literal; the PostgREST quotes then double every backslash.
    expect(ilikeOperand('50%_off')).toBe(String.raw`"%50\\%\\_off%"`);
    expect(ilikeOperand(String.raw`a\b`)).toBe(String.raw`"%a\\\\b%"`);
  });

  it('keeps commas, parentheses, dots and quotes inside one quoted operand', () => {
    const filter = userSearchFilter('x),role.eq.superadmin,or(full_name.ilike."*');
    // Exactly three conditions, each one quoted operand: the input cannot add a fourth.
    const conditions = filter.match(/(?:^|,)(full_name|email|phone)\.ilike\."(?:[^"\\]|\\.)*"/g);
    expect(conditions).toHaveLength(3);
    expect(conditions?.join('')).toBe(filter);
    expect(ilikeOperand('a"b')).toBe(String.raw`"%a\"b%"`);
  });

  it('turns * (PostgREST’s wildcard) into one any character instead of any text', () => {
    expect(ilikeOperand('a*b')).toBe('"%a_b%"');
  });

  it('a refusal is the source’s error, for the palette to show under "Users"', async () => {
    fakeSupabase.respond(() => ({
      data: null,
      error: { message: 'permission denied for table profiles', code: '42501' },
    }));
    await expect(usersSearchSource.search('amina', client, context())).rejects.toThrow(
      'permission denied for table profiles',
    );
  });
});
