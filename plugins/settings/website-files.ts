// The files Settings → Website's records point at (ADR 082): team photos and client logos in the
// public "branding" bucket (images up to 2 MB, as the bucket allows), certification documents in
// the public "website-documents" bucket (a PDF or an image up to 10 MB). Checked here before
// uploading, so the superadmin reads why at once; the buckets check again. Each upload gets a
// fresh name: the published copy may still point at the old file until the next publish.
import { DataError } from '@kernel/data/data-error.ts';
import { supabase } from '@kernel/supabase.ts';

export interface FileKind {
  bucket: 'branding' | 'website-documents';
  folder: 'team' | 'clients' | 'certifications';
  /** MIME type → extension. */
  types: Record<string, string>;
  maxBytes: number;
  /** "a PNG, JPEG or WebP image" — how the refusal names what is accepted. */
  accepted: string;
}

const MB = 1024 * 1024;
const IMAGES = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

export const TEAM_PHOTO: FileKind = {
  bucket: 'branding',
  folder: 'team',
  types: IMAGES,
  maxBytes: 2 * MB,
  accepted: 'a PNG, JPEG or WebP image',
};
export const CLIENT_LOGO: FileKind = {
  bucket: 'branding',
  folder: 'clients',
  types: { ...IMAGES, 'image/svg+xml': 'svg' },
  maxBytes: 2 * MB,
  accepted: 'a PNG, JPEG, SVG or WebP image',
};
export const CERTIFICATE_DOCUMENT: FileKind = {
  bucket: 'website-documents',
  folder: 'certifications',
  types: { 'application/pdf': 'pdf', ...IMAGES },
  maxBytes: 10 * MB,
  accepted: 'a PDF, or a PNG, JPEG or WebP image',
};

/** Why this file cannot be used, or null. */
export function fileProblem(kind: FileKind, file: { type: string; size: number }): string | null {
  if (!(file.type in kind.types)) return `Use ${kind.accepted}.`;
  if (file.size > kind.maxBytes) return `The file can be at most ${kind.maxBytes / MB} MB.`;
  return null;
}

/** Uploads under a fresh name and answers the object's name. */
export async function uploadWebsiteFile(kind: FileKind, file: File): Promise<string> {
  const problem = fileProblem(kind, file);
  if (problem) throw new DataError({ message: problem });
  const path = `${kind.folder}/${crypto.randomUUID()}.${kind.types[file.type]}`;
  const { error } = await supabase.storage.from(kind.bucket).upload(path, file, { contentType: file.type });
  if (error) throw new DataError({ message: error.message || 'The file could not be uploaded' });
  return path;
}

export function websiteFileUrl(kind: FileKind, path: string): string {
  return supabase.storage.from(kind.bucket).getPublicUrl(path).data.publicUrl;
}
