// Where object bytes live. Keys are server-made version ids (UUIDs), never
// user input: object names exist only in storage.objects, so no name can
// reach a file-system path or an S3 key.
import type { Readable } from 'node:stream';

export interface BlobRange {
  start: number;
  end: number;
}

export interface BlobStore {
  readonly kind: 'file' | 's3';
  /** Writes the stream as a new blob; nothing is visible under `key` unless the whole stream arrived. */
  put(key: string, body: Readable, contentType: string): Promise<void>;
  /** Opens a blob for reading; rejects with BlobNotFound when it is missing. */
  get(key: string, range?: BlobRange): Promise<Readable>;
  copy(fromKey: string, toKey: string): Promise<void>;
  /** Best effort: missing blobs are ignored. */
  delete(keys: string[]): Promise<void>;
  /** Every stored blob with its last write time, in batches (for the orphan sweep). */
  list(): AsyncIterable<StoredBlob[]>;
}

export interface StoredBlob {
  key: string;
  modifiedMs: number;
}

export class BlobNotFound extends Error {
  constructor(key: string) {
    super(`blob ${key} not found`);
  }
}

const VERSION_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export function assertBlobKey(key: string) {
  if (!VERSION_RE.test(key)) throw new Error('blob keys are version UUIDs');
}
