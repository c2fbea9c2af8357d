// The dashboard path a signed-out visitor asked for, kept in sessionStorage
// (spec §4) and restored once after login.
import { REDIRECT_STORAGE_KEY } from '@config/constants.ts';

export function rememberRedirect(path: string): void {
  try {
    sessionStorage.setItem(REDIRECT_STORAGE_KEY, path);
  } catch {
    /* storage unavailable (private mode): the user lands on /dashboard instead */
  }
}

/** Returns the remembered path once, and forgets it. Only dashboard paths are honoured. */
export function takeRedirect(): string | null {
  try {
    const path = sessionStorage.getItem(REDIRECT_STORAGE_KEY);
    sessionStorage.removeItem(REDIRECT_STORAGE_KEY);
    return path && (path === '/dashboard' || path.startsWith('/dashboard/') || path.startsWith('/dashboard?'))
      ? path
      : null;
  } catch {
    return null;
  }
}
