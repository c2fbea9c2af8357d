// The dashboard path a signed-out visitor asked for, kept in sessionStorage
// (spec §4: "remembering the original path (kept in session storage) for after
// login"). The login page calls `takeRedirect() ?? '/dashboard'`. A shop page
// (/shop/invoices, ADR 032) is remembered too: the login page sends a shop
// customer back there, and staff to the dashboard.
import { REDIRECT_STORAGE_KEY } from '@config/constants.ts';
import { isDashboardPath, isShopPath } from './public-paths.ts';

const BASE = 'http://app.invalid';

/** Only a same-origin dashboard or shop path is honoured: storage is writable by any script, and must not open a redirect. */
function safeReturnPath(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//')) return null;
  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE || !(isDashboardPath(url.pathname) || isShopPath(url.pathname))) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

export function rememberRedirect(path: string): void {
  try {
    sessionStorage.setItem(REDIRECT_STORAGE_KEY, path);
  } catch {
    /* storage unavailable (privacy mode, quota): the user lands on /dashboard instead */
  }
}

/** Returns the remembered dashboard path once, and forgets it; null when there is none (or it is not one). */
export function takeRedirect(): string | null {
  try {
    const value = sessionStorage.getItem(REDIRECT_STORAGE_KEY);
    sessionStorage.removeItem(REDIRECT_STORAGE_KEY);
    return safeReturnPath(value);
  } catch {
    return null;
  }
}
