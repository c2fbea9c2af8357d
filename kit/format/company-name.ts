// The company's name as Settings → Company has it, for tab titles: the same name the server put
// in a rendered page's head (ADR 058), so a public page's tab title does not change from the
// database's name to the code's when the app takes over. A served page carries it in
// <meta property="og:site_name">; elsewhere it is read once from public.company_profile().
// Settings → Company calls refreshCompanyName() after a save.
import { COMPANY } from '@config/constants.ts';
import { sharedRead } from './shared-read.ts';

/** The name the server rendered this page with, if it rendered it. */
export function servedCompanyName(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const name = document.querySelector('meta[property="og:site_name"]')?.getAttribute('content')?.trim();
  return name || undefined;
}

export async function fetchCompanyName(): Promise<string> {
  // supabase-js loads on first use: every public page shows a tab title (ADR 080).
  const { supabase } = await import('@kernel/supabase.ts');
  const { data, error } = await supabase.rpc('company_profile');
  if (error) throw new Error(error.message);
  const row = Array.isArray(data) ? data[0] : data;
  return row?.name?.trim() || COMPANY.name;
}

const companyName = sharedRead(servedCompanyName, fetchCompanyName);

/** The company's name; the code's COMPANY.name until the database's is known or when it is blank. */
export function useCompanyName(): string {
  return companyName.use() ?? COMPANY.name;
}

export const refreshCompanyName = companyName.refresh;

/** The tab title of a page: "About — Safeworks", or for the home page "Safeworks — <tagline>". */
export function tabTitle(title: string | null, firm: string): string {
  return title ? `${title} — ${firm}` : `${firm} — ${COMPANY.tagline}`;
}
