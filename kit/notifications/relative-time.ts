// "5 minutes ago" beside each notification, and the exact time for a tooltip.
// Deep imports: the package's index pulls in every function, which the test runner and the dev
// server would each load on the first dashboard render.
import { format } from 'date-fns/format';
import { formatDistanceStrict } from 'date-fns/formatDistanceStrict';

/** How long ago `iso` was, seen from `now` ("just now" under a minute, then "5 minutes ago"). */
export function timeAgo(iso: string, now: Date): string {
  const at = new Date(iso);
  if (now.getTime() - at.getTime() < 60_000) return 'just now';
  return formatDistanceStrict(at, now, { addSuffix: true });
}

/** The exact date and time, e.g. "25 Nov 2026, 14:05". */
export function exactTime(iso: string): string {
  return format(new Date(iso), 'd MMM yyyy, HH:mm');
}
