// Resized images are made once per (version, transform), within a byte budget (render-cache.ts).
import { describe, expect, it } from 'vitest';
import { type Rendered, renderCache } from './render-cache.ts';

const image = (bytes: number): Rendered => ({ data: new Uint8Array(bytes), contentType: 'image/webp' });

describe('a shop page asking for the same thumbnails', () => {
  it('gets each made once, however many visitors ask at once or later', async () => {
    const cache = renderCache(1_000);
    let made = 0;
    const make = async () => {
      made += 1;
      await new Promise((r) => setTimeout(r, 5));
      return image(100);
    };
    await Promise.all(Array.from({ length: 8 }, () => cache.get('v1|60', make)));
    await cache.get('v1|60', make);
    expect(made).toBe(1);
    expect(cache.renders()).toBe(1);
  });

  it('keeps within its budget by letting the least recently used go, and never holds one too big', async () => {
    const cache = renderCache(1_000);
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, async () => image(250));
    await cache.get('a', async () => image(250)); // a used again: b is now the oldest
    await cache.get('e', async () => image(250));
    expect(cache.bytes()).toBe(1_000);
    let made = 0;
    const count = async () => {
      made += 1;
      return image(250);
    };
    await cache.get('a', count);
    expect(made).toBe(0); // a was kept
    await cache.get('b', count);
    expect(made).toBe(1); // b was let go
    await cache.get('huge', async () => image(600)); // over a quarter of the budget: served, not held
    await cache.get('huge', count);
    expect(made).toBe(2);
    expect(cache.bytes()).toBeLessThanOrEqual(1_000);
  });

  it('makes it again after a failure, instead of remembering the failure', async () => {
    const cache = renderCache(1_000);
    await expect(cache.get('x', async () => Promise.reject(new Error('corrupt')))).rejects.toThrow('corrupt');
    await expect(cache.get('x', async () => image(10))).resolves.toMatchObject({ contentType: 'image/webp' });
  });
});
