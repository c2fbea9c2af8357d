import { SignJWT } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { anonClient, makeBucket, pngOf, serviceClient, storageUrl, userClient } from './helpers.ts';

async function tokenWith(claims: Record<string, unknown>, exp: number) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(exp - 60)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(inject('jwtSecret')));
}

describe('storage signed URLs', () => {
  it('a signed URL opens a private file for anyone until it expires', async () => {
    const bucket = await makeBucket();
    const files = serviceClient().storage.from(bucket);
    await files.upload('contract.txt', 'signed contents', { contentType: 'text/plain' });
    // Four seconds: long enough for the first fetch on a busy machine (a one-second URL
    // signed at x.999 s could expire before it was fetched), then wait until it has.
    const { data, error } = await files.createSignedUrl('contract.txt', 4);
    expect(error).toBeNull();
    expect(data?.signedUrl).toContain(`/storage/v1/object/sign/${bucket}/contract.txt?token=`);
    const ok = await fetch(data!.signedUrl);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('signed contents');

    const token = new URL(data!.signedUrl).searchParams.get('token')!;
    const { exp } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number };
    await new Promise((r) => setTimeout(r, Math.max(0, exp * 1000 - Date.now()) + 1100));
    const expired = await fetch(data!.signedUrl);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({
      statusCode: '400',
      error: 'InvalidJWT',
      message: 'jwt expired',
    });
  });

  it('a token signed with a past expiry, for another file, or forged is refused', async () => {
    const bucket = await makeBucket();
    const files = serviceClient().storage.from(bucket);
    await files.upload('a.txt', 'A', { contentType: 'text/plain' });
    await files.upload('b.txt', 'B', { contentType: 'text/plain' });
    const past = await tokenWith(
      { url: `${bucket}/a.txt`, kind: 'download' },
      Math.floor(Date.now() / 1000) - 10,
    );
    const r1 = await fetch(`${storageUrl()}/object/sign/${bucket}/a.txt?token=${past}`);
    expect(await r1.json()).toMatchObject({ message: 'jwt expired' });

    const { data } = await files.createSignedUrl('a.txt', 60);
    const token = new URL(data!.signedUrl).searchParams.get('token');
    const other = await fetch(`${storageUrl()}/object/sign/${bucket}/b.txt?token=${token}`);
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ error: 'InvalidSignature' });

    const forged = await fetch(`${storageUrl()}/object/sign/${bucket}/a.txt?token=${token}x`);
    expect(forged.status).toBe(400);
    const none = await fetch(`${storageUrl()}/object/sign/${bucket}/a.txt`);
    expect(none.status).toBe(400);
  });

  it('signing many paths marks the ones that do not exist', async () => {
    const bucket = await makeBucket();
    const files = serviceClient().storage.from(bucket);
    await files.upload('one.txt', '1', { contentType: 'text/plain' });
    const { data, error } = await files.createSignedUrls(['one.txt', 'missing.txt'], 60);
    expect(error).toBeNull();
    expect(data?.[0]).toMatchObject({ path: 'one.txt', error: null });
    expect(data?.[1]).toMatchObject({ path: 'missing.txt', signedUrl: null });
    expect(await (await fetch(data![0].signedUrl as string)).text()).toBe('1');
  });

  it('a user cannot sign a file their policies do not let them read', async () => {
    const bucket = await makeBucket();
    await serviceClient().storage.from(bucket).upload('hidden.txt', 'x', { contentType: 'text/plain' });
    const { client } = await userClient();
    const { error } = await client.storage.from(bucket).createSignedUrl('hidden.txt', 60);
    expect(error).toMatchObject({ statusCode: '404' });
    const anon = await anonClient().storage.from(bucket).createSignedUrl('hidden.txt', 60);
    expect(anon.error).not.toBeNull();
  });

  it('a signed upload URL lets a visitor upload exactly one path, once', async () => {
    const bucket = await makeBucket();
    const files = serviceClient().storage.from(bucket);
    const { data, error } = await files.createSignedUploadUrl('inbox/form.txt');
    expect(error).toBeNull();
    expect(data?.path).toBe('inbox/form.txt');
    const up = await anonClient()
      .storage.from(bucket)
      .uploadToSignedUrl('inbox/form.txt', data!.token, 'from a visitor', { contentType: 'text/plain' });
    expect(up.error).toBeNull();
    expect(up.data?.fullPath).toBe(`${bucket}/inbox/form.txt`);
    expect(await (await files.download('inbox/form.txt')).data?.text()).toBe('from a visitor');

    const again = await anonClient()
      .storage.from(bucket)
      .uploadToSignedUrl('inbox/form.txt', data!.token, 'overwrite', { contentType: 'text/plain' });
    expect(again.error).toMatchObject({ statusCode: '409' });
    const elsewhere = await anonClient()
      .storage.from(bucket)
      .uploadToSignedUrl('inbox/other.txt', data!.token, 'x', { contentType: 'text/plain' });
    expect(elsewhere.error).toMatchObject({ code: 'InvalidSignature' });
  });

  it('a download token cannot be used to upload', async () => {
    const bucket = await makeBucket();
    const files = serviceClient().storage.from(bucket);
    await files.upload('doc.txt', 'x', { contentType: 'text/plain' });
    const { data } = await files.createSignedUrl('doc.txt', 60);
    const token = new URL(data!.signedUrl).searchParams.get('token')!;
    const up = await anonClient()
      .storage.from(bucket)
      .uploadToSignedUrl('doc.txt', token, 'y', { upsert: true });
    expect(up.error).toMatchObject({ statusCode: '400' });
  });

  it('a signed URL with a transform returns the resized image', async () => {
    const bucket = await makeBucket();
    const files = serviceClient().storage.from(bucket);
    await files.upload('big.png', await pngOf(400, 200), { contentType: 'image/png' });
    const { data, error } = await files.createSignedUrl('big.png', 60, {
      transform: { width: 100, height: 50 },
    });
    expect(error).toBeNull();
    const res = await fetch(data!.signedUrl);
    expect(res.status).toBe(200);
    const sharp = (await import('sharp')).default;
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([100, 50]);
  });
});
