// The query cache a server-rendered page was rendered with (ADR 062), carried in
// the page as a JSON data block (not a script: the CSP allows no inline script),
// so the browser's first render is the server's and no read is made twice.
import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';

export const SERVED_QUERIES_ID = 'served-queries';

/** JSON inside <script>: no "</script>" or "<!--" in the data (client-typed text) can end it early. */
const safeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The data block for the page; a failed read goes too, so the browser shows the same "not found". */
export function servedQueriesTag(client: QueryClient): string {
  const state = dehydrate(client, { shouldDehydrateQuery: () => true });
  return `<script type="application/json" id="${SERVED_QUERIES_ID}">${safeJson(state)}</script>`;
}

/** Puts what the server read into the browser's cache (nothing when the page was not served with data). */
export function hydrateServedQueries(client: QueryClient, doc: Document = document): void {
  const text = doc.getElementById(SERVED_QUERIES_ID)?.textContent;
  if (!text) return;
  try {
    hydrate(client, JSON.parse(text) as DehydratedState);
  } catch {
    // Unreadable: the screen reads its data itself, as without a server render.
  }
}
