// Row-level security through the real supabase-js client: two signed-up
// users, a visitor and the service role each see and change exactly the
// rest_notes rows the policies in 29990101000001_rest_rls.sql allow.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, signedInClient } from '../support/clients.ts';
import { unique } from './helpers.ts';

interface Note {
  id: number;
  owner_id: string | null;
  is_public: boolean;
  body: string;
}

let alice: { client: SupabaseClient; id: string };
let bob: { client: SupabaseClient; id: string };
/** The four notes made in beforeAll, by owner and visibility. */
const seed = { alicePublic: 0, alicePrivate: 0, bobPublic: 0, bobPrivate: 0 };
let seedIds: number[] = [];

async function createNote(client: SupabaseClient, body: string, isPublic: boolean) {
  const { data, error } = await client
    .from('rest_notes')
    .insert({ body, is_public: isPublic })
    .select('id, owner_id')
    .single();
  if (error) throw new Error(`could not create note: ${JSON.stringify(error)}`);
  return data as { id: number; owner_id: string };
}

/** The ids of the seeded notes the client can see, sorted. */
async function visibleSeedIds(client: SupabaseClient) {
  const { data, error } = await client.from('rest_notes').select('id').in('id', seedIds).order('id');
  expect(error).toBeNull();
  return (data as { id: number }[]).map((r) => r.id);
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

beforeAll(async () => {
  const a = await signedInClient();
  const b = await signedInClient();
  alice = { client: a.client, id: a.user.id };
  bob = { client: b.client, id: b.user.id };
  const tag = unique('seed');
  seed.alicePublic = (await createNote(alice.client, `${tag} alice public`, true)).id;
  seed.alicePrivate = (await createNote(alice.client, `${tag} alice private`, false)).id;
  seed.bobPublic = (await createNote(bob.client, `${tag} bob public`, true)).id;
  seed.bobPrivate = (await createNote(bob.client, `${tag} bob private`, false)).id;
  seedIds = sorted(Object.values(seed));
});

describe('row-level security decides who reads which notes', () => {
  it('stamps a new note with its author from auth.uid()', async () => {
    const { data, error } = await serviceClient()
      .from('rest_notes')
      .select('id, owner_id')
      .in('id', [seed.alicePublic, seed.bobPrivate])
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual(
      [
        { id: seed.alicePublic, owner_id: alice.id },
        { id: seed.bobPrivate, owner_id: bob.id },
      ].sort((x, y) => x.id - y.id),
    );
  });

  it('lets a visitor read only public notes', async () => {
    expect(await visibleSeedIds(anonClient())).toEqual(sorted([seed.alicePublic, seed.bobPublic]));
  });

  it('lets a user read public notes and their own private ones', async () => {
    expect(await visibleSeedIds(alice.client)).toEqual(
      sorted([seed.alicePublic, seed.alicePrivate, seed.bobPublic]),
    );
    expect(await visibleSeedIds(bob.client)).toEqual(
      sorted([seed.alicePublic, seed.bobPublic, seed.bobPrivate]),
    );
  });

  it('lets the service role read every note', async () => {
    expect(await visibleSeedIds(serviceClient())).toEqual(seedIds);
  });

  it('counts only the rows a caller may see', async () => {
    const { count, error } = await anonClient()
      .from('rest_notes')
      .select('*', { count: 'exact', head: true })
      .in('id', seedIds);
    expect(error).toBeNull();
    expect(count).toBe(2);
  });

  it('gets no row, not an error, for another user’s private note', async () => {
    const { data, error } = await bob.client
      .from('rest_notes')
      .select('*')
      .eq('id', seed.alicePrivate)
      .maybeSingle();
    expect(error).toBeNull();
    expect(data).toBeNull();
  });
});

describe('row-level security decides who writes which notes', () => {
  it('lets a user insert a note they own', async () => {
    const { data, error, status } = await alice.client
      .from('rest_notes')
      .insert({ body: unique('alice own'), owner_id: alice.id })
      .select()
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect((data as Note).owner_id).toBe(alice.id);
  });

  it('refuses a user inserting a note for another owner with 403 42501', async () => {
    const body = unique('forged');
    const { data, error, status } = await alice.client.from('rest_notes').insert({ body, owner_id: bob.id });
    expect(data).toBeNull();
    expect(status).toBe(403);
    expect(error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "rest_notes"',
    });
    const { data: stored } = await serviceClient().from('rest_notes').select('id').eq('body', body);
    expect(stored).toEqual([]);
  });

  it('refuses a visitor inserting a note with 401 42501', async () => {
    const { error, status } = await anonClient()
      .from('rest_notes')
      .insert({ body: unique('anon'), is_public: true });
    expect(status).toBe(401);
    expect(error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "rest_notes"',
    });
  });

  it('lets a user update their own note', async () => {
    const mine = await createNote(alice.client, unique('to edit'), false);
    const { data, error } = await alice.client
      .from('rest_notes')
      .update({ body: 'edited' })
      .eq('id', mine.id)
      .select('id, body');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: mine.id, body: 'edited' }]);
  });

  it('updates zero rows when a user edits another user’s note, even a public one', async () => {
    const theirs = await createNote(bob.client, unique('bob keeps'), true);
    const { data, count, error } = await alice.client
      .from('rest_notes')
      .update({ body: 'hijacked' }, { count: 'exact' })
      .eq('id', theirs.id)
      .select();
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect(count).toBe(0);
    const { data: after } = await serviceClient()
      .from('rest_notes')
      .select('body')
      .eq('id', theirs.id)
      .single();
    expect(after).toEqual({ body: expect.stringContaining('bob keeps') });
  });

  it('refuses a user handing their own note to someone else with 403 42501', async () => {
    const mine = await createNote(alice.client, unique('keep mine'), false);
    const { error, status } = await alice.client
      .from('rest_notes')
      .update({ owner_id: bob.id })
      .eq('id', mine.id);
    expect(status).toBe(403);
    expect(error).toMatchObject({ code: '42501' });
  });

  it('refuses a user taking over another user’s note through an upsert with 403 42501', async () => {
    const theirs = await createNote(bob.client, unique('bob upsert target'), false);
    const { error, status } = await alice.client
      .from('rest_notes')
      .upsert({ id: theirs.id, body: 'taken over', owner_id: alice.id });
    expect(status).toBe(403);
    expect(error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy (USING expression) for table "rest_notes"',
    });
    const { data } = await serviceClient()
      .from('rest_notes')
      .select('owner_id, body')
      .eq('id', theirs.id)
      .single();
    expect(data).toEqual({ owner_id: bob.id, body: expect.stringContaining('bob upsert target') });
  });

  it('updates zero rows when a visitor edits a public note', async () => {
    const theirs = await createNote(bob.client, unique('public stays'), true);
    const { data, error } = await anonClient()
      .from('rest_notes')
      .update({ body: 'defaced' })
      .eq('id', theirs.id)
      .select();
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('deletes zero rows when a user deletes another user’s note', async () => {
    const theirs = await createNote(bob.client, unique('bob stays'), true);
    const { data, count, error } = await alice.client
      .from('rest_notes')
      .delete({ count: 'exact' })
      .eq('id', theirs.id)
      .select();
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect(count).toBe(0);
    const { data: still } = await serviceClient().from('rest_notes').select('id').eq('id', theirs.id);
    expect(still).toEqual([{ id: theirs.id }]);
  });

  it('lets a user delete their own note', async () => {
    const mine = await createNote(bob.client, unique('bob removes'), false);
    const { data, error } = await bob.client.from('rest_notes').delete().eq('id', mine.id).select('id');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: mine.id }]);
  });

  it('lets the service role change and delete any note', async () => {
    const theirs = await createNote(bob.client, unique('service edits'), false);
    const updated = await serviceClient()
      .from('rest_notes')
      .update({ body: 'moderated' })
      .eq('id', theirs.id)
      .select('body');
    expect(updated.error).toBeNull();
    expect(updated.data).toEqual([{ body: 'moderated' }]);
    const deleted = await serviceClient().from('rest_notes').delete().eq('id', theirs.id).select('id');
    expect(deleted.error).toBeNull();
    expect(deleted.data).toEqual([{ id: theirs.id }]);
  });

  it('lets the service role insert a note for any owner, which that owner then sees', async () => {
    const { data, error } = await serviceClient()
      .from('rest_notes')
      .insert({ body: unique('for bob'), owner_id: bob.id })
      .select('id, owner_id')
      .single();
    expect(error).toBeNull();
    const note = data as { id: number; owner_id: string };
    expect(note.owner_id).toBe(bob.id);
    expect((await bob.client.from('rest_notes').select('id').eq('id', note.id)).data).toEqual([
      { id: note.id },
    ]);
    expect((await alice.client.from('rest_notes').select('id').eq('id', note.id)).data).toEqual([]);
  });
});
