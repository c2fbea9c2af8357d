// Project documents: what the bucket accepts and how objects are named (pure; the same rules as
// plugins/projects/sql/migrations/20261126100000_projects_documents.sql, which the server enforces).

export const DOCUMENTS_BUCKET = 'project-documents';

/** The bucket's file_size_limit (25 MB). */
export const DOCUMENT_MAX_BYTES = 25 * 1024 * 1024;

/** Types the bucket takes, with what the user reads in messages. */
export const DOCUMENT_TYPES: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG image',
  'image/jpeg': 'JPEG image',
  'image/webp': 'WebP image',
  'image/gif': 'GIF image',
  'application/msword': 'Word document',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word document',
  'application/vnd.ms-excel': 'Excel workbook',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel workbook',
  'application/vnd.ms-powerpoint': 'PowerPoint presentation',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint presentation',
  'text/csv': 'CSV',
  'text/plain': 'Text',
};

/** Browsers leave `File.type` empty for some files: the type by extension then. */
const BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  csv: 'text/csv',
  txt: 'text/plain',
};

/** The `accept` attribute of the file input. */
export const DOCUMENT_ACCEPT = [
  ...Object.keys(DOCUMENT_TYPES),
  ...Object.keys(BY_EXTENSION).map((e) => `.${e}`),
].join(',');

export function documentContentType(file: { name: string; type: string }): string {
  const declared = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (declared && declared !== 'application/octet-stream') return declared;
  const ext = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  return BY_EXTENSION[ext] ?? (declared || 'application/octet-stream');
}

/** Why a file cannot be uploaded (size, type), as a sentence that says what to do; null when it can. */
export function documentProblem(file: { name: string; type: string; size: number }): string | null {
  if (file.size > DOCUMENT_MAX_BYTES) {
    return `“${file.name}” is ${formatBytes(file.size)}; files may be at most 25 MB. Compress it or split it, then upload again.`;
  }
  if (file.size === 0) return `“${file.name}” is empty. Choose the file again.`;
  const type = documentContentType(file);
  if (!DOCUMENT_TYPES[type]) {
    return `“${file.name}” is not a type documents take. Upload a PDF, an image (PNG, JPEG, WebP, GIF), a Word, Excel or PowerPoint file, CSV or text.`;
  }
  return null;
}

/** A file name as storage keys allow it (ASCII letters, digits, `._-`, at most 100 characters). */
export function storageSafeName(filename: string): string {
  const ascii = filename.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const safe = ascii
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|-+$/g, '');
  const trimmed = safe.length > 100 ? safe.slice(safe.length - 100) : safe;
  return trimmed === '' ? 'file' : trimmed;
}

/** `<project>/<document>/<upload id>-<file>`: the object name of one upload (a new name for every version). */
export function documentObjectPath(
  projectId: string,
  documentId: string,
  filename: string,
  uploadId: string,
) {
  return `${projectId}/${documentId}/${uploadId.slice(0, 8)}-${storageSafeName(filename)}`;
}

/** A file name as the version row keeps it (no quotes, slashes or control characters). */
export function displayFilename(filename: string): string {
  const cleaned = filename.replace(/[\u0000-\u001f\u007f"/\\]+/g, ' ').trim();
  return (cleaned === '' ? 'file' : cleaned).slice(0, 255);
}

/** A document's title from its file name: without the extension. */
export function titleFromFilename(filename: string): string {
  const name = displayFilename(filename);
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name).slice(0, 200);
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(n < 10 * 1024 ? 1 : 0)} KB`;
  return `${(n / (1024 * 1024)).toFixed(1)} MB`;
}

export type PreviewKind = 'image' | 'pdf' | 'download';
export function previewKind(contentType: string): PreviewKind {
  if (contentType === 'application/pdf') return 'pdf';
  if (contentType.startsWith('image/')) return 'image';
  return 'download';
}

/** Share-link lifetimes the user picks from. */
export const SHARE_EXPIRIES = [
  { seconds: 60 * 60, label: '1 hour' },
  { seconds: 24 * 60 * 60, label: '1 day' },
  { seconds: 7 * 24 * 60 * 60, label: '7 days' },
] as const;
