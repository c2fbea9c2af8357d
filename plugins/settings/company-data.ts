// Settings → Company's reads and writes: organizations row 1 and the logo in
// the public "branding" bucket (only superadmins write there; RLS and the
// bucket's own size and type limits repeat the form's checks).
import { ORGANIZATION_ID } from '@config/constants.ts';
import { DataError } from '@kernel/data/data-error.ts';
import { pluginKeys } from '@kernel/data/query-keys.ts';
import { unwrap } from '@kernel/data/unwrap.ts';
import { supabase } from '@kernel/supabase.ts';
import { COMPANY_COLUMNS, type Company } from './company-schema.ts';

export const companyKeys = pluginKeys('settings', 'company');
export const LOGO_BUCKET = 'branding';
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'] as const;
const EXTENSION: Record<(typeof LOGO_TYPES)[number], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/svg+xml': 'svg',
  'image/webp': 'webp',
};

export async function getCompany(): Promise<Company> {
  return unwrap(
    await supabase.from('organizations').select(COMPANY_COLUMNS).eq('id', ORGANIZATION_ID).single(),
  ) as Company;
}

/** Saves the row and answers with what the database kept; RLS hides the row from anyone but a superadmin. */
export async function updateCompany(changes: Company): Promise<Company> {
  const rows = unwrap(
    await supabase.from('organizations').update(changes).eq('id', ORGANIZATION_ID).select(COMPANY_COLUMNS),
  ) as Company[];
  const kept = rows[0];
  if (!kept)
    throw new DataError({ code: '42501', message: 'Only a superadmin can change the company details' });
  return kept;
}

/** Why a file cannot be the logo, or null. Checked before uploading; the bucket checks again. */
export function logoProblem(file: { type: string; size: number }): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return 'Use a PNG, JPEG, SVG or WebP image.';
  if (file.size > LOGO_MAX_BYTES) return 'The logo can be at most 2 MB.';
  return null;
}

/** Uploads a new logo under a fresh name (caches and printed documents keep the old one until saved). */
export async function uploadLogo(file: File): Promise<string> {
  const problem = logoProblem(file);
  if (problem) throw new DataError({ message: problem });
  const path = `logo-${Date.now()}.${EXTENSION[file.type as (typeof LOGO_TYPES)[number]]}`;
  const { error } = await supabase.storage.from(LOGO_BUCKET).upload(path, file, { contentType: file.type });
  if (error) throw new DataError({ message: error.message || 'The logo could not be uploaded' });
  return path;
}

/** Removes a logo file nobody points at any more; a failure only leaves a stray file. */
export async function removeLogoFile(path: string): Promise<void> {
  await supabase.storage.from(LOGO_BUCKET).remove([path]);
}

export function logoUrl(path: string): string {
  return supabase.storage.from(LOGO_BUCKET).getPublicUrl(path).data.publicUrl;
}
