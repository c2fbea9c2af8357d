// The S3 blob store (STORAGE_BACKEND=s3) against s3rver, an S3-compatible
// server from npm, through a second test server of our own configured for it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { type RunningServer, startServer } from '../../server/start.ts';

const S3_BUCKET = 'safeworks-test';
let s3rver: S3rver;
let s3: S3Client;
let server: RunningServer;
let svc: SupabaseClient;
let dataDir: string;

async function s3Keys() {
  const out = await s3.send(new ListObjectsV2Command({ Bucket: S3_BUCKET }));
  return (out.Contents ?? []).map((c) => c.Key as string);
}

beforeAll(async () => {
  const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'safeworks-s3rver-'));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'safeworks-s3-data-'));
  s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir });
  const { port } = await s3rver.run();
  const endpoint = `http://127.0.0.1:${port}`;
  s3 = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await s3.send(new CreateBucketCommand({ Bucket: S3_BUCKET }));
  const config = loadConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    STORAGE_BACKEND: 's3',
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  });
  server = await startServer(config, { db: await openPglite(undefined) });
  svc = createClient(server.url, server.ctx.keys.serviceRoleKey, { auth: { persistSession: false } });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await s3rver?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('storage on an S3-compatible backend', () => {
  it('files upload, download, copy, move and delete with their bytes in S3 and none on disk', async () => {
    await svc.storage.createBucket('s3-docs', { public: false, fileSizeLimit: 10 * 1024 * 1024 });
    const files = svc.storage.from('s3-docs');
    const before = (await s3Keys()).length;
    expect((await files.upload('a/one.txt', 'first', { contentType: 'text/plain' })).error).toBeNull();
    expect(await (await files.download('a/one.txt')).data?.text()).toBe('first');
    expect(await s3Keys()).toHaveLength(before + 1);
    expect((await s3Keys()).every((k) => /^objects\/[0-9a-f-]{36}$/.test(k))).toBe(true);

    expect((await files.copy('a/one.txt', 'b/two.txt')).error).toBeNull();
    expect((await files.move('b/two.txt', 'c/three.txt')).error).toBeNull();
    expect(await (await files.download('c/three.txt')).data?.text()).toBe('first');
    expect(await s3Keys()).toHaveLength(before + 2);

    expect(
      (await files.upload('a/one.txt', 'second', { contentType: 'text/plain', upsert: true })).error,
    ).toBeNull();
    expect(await (await files.download('a/one.txt')).data?.text()).toBe('second');
    expect(await s3Keys()).toHaveLength(before + 2);

    const removed = await files.remove(['a/one.txt', 'c/three.txt']);
    expect(removed.data).toHaveLength(2);
    expect(await s3Keys()).toHaveLength(before);
    expect(fs.existsSync(path.join(dataDir, 'storage'))).toBe(false);
  });

  it('a multipart-sized upload streams through and reads back, with ranges', async () => {
    await svc.storage.createBucket('s3-big', { public: true });
    const files = svc.storage.from('s3-big');
    const big = Buffer.alloc(6 * 1024 * 1024 + 123);
    for (let i = 0; i < big.length; i += 4096) big[i] = i % 251;
    expect(
      (await files.upload('big.bin', big, { contentType: 'application/octet-stream' })).error,
    ).toBeNull();
    const dl = await files.download('big.bin');
    expect(Buffer.from(await dl.data!.arrayBuffer()).equals(big)).toBe(true);
    const ranged = await fetch(files.getPublicUrl('big.bin').data.publicUrl, {
      headers: { range: 'bytes=4096-4096' },
    });
    expect(ranged.status).toBe(206);
    expect(Buffer.from(await ranged.arrayBuffer())[0]).toBe(4096 % 251);
  });

  it('an upload over the limit leaves no object in S3', async () => {
    await svc.storage.createBucket('s3-small', { public: false, fileSizeLimit: 1000 });
    const before = await s3Keys();
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        for (let i = 0; i < 5; i++) c.enqueue(new Uint8Array(500));
        c.close();
      },
    });
    const res = await fetch(`${server.url}/storage/v1/object/s3-small/over.bin`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${server.ctx.keys.serviceRoleKey}`,
        'content-type': 'application/octet-stream',
      },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(await res.json()).toMatchObject({ statusCode: '413' });
    expect(await s3Keys()).toEqual(before);
  });
});
