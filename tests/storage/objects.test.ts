import { describe, expect, it } from 'vitest';
import { anonClient, makeBucket, serviceClient, storageUrl } from './helpers.ts';

describe('storage objects', () => {
  it('a file uploaded with defaults downloads with its type and a one-hour cache', async () => {
    const bucket = await makeBucket();
    const files = serviceClient().storage.from(bucket);
    const up = await files.upload('reports/2026/site-visit.txt', 'Site visit: all clear', {
      contentType: 'text/plain',
    });
    expect(up.error).toBeNull();
    expect(up.data).toMatchObject({
      path: 'reports/2026/site-visit.txt',
      fullPath: `${bucket}/reports/2026/site-visit.txt`,
    });
    expect(up.data?.id).toMatch(/^[0-9a-f-]{36}$/);

    const res = await fetch(`${storageUrl()}/object/${bucket}/reports/2026/site-visit.txt`, {
      headers: { authorization: `Bearer ${(await import('vitest')).inject('serviceRoleKey')}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain');
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(await res.text()).toBe('Site visit: all clear');

    const dl = await files.download('reports/2026/site-visit.txt');
    expect(await dl.data?.text()).toBe('Site visit: all clear');
  });

  it('a Blob upload goes as multipart and keeps its type and cache control', async () => {
    const bucket = await makeBucket();
    const files = serviceClient().storage.from(bucket);
    const blob = new Blob([new Uint8Array([1, 2, 3, 4])], { type: 'application/octet-stream' });
    const up = await files.upload('bin/data.bin', blob, { cacheControl: '60' });
    expect(up.error).toBeNull();
    const info = await files.info('bin/data.bin');
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({
      name: 'bin/data.bin',
      size: 4,
      contentType: 'application/octet-stream',
      cacheControl: 'max-age=60',
    });
    const dl = await files.download('bin/data.bin');
    expect(new Uint8Array(await dl.data!.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3, 4]));
  });

  it('uploading over an existing file is refused unless upsert or update is asked for', async () => {
    const bucket = await makeBucket();
    const files = serviceClient().storage.from(bucket);
    await files.upload('note.txt', 'v1', { contentType: 'text/plain' });
    const dup = await files.upload('note.txt', 'v2', { contentType: 'text/plain' });
    expect(dup.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
    const upsert = await files.upload('note.txt', 'v3', { contentType: 'text/plain', upsert: true });
    expect(upsert.error).toBeNull();
    expect(await (await files.download('note.txt')).data?.text()).toBe('v3');
    const upd = await files.update('note.txt', 'v4', { contentType: 'text/plain' });
    expect(upd.error).toBeNull();
    expect(await (await files.download('note.txt')).data?.text()).toBe('v4');
  });

  it('exists and HEAD tell whether a file is there', async () => {
    const bucket = await makeBucket();
    const files = serviceClient().storage.from(bucket);
    await files.upload('here.txt', 'x', { contentType: 'text/plain' });
    expect((await files.exists('here.txt')).data).toBe(true);
    expect((await files.exists('missing.txt')).data).toBe(false);
    const missing = await files.download('missing.txt');
    expect(missing.error).toMatchObject({ status: 400, statusCode: '404' });
  });

  it('a public bucket serves files to anyone while a private bucket does not', async () => {
    const pub = await makeBucket({ public: true });
    const priv = await makeBucket({ public: false });
    const svc = serviceClient();
    await svc.storage.from(pub).upload('logo.txt', 'public bytes', { contentType: 'text/plain' });
    await svc.storage.from(priv).upload('secret.txt', 'private bytes', { contentType: 'text/plain' });

    const pubUrl = anonClient().storage.from(pub).getPublicUrl('logo.txt').data.publicUrl;
    const ok = await fetch(pubUrl);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('public bytes');

    const privUrl = anonClient().storage.from(priv).getPublicUrl('secret.txt').data.publicUrl;
    const refused = await fetch(privUrl);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ statusCode: '404', error: 'Bucket not found' });

    const anonDl = await anonClient().storage.from(priv).download('secret.txt');
    expect(anonDl.error).toMatchObject({ statusCode: '404' });
  });

  it('listing returns folders first (id null) then files, 100 by name ascending by default', async () => {
    const bucket = await makeBucket();
    const files = serviceClient().storage.from(bucket);
    for (const p of ['b.txt', 'a.txt', 'docs/one.txt', 'docs/two.txt', 'img/x.txt', 'c.txt'])
      await files.upload(p, p, { contentType: 'text/plain' });
    const { data, error } = await files.list();
    expect(error).toBeNull();
    expect(data?.map((d) => d.name)).toEqual(['docs', 'img', 'a.txt', 'b.txt', 'c.txt']);
    expect(data?.[0]).toMatchObject({ id: null, metadata: null, updated_at: null });
    expect(data?.[2].id).toMatch(/^[0-9a-f-]{36}$/);
    expect(data?.[2].metadata).toMatchObject({
      size: 5,
      mimetype: 'text/plain',
      cacheControl: 'max-age=3600',
    });

    const inDocs = await files.list('docs');
    expect(inDocs.data?.map((d) => d.name)).toEqual(['one.txt', 'two.txt']);
  });

  it('listing honours limit, offset, sortBy and search', async () => {
    const bucket = await makeBucket();
    const files = serviceClient().storage.from(bucket);
    for (const p of ['alpha.txt', 'beta.txt', 'gamma.txt', 'alps.txt'])
      await files.upload(`f/${p}`, p, { contentType: 'text/plain' });
    const desc = await files.list('f', { sortBy: { column: 'name', order: 'desc' } });
    expect(desc.data?.map((d) => d.name)).toEqual(['gamma.txt', 'beta.txt', 'alps.txt', 'alpha.txt']);
    const page = await files.list('f', { limit: 2, offset: 1 });
    expect(page.data?.map((d) => d.name)).toEqual(['alps.txt', 'beta.txt']);
    const search = await files.list('f', { search: 'al' });
    expect(search.data?.map((d) => d.name)).toEqual(['alpha.txt', 'alps.txt']);
    const wildcard = await files.list('f', { search: '%' });
    expect(wildcard.data).toEqual([]);
    const byCreated = await files.list('f', { sortBy: { column: 'created_at', order: 'asc' } });
    expect(byCreated.data?.map((d) => d.name)).toEqual(['alpha.txt', 'beta.txt', 'gamma.txt', 'alps.txt']);
    const bad = await files.list('f', { sortBy: { column: 'name; drop table x', order: 'asc' } });
    expect(bad.error).toMatchObject({ statusCode: '400' });
  });

  it('files move and copy within and across buckets', async () => {
    const a = await makeBucket();
    const b = await makeBucket();
    const svc = serviceClient().storage;
    await svc.from(a).upload('draft.txt', 'content', { contentType: 'text/plain' });
    const moved = await svc.from(a).move('draft.txt', 'final/report.txt');
    expect(moved.error).toBeNull();
    expect(moved.data).toEqual({ message: 'Successfully moved' });
    expect((await svc.from(a).exists('draft.txt')).data).toBe(false);
    expect(await (await svc.from(a).download('final/report.txt')).data?.text()).toBe('content');

    const copied = await svc.from(a).copy('final/report.txt', 'archive/report.txt', { destinationBucket: b });
    expect(copied.error).toBeNull();
    expect(copied.data).toEqual({ path: `${b}/archive/report.txt` });
    expect(await (await svc.from(b).download('archive/report.txt')).data?.text()).toBe('content');
    expect(await (await svc.from(a).download('final/report.txt')).data?.text()).toBe('content');

    const missing = await svc.from(a).move('nope.txt', 'x.txt');
    expect(missing.error).toMatchObject({ statusCode: '404' });
  });

  it('remove deletes many files at once and returns them', async () => {
    const bucket = await makeBucket();
    const files = serviceClient().storage.from(bucket);
    for (const p of ['1.txt', '2.txt', 'keep.txt']) await files.upload(p, p, { contentType: 'text/plain' });
    const { data, error } = await files.remove(['1.txt', '2.txt', 'never-existed.txt']);
    expect(error).toBeNull();
    expect(data?.map((d) => d.name).sort()).toEqual(['1.txt', '2.txt']);
    const left = await files.list();
    expect(left.data?.map((d) => d.name)).toEqual(['keep.txt']);
  });

  it('HTML and SVG are served as sandboxed attachments so they cannot run on our origin', async () => {
    const bucket = await makeBucket({ public: true });
    const files = serviceClient().storage.from(bucket);
    await files.upload('x.html', '<script>alert(1)</script>', { contentType: 'text/html' });
    await files.upload('x.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', {
      contentType: 'image/svg+xml',
    });
    for (const p of ['x.html', 'x.svg']) {
      const res = await fetch(files.getPublicUrl(p).data.publicUrl);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(res.headers.get('content-security-policy')).toContain('sandbox');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('a download asks for a byte range and gets just those bytes', async () => {
    const bucket = await makeBucket({ public: true });
    const files = serviceClient().storage.from(bucket);
    await files.upload('digits.txt', '0123456789', { contentType: 'text/plain' });
    const res = await fetch(files.getPublicUrl('digits.txt').data.publicUrl, {
      headers: { range: 'bytes=2-5' },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(await res.text()).toBe('2345');
  });

  it('unknown storage routes answer 501 naming themselves', async () => {
    const res = await fetch(`${storageUrl()}/object/list-v2/some-bucket`, { method: 'POST' });
    expect(res.status).toBe(501);
    expect((await res.json()).message).toContain('list-v2');
    const tus = await fetch(`${storageUrl()}/upload/resumable`, { method: 'POST' });
    expect(tus.status).toBe(501);
    expect((await tus.json()).message).toContain('/storage/v1/upload');
  });

  it('a browser on another origin may send upload metadata and read the ETag', async () => {
    const pre = await fetch(`${storageUrl()}/object/some-bucket/x.txt`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://app.example.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,x-upsert,x-metadata,cache-control,content-type',
      },
    });
    expect(pre.status).toBeLessThan(300);
    expect(pre.headers.get('access-control-allow-headers')).toContain('x-metadata');
    const bucket = await makeBucket({ public: true });
    const files = serviceClient().storage.from(bucket);
    await files.upload('meta.txt', 'm', { contentType: 'text/plain', metadata: { project: 'audit-7' } });
    expect((await files.info('meta.txt')).data?.metadata).toEqual({ project: 'audit-7' });
    const res = await fetch(files.getPublicUrl('meta.txt').data.publicUrl, {
      headers: { origin: 'https://app.example.test' },
    });
    expect(res.headers.get('access-control-expose-headers')).toContain('etag');
  });

  it('a browser revalidating with the ETag gets 304 Not Modified, also for compressed text', async () => {
    const bucket = await makeBucket({ public: true });
    const files = serviceClient().storage.from(bucket);
    await files.upload('long.txt', 'safety first. '.repeat(200), { contentType: 'text/plain' });
    const url = files.getPublicUrl('long.txt').data.publicUrl;
    const first = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    await first.arrayBuffer();
    const again = await fetch(url, {
      headers: { 'if-none-match': etag as string, 'accept-encoding': 'gzip' },
    });
    expect(again.status).toBe(304);
  });
});
