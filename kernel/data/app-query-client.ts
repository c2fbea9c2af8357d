// The browser's one query cache, made on first use (the public site never uses it, so TanStack Query
// is not part of its first download, ADR 080). A private page rendered on the server came with its
// data (ADR 062): the cache starts from it.
import { hydrateServedQueries } from '@kit/ssr/served-queries.ts';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './query-client.ts';

let client: QueryClient | null = null;

export function appQueryClient(): QueryClient {
  if (!client) {
    client = createQueryClient();
    if (typeof document !== 'undefined') hydrateServedQueries(client);
  }
  return client;
}
