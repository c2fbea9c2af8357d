// Project documents through supabase-js (PGlite, and PostgreSQL with TEST_DATABASE_URL): the
// project's team uploads files to the private bucket and registers them as numbered versions,
// other staff read them, shop customers and visitors reach neither rows nor bytes (storage RLS),
// a signed link opens one file without a session until it expires, and deleting a document
// removes its rows and then its objects.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../../tests/kernel-schema/support.ts';
import { anonClient } from '../../../../tests/support/clients.ts';
import { eventsOf } from '../../../leads/tests/support.ts';
import { DOCUMENTS_BUCKET, documentObjectPath } from '../../documents-rules.ts';
import { projectManagedBy, tinyPdf, uploaded, uploadVersion, type VersionRow } from './support.ts';

describe('uploading project documents', () => {
  it('the manager uploads a report and it becomes version 1 with size and type taken from storage', async () => {
    const manager = await userWithRole('staff');
    const project = await projectManagedBy(manager.client, manager.id);
    const bytes = tinyPdf();
    const { documentId, path, version } = await uploaded(manager.client, {
      projectId: project.id,
      filename: 'Fire safety audit – Kapa.pdf',
      bytes,
      note: 'Signed by the lead assessor',
    });
    expect(version).toMatchObject({
      document_id: documentId,
      version: 1,
      storage_path: path,
      filename: 'Fire safety audit – Kapa.pdf',
      content_type: 'application/pdf',
      size: bytes.length,
      uploaded_by: manager.id,
      note: 'Signed by the lead assessor',
    });
    const doc = await manager.client
      .from('project_documents')
      .select('project_id, title, current_version, created_by')
      .eq('id', documentId)
      .single();
    expect(doc.data).toEqual({
      project_id: project.id,
      title: 'Fire safety audit – Kapa',
      current_version: 1,
      created_by: manager.id,
    });
    const downloaded = await manager.client.storage.from(DOCUMENTS_BUCKET).download(path);
    expect(downloaded.error).toBeNull();
    expect(new Uint8Array(await (downloaded.data as Blob).arrayBuffer())).toEqual(bytes);
  });

  it('a new version of the same document gets the next number and both land on the project timeline', async () => {
    const manager = await userWithRole('staff');
    const project = await projectManagedBy(manager.client, manager.id);
    const first = await uploaded(manager.client, { projectId: project.id, title: 'Noise survey report' });
    const second = await uploaded(manager.client, {
      projectId: project.id,
      documentId: first.documentId,
      filename: 'Noise survey report v2.pdf',
    });
    expect(second.version?.version).toBe(2);
    const doc = await manager.client
      .from('project_documents')
      .select('title, current_version')
      .eq('id', first.documentId)
      .single();
    expect(doc.data).toEqual({ title: 'Noise survey report', current_version: 2 });
    const events = await eventsOf(manager.client, 'projects', project.id);
    const kinds = events.map((e: { kind: string }) => e.kind);
    expect(kinds).toContain('projects.document_added');
    expect(kinds).toContain('projects.document_version_added');
  });

  it('versions registered at the same time get distinct consecutive numbers', async () => {
    const manager = await userWithRole('staff');
    const project = await projectManagedBy(manager.client, manager.id);
    const documentId = randomUUID();
    const paths = Array.from({ length: 12 }, (_, i) =>
      documentObjectPath(project.id, documentId, `draft-${i}.pdf`, randomUUID()),
    );
    for (const path of paths) {
      const up = await manager.client.storage
        .from(DOCUMENTS_BUCKET)
        .upload(path, tinyPdf(), { contentType: 'application/pdf' });
      expect(up.error).toBeNull();
    }
    const results = await Promise.all(
      paths.map((path, i) =>
        manager.client.rpc('add_project_document_version', {
          project_id: project.id,
          document_id: documentId,
          storage_path: path,
          filename: `draft-${i}.pdf`,
          title: 'Draft report',
        }),
      ),
    );
    for (const r of results) expect(r.error).toBeNull();
    const numbers = results.map((r) => (r.data as VersionRow).version).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    const doc = await manager.client
      .from('project_documents')
      .select('current_version')
      .eq('id', documentId)
      .single();
    expect(doc.data?.current_version).toBe(12);
  });

  it('refuses a file that is not stored yet, a path of another project and one registered twice', async () => {
    const manager = await userWithRole('staff');
    const project = await projectManagedBy(manager.client, manager.id);
    const other = await projectManagedBy(manager.client, manager.id);
    const documentId = randomUUID();
    const missing = await manager.client.rpc('add_project_document_version', {
      project_id: project.id,
      document_id: documentId,
      storage_path: documentObjectPath(project.id, documentId, 'x.pdf', randomUUID()),
      filename: 'x.pdf',
    });
    expect(missing.error?.code).toBe('P0002');
    const { path } = await uploaded(manager.client, { projectId: other.id });
    const wrong = await manager.client.rpc('add_project_document_version', {
      project_id: project.id,
      document_id: documentId,
      storage_path: path,
      filename: 'x.pdf',
    });
    expect(wrong.error?.code).toBe('22023');
    const twice = await manager.client.rpc('add_project_document_version', {
      project_id: other.id,
      document_id: path.split('/')[1],
      storage_path: path,
      filename: 'x.pdf',
    });
    expect(twice.error?.code).toBe('23505');
  });

  it('the bucket refuses a type it does not take and a file over 25 MB', async () => {
    const manager = await userWithRole('staff');
    const project = await projectManagedBy(manager.client, manager.id);
    const html = await uploadVersion(manager.client, {
      projectId: project.id,
      filename: 'page.html',
      bytes: new TextEncoder().encode('<html><script>alert(1)</script></html>'),
      contentType: 'text/html',
    });
    expect(html.upload.error).not.toBeNull();
    const big = await uploadVersion(manager.client, {
      projectId: project.id,
      filename: 'huge.pdf',
      bytes: new Uint8Array(25 * 1024 * 1024 + 1),
    });
    expect(big.upload.error).not.toBeNull();
  });
});

