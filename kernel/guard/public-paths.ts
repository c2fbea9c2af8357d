// Spec §2: a path is public when it equals one of these or starts with one of
// them followed by "/". "/" itself is public only as exactly "/": applying the
// prefix rule to it would make every path public.
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
  // "Additional public screens" of spec §2.
  '/certifications',
] as const;

/** Public screens with an id segment (spec §2, and the survey fill page open without the guard). */
const PUBLIC_PATTERNS = [
  /^\/gallery\/album\/[^/]+\/?$/,
  /^\/surveys\/[^/]+\/?$/,
  /^\/dashboard\/feedback\/surveys\/[^/]+\/fill\/?$/,
];

export function isPublicPath(pathname: string): boolean {
  if (pathname === '/') return true;
  if (PUBLIC_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return true;
  return PUBLIC_PATTERNS.some((re) => re.test(pathname));
}

export function isDashboardPath(pathname: string): boolean {
  return pathname === '/dashboard' || pathname.startsWith('/dashboard/');
}
