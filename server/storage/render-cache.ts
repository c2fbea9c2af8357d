// Resized images kept in memory, so a shop page's thumbnails are made once, not on every request (ADR 078 left
// them made per request: a product list of 24 cost 24 sharp runs per visitor). The key is the object's *version*
// (a new upload is a new version, so an entry is never stale) and the transform; what a caller may read is still
// decided before the cache is asked (RLS in renderAuthenticated, the bucket or the signature in the others).
// Least recently used first out, under a byte budget; one resize however many ask for it at once.

export interface Rendered {
  data: Uint8Array<ArrayBuffer>;
  contentType: string;
}

export function renderCache(maxBytes: number) {
  const done = new Map<string, Rendered>();
  const making = new Map<string, Promise<Rendered>>();
  let bytes = 0;
  let renders = 0;

  function remember(key: string, value: Rendered) {
    if (value.data.byteLength > maxBytes / 4) return; // one huge rendition would push everything else out
    const old = done.get(key);
    if (old) bytes -= old.data.byteLength;
    done.delete(key);
    done.set(key, value);
    bytes += value.data.byteLength;
    for (const [k, v] of done) {
      if (bytes <= maxBytes) break;
      done.delete(k);
      bytes -= v.data.byteLength;
    }
  }

  /** The rendition of `key`, made by `make` only when neither held nor being made. */
  async function get(key: string, make: () => Promise<Rendered>): Promise<Rendered> {
    const hit = done.get(key);
    if (hit) {
      done.delete(key); // most recently used goes last
      done.set(key, hit);
      return hit;
    }
    let pending = making.get(key);
    if (!pending) {
      renders += 1;
      pending = make().then((value) => {
        remember(key, value);
        return value;
      });
      making.set(key, pending);
      // Settled either way: the next ask makes it again if this one failed.
      pending.then(
        () => making.delete(key),
        () => making.delete(key),
      );
    }
    return pending;
  }

  return { get, renders: () => renders, bytes: () => bytes };
}
