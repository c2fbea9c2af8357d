// A plugin's public page that the server renders with its data (ADR 062): the
// client's quotation and invoice pages, opened from a link on a phone. The
// screen module exports `serverPage` beside its default component; the server
// renderer (config/entry-server.tsx) runs its query as a visitor, renders the
// screen with the answer in the query cache and embeds the cache in the page,
// so the browser shows the document before any JavaScript and hydrates without
// asking again. A query that fails is the page's "not found" (404).
import type { QueryKey } from '@tanstack/react-query';

/** An RPC's answer as supabase-js gives it (PostgREST's shape), so the screen's own parsing applies. */
export interface RpcAnswer {
  data: unknown;
  error: { message: string; code?: string; details?: string | null; hint?: string | null } | null;
  status: number;
}

/** Calls `public.<name>(args)` as a visitor (anon, RLS and grants as for the browser). */
export type ServerRpc = (name: string, args: Record<string, unknown>) => Promise<RpcAnswer>;

export interface ServerQuery {
  queryKey: QueryKey;
  queryFn: () => Promise<unknown>;
}

export interface ServerPage {
  /** The tab title and link-preview text; the page is private (noindex, never cached). */
  title: string;
  description: string;
  /** The read the screen shows first, made through `rpc` (the same key and parsing as in the browser). */
  query(params: Record<string, string | undefined>, rpc: ServerRpc): ServerQuery;
}

/** What a screen module may export besides its component. */
export type ServerRenderedScreen = { serverPage?: ServerPage };
