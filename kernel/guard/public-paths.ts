// Which paths anyone may open without signing in (spec §2), and which paths
// the guard protects (everything under /dashboard, spec §2 "Dashboard routes").
// The public list is not written here: it is what is installed, derived by
// publicPathsOf() (kernel/guard/public-paths-of.ts) from the site's routes, the
// kernel's auth pages and the plugin routes marked `public: true`.
//
// Spec §2: a path is public when it EQUALS one of the listed paths or STARTS
// with one of them FOLLOWED BY "/". The list includes "/" itself; applied
// literally, "/" followed by "/" would only match paths beginning with "//",
// and a looser reading ("starts with /") would make every path public,
// including the dashboard. Decision: "/" is public only as exactly "/".
// The site's own pages are each listed, so nothing public is lost.

/** The public paths of one installation. */
export interface PublicPaths {
  /** Public as themselves and everything below them (spec §2's rule): `/services`, `/login`, … */
  readonly prefixes: readonly string[];
  /**
   * Public in exactly this shape, one non-empty segment per parameter, a trailing slash allowed:
   * `/` itself, `/surveys/:id`, `/dashboard/feedback/surveys/:id/fill`.
   */
  readonly shapes: readonly string[];
  /** The shapes compiled (createPublicPaths does it once). */
  readonly patterns: readonly RegExp[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/surveys/:id` → /^\/surveys\/[^/]+\/?$/ ; `/` → /^\/$/ (never `//…`). */
function shapePattern(shape: string): RegExp {
  const segments = shape.split('/').filter(Boolean);
  if (segments.length === 0) return /^\/$/;
  const body = segments.map((s) => (s.startsWith(':') ? '[^/]+' : escapeRegExp(s))).join('/');
  return new RegExp(`^/${body}/?$`);
}

/**
 * The router matches paths case-insensitively (react-router's default), so the guard classifies the
 * lower-cased path too: "/DASHBOARD/leads" must be protected like "/dashboard/leads".
 */
function normalize(pathname: string): string {
  return pathname.toLowerCase();
}

export function createPublicPaths(input: {
  prefixes: readonly string[];
  shapes: readonly string[];
}): PublicPaths {
  const prefixes = [...new Set(input.prefixes.map(normalize))];
  const shapes = [...new Set(input.shapes.map(normalize))];
  return { prefixes, shapes, patterns: shapes.map(shapePattern) };
}

export function isPublicPath(pathname: string, publicPaths: PublicPaths): boolean {
  const path = normalize(pathname);
  if (publicPaths.prefixes.some((p) => path === p || path.startsWith(`${p}/`))) return true;
  return publicPaths.patterns.some((re) => re.test(path));
}

/** Spec §2: "all under /dashboard are protected" (minus the public fill page, see isPublicPath). */
export function isDashboardPath(pathname: string): boolean {
  const path = normalize(pathname);
  return path === '/dashboard' || path.startsWith('/dashboard/');
}

/** The shop and its pages (a shop customer's orders, their invoices): where a POS customer goes after login. */
export function isShopPath(pathname: string): boolean {
  const path = normalize(pathname);
  return path === '/shop' || path.startsWith('/shop/');
}

/** "/login" or "/login/": where a signed-in user is sent on to /dashboard (spec §2, §4). */
export function isLoginPath(pathname: string): boolean {
  const path = normalize(pathname);
  return path === '/login' || path === '/login/';
}
