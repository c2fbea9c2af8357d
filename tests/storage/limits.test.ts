import { describe, expect, inject, it } from 'vitest';
import { makeBucket, pngOf, serviceClient, storageUrl } from './helpers.ts';

const auth = () => ({ authorization: `Bearer ${inject('serviceRoleKey')}` });

describe('storage upload limits', () => {
  it('a file exactly at the bucket size limit is accepted and one byte more is refused', async () => {
    const bucket = await makeBucket({ fileSizeLimit: 1024 });
    const files = serviceClient().storage.from(bucket);
    const atLimit = await files.upload('exact.bin', new Uint8Array(1024), {
      contentType: 'application/octet-stream',
    });
    expect(atLimit.error).toBeNull();
    const over = await files.upload('over.bin', new Uint8Array(1025), {
      contentType: 'application/octet-stream',
    });
    expect(over.error).toMatchObject({
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    expect((await files.exists('over.bin')).data).toBe(false);
  });

  it('a "1KB" limit is read as 1024 bytes and a multipart upload over it is refused', async () => {
    const bucket = await makeBucket({ fileSizeLimit: '1KB' });
    const files = serviceClient().storage.from(bucket);
    const ok = await files.upload('ok.bin', new Blob([new Uint8Array(1024)]));
    expect(ok.error).toBeNull();
    const over = await files.upload('over.bin', new Blob([new Uint8Array(1025)]));
    expect(over.error).toMatchObject({ statusCode: '413' });
    expect((await files.exists('over.bin')).data).toBe(false);
  });

  it('a streamed upload without a length is cut at limit + 1 byte and leaves nothing behind', async () => {
    const bucket = await makeBucket({ fileSizeLimit: 4096 });
    const chunk = new Uint8Array(1000);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 10) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const res = await fetch(`${storageUrl()}/object/${bucket}/streamed.bin`, {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/octet-stream' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '413', error: 'Payload too large' });
    expect((await serviceClient().storage.from(bucket).exists('streamed.bin')).data).toBe(false);

    const small = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(4096));
        controller.close();
      },
    });
    const ok = await fetch(`${storageUrl()}/object/${bucket}/small.bin`, {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/octet-stream' },
      body: small,
      duplex: 'half',
    } as RequestInit);
    expect(ok.status).toBe(200);
  });

  it('a bucket limit above the server-wide limit is refused', async () => {
    const { error } = await serviceClient().storage.createBucket(`too-big-${Date.now()}`, {
      public: false,
      fileSizeLimit: '100GB',
    });
    expect(error).toMatchObject({ statusCode: '400' });
  });
});

describe('storage MIME types', () => {
  it('an image bucket accepts a real PNG and refuses a text file', async () => {
    const bucket = await makeBucket({ allowedMimeTypes: ['image/*'] });
    const files = serviceClient().storage.from(bucket);
    const png = await pngOf(4, 4);
    const ok = await files.upload('pic.png', png, { contentType: 'image/png' });
    expect(ok.error).toBeNull();
    const text = await files.upload('notes.txt', 'hello', { contentType: 'text/plain' });
    expect(text.error).toMatchObject({ statusCode: '415', message: 'mime type text/plain is not supported' });
  });

  it('content that does not match its declared image type is refused', async () => {
    const bucket = await makeBucket({ allowedMimeTypes: ['image/png', 'image/jpeg'] });
    const files = serviceClient().storage.from(bucket);
    const fake = await files.upload('fake.png', '<html><script>alert(1)</script></html>', {
      contentType: 'image/png',
    });
    expect(fake.error).toMatchObject({ statusCode: '415' });
    expect((await files.exists('fake.png')).data).toBe(false);
  });

  it('a PNG declared as JPEG passes only if the bucket also allows PNG', async () => {
    const jpegOnly = await makeBucket({ allowedMimeTypes: ['image/jpeg'] });
    const png = await pngOf(4, 4);
    const refused = await serviceClient()
      .storage.from(jpegOnly)
      .upload('x.jpg', png, { contentType: 'image/jpeg' });
    expect(refused.error).toMatchObject({
      statusCode: '415',
      message: 'mime type image/png is not supported',
    });
  });

  it('a PDF-only bucket takes a PDF and refuses a ZIP renamed to .pdf', async () => {
    const bucket = await makeBucket({ allowedMimeTypes: ['application/pdf'] });
    const files = serviceClient().storage.from(bucket);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    expect((await files.upload('a.pdf', pdf, { contentType: 'application/pdf' })).error).toBeNull();
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, ...new Array(60).fill(0)]);
    const refused = await files.upload('b.pdf', zip, { contentType: 'application/pdf' });
    expect(refused.error).toMatchObject({ statusCode: '415' });
  });

  it('a bucket without type rules keeps whatever type was declared', async () => {
    const bucket = await makeBucket();
    const files = serviceClient().storage.from(bucket);
    await files.upload('data.csv', 'a,b\n1,2\n', { contentType: 'text/csv' });
    const info = await files.info('data.csv');
    expect(info.data?.contentType).toBe('text/csv');
  });
});
