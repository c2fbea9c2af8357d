// Project documents: the only file that knows the tables project_documents /
// project_document_versions, the RPCs add_project_document_version /
// delete_project_document and the bucket project-documents (migration
// 20261126100000, ADR 022).
//
// Uploads go straight to the storage endpoint with XMLHttpRequest, because
// supabase-js's `upload()` (fetch) reports no upload progress; the request is the
// one storage-js would send (apikey, the session's bearer token, raw body), so
// the same storage RLS decides. The object is then registered in one RPC.
import { pluginKeys } from '@kernel/data/query-keys.ts';
import { unwrap } from '@kernel/data/unwrap.ts';
import type { Tables } from '@kernel/database.types.ts';
import { supabase, supabaseAnonKey, supabaseUrl } from '@kernel/supabase.ts';
import {
  DOCUMENTS_BUCKET,
  displayFilename,
  documentContentType,
  documentObjectPath,
  titleFromFilename,
} from './documents-rules.ts';

export type DocumentVersion = Tables<'project_document_versions'>;
export type ProjectDocument = Tables<'project_documents'> & { project_document_versions: DocumentVersion[] };

export const documentKeys = pluginKeys('projects', 'documents');
export const documentsOf = (projectId: string) => [...documentKeys.all, 'project', projectId] as const;

/** A project's documents, last changed first, each with its versions (newest first). */
export async function listDocuments(projectId: string): Promise<ProjectDocument[]> {
  const rows = unwrap(
    await supabase
      .from('project_documents')
      .select(
        'id, project_id, title, current_version, created_at, created_by, updated_at, updated_by, project_document_versions(id, document_id, version, storage_path, filename, content_type, size, note, uploaded_by, uploaded_at)',
      )
      .eq('project_id', projectId)
      .order('updated_at', { ascending: false }),
  ) as ProjectDocument[];
  return rows.map((d) => ({
    ...d,
    project_document_versions: [...d.project_document_versions].sort((a, b) => b.version - a.version),
  }));
}

/** The newest version of a document. */
export function latestVersion(doc: ProjectDocument): DocumentVersion | undefined {
  return doc.project_document_versions[0];
}

/** A refusal of the storage endpoint, worded for the person uploading. */
export class UploadError extends Error {}

function storageMessage(status: number, body: string, filename: string): string {
  let code = '';
  let statusCode = String(status);
  try {
    const parsed = JSON.parse(body) as { code?: string; statusCode?: string; error?: string };
    code = parsed.code ?? parsed.error ?? '';
    statusCode = parsed.statusCode ?? statusCode;
  } catch {
    // not JSON: the status says enough
  }
  if (statusCode === '413' || code === 'EntityTooLarge')
    return `“${filename}” is too big: files may be at most 25 MB. Compress it or split it, then upload again.`;
  if (statusCode === '415' || code === 'InvalidMimeType')
    return `“${filename}” is not a type documents take (or its contents do not match its name). Upload a PDF, an image, an Office file, CSV or text.`;
  if (statusCode === '403' || code === 'AccessDenied' || status === 401)
    return 'Only the project’s manager, its team and admins can upload documents. Ask the manager to add you to the team.';
  return `“${filename}” could not be uploaded (${statusCode}${code ? ` ${code}` : ''}). Check your connection and try again.`;
}

/** POSTs `file` to the object path (a new object, never an overwrite), reporting progress 0–1. */
function putObject(path: string, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    void supabase.auth.getSession().then(({ data }) => {
      const token = data.session?.access_token;
      if (!token) {
        reject(new UploadError('Your session has ended. Sign in again, then upload the file.'));
        return;
      }
      const xhr = new XMLHttpRequest();
      const encoded = path.split('/').map(encodeURIComponent).join('/');
      xhr.open('POST', `${supabaseUrl}/storage/v1/object/${DOCUMENTS_BUCKET}/${encoded}`);
      xhr.setRequestHeader('apikey', supabaseAnonKey);
      xhr.setRequestHeader('authorization', `Bearer ${token}`);
      xhr.setRequestHeader('content-type', documentContentType(file));
      xhr.setRequestHeader('x-upsert', 'false');
      xhr.setRequestHeader('cache-control', 'max-age=3600');
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
      };
      xhr.onload = () => {
        if (xhr.status >= 200 && xhr.status < 300) {
          onProgress(1);
          resolve();
        } else reject(new UploadError(storageMessage(xhr.status, xhr.responseText, file.name)));
      };
      xhr.onerror = () =>
        reject(new UploadError(`“${file.name}” could not be uploaded: the connection failed. Try again.`));
      xhr.onabort = () => reject(new UploadError(`The upload of “${file.name}” was cancelled.`));
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(file);
    }, reject);
  });
}

/**
 * Uploads `file` as a new document of the project (or the next version of `documentId`) and registers it.
 * An upload that cannot be registered is removed again, so no stray file stays behind.
 */
export async function uploadDocument(opts: {
  projectId: string;
  documentId?: string;
  file: File;
  note?: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}): Promise<DocumentVersion> {
  const documentId = opts.documentId ?? crypto.randomUUID();
  const path = documentObjectPath(opts.projectId, documentId, opts.file.name, crypto.randomUUID());
  await putObject(path, opts.file, opts.onProgress ?? (() => {}), opts.signal);
  const answer = await supabase.rpc('add_project_document_version', {
    project_id: opts.projectId,
    document_id: documentId,
    storage_path: path,
    filename: displayFilename(opts.file.name),
    title: opts.documentId ? undefined : titleFromFilename(opts.file.name),
    note: opts.note?.trim() || undefined,
  });
  if (answer.error) {
    await supabase.storage.from(DOCUMENTS_BUCKET).remove([path]);
  }
  return unwrap(answer) as DocumentVersion;
}

/** A link to one version that works without a session for `seconds` (`download`: saved, not shown). */
export async function signedLink(path: string, seconds: number, download?: string): Promise<string> {
  const { data, error } = await supabase.storage
    .from(DOCUMENTS_BUCKET)
    .createSignedUrl(path, seconds, download ? { download } : undefined);
  if (error || !data) {
    throw new Error(
      `The link could not be made (${error?.message ?? 'no answer'}). Reload the page; the file may have been deleted.`,
    );
  }
  return data.signedUrl;
}

/**
 * Deletes a document: its rows first (one transaction, which answers the paths), then its files. Files a
 * failed removal leaves behind are named by no row, and their uploaders may remove them later.
 */
export async function deleteDocument(documentId: string): Promise<void> {
  const paths = unwrap(
    await supabase.rpc('delete_project_document', { document_id: documentId }),
  ) as string[];
  if (paths.length > 0) await supabase.storage.from(DOCUMENTS_BUCKET).remove(paths);
}
