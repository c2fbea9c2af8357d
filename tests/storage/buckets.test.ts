import { describe, expect, it } from 'vitest';
import { anonClient, makeBucket, serviceClient, uniqueBucket, userClient } from './helpers.ts';

describe('storage buckets', () => {
  it('an admin creates a bucket and reads it back with its limits', async () => {
    const svc = serviceClient();
    const name = uniqueBucket('create');
    const created = await svc.storage.createBucket(name, {
      public: true,
      fileSizeLimit: '5MB',
      allowedMimeTypes: ['image/*', 'application/pdf'],
    });
    expect(created.error).toBeNull();
    expect(created.data).toEqual({ name });

    const got = await svc.storage.getBucket(name);
    expect(got.error).toBeNull();
    expect(got.data).toMatchObject({
      id: name,
      name,
      public: true,
      file_size_limit: 5 * 1024 * 1024,
      allowed_mime_types: ['image/*', 'application/pdf'],
    });
    expect(typeof got.data?.created_at).toBe('string');
  });

  it('an admin lists buckets with search, sorting and paging', async () => {
    const svc = serviceClient();
    const tag = uniqueBucket('list');
    for (const suffix of ['c', 'a', 'b']) await svc.storage.createBucket(`${tag}-${suffix}`);
    const { data, error } = await svc.storage.listBuckets({
      search: tag,
      sortColumn: 'name',
      sortOrder: 'desc',
    });
    expect(error).toBeNull();
    expect(data?.map((b) => b.name)).toEqual([`${tag}-c`, `${tag}-b`, `${tag}-a`]);
    const page = await svc.storage.listBuckets({ search: tag, sortColumn: 'name', limit: 1, offset: 1 });
    expect(page.data?.map((b) => b.name)).toEqual([`${tag}-b`]);
  });

  it('creating a bucket twice answers Duplicate, like Supabase', async () => {
    const name = await makeBucket();
    const again = await serviceClient().storage.createBucket(name);
    expect(again.error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The resource already exists',
    });
  });

  it('bucket names with path characters are refused', async () => {
    for (const bad of ['../etc', 'a/b', ' lead', 'x\\y']) {
      const { error } = await serviceClient().storage.createBucket(bad);
      expect(error, bad).not.toBeNull();
    }
  });

  it('an admin updates a bucket: public flag, size limit and types', async () => {
    const svc = serviceClient();
    const name = await makeBucket();
    const upd = await svc.storage.updateBucket(name, {
      public: true,
      fileSizeLimit: 1024,
      allowedMimeTypes: ['text/plain'],
    });
    expect(upd.error).toBeNull();
    expect(upd.data).toEqual({ message: 'Successfully updated' });
    const { data } = await svc.storage.getBucket(name);
    expect(data).toMatchObject({ public: true, file_size_limit: 1024, allowed_mime_types: ['text/plain'] });
  });

  it('a bucket with files cannot be deleted until it is emptied', async () => {
    const svc = serviceClient();
    const name = await makeBucket();
    for (const p of ['a.txt', 'dir/b.txt']) {
      const up = await svc.storage.from(name).upload(p, 'hello', { contentType: 'text/plain' });
      expect(up.error).toBeNull();
    }
    const refused = await svc.storage.deleteBucket(name);
    expect(refused.error).toMatchObject({ statusCode: '409' });
    const emptied = await svc.storage.emptyBucket(name);
    expect(emptied.error).toBeNull();
    expect(emptied.data).toEqual({ message: 'Successfully emptied' });
    const deleted = await svc.storage.deleteBucket(name);
    expect(deleted.data).toEqual({ message: 'Successfully deleted' });
    const gone = await svc.storage.getBucket(name);
    expect(gone.error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });

  it('visitors and users cannot create buckets (no policy allows it, as on Supabase)', async () => {
    const anon = await anonClient().storage.createBucket(uniqueBucket('anon'));
    expect(anon.error).toMatchObject({ statusCode: '403' });
    const { client } = await userClient();
    const user = await client.storage.createBucket(uniqueBucket('user'));
    expect(user.error).toMatchObject({ statusCode: '403' });
  });

  it('a visitor sees no buckets while a signed-in user sees them through a policy', async () => {
    const name = await makeBucket();
    const anon = await anonClient().storage.listBuckets();
    expect(anon.error).toBeNull();
    expect(anon.data?.some((b) => b.name === name)).toBe(false);
    const { client } = await userClient();
    const user = await client.storage.getBucket(name);
    expect(user.data?.name).toBe(name);
  });

  it('the storage tables are not reachable through /rest/v1, even with the service key', async () => {
    const { inject } = await import('vitest');
    const key = inject('serviceRoleKey');
    for (const table of ['objects', 'buckets']) {
      const res = await fetch(`${inject('apiUrl')}/rest/v1/${table}?select=*`, {
        headers: { apikey: key, authorization: `Bearer ${key}`, 'accept-profile': 'storage' },
      });
      expect(res.status, table).toBeGreaterThanOrEqual(400);
      expect(res.status, table).toBeLessThan(500);
    }
  });
});
