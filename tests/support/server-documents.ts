// Document PDFs as the server stores them (ADR 035): as the service role, recorded with their
// SHA-256. Staff have no upload right in bucket sales-documents, and only recorded PDFs are
// attached to e-mails; tests that exercise the queue RPCs directly store their PDF this way.
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { serviceClient } from './clients.ts';

export async function storeAsServer(path: string, bytes: Uint8Array, opts: { record?: boolean } = {}) {
  const service = serviceClient();
  const up = await service.storage
    .from('sales-documents')
    .upload(path, bytes, { contentType: 'application/pdf', upsert: true });
  expect(up.error).toBeNull();
  if (opts.record === false) return;
  const recorded = await service.rpc('record_server_document', {
    bucket: 'sales-documents',
    path,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  });
  expect(recorded.error).toBeNull();
}
