// Parts every printed sales document shares (invoices, receipts, statements,
// and quotations through invoicing's public code): tax labels as printed and the
// company logo as a data: URL for pdfmake.
import type { SupabaseClient } from '@supabase/supabase-js';

/** "16.000" → "16", "2.500" → "2.5". */
export function rateText(rate: string): string {
  return rate.includes('.') ? rate.replace(/\.?0+$/, '') : rate;
}

export function taxLabel(code: string, rate: string, kind?: string): string {
  if (kind === 'exempt') return 'Exempt';
  if (kind === 'zero_rated') return `${code} 0%`;
  return `${code} ${rateText(rate)}%`;
}

/** The company logo (public "branding" bucket) as a data: URL, or null. */
export async function logoDataUrl(client: SupabaseClient, path: string | null): Promise<string | null> {
  if (!path) return null;
  try {
    const { data, error } = await client.storage.from('branding').download(path);
    if (error || !data) return null;
    const type = data.type === 'image/jpeg' ? 'image/jpeg' : data.type === 'image/png' ? 'image/png' : null;
    if (!type || data.size > 2_000_000) return null;
    const bytes = new Uint8Array(await data.arrayBuffer());
    let bin = '';
    for (let i = 0; i < bytes.length; i += 0x8000)
      bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return `data:${type};base64,${btoa(bin)}`;
  } catch {
    return null;
  }
}
