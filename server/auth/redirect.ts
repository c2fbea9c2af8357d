// Where verification links may send the browser: SITE_URL's origin or one of
// ADDITIONAL_REDIRECT_URLS (a listed URL, or anything below it). Anything
// else falls back to SITE_URL, as GoTrue does, so links cannot be turned into
// open redirects that leak tokens.
import type { Config } from '../config.ts';

function parse(u: string): URL | null {
  try {
    return new URL(u);
  } catch {
    return null;
  }
}

export function isAllowedRedirect(
  config: Pick<Config, 'siteUrl' | 'additionalRedirectUrls'>,
  target: string,
) {
  const url = parse(target);
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.username || url.password) return false;
  const site = parse(config.siteUrl);
  if (site && url.origin === site.origin) return true;
  for (const entry of config.additionalRedirectUrls) {
    const allowed = parse(entry);
    if (!allowed || allowed.origin !== url.origin) continue;
    const base = allowed.pathname.endsWith('/') ? allowed.pathname : `${allowed.pathname}/`;
    if (url.pathname === allowed.pathname || url.pathname.startsWith(base) || allowed.pathname === '/')
      return true;
  }
  return false;
}

/** redirect_to if allowed, else SITE_URL. */
export function safeRedirect(
  config: Pick<Config, 'siteUrl' | 'additionalRedirectUrls'>,
  target: string | null | undefined,
): string {
  return target && isAllowedRedirect(config, target) ? target : config.siteUrl;
}
