// File-upload questions (ADR 073), pure: the kinds of file a question may allow (the same presets as
// app.survey_file_mime_types), the check a chosen file gets before it is uploaded (the database checks the
// stored object again at submit, in the same words), and what a file answer looks like.
import { z } from 'zod';

export const FILE_TYPE_PRESETS = ['images', 'pdf', 'office'] as const;
export type FileTypePreset = (typeof FILE_TYPE_PRESETS)[number];

export const FILE_TYPE_LABELS: Record<FileTypePreset, string> = {
  images: 'Images (JPEG, PNG, WebP)',
  pdf: 'PDF',
  office: 'Office documents (Word, Excel, PowerPoint)',
};

/** How the error messages name each kind ("must be an image … or a PDF"). */
const FILE_TYPE_NOUNS: Record<FileTypePreset, string> = {
  images: 'an image (JPEG, PNG or WebP)',
  pdf: 'a PDF',
  office: 'an Office document (Word, Excel or PowerPoint)',
};

const MIME_BY_PRESET: Record<FileTypePreset, readonly string[]> = {
  images: ['image/jpeg', 'image/png', 'image/webp'],
  pdf: ['application/pdf'],
  office: [
    'application/msword',
    'application/vnd.ms-excel',
    'application/vnd.ms-powerpoint',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ],
};

/** Browsers leave `File.type` empty for some files (often Office ones on Windows): the extension says it then. */
const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

export const DEFAULT_MAX_MB = 5;
export const MAX_MB_LIMIT = 10;
const MB = 1024 * 1024;

export const isFileTypePreset = (x: unknown): x is FileTypePreset =>
  typeof x === 'string' && (FILE_TYPE_PRESETS as readonly string[]).includes(x);

/** The presets in their own order, once each, unknown ones dropped. */
export const knownPresets = (types: readonly string[] | undefined): FileTypePreset[] =>
  FILE_TYPE_PRESETS.filter((p) => (types ?? []).includes(p));

export function mimeTypesOf(types: readonly string[] | undefined): string[] {
  return knownPresets(types).flatMap((p) => MIME_BY_PRESET[p]);
}

/** The file input's `accept`: the MIME types and their extensions (some phones filter by one, some by the other). */
export function acceptOf(types: readonly string[] | undefined): string {
  const mimes = mimeTypesOf(types);
  const extensions = Object.entries(MIME_BY_EXTENSION)
    .filter(([, mime]) => mimes.includes(mime))
    .map(([ext]) => `.${ext}`);
  return [...mimes, ...extensions].join(',');
}

/** "an image (JPEG, PNG or WebP) or a PDF": as submit_survey_response says it. */
export function describeTypes(types: readonly string[] | undefined): string {
  const nouns = knownPresets(types).map((p) => FILE_TYPE_NOUNS[p]);
  if (nouns.length <= 1) return nouns[0] ?? '';
  return `${nouns.slice(0, -1).join(', ')} or ${nouns[nouns.length - 1]}`;
}

/** A file's MIME type: the browser's, or the extension's when the browser gives none. */
export function typeOfFile(file: { name: string; type: string }): string {
  const declared = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (declared) return declared;
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  return MIME_BY_EXTENSION[ext] ?? '';
}

/** What is wrong with a chosen file for a question, before it is uploaded (same words as the database), or null. */
export function fileProblem(
  q: { title: string; file_types?: readonly string[] | undefined; max_mb?: number | null | undefined },
  file: { name: string; type: string; size: number },
): string | null {
  const label = `“${q.title.slice(0, 80)}”`;
  const max = q.max_mb ?? DEFAULT_MAX_MB;
  if (!mimeTypesOf(q.file_types).includes(typeOfFile(file)))
    return `The file for ${label} must be ${describeTypes(q.file_types)}`;
  if (file.size > max * MB) return `The file for ${label} is too big (at most ${max} MB)`;
  if (file.size === 0) return `The file for ${label} is empty: choose another`;
  return null;
}

/** "2.4 MB", "310 KB", "12 bytes". */
export function formatSize(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toLocaleString('en', { maximumFractionDigits: 1 })} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024).toLocaleString('en')} KB`;
  return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
}

/** A file answer as the page keeps and sends it, and as submit_survey_response stores it. */
export const fileAnswerSchema = z.object({
  path: z.string(),
  name: z.string(),
  size: z.number(),
  type: z.string(),
});
export type FileAnswer = z.infer<typeof fileAnswerSchema>;

export const isFileAnswer = (v: unknown): v is FileAnswer => fileAnswerSchema.safeParse(v).success;

/** A name for the stored object: random, keeping only a plain extension (the bucket's policy allows no other). */
export function objectName(fileName: string, random: string = crypto.randomUUID()): string {
  const ext = fileName.includes('.') ? (fileName.split('.').pop()?.toLowerCase() ?? '') : '';
  return /^[a-z0-9]{1,10}$/.test(ext) ? `${random}.${ext}` : random;
}