describe('who may reach project documents', () => {
  it('a team member adds a version; other staff read and download but cannot upload, register or delete', async () => {
    const manager = await userWithRole('staff');
    const member = await userWithRole('staff');
    const outsider = await userWithRole('staff');
    const project = await projectManagedBy(manager.client, manager.id, [member.id]);
    const first = await uploaded(manager.client, { projectId: project.id });
    const byMember = await uploaded(member.client, { projectId: project.id, documentId: first.documentId });
    expect(byMember.version).toMatchObject({ version: 2, uploaded_by: member.id });

    const rows = await outsider.client
      .from('project_document_versions')
      .select('id')
      .eq('document_id', first.documentId);
    expect(rows.data).toHaveLength(2);
    const read = await outsider.client.storage.from(DOCUMENTS_BUCKET).download(first.path);
    expect(read.error).toBeNull();

    const upload = await uploadVersion(outsider.client, {
      projectId: project.id,
      documentId: first.documentId,
    });
    expect(upload.upload.error).not.toBeNull();
    // Bytes the outsider could not store, and a registration of the manager's object, are both refused.
    const register = await outsider.client.rpc('add_project_document_version', {
      project_id: project.id,
      document_id: first.documentId,
      storage_path: first.path,
      filename: 'x.pdf',
    });
    expect(register.error?.code).toBe('42501');
    const del = await outsider.client.rpc('delete_project_document', { document_id: first.documentId });
    expect(del.error?.code).toBe('42501');
    const removed = await outsider.client.storage.from(DOCUMENTS_BUCKET).remove([first.path]);
    expect(removed.data ?? []).toHaveLength(0);
    const direct = await outsider.client
      .from('project_documents')
      .delete()
      .eq('id', first.documentId)
      .select('id');
    expect(direct.data ?? []).toHaveLength(0);
  });

  it('an admin who is not on the team may add versions', async () => {
    const manager = await userWithRole('staff');
    const admin = await userWithRole('admin');
    const project = await projectManagedBy(manager.client, manager.id);
    const first = await uploaded(manager.client, { projectId: project.id });
    const next = await uploaded(admin.client, { projectId: project.id, documentId: first.documentId });
    expect(next.version?.version).toBe(2);
  });

  it('a signed-out visitor and a shop customer can neither list, download, sign, upload nor read the rows', async () => {
    const manager = await userWithRole('staff');
    const project = await projectManagedBy(manager.client, manager.id);
    const { path, documentId } = await uploaded(manager.client, { projectId: project.id });
    const customer = await userWithRole('customer');
    for (const client of [anonClient(), customer.client]) {
      const bucket = client.storage.from(DOCUMENTS_BUCKET);
      const listed = await bucket.list(project.id);
      expect(listed.data ?? []).toHaveLength(0);
      const listedDoc = await bucket.list(`${project.id}/${documentId}`);
      expect(listedDoc.data ?? []).toHaveLength(0);
      expect((await bucket.download(path)).error).not.toBeNull();
      expect((await bucket.createSignedUrl(path, 60)).error).not.toBeNull();
      const upload = await bucket.upload(
        documentObjectPath(project.id, documentId, 'evil.pdf', randomUUID()),
        tinyPdf(),
        { contentType: 'application/pdf' },
      );
      expect(upload.error).not.toBeNull();
      const docs = await client.from('project_documents').select('id').eq('id', documentId);
      expect(docs.data ?? []).toHaveLength(0);
      const versions = await client
        .from('project_document_versions')
        .select('id')
        .eq('document_id', documentId);
      expect(versions.data ?? []).toHaveLength(0);
      const register = await client.rpc('add_project_document_version', {
        project_id: project.id,
        document_id: documentId,
        storage_path: path,
        filename: 'x.pdf',
      });
      expect(register.error).not.toBeNull();
    }
  });
});

