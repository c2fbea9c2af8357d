// Shared by the project-documents suites: a small real PDF, a project with a
// manager (and members), and "upload then register" as the Documents tab does it.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import { DOCUMENTS_BUCKET, documentObjectPath, titleFromFilename } from '../../documents-rules.ts';
import { createProject, customerWithSite } from '../support.ts';

/** A one-page PDF saying `text` (valid: offsets and xref are computed). */
export function tinyPdf(text = 'Fire safety audit report'): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const stream = `BT /F1 18 Tf 72 770 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  objects[3] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

export async function projectManagedBy(client: SupabaseClient, managerId: string, members: string[] = []) {
  const customer = await customerWithSite(client, 'East African Breweries');
  return createProject(
    client,
    { title: 'Fire safety audit', customer_id: customer.id, manager_id: managerId },
    { member_ids: members, apply_template: false },
  );
}

export type VersionRow = {
  id: string;
  document_id: string;
  version: number;
  storage_path: string;
  filename: string;
  content_type: string;
  size: number;
  uploaded_by: string | null;
  note: string | null;
};

/** Uploads `bytes` under the document's folder and registers it (a new document unless `documentId`). */
export async function uploadVersion(
  client: SupabaseClient,
  opts: {
    projectId: string;
    documentId?: string;
    filename?: string;
    bytes?: Uint8Array;
    contentType?: string;
    title?: string;
    note?: string;
  },
) {
  const documentId = opts.documentId ?? randomUUID();
  const filename = opts.filename ?? 'Audit report.pdf';
  const path = documentObjectPath(opts.projectId, documentId, filename, randomUUID());
  const upload = await client.storage
    .from(DOCUMENTS_BUCKET)
    .upload(path, opts.bytes ?? tinyPdf(), { contentType: opts.contentType ?? 'application/pdf' });
  const registered = upload.error
    ? null
    : await client.rpc('add_project_document_version', {
        project_id: opts.projectId,
        document_id: documentId,
        storage_path: path,
        filename,
        // A new document has a title (as the Documents tab gives it); a new version has none.
        title: opts.title ?? (opts.documentId ? null : titleFromFilename(filename)),
        note: opts.note ?? null,
      });
  return { documentId, path, upload, registered, version: registered?.data as VersionRow | null };
}

export async function uploaded(client: SupabaseClient, opts: Parameters<typeof uploadVersion>[1]) {
  const r = await uploadVersion(client, opts);
  expect(r.upload.error).toBeNull();
  expect(r.registered?.error ?? null).toBeNull();
  return r;
}
