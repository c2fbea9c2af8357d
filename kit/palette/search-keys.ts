// The palette's cache keys: one entry per source and query, so an answer to an
// older query only ever fills its own entry and the screen shows the newest.
// They start with 'kernel' (query-keys.ts): no plugin key family can collide.
export const searchKeys = {
  all: ['kernel', 'search'] as const,
  source: (sourceId: string, query: string) => ['kernel', 'search', sourceId, { query }] as const,
};
