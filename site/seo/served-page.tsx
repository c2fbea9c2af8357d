// A site page whose body shows one record of the database (the shop's product page, issue 27, ADR 088): the
// server renderer reads it as a visitor (its route's `served` handle, site/seo/page-meta.ts), renders the page
// with it and leaves a copy in the head (<script id="served-page">, with the path it belongs to), so the
// browser's first render — the hydration — shows the same page without a skeleton and without asking again.
// A page the server did not render, or another address reached by a click, finds no copy and reads itself.
// The site cannot use TanStack Query's served cache (ADR 062): site pages render outside the app frame (ADR 080).
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

export const SERVED_PAGE_ID = 'served-page';

/** What the server read for the page at `path`: the record, or null when there is none (a 404). */
export interface ServedPage {
  path: string;
  data: unknown;
}

const ServerCopy = createContext<ServedPage | undefined>(undefined);

/** The server renderer's provider (config/entry-server.tsx): one child, so React's ids match the browser's. */
export function ServerServedPage(props: { value: ServedPage | undefined; children: ReactNode }) {
  return <ServerCopy.Provider value={props.value}>{props.children}</ServerCopy.Provider>;
}

/** The copy the server leaves in the head; `<` escaped so no text can close the script. */
export function servedPageScript(page: ServedPage): string {
  const json = JSON.stringify(page).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVED_PAGE_ID}">${json}</script>`;
}

function inDocument(): ServedPage | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(SERVED_PAGE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const page = JSON.parse(text) as Partial<ServedPage>;
    return typeof page.path === 'string' && 'data' in page ? (page as ServedPage) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The record the server rendered this address with, checked by `parse` (null: the server found none), or
 * undefined when there is no copy for this address (the page reads it itself). Taken once, when the page mounts:
 * the copy is then removed, so coming back to the address later reads the record afresh (stock changes).
 */
export function useServedPage<T>(parse: (data: unknown) => T | null): T | null | undefined {
  const here = useLocation().pathname;
  const copy = useContext(ServerCopy);
  const [served] = useState(() => {
    const page = copy ?? inDocument();
    if (!page || page.path !== here) return undefined;
    return page.data === null ? null : (parse(page.data) ?? undefined);
  });
  useEffect(() => document.getElementById(SERVED_PAGE_ID)?.remove(), []);
  return served;
}
