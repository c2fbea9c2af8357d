// Access decided by the fixture policies on storage.objects
// (tests/fixtures/migrations/29990103000000_storage_policies.sql), written as
// an app would write them for Supabase.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedInClient } from '../support/clients.ts';
import { anonClient, serviceClient, userClient } from './helpers.ts';

describe('storage row-level security', () => {
  it('each user writes and reads only their own folder in a private bucket', async () => {
    const alice = await userClient();
    const bob = await userClient();
    const aliceFiles = alice.client.storage.from('user-docs');
    const bobFiles = bob.client.storage.from('user-docs');

    const own = await aliceFiles.upload(`${alice.id}/cv.txt`, 'alice cv', { contentType: 'text/plain' });
    expect(own.error).toBeNull();
    const intoBob = await aliceFiles.upload(`${bob.id}/planted.txt`, 'x', { contentType: 'text/plain' });
    expect(intoBob.error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });

    expect(await (await aliceFiles.download(`${alice.id}/cv.txt`)).data?.text()).toBe('alice cv');
    const bobReads = await bobFiles.download(`${alice.id}/cv.txt`);
    expect(bobReads.error).toMatchObject({ statusCode: '404' });
    const bobList = await bobFiles.list(alice.id);
    expect(bobList.data).toEqual([]);
    const aliceList = await aliceFiles.list(alice.id);
    expect(aliceList.data?.map((f) => f.name)).toEqual(['cv.txt']);
  });

  it("a user cannot delete, move, overwrite or copy another user's file", async () => {
    const alice = await userClient();
    const bob = await userClient();
    await alice.client.storage
      .from('user-docs')
      .upload(`${alice.id}/keep.txt`, 'mine', { contentType: 'text/plain' });
    const bobFiles = bob.client.storage.from('user-docs');

    const removed = await bobFiles.remove([`${alice.id}/keep.txt`]);
    expect(removed.data).toEqual([]);
    const moved = await bobFiles.move(`${alice.id}/keep.txt`, `${bob.id}/stolen.txt`);
    expect(moved.error).not.toBeNull();
    const copied = await bobFiles.copy(`${alice.id}/keep.txt`, `${bob.id}/stolen.txt`);
    expect(copied.error).not.toBeNull();
    const overwrite = await bobFiles.upload(`${alice.id}/keep.txt`, 'bob was here', {
      contentType: 'text/plain',
      upsert: true,
    });
    expect(overwrite.error).not.toBeNull();

    const still = await serviceClient().storage.from('user-docs').download(`${alice.id}/keep.txt`);
    expect(await still.data?.text()).toBe('mine');
  });

  it('a user moves, copies and deletes within their own folder', async () => {
    const alice = await userClient();
    const files = alice.client.storage.from('user-docs');
    await files.upload(`${alice.id}/a.txt`, 'A', { contentType: 'text/plain' });
    expect((await files.move(`${alice.id}/a.txt`, `${alice.id}/b.txt`)).error).toBeNull();
    expect((await files.copy(`${alice.id}/b.txt`, `${alice.id}/c.txt`)).error).toBeNull();
    const gone = await files.remove([`${alice.id}/b.txt`]);
    expect(gone.data?.map((o) => o.name)).toEqual([`${alice.id}/b.txt`]);
    const left = await files.list(alice.id);
    expect(left.data?.map((f) => f.name)).toEqual(['c.txt']);
  });

  it('a visitor can neither upload nor read in the private bucket', async () => {
    const owner = await userClient();
    await owner.client.storage
      .from('user-docs')
      .upload(`${owner.id}/x.txt`, 'x', { contentType: 'text/plain' });
    const anon = anonClient().storage.from('user-docs');
    const up = await anon.upload(`${randomUUID()}/x.txt`, 'x', { contentType: 'text/plain' });
    expect(up.error).toMatchObject({ statusCode: '403' });
    const dl = await anon.download(`${owner.id}/x.txt`);
    expect(dl.error).toMatchObject({ statusCode: '404' });
  });

  it('in the public bucket anyone reads, but only signed-in users write, in their own folder', async () => {
    const alice = await userClient();
    const files = alice.client.storage.from('team-public');
    const up = await files.upload(`${alice.id}/photo.txt`, 'team photo', { contentType: 'text/plain' });
    expect(up.error).toBeNull();
    const anonRead = await anonClient().storage.from('team-public').download(`${alice.id}/photo.txt`);
    expect(await anonRead.data?.text()).toBe('team photo');
    const publicUrl = anonClient().storage.from('team-public').getPublicUrl(`${alice.id}/photo.txt`)
      .data.publicUrl;
    expect(await (await fetch(publicUrl)).text()).toBe('team photo');
    const anonWrite = await anonClient()
      .storage.from('team-public')
      .upload(`${randomUUID()}/x.txt`, 'x', { contentType: 'text/plain' });
    expect(anonWrite.error).toMatchObject({ statusCode: '403' });
  });

  it('an expired or forged user token is refused', async () => {
    const { userToken } = await import('./helpers.ts');
    const { createClient } = await import('@supabase/supabase-js');
    const { inject } = await import('vitest');
    const expired = await userToken(randomUUID(), -10);
    const c = createClient(inject('apiUrl'), inject('anonKey'), {
      auth: { persistSession: false },
      global: { headers: { Authorization: `Bearer ${expired}` } },
    });
    const r = await c.storage.from('user-docs').list();
    expect(r.error).toMatchObject({ statusCode: '400', message: 'jwt expired' });
    const forged = createClient(inject('apiUrl'), inject('anonKey'), {
      auth: { persistSession: false },
      global: { headers: { Authorization: `Bearer ${expired.slice(0, -3)}abc` } },
    });
    expect((await forged.storage.from('user-docs').list()).error).toMatchObject({ statusCode: '400' });
  });

  it('a user signed up through supabase-js stores and reads files in their own folder with their session', async () => {
    const { client, user } = await signedInClient();
    const files = client.storage.from('user-docs');
    const up = await files.upload(`${user.id}/first-report.txt`, 'hello from a real session', {
      contentType: 'text/plain',
    });
    expect(up.error).toBeNull();
    expect(await (await files.download(`${user.id}/first-report.txt`)).data?.text()).toBe(
      'hello from a real session',
    );
    const info = await serviceClient().storage.from('user-docs').list(user.id);
    expect(info.data?.map((f) => f.name)).toEqual(['first-report.txt']);
    const other = await files.upload(`${randomUUID()}/x.txt`, 'x', { contentType: 'text/plain' });
    expect(other.error).toMatchObject({ statusCode: '403' });
  });

  it('the owner recorded on an upload is the caller', async () => {
    const alice = await userClient();
    await alice.client.storage
      .from('team-public')
      .upload(`${alice.id}/owned.txt`, 'x', { contentType: 'text/plain' });
    const forged = await alice.client.storage
      .from('team-public')
      .upload(`${randomUUID()}/not-mine.txt`, 'x', { contentType: 'text/plain' });
    expect(forged.error).toMatchObject({ statusCode: '403' });
  });
});
