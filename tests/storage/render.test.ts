import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeBucket, pngOf, serviceClient } from './helpers.ts';

async function sizeOf(res: Response) {
  const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  return { width: meta.width, height: meta.height, format: meta.format };
}

describe('storage image transformation', () => {
  it('a public image is resized to the requested box with cover by default', async () => {
    const bucket = await makeBucket({ public: true });
    const files = serviceClient().storage.from(bucket);
    await files.upload('site.png', await pngOf(300, 200), { contentType: 'image/png' });
    const url = files.getPublicUrl('site.png', { transform: { width: 120, height: 120 } }).data.publicUrl;
    expect(url).toContain('/render/image/public/');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(await sizeOf(res)).toEqual({ width: 120, height: 120, format: 'png' });
  });

  it('contain keeps the aspect ratio inside the box and webp changes the format', async () => {
    const bucket = await makeBucket({ public: true });
    const files = serviceClient().storage.from(bucket);
    await files.upload('wide.png', await pngOf(400, 100), { contentType: 'image/png' });
    const contain = files.getPublicUrl('wide.png', {
      transform: { width: 200, height: 200, resize: 'contain' },
    });
    const c = await sizeOf(await fetch(contain.data.publicUrl));
    expect([c.width, c.height]).toEqual([200, 200]);
    const fill = files.getPublicUrl('wide.png', { transform: { width: 50, height: 80, resize: 'fill' } });
    const f = await sizeOf(await fetch(fill.data.publicUrl));
    expect([f.width, f.height]).toEqual([50, 80]);
    const webpUrl = `${files.getPublicUrl('wide.png', { transform: { width: 100 } }).data.publicUrl}&format=webp`;
    const w = await fetch(webpUrl);
    expect(w.headers.get('content-type')).toBe('image/webp');
    expect(await sizeOf(w)).toEqual({ width: 100, height: 25, format: 'webp' });
  });

  it('a thumbnail asked for again is revalidated by its ETag (304), and a replaced image is never the old one', async () => {
    const bucket = await makeBucket({ public: true });
    const files = serviceClient().storage.from(bucket);
    await files.upload('gloves.png', await pngOf(300, 200), { contentType: 'image/png' });
    const url = files.getPublicUrl('gloves.png', { transform: { width: 60 } }).data.publicUrl;
    const first = await fetch(url);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"r-/);
    expect(await sizeOf(first)).toEqual({ width: 60, height: 40, format: 'png' });
    expect(await sizeOf(await fetch(url))).toEqual({ width: 60, height: 40, format: 'png' });
    const again = await fetch(url, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    // Another size of the same image is another rendition.
    const other = await fetch(url.replace('width=60', 'width=30'), { headers: { 'if-none-match': etag! } });
    expect(other.status).toBe(200);
    expect(await sizeOf(other)).toEqual({ width: 30, height: 20, format: 'png' });
    // The photo is replaced under the same name: a new version, a new ETag, the new picture's shape.
    await files.upload('gloves.png', await pngOf(100, 300), { contentType: 'image/png', upsert: true });
    const replaced = await fetch(url, { headers: { 'if-none-match': etag! } });
    expect(replaced.status).toBe(200);
    expect(replaced.headers.get('etag')).not.toBe(etag);
    expect(await sizeOf(replaced)).toEqual({ width: 60, height: 180, format: 'png' });
  });

  it('a signed-in download with a transform renders a private image', async () => {
    const bucket = await makeBucket();
    const files = serviceClient().storage.from(bucket);
    await files.upload('private.png', await pngOf(64, 64), { contentType: 'image/png' });
    const { data, error } = await files.download('private.png', { transform: { width: 16, height: 16 } });
    expect(error).toBeNull();
    const meta = await sharp(Buffer.from(await data!.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([16, 16]);
  });

  it('out-of-range sizes and non-images are refused without a server error', async () => {
    const bucket = await makeBucket({ public: true });
    const files = serviceClient().storage.from(bucket);
    await files.upload('p.png', await pngOf(8, 8), { contentType: 'image/png' });
    await files.upload('t.txt', 'text', { contentType: 'text/plain' });
    const huge = await fetch(files.getPublicUrl('p.png', { transform: { width: 100000 } }).data.publicUrl);
    expect(huge.status).toBe(400);
    const text = await fetch(files.getPublicUrl('t.txt', { transform: { width: 10 } }).data.publicUrl);
    expect(text.status).toBe(400);
    const badResize = await fetch(
      `${files.getPublicUrl('p.png', { transform: { width: 10 } }).data.publicUrl}&resize=zoom`,
    );
    expect(badResize.status).toBe(400);
  });
});