describe('sharing and deleting documents', () => {
  it('a signed link opens the file without a session, and stops working when it expires', async () => {
    const manager = await userWithRole('staff');
    const project = await projectManagedBy(manager.client, manager.id);
    const bytes = tinyPdf('Share me');
    const { path } = await uploaded(manager.client, { projectId: project.id, bytes });
    const signed = await manager.client.storage.from(DOCUMENTS_BUCKET).createSignedUrl(path, 2);
    expect(signed.error).toBeNull();
    const url = signed.data?.signedUrl as string;
    const ok = await fetch(url);
    expect(ok.status).toBe(200);
    expect(new Uint8Array(await ok.arrayBuffer())).toEqual(bytes);
    // The app's preview may frame a PDF from its own origin, nobody else may; a download stays unframeable.
    expect(ok.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(ok.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    const asDownload = await fetch(`${url}&download=report.pdf`);
    expect(asDownload.headers.get('x-frame-options')).toBe('DENY');
    expect(asDownload.headers.get('content-disposition')).toContain('attachment');
    // The same object without the token: refused.
    const bare = await fetch(url.replace(/\/object\/sign\//, '/object/').replace(/\?.*$/, ''));
    expect(bare.ok).toBe(false);
    await new Promise((r) => setTimeout(r, 3100));
    const late = await fetch(url);
    expect(late.ok).toBe(false);
  });

  it('deleting a document removes its rows first, then its objects can go, and the project says so', async () => {
    const manager = await userWithRole('staff');
    const project = await projectManagedBy(manager.client, manager.id);
    const first = await uploaded(manager.client, { projectId: project.id, title: 'Air quality report' });
    const second = await uploaded(manager.client, { projectId: project.id, documentId: first.documentId });
    const bucket = manager.client.storage.from(DOCUMENTS_BUCKET);

    // While a version names it, nobody removes the object through storage.
    const early = await bucket.remove([first.path]);
    expect(early.data ?? []).toHaveLength(0);
    expect((await bucket.download(first.path)).error).toBeNull();

    const del = await manager.client.rpc('delete_project_document', { document_id: first.documentId });
    expect(del.error).toBeNull();
    expect(del.data).toEqual([first.path, second.path]);
    const removed = await bucket.remove(del.data as string[]);
    expect(removed.error).toBeNull();
    expect(removed.data).toHaveLength(2);
    expect((await bucket.download(first.path)).error).not.toBeNull();
    const rows = await manager.client
      .from('project_document_versions')
      .select('id')
      .eq('document_id', first.documentId);
    expect(rows.data).toHaveLength(0);
    // A version uploaded for it meanwhile does not bring it back.
    const late = await uploadVersion(manager.client, { projectId: project.id, documentId: first.documentId });
    expect(late.upload.error).toBeNull();
    expect(late.registered?.error?.code).toBe('P0002');
    const events = await eventsOf(manager.client, 'projects', project.id);
    expect(events.map((e: { kind: string }) => e.kind)).toContain('projects.document_removed');
  });

  it('a project with documents cannot be deleted until its documents are', async () => {
    const admin = await userWithRole('admin');
    const project = await projectManagedBy(admin.client, admin.id);
    const { documentId } = await uploaded(admin.client, { projectId: project.id });
    const refused = await admin.client.from('projects').delete().eq('id', project.id);
    // ON DELETE RESTRICT: 23001 on PostgreSQL 16+ (PGlite), 23503 before
    expect(refused.error?.code).toMatch(/^(23001|23503)$/);
    const del = await admin.client.rpc('delete_project_document', { document_id: documentId });
    expect(del.error).toBeNull();
    await admin.client.storage.from(DOCUMENTS_BUCKET).remove(del.data as string[]);
    const gone = await admin.client.from('projects').delete().eq('id', project.id).select('id');
    expect(gone.error).toBeNull();
    expect(gone.data).toHaveLength(1);
  });
});
