// Which paths anyone may open without signing in (spec §2), and which paths
// the guard protects (everything under /dashboard, spec §2 "Dashboard routes").
//
// Spec §2: a path is public when it EQUALS one of the listed paths or STARTS
// with one of them FOLLOWED BY "/". The list includes "/" itself; applied
// literally, "/" followed by "/" would only match paths beginning with "//",
// and a looser reading ("starts with /") would make every path public,
// including the dashboard. Decision: "/" is public only as exactly "/".
// The site's own pages are each listed, so nothing public is lost.

/** Spec §2 "Public routes" (without "/", see above) and the additional /certifications screen. */
export const PUBLIC_PATHS = [
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/services',
  '/about',
  '/team',
  '/gallery',
  '/clients',
  '/contact',
  '/feedback',
  '/privacy-policy',
  '/services/audits',
  '/services/survey-analysis',
  '/services/training',
  '/services/specialized-training',
  '/services/iso-training',
  '/services/hr-consultancy',
  '/services/medical-exams',
  '/shop',
  '/payment/callback',
  '/payment/success',
  '/payment/failed',
  '/certifications',
] as const;

/**
 * Spec §2 "Additional public screens" with an id segment: /gallery/album/{id} (also covered by the
 * /gallery prefix), /surveys/{id}, and the feedback-survey fill page that lives under /dashboard but
 * is "open without the guard" (spec §2, §6). One non-empty segment per {id}; a trailing slash is allowed.
 */
const PUBLIC_PATTERNS: readonly RegExp[] = [
  /^\/gallery\/album\/[^/]+\/?$/,
  /^\/surveys\/[^/]+\/?$/,
  /^\/dashboard\/feedback\/surveys\/[^/]+\/fill\/?$/,
];

/**
 * The router matches paths case-insensitively (react-router's default), so the guard classifies the
 * lower-cased path too: "/DASHBOARD/leads" must be protected like "/dashboard/leads".
 */
function normalize(pathname: string): string {
  return pathname.toLowerCase();
}

export function isPublicPath(pathname: string): boolean {
  const path = normalize(pathname);
  if (path === '/') return true;
  if (PUBLIC_PATHS.some((p) => path === p || path.startsWith(`${p}/`))) return true;
  return PUBLIC_PATTERNS.some((re) => re.test(path));
}

/** Spec §2: "all under /dashboard are protected" (minus the public fill page, see isPublicPath). */
export function isDashboardPath(pathname: string): boolean {
  const path = normalize(pathname);
  return path === '/dashboard' || path.startsWith('/dashboard/');
}

/** "/login" or "/login/": where a signed-in user is sent on to /dashboard (spec §2, §4). */
export function isLoginPath(pathname: string): boolean {
  const path = normalize(pathname);
  return path === '/login' || path === '/login/';
}
